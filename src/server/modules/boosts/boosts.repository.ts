import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { attributionDays } from '@domain/boosts/boost-limits';
import { marketTimeZone } from '@domain/dates';
import type { Db } from '@server/db/client';
import { boostEvents, boosts } from '@server/db/schema/boosts';
import { orderLines } from '@server/db/schema/orders';

// Lock order: a launch locks the product's row before it reads or writes any boost, so two launches for one
// product wait for each other and the second sees the first's boost.

export type BoostRow = typeof boosts.$inferSelect;
export type NewBoost = typeof boosts.$inferInsert;

/** The product's boost that has not ended yet (active or paused), if any. */
export async function selectUnendedBoostOfProduct(db: Db, productId: string, now: Date): Promise<BoostRow | undefined> {
  const [row] = await db
    .select()
    .from(boosts)
    .where(and(eq(boosts.productId, productId), gt(boosts.endsAt, now)))
    .limit(1);
  return row;
}

export async function insertBoost(db: Db, boost: NewBoost): Promise<BoostRow> {
  const [row] = await db.insert(boosts).values(boost).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function selectBoost(db: Db, id: string): Promise<BoostRow | undefined> {
  const [row] = await db.select().from(boosts).where(eq(boosts.id, id));
  return row;
}

/** Pauses (a time) or resumes (null) a boost of this seller's that has not ended; undefined when none was changed. */
export async function updateBoostPause(db: Db, id: string, sellerId: string, pausedAt: Date | null, now: Date) {
  const [row] = await db
    .update(boosts)
    .set({ pausedAt })
    .where(and(eq(boosts.id, id), eq(boosts.sellerId, sellerId), gt(boosts.endsAt, now)))
    .returning();
  return row;
}

/** The boosted product's cover as a thumbnail (or a card's width for an older photo), read through the (product_id, position) index. Spelled out: Drizzle leaves names unqualified in a select list. */
const coverKey = sql<string | null>`(select coalesce(cover.thumb_key, cover.card_key) from product_covers as cover
  where cover.product_id = "boosts"."product_id")`;

/** A seller's boosts (or the one of them named `id`), newest first, with their product's cover. */
export async function selectSellerBoosts(db: Db, sellerId: string, id?: string) {
  return db
    .select({ boost: boosts, coverKey })
    .from(boosts)
    .where(and(eq(boosts.sellerId, sellerId), id === undefined ? undefined : eq(boosts.id, id)))
    .orderBy(desc(boosts.startsAt), asc(boosts.id));
}

/** Impressions and clicks per boost, kind and Colombo day. */
export async function countBoostEvents(db: Db, boostIds: string[]) {
  if (boostIds.length === 0) return [];
  return db
    .select({ boostId: boostEvents.boostId, kind: boostEvents.kind, day: boostEvents.day, count: sql<number>`count(*)::int` })
    .from(boostEvents)
    .where(inArray(boostEvents.boostId, boostIds))
    .groupBy(boostEvents.boostId, boostEvents.kind, boostEvents.day);
}

/**
 * The orders credited to boosts: an order holding a boost's product, placed within the attribution window after a
 * click on the boost by the same visitor (the buyer's account, or the browser they ordered from), once per boost
 * however many clicks preceded it. Its revenue is the boosted product's lines that were not cancelled; an order
 * whose lines of the product were all cancelled is not credited. One row per boost and order.
 */
function creditedOrders(db: Db, boostIds: string[]) {
  return (
    db
      .select({
        boostId: sql<string>`${boosts.id}`.as('boost_id'),
        productId: sql<string>`${boosts.boostedProductId}`.as('credited_product_id'),
        orderId: sql<string>`${orderLines.orderId}`.as('order_id'),
        day: sql<string>`to_char(${orderLines.orderedAt} at time zone ${marketTimeZone}, 'YYYY-MM-DD')`.as('day'),
        revenueCents: sql<number>`sum(${orderLines.priceCentsAtTime}::bigint * ${orderLines.quantity})`.as('revenue_cents'),
      })
      .from(boosts)
      // By the kept ids, which outlive the product: a deleted product's boost keeps the orders it brought.
      .innerJoin(orderLines, eq(orderLines.orderedProductId, boosts.boostedProductId))
      .where(
        and(
          inArray(boosts.id, boostIds),
          sql`${orderLines.status} <> 'cancelled'`,
          sql`exists (
          select 1 from ${boostEvents} as click
          where click.boost_id = ${boosts.id} and click.kind = 'click'
            and (click.visitor = 'u:' || ${orderLines.buyerId} or click.visitor = ${orderLines.visitor})
            and click.at <= ${orderLines.orderedAt}
            and ${orderLines.orderedAt} < click.at + make_interval(days => ${attributionDays})
        )`,
        ),
      )
      .groupBy(boosts.id, orderLines.orderId, orderLines.orderedAt)
      .as('credited')
  );
}

/** Orders credited to each boost and their revenue, per Colombo day the order was placed. */
export async function sumAttributedOrders(db: Db, boostIds: string[]) {
  if (boostIds.length === 0) return [];
  const credited = creditedOrders(db, boostIds);
  return db
    .select({
      boostId: credited.boostId,
      day: credited.day,
      orders: sql<number>`count(*)::int`,
      revenueCents: sql<number>`sum(${credited.revenueCents})::bigint`.mapWith(Number),
    })
    .from(credited)
    .groupBy(credited.boostId, credited.day);
}

/**
 * The same over all the given boosts, each order once: an order holding two boosted products, or one product
 * boosted twice, is one order, and each of its lines counts once.
 */
export async function sumAttributedOrdersOnce(db: Db, boostIds: string[]): Promise<{ orders: number; revenueCents: number }> {
  if (boostIds.length === 0) return { orders: 0, revenueCents: 0 };
  const credited = creditedOrders(db, boostIds);
  const lines = db
    .selectDistinct({ orderId: credited.orderId, productId: credited.productId, revenueCents: credited.revenueCents })
    .from(credited)
    .as('lines');
  const [row] = await db
    .select({
      orders: sql<number>`count(distinct ${lines.orderId})::int`,
      revenueCents: sql<number>`coalesce(sum(${lines.revenueCents}), 0)::bigint`.mapWith(Number),
    })
    .from(lines);
  return { orders: row?.orders ?? 0, revenueCents: row?.revenueCents ?? 0 };
}

/** A sponsored card seen or clicked by `visitor` on a Colombo `day`, first at `at`. */
export type BoostEventRow = { boostId: string; kind: 'impression' | 'click'; day: string; visitor: string; at: Date };

/**
 * Writes events in one statement (the kinds travel as text: an array of our own enum type is not one every driver
 * sends); one already counted (by this instance or another) is skipped by the primary
 * key, keeping the first time of the day. Rows go in key order, so two instances writing overlapping batches wait
 * for each other rather than deadlock.
 */
export async function insertBoostEvents(db: Db, events: BoostEventRow[]): Promise<void> {
  if (events.length === 0) return;
  const ids = sql.param(events.map((event) => event.boostId));
  const kinds = sql.param(events.map((event) => event.kind));
  const days = sql.param(events.map((event) => event.day));
  const visitors = sql.param(events.map((event) => event.visitor));
  const times = sql.param(events.map((event) => event.at.toISOString()));
  await db.execute(sql`
    insert into ${boostEvents} (boost_id, kind, day, visitor, at)
    select seen.boost_id, seen.kind::boost_event_kind, seen.day, seen.visitor, seen.at
    from unnest(${ids}::uuid[], ${kinds}::text[], ${days}::date[], ${visitors}::text[], ${times}::timestamptz[])
      as seen(boost_id, kind, day, visitor, at)
    join ${boosts} on ${boosts.id} = seen.boost_id
    order by seen.boost_id, seen.kind, seen.day, seen.visitor
    on conflict do nothing
  `);
}
