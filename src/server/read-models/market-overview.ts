import { sql, type SQL } from 'drizzle-orm';
import { rangeTiles, type CancellationReason, type MarketOverviewQuery, type OverviewGrouping } from '@domain/admin/market-overview.schema';
import type { SuspensionReason } from '@domain/admin/account-moderation.schema';
import type { Category } from '@domain/catalog/categories';
import type { District } from '@domain/catalog/districts';
import { marketTimeZone } from '@domain/dates';
import type { ReportReason } from '@domain/reviews/review-limits';
import type { Day, DayRange } from '@domain/seller/sales-range';
import type { Db } from '@server/db/client';
import { read, readTogether } from './seller-reports';

// Read model: the console's Market overview (decision 065). What the whole market did is counted ahead, period by
// period, into the admin module's market_overview_cells, from orders' items and their changes, the orders, catalog's
// listings (their category) and auth's accounts: `countedCells` is that count, which the admin module writes. The
// overview then reads those cells, and the reports and suspensions (few, read as they are), in one statement.
// Days are Colombo days, as the seller area counts them (seller-reports.ts).

const zone = sql.raw(`'${marketTimeZone}'`);

/** The instants from the first day's midnight in Colombo to the midnight after the last day. */
function within(column: SQL, range: DayRange) {
  return sql`${column} >= (${range.from}::date::timestamp at time zone ${zone})
    and ${column} < ((${range.to}::date + 1)::timestamp at time zone ${zone})`;
}

/** The first day of the period (a day, a Monday, a month's first) a moment falls in, in Colombo. */
function periodOf(column: SQL, by: OverviewGrouping) {
  return sql`date_trunc(${by}, ${column} at time zone ${zone})::date`;
}

/** Why each cancelled item was cancelled: by its latest cancelling change (the domain's cancellationReasons). */
const cancelReason = sql`(select case when e.reason is not null then e.reason::text
      when e.actor in ('buyer', 'seller') then e.actor::text else 'unrecorded' end
    from order_item_events e
    where e.order_item_id = oi.id and e.to_status = 'cancelled'
    order by e.created_at desc limit 1)`;

/**
 * The cells of the periods of one grouping that start on `starts`, counted from scratch, as rows of
 * market_overview_cells: every slice (district and category, district, category, market) of every period with an
 * order item or a new account. `range` holds the periods whole. Sellers and buyers are told apart by hashing
 * (period, slice, person) pairs rather than by count(distinct), which sorts per group and took twice as long; an order
 * lies in one day and one district, so orders only need telling apart per category.
 */
export function countedCells(by: OverviewGrouping, starts: readonly Day[], range: DayRange): SQL {
  const chosen = sql`string_to_array(${starts.join(',')}, ',')::date[]`;
  // Slices are matched on their names, a missing one (the whole market's, a deleted listing's) as '': hashable, where
  // `is not distinct from` is not.
  const sliceKey = sql`coalesce(district::text, '') as district_key, coalesce(category::text, '') as category_key`;
  return sql`with lines as (
      select ${periodOf(sql`oi.ordered_at`, by)} as start, o.district, p.category, oi.order_id, o.buyer_id, oi.seller_id,
        oi.status <> 'cancelled' as standing, oi.price_cents_at_time::bigint * oi.quantity as value,
        case when oi.status = 'cancelled' then coalesce(${cancelReason}, 'unrecorded') end as reason
      from order_items oi
        join orders o on o.id = oi.order_id
        left join products p on p.id = oi.product_id
      where ${within(sql`oi.ordered_at`, range)}
    ), chosen as (
      select * from lines where start = any(${chosen})
    ), additive as (
      select start, district, category, grouping(district, category) as level,
        coalesce(sum(value) filter (where standing), 0) as value_cents,
        count(*) filter (where not standing) as cancelled_items,
        coalesce(sum(value) filter (where not standing), 0) as cancelled_cents,
        count(*) filter (where reason = 'buyer') as cancelled_by_buyer,
        count(*) filter (where reason = 'seller') as cancelled_by_seller,
        count(*) filter (where reason = 'buyer_suspended') as cancelled_buyer_suspended,
        count(*) filter (where reason = 'seller_suspended') as cancelled_seller_suspended
      from chosen
      group by grouping sets ((start, district, category), (start, district), (start, category), (start))
    ), order_categories as (
      select start, district, category, order_id from chosen where standing group by start, district, category, order_id
    ), order_counts as (
      select start, district, category, grouping(district, category) as level, count(*) as orders
      from order_categories group by grouping sets ((start, district, category), (start, category))
      union all
      select start, district, null, grouping(district) * 2 + 1, count(*)
      from (select distinct start, district, order_id from order_categories) as each_order
      group by grouping sets ((start, district), (start))
    ), people as (
      select start, district, category, 'buyer' as kind, buyer_id as id from chosen where standing
      union all select start, district, category, 'seller', seller_id from chosen where standing
    ), pairs as (
      select start, district, category, grouping(district, category) as level, kind
      from people
      group by grouping sets ((start, district, category, kind, id), (start, district, kind, id), (start, category, kind, id), (start, kind, id))
    ), distinct_counts as (
      select start, level, ${sliceKey}, count(*) filter (where kind = 'seller') as sellers, count(*) filter (where kind = 'buyer') as buyers
      from pairs
      group by start, level, district_key, category_key
    ), accounts as (
      select ${periodOf(sql`m.created_at`, by)} as start, count(*) as new_accounts
      from members m
      where ${within(sql`m.created_at`, range)}
      group by 1
    ), slices as (
      select a.*, 0::bigint as new_accounts from additive a where a.level <> 3
      union all
      select coalesce(a.start, accounts.start), null::district, null::product_category, 3,
        coalesce(a.value_cents, 0), coalesce(a.cancelled_items, 0), coalesce(a.cancelled_cents, 0),
        coalesce(a.cancelled_by_buyer, 0), coalesce(a.cancelled_by_seller, 0),
        coalesce(a.cancelled_buyer_suspended, 0), coalesce(a.cancelled_seller_suspended, 0), coalesce(accounts.new_accounts, 0)
      from (select * from additive where level = 3) a
        full join (select * from accounts where start = any(${chosen})) accounts on accounts.start = a.start
    )
    select ${by}::overview_period as period, s.start, s.level, s.district, s.category,
      coalesce(o.orders, 0) as orders, s.value_cents, coalesce(d.sellers, 0) as sellers, coalesce(d.buyers, 0) as buyers,
      s.cancelled_items, s.cancelled_cents, s.cancelled_by_buyer, s.cancelled_by_seller, s.cancelled_buyer_suspended,
      s.cancelled_seller_suspended, s.new_accounts
    from slices s
      left join distinct_counts d on d.start = s.start and d.level = s.level
        and d.district_key = coalesce(s.district::text, '') and d.category_key = coalesce(s.category::text, '')
      left join (select start, level, ${sliceKey}, orders from order_counts) o on o.start = s.start and o.level = s.level
        and o.district_key = coalesce(s.district::text, '') and o.category_key = coalesce(s.category::text, '')`;
}

// ——— Reading the overview ———
// Days come back as JSON, which writes a date as YYYY-MM-DD whatever the connection's DateStyle (and far faster than
// to_char); counts and sums arrive as numbers.

/** The figures of orders that add up over periods, districts and categories. */
export type OrderFigures = { orders: number; valueCents: number; cancelledItems: number; cancelledCents: number };

export type PeriodFigures = OrderFigures & { start: Day; sellers: number; buyers: number };

const orderSums = sql`sum(orders)::bigint as "orders", sum(value_cents)::bigint as "valueCents",
  sum(cancelled_items)::bigint as "cancelledItems", sum(cancelled_cents)::bigint as "cancelledCents"`;

/** The level of the cells holding a slice: grouping(district, category)'s bits, 2 for every district, 1 for every category. */
function levelOf(slice: { district?: District | undefined; category?: Category | undefined }): number {
  return (slice.district ? 0 : 2) + (slice.category ? 0 : 1);
}

/** The cells of the slice asked for. */
function sliceOf(query: MarketOverviewQuery) {
  return sql`level = ${levelOf(query)}
    ${query.district ? sql`and district = ${query.district}` : sql``}
    ${query.category ? sql`and category = ${query.category}` : sql``}`;
}

/**
 * A slice's cells over the range, as the fewest rows that add up to it: a row a whole month, and a row a day at
 * either end (rangeTiles). Two years by day are then some 80 rows a district instead of 731.
 */
function rangeCells(range: DayRange, slice: SQL) {
  const { months, days } = rangeTiles(range);
  const parts = [
    ...(months
      ? [
          sql`select * from market_overview_cells where period = 'month' and start between ${months.from}::date and ${months.to}::date and ${slice}`,
        ]
      : []),
    ...days.map(
      (part) =>
        sql`select * from market_overview_cells where period = 'day' and start between ${part.from}::date and ${part.to}::date and ${slice}`,
    ),
  ];
  return sql`(${sql.join(parts, sql` union all `)})`;
}

/** The slice's periods that have any orders, oldest first. */
function periods(query: MarketOverviewQuery, range: DayRange) {
  return read(
    sql`select start, orders, value_cents as "valueCents", sellers, buyers, cancelled_items as "cancelledItems",
        cancelled_cents as "cancelledCents"
      from market_overview_cells
      where period = ${query.by}::overview_period and start between ${range.from}::date and ${range.to}::date and ${sliceOf(query)}
      order by start`,
    (rows: PeriodFigures[]) => rows,
  );
}

/** New accounts of each period that has any: the market's own cells. */
function newAccounts(query: MarketOverviewQuery, range: DayRange) {
  return read(
    sql`select start, new_accounts from market_overview_cells
      where period = ${query.by}::overview_period and start between ${range.from}::date and ${range.to}::date
        and level = 3 and new_accounts > 0`,
    (rows: { start: Day; new_accounts: number }[]) => new Map(rows.map((row) => [row.start, row.new_accounts])),
  );
}

/** The slice's cancelled items over the range by why, each reason recorded (the rest were not). */
function cancelledBy(query: MarketOverviewQuery, range: DayRange) {
  return read(
    sql`select coalesce(sum(cancelled_items), 0)::bigint as cancelled, coalesce(sum(cancelled_by_buyer), 0)::bigint as buyer,
        coalesce(sum(cancelled_by_seller), 0)::bigint as seller, coalesce(sum(cancelled_buyer_suspended), 0)::bigint as buyer_suspended,
        coalesce(sum(cancelled_seller_suspended), 0)::bigint as seller_suspended
      from ${rangeCells(range, sliceOf(query))} as cells`,
    ([row]: Record<'cancelled' | Exclude<CancellationReason, 'unrecorded'>, number>[]): Record<CancellationReason, number> => {
      const recorded = {
        buyer: row?.buyer ?? 0,
        seller: row?.seller ?? 0,
        buyer_suspended: row?.buyer_suspended ?? 0,
        seller_suspended: row?.seller_suspended ?? 0,
      };
      const unrecorded = (row?.cancelled ?? 0) - Object.values(recorded).reduce((sum, items) => sum + items, 0);
      return { ...recorded, unrecorded };
    },
  );
}

/** The range's orders per delivery district, in the category asked for if any. */
function byDistrict(query: MarketOverviewQuery, range: DayRange) {
  const slice = query.category ? sql`level = 0 and category = ${query.category}` : sql`level = 1`;
  return read(
    sql`select district, ${orderSums} from ${rangeCells(range, slice)} as cells
      group by district
      order by "valueCents" desc, district`,
    (rows: (OrderFigures & { district: District })[]) => rows,
  );
}

/** The range's orders per listing category (null: deleted listings), in the district asked for if any. */
function byCategory(query: MarketOverviewQuery, range: DayRange) {
  const slice = query.district ? sql`level = 0 and district = ${query.district}` : sql`level = 2`;
  return read(
    sql`select category, ${orderSums} from ${rangeCells(range, slice)} as cells
      group by category
      order by "valueCents" desc, category nulls last`,
    (rows: (OrderFigures & { category: Category | null })[]) => rows,
  );
}

/** Counts per period (`start`) and per reason over the range, from one pass: a row each, the other side null. */
function periodsAndReasons<Reason>(query: SQL) {
  return read(query, (rows: { start: Day | null; reason: Reason | null; count: number }[]) => ({
    byStart: new Map(rows.flatMap((row) => (row.start === null ? [] : [[row.start, row.count] as const]))),
    byReason: rows.flatMap((row) => (row.reason === null ? [] : [{ reason: row.reason, count: row.count }])),
  }));
}

/** Reviews reported in each period, and by reason: every report once, whatever became of it. */
function reports(query: MarketOverviewQuery, range: DayRange) {
  return periodsAndReasons<ReportReason>(
    sql`select start, reason, count(*) as count
      from (select ${periodOf(sql`created_at`, query.by)} as start, reason from review_reports where ${within(sql`created_at`, range)}) as counted
      group by grouping sets ((start), (reason))
      order by count desc, reason`,
  );
}

/** Suspensions started in each period, and by reason, lifted since or not. */
function suspensions(query: MarketOverviewQuery, range: DayRange) {
  return periodsAndReasons<SuspensionReason>(
    sql`select start, reason, count(*) as count
      from (select ${periodOf(sql`started_at`, query.by)} as start, reason from account_suspensions where ${within(sql`started_at`, range)}) as counted
      group by grouping sets ((start), (reason))
      order by count desc, reason`,
  );
}

/** Until when the counted cells hold every change: the oldest change not yet counted, else now. */
const countedUpTo = read(sql`select coalesce(min(marked_at), now()) as up_to from market_overview_changes`, ([row]: { up_to: string }[]) =>
  new Date(row?.up_to ?? Date.now()).toISOString(),
);

/** Everything the overview shows of a range already widened to whole periods, in one statement. */
export function readMarketOverview(db: Db, query: MarketOverviewQuery, range: DayRange) {
  return readTogether(db, {
    periods: periods(query, range),
    newAccounts: newAccounts(query, range),
    cancelledBy: cancelledBy(query, range),
    byDistrict: byDistrict(query, range),
    byCategory: byCategory(query, range),
    reports: reports(query, range),
    suspensions: suspensions(query, range),
    countedUpTo,
  });
}
