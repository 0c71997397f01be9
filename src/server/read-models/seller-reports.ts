import { sql, type SQL } from 'drizzle-orm';
import type { Category } from '@domain/catalog/categories';
import type { District } from '@domain/catalog/districts';
import type { Unit } from '@domain/catalog/product-options';
import type { ItemStatus } from '@domain/orders/order-status';
import type { DayRange, SalesInterval } from '@domain/seller/sales-range';
import type { CustomersQuery, CustomerSort } from '@domain/seller/seller-insights.schema';
import { marketTimeZone } from '@domain/dates';
import { selectPrepared, type Db } from '@server/db/client';

// Read models: the seller area's reports, which count across the modules' tables (orders' items and
// `seller_customers`, catalog's products and product views, auth's names) in one statement each, because a report
// joined in the application would cost a round trip per module and lose the database's indexes. This folder is the
// one place lint lets name another module's tables, and it only reads: every write stays with the table's owning
// module (decision 050).
//
// Each figure is counted in the database from `order_items` (the seller's own rows,
// found through order_items_seller_newest_idx), in integer minor units. Days are Colombo days: a range is the
// instants from its first day's midnight in Colombo to the midnight after its last day. Statements run prepared
// (selectPrepared: each takes a few forms, its values are parameters); counts and sums come back as bigint or in
// JSON, and callers take Number().

/** One figure: the statement that reads it, and what its rows mean. */
export type Read<T> = { query: SQL; map(rows: never[]): T };

export function read<Row, T>(query: SQL, map: (rows: Row[]) => T): Read<T> {
  return { query, map: map as (rows: never[]) => T };
}

/**
 * Several figures in one statement, each read's rows handed back as a JSON array: a page's figures cost one
 * round trip to the database instead of one each (on this machine a round trip costs more than most of these
 * reads). JSON keeps each read's row order, which its own `order by` gives; sums arrive as numbers.
 */
export async function readTogether<Reads extends Record<string, Read<unknown>>>(
  db: Db,
  reads: Reads,
): Promise<{ [Name in keyof Reads]: Reads[Name] extends Read<infer T> ? T : never }> {
  const names = Object.keys(reads);
  const columns = names.map(
    (name, index) =>
      sql`(select coalesce(json_agg(part), '[]'::json) from (${reads[name]?.query}) as part) as ${sql.identifier(`part${index}`)}`,
  );
  // Both engines hand json back parsed.
  const [row] = await selectPrepared<Record<string, never[]>>(db, sql`select ${sql.join(columns, sql`, `)}`);
  return Object.fromEntries(names.map((name, index) => [name, reads[name]?.map(row?.[`part${index}`] ?? [])])) as {
    [Name in keyof Reads]: Reads[Name] extends Read<infer T> ? T : never;
  };
}

const zone = sql.raw(`'${marketTimeZone}'`);
const lineTotal = sql`(oi.price_cents_at_time::bigint * oi.quantity)`;
const standing = sql`oi.status <> 'cancelled'`;

function within(range: DayRange) {
  return sql`oi.ordered_at >= (${range.from}::date::timestamp at time zone ${zone})
    and oi.ordered_at < ((${range.to}::date + 1)::timestamp at time zone ${zone})`;
}

const localDay = sql`(oi.ordered_at at time zone ${zone})::date`;

type Numeric = string | number | bigint;

export type RangeTotals = { revenueCents: number; orders: number; items: number; cancelledItems: number; cancelledRevenueCents: number };

export function rangeTotals(sellerId: string, range: DayRange): Read<RangeTotals> {
  return read<Record<'revenue' | 'orders' | 'items' | 'cancelled_items' | 'cancelled_revenue', Numeric>, RangeTotals>(
    sql`select coalesce(sum(${lineTotal}) filter (where ${standing}), 0) as revenue,
        count(distinct oi.order_id) filter (where ${standing}) as orders,
        count(*) filter (where ${standing}) as items,
        count(*) filter (where oi.status = 'cancelled') as cancelled_items,
        coalesce(sum(${lineTotal}) filter (where oi.status = 'cancelled'), 0) as cancelled_revenue
      from order_items oi
      where oi.seller_id = ${sellerId} and ${within(range)}`,
    ([row]) => ({
      revenueCents: Number(row?.revenue ?? 0),
      orders: Number(row?.orders ?? 0),
      items: Number(row?.items ?? 0),
      cancelledItems: Number(row?.cancelled_items ?? 0),
      cancelledRevenueCents: Number(row?.cancelled_revenue ?? 0),
    }),
  );
}

/** Every bucket that touches the range, empty ones included. */
export function series(sellerId: string, range: DayRange, interval: SalesInterval) {
  return read(
    sql`with buckets as (
        select generate_series(date_trunc(${interval}, ${range.from}::date::timestamp), ${range.to}::date::timestamp,
          ('1 ' || ${interval})::interval)::date as start
      ), sales as (
        select date_trunc(${interval}, oi.ordered_at at time zone ${zone})::date as start,
          sum(${lineTotal}) as revenue, count(distinct oi.order_id) as orders
        from order_items oi
        where oi.seller_id = ${sellerId} and ${standing} and ${within(range)}
        group by 1
      )
      select to_char(buckets.start, 'YYYY-MM-DD') as start, coalesce(sales.revenue, 0) as revenue, coalesce(sales.orders, 0) as orders
      from buckets left join sales on sales.start = buckets.start
      order by buckets.start`,
    (rows: { start: string; revenue: Numeric; orders: Numeric }[]) =>
      rows.map((row) => ({ start: row.start, revenueCents: Number(row.revenue), orders: Number(row.orders) })),
  );
}

/**
 * Sales per product and unit, by revenue: a product sold by the kg and later by the gram has a line for each,
 * as quantities in different units do not add up. A deleted product's items have lost their product id; they
 * are told apart by the title they were sold under. A renamed product shows its latest title.
 */
export function productSales(sellerId: string, range: DayRange, limit?: number) {
  return read(
    sql`select oi.product_id,
        (array_agg(oi.title order by oi.ordered_at desc))[1] as title, oi.unit,
        sum(oi.quantity) as quantity, sum(${lineTotal}) as revenue, count(distinct oi.order_id) as orders
      from order_items oi
      where oi.seller_id = ${sellerId} and ${standing} and ${within(range)}
      group by oi.product_id, oi.unit, case when oi.product_id is null then oi.title end
      order by revenue desc, title, oi.product_id
      ${limit === undefined ? sql`` : sql`limit ${limit}`}`,
    (rows: { product_id: string | null; title: string; unit: Unit; quantity: Numeric; revenue: Numeric; orders: Numeric }[]) =>
      rows.map((row) => ({
        productId: row.product_id,
        title: row.title,
        unit: row.unit,
        quantity: Number(row.quantity),
        revenueCents: Number(row.revenue),
        orders: Number(row.orders),
      })),
  );
}

/** Days with sales, oldest first. */
export function dailySales(sellerId: string, range: DayRange) {
  return read(
    sql`select to_char(${localDay}, 'YYYY-MM-DD') as day, sum(${lineTotal}) as revenue,
        count(distinct oi.order_id) as orders, count(*) as items
      from order_items oi
      where oi.seller_id = ${sellerId} and ${standing} and ${within(range)}
      group by ${localDay}
      order by ${localDay}`,
    (rows: { day: string; revenue: Numeric; orders: Numeric; items: Numeric }[]) =>
      rows.map((row) => ({ day: row.day, revenueCents: Number(row.revenue), orders: Number(row.orders), items: Number(row.items) })),
  );
}

/** Where the seller's orders in the range were delivered. */
export function buyersByDistrict(sellerId: string, range: DayRange) {
  return read(
    sql`select o.district, count(distinct o.buyer_id) as buyers, count(distinct o.id) as orders, sum(${lineTotal}) as revenue
      from order_items oi join orders o on o.id = oi.order_id
      where oi.seller_id = ${sellerId} and ${standing} and ${within(range)}
      group by o.district
      order by revenue desc, o.district`,
    (rows: { district: District; buyers: Numeric; orders: Numeric; revenue: Numeric }[]) =>
      rows.map((row) => ({
        district: row.district,
        buyers: Number(row.buyers),
        orders: Number(row.orders),
        revenueCents: Number(row.revenue),
      })),
  );
}

/** Each of the seller's products viewed or ordered in the range: views (one a visitor a day) and distinct orders. */
export function productViews(sellerId: string, range: DayRange) {
  return read(
    sql`with viewed as (
        select product_id, count(*) as views from product_views
        where seller_id = ${sellerId} and day between ${range.from}::date and ${range.to}::date
        group by product_id
      ), ordered as (
        select oi.product_id, count(distinct oi.order_id) as orders from order_items oi
        where oi.seller_id = ${sellerId} and ${standing} and oi.product_id is not null and ${within(range)}
        group by oi.product_id
      )
      select p.id as product_id, p.title, coalesce(viewed.views, 0) as views, coalesce(ordered.orders, 0) as orders
      from viewed full join ordered on ordered.product_id = viewed.product_id
        join products p on p.id = coalesce(viewed.product_id, ordered.product_id)
      where p.seller_id = ${sellerId}
      order by views desc, orders desc, p.title, p.id`,
    (rows: { product_id: string; title: string; views: Numeric; orders: Numeric }[]) =>
      rows.map((row) => ({ productId: row.product_id, title: row.title, views: Number(row.views), orders: Number(row.orders) })),
  );
}

// ——— Market prices ———

/** How many active listings of one category and unit ask each price, as the database counts them. */
export type PriceCount = { category: Category; unit: Unit; priceCents: number; listings: number };

/** How many active listings ask each price, per category and unit: the whole market, from the price index. */
export async function selectActivePriceCounts(db: Db): Promise<PriceCount[]> {
  const rows = await selectPrepared<{ category: Category; unit: Unit; price_cents: number; listings: Numeric }>(
    db,
    sql`select category, unit, price_cents, count(*) as listings
      from products where status = 'active'
      group by category, unit, price_cents
      order by category, unit, price_cents`,
  );
  return rows.map((row) => ({
    category: row.category,
    unit: row.unit,
    priceCents: Number(row.price_cents),
    listings: Number(row.listings),
  }));
}

/** The seller's products for sale, for placing their prices in the market's. */
export function ownActiveProducts(sellerId: string) {
  return read(
    sql`select id, title, price_cents, category, unit from products
      where seller_id = ${sellerId} and status = 'active'
      order by category, unit, price_cents, title, id`,
    (rows: { id: string; title: string; price_cents: number; category: Category; unit: Unit }[]) =>
      rows.map((row) => ({
        productId: row.id,
        title: row.title,
        priceCents: Number(row.price_cents),
        category: row.category,
        unit: row.unit,
      })),
  );
}

// ——— Demand ———

export type DemandRow = {
  /** Null on the market-wide rows. */
  district: District | null;
  category: Category;
  /** Null on a category's own row. */
  productId: string | null;
  title: string | null;
  sellerName: string | null;
  orders: number;
};

/**
 * Distinct orders since `since`, by category and by product, market-wide and per delivery district, in one
 * pass. Cancelled items do not count; a product's category is today's; only products still for sale are named.
 */
export async function selectDemand(db: Db, since: Date): Promise<DemandRow[]> {
  const rows = await selectPrepared<{
    district: District | null;
    category: Category;
    product_id: string | null;
    every_district: number;
    every_product: number;
    title: string | null;
    seller_name: string | null;
    orders: Numeric;
  }>(
    db,
    sql`with recent as (
        select oi.order_id, o.district, p.category, case when p.status = 'active' then p.id end as product_id
        from order_items oi
          join orders o on o.id = oi.order_id
          join products p on p.id = oi.product_id
        where oi.ordered_at >= ${since.toISOString()}::timestamptz and oi.status <> 'cancelled'
      ), counted as (
        select district, category, product_id, grouping(district) as every_district, grouping(product_id) as every_product,
          count(distinct order_id) as orders
        from recent
        group by grouping sets ((category), (category, product_id), (district, category), (district, category, product_id))
      )
      select counted.*, p.title, p.seller_name
      from counted left join products p on p.id = counted.product_id
      where counted.every_product = 1 or counted.product_id is not null`,
  );
  return rows.map((row) => ({
    district: Number(row.every_district) === 1 ? null : row.district,
    category: row.category,
    productId: Number(row.every_product) === 1 ? null : row.product_id,
    title: row.title,
    sellerName: row.seller_name,
    orders: Number(row.orders),
  }));
}

/** The district most of the seller's active products are in (ties: the first by its name in the URL, `galle` before `kandy`). */
export function homeDistrict(sellerId: string): Read<District | null> {
  return read(
    sql`select district from products where seller_id = ${sellerId} and status = 'active'
      group by district order by count(*) desc, district::text limit 1`,
    ([row]: { district: District }[]) => row?.district ?? null,
  );
}

// ——— Customers ———

const customerOrder: Record<CustomerSort, SQL> = {
  name: sql`lower(name)`,
  district: sql`district::text`,
  orders: sql`orders`,
  spent: sql`spent`,
  lastOrder: sql`last_order_at`,
};

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export type CustomerRow = {
  buyer_id: string;
  name: string;
  email: string;
  district: District;
  phone_number: string;
  orders: Numeric;
  delivered_orders: Numeric;
  spent: Numeric;
  last_order_at: string;
  vip: boolean;
};

/**
 * The buyers with at least one of the seller's items not cancelled, from `seller_customers` (kept by triggers on
 * the items: decision 021), one page of them and how many match, in one statement. VIP is decided over all of
 * them, before the search narrows the list. Names are read for every customer only when the search or the sort
 * needs them, else for the page alone.
 */
export async function selectCustomers(
  db: Db,
  sellerId: string,
  query: CustomersQuery,
  options: { pageSize: number; vipDeliveredOrders: number; vipTopShare: number },
): Promise<{ total: number; rows: CustomerRow[] }> {
  const direction = sql.raw(query.direction === 'asc' ? 'asc' : 'desc');
  const order = sql`${customerOrder[query.sort]} ${direction}, buyer_id`;
  const page = sql`limit ${options.pageSize} offset ${(query.page - 1) * options.pageSize}`;
  const name = sql`trim(u.first_name || ' ' || u.last_name)`;
  const ranked = sql`select sc.buyer_id, sc.orders, sc.delivered_orders, sc.spent_cents as spent, sc.last_order_at, sc.district, sc.phone_number,
      (sc.delivered_orders >= ${options.vipDeliveredOrders}
        or rank() over (order by sc.spent_cents desc) <= floor(count(*) over () * ${options.vipTopShare}::float8)) as vip
    from seller_customers sc
    where sc.seller_id = ${sellerId}`;
  const [row] = await selectPrepared<{ total: Numeric; rows: CustomerRow[] }>(
    db,
    query.sort === 'name' || query.q
      ? sql`with ranked as (${ranked}), matched as (
            select ranked.*, ${name} as name, u.email from ranked join users u on u.id = ranked.buyer_id
            ${query.q ? sql`where ${name} ilike ${likePattern(query.q)}` : sql``}
          )
          select (select count(*) from matched) as total,
            (select coalesce(json_agg(page order by ${order}), '[]'::json) from (select * from matched order by ${order} ${page}) as page) as rows`
      : sql`with ranked as (${ranked})
          select (select count(*) from ranked) as total,
            (select coalesce(json_agg(page order by ${order}), '[]'::json) from (
              select chosen.*, ${name} as name, u.email
              from (select * from ranked order by ${order} ${page}) as chosen join users u on u.id = chosen.buyer_id
              order by ${order}
            ) as page) as rows`,
  );
  return { total: Number(row?.total ?? 0), rows: row?.rows ?? [] };
}

// ——— Sold items, for the CSV ———

export type SoldItemRow = {
  id: string;
  order_id: string;
  /** Colombo time, `YYYY-MM-DD HH:MM`. */
  ordered_at_local: string;
  /** UTC to the microsecond, for the next page's start. */
  ordered_at: string;
  title: string;
  quantity: number;
  unit: Unit;
  price_cents_at_time: number;
  status: ItemStatus;
  district: District;
};

/**
 * One page of the seller's items not cancelled in the range, oldest first, after `after` (the last row of the
 * page before). Read a page at a time, so a long report never holds a transaction or all its rows at once.
 */
export async function selectSoldItemsPage(
  db: Db,
  sellerId: string,
  range: DayRange,
  after: { orderedAt: string; id: string } | null,
  pageSize: number,
): Promise<SoldItemRow[]> {
  return selectPrepared<SoldItemRow>(
    db,
    sql`select oi.id, oi.order_id, to_char(oi.ordered_at at time zone ${zone}, 'YYYY-MM-DD HH24:MI') as ordered_at_local,
        to_char(oi.ordered_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as ordered_at,
        oi.title, oi.quantity, oi.unit, oi.price_cents_at_time, oi.status, o.district
      from order_items oi join orders o on o.id = oi.order_id
      where oi.seller_id = ${sellerId} and ${standing} and ${within(range)}
        ${
          after
            ? // The plain bound lets the index start at the page's first row; the OR alone would read from the range's start.
              sql`and oi.ordered_at >= ${after.orderedAt}::timestamptz
                and (oi.ordered_at > ${after.orderedAt}::timestamptz or oi.id < ${after.id}::uuid)`
            : sql``
        }
      order by oi.ordered_at, oi.id desc
      limit ${pageSize}`,
  );
}
