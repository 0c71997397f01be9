import { bigint, date, index, integer, pgEnum, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';
import { overviewGroupings } from '@domain/admin/market-overview.schema';
import { district, productCategory } from './catalog';

// The console's Market overview, counted ahead (decision 065): the admin module keeps these two tables; the figures
// are counted from the orders' and the accounts' tables through read-models/market-overview.ts.

export const overviewPeriod = pgEnum('overview_period', overviewGroupings);

/**
 * The figures of every day, week and month with orders or new accounts, for the whole market and per delivery
 * district, per listing category, and per both. `level` says which: the bits of SQL's grouping(district, category),
 * 0 for both given, 1 for a district's, 2 for a category's, 3 for the whole market's (where `category` is null on a
 * level-0 or level-2 row, the listing was deleted). Counted again, whole, whenever anything in its period changes.
 */
export const marketOverviewCells = pgTable(
  'market_overview_cells',
  {
    period: overviewPeriod('period').notNull(),
    start: date('start', { mode: 'string' }).notNull(),
    level: smallint('level').notNull(),
    district: district('district'),
    category: productCategory('category'),
    orders: integer('orders').notNull(),
    valueCents: bigint('value_cents', { mode: 'number' }).notNull(),
    sellers: integer('sellers').notNull(),
    buyers: integer('buyers').notNull(),
    cancelledItems: integer('cancelled_items').notNull(),
    cancelledCents: bigint('cancelled_cents', { mode: 'number' }).notNull(),
    cancelledByBuyer: integer('cancelled_by_buyer').notNull(),
    cancelledBySeller: integer('cancelled_by_seller').notNull(),
    cancelledBuyerSuspended: integer('cancelled_buyer_suspended').notNull(),
    cancelledSellerSuspended: integer('cancelled_seller_suspended').notNull(),
    /** On the whole market's rows only: accounts have no district or category. */
    newAccounts: integer('new_accounts').notNull(),
  },
  (table) => [
    // A slice's periods (a district's, a category's, both, the market's).
    index('market_overview_cells_slice_idx').on(table.period, table.level, table.district, table.category, table.start),
    // Every district's cells in one category, for the range's table by district.
    index('market_overview_cells_category_idx').on(table.period, table.level, table.category, table.start),
  ],
);

/**
 * The Colombo days whose figures changed since they were counted: written by triggers on order_items and users
 * (migration 0026) in the transaction that changed them, taken away by the count. Rows are only ever added and
 * deleted, never updated, so a checkout never waits on another's mark or on a count in progress.
 */
export const marketOverviewChanges = pgTable('market_overview_changes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  day: date('day', { mode: 'string' }).notNull(),
  markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
});
