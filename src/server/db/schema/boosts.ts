import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgEnum, pgTable, pgView, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { district, products } from './catalog';

/**
 * A seller's promotion of one product in the sponsored slots, from `startsAt` until `endsAt` (its days run out
 * while paused too). Whether it is active, paused or completed follows from the times (domain/boosts), so nothing
 * has to run at its end. The budget is recorded and shown, never charged.
 */
export const boosts = pgTable(
  'boosts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the seller deletes the product: the boost keeps its title and its numbers. */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /**
     * The boosted product's id, kept when the product is deleted (no foreign key), so the orders it brought stay
     * credited. Null only on boosts whose product was deleted before it was kept.
     */
    boostedProductId: uuid('boosted_product_id'),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productTitle: text('product_title').notNull(),
    description: text('description').notNull(),
    dailyBudgetCents: integer('daily_budget_cents').notNull(),
    durationDays: integer('duration_days').notNull(),
    /** Empty: shown everywhere; else only to Browse searches for these districts or for none. */
    districts: district('districts')
      .array()
      .notNull()
      .default(sql`'{}'`),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
  },
  (table) => [
    index('boosts_seller_idx').on(table.sellerId, table.startsAt.desc().nullsFirst()),
    // The sponsored slots read the boosts still running: a short range at the end of this index.
    index('boosts_running_idx')
      .on(table.endsAt)
      .where(sql`${table.pausedAt} is null`),
    index('boosts_product_idx').on(table.productId, table.endsAt),
    check('boosts_budget_positive', sql`${table.dailyBudgetCents} > 0`),
    check('boosts_duration_in_range', sql`${table.durationDays} between 1 and 30`),
  ],
);

export const boostEventKind = pgEnum('boost_event_kind', ['impression', 'click']);

/**
 * A sponsored card seen in a visitor's viewport, or clicked: once per visitor per boost per Colombo day (the key
 * drops repeats). `visitor` is the same opaque key product views use; `at` is the first time that day, which
 * clicks need to attribute orders placed within days of them.
 */
export const boostEvents = pgTable(
  'boost_events',
  {
    boostId: uuid('boost_id')
      .notNull()
      .references(() => boosts.id, { onDelete: 'cascade' }),
    kind: boostEventKind('kind').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ name: 'boost_events_pk', columns: [table.boostId, table.kind, table.day, table.visitor] })],
);

/** What boosts publishes for catalog's sponsored slots to read (decision 050): each boost's ad and when it runs. */
export const boostPlacements = pgView('boost_placements').as((qb) =>
  qb
    .select({
      id: boosts.id,
      productId: boosts.productId,
      description: boosts.description,
      dailyBudgetCents: boosts.dailyBudgetCents,
      districts: boosts.districts,
      startsAt: boosts.startsAt,
      endsAt: boosts.endsAt,
      pausedAt: boosts.pausedAt,
    })
    .from(boosts),
);
