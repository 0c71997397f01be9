import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '@server/db/client';

type Row = Record<string, unknown>;

async function rows(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  return (await selectRows<Row>(db, query)).map((row) => ({
    ...row,
    last_order_at: new Date(String(row.last_order_at instanceof Date ? row.last_order_at.toISOString() : row.last_order_at)).toISOString(),
  }));
}

/** `seller_customers` as the triggers keep it, sorted, with numbers as text. */
export function keptCustomers(db: Db): Promise<Row[]> {
  return rows(
    db,
    sql`select seller_id, buyer_id, orders::text, delivered_orders::text, items::text, spent_cents::text as spent, last_order_at, district::text, phone_number
      from seller_customers order by seller_id, buyer_id`,
  );
}

/**
 * The same, counted afresh from every order item, order by order: a customer is a buyer with an item of the
 * seller not cancelled; contact details from the latest such order.
 */
export function countedCustomers(db: Db): Promise<Row[]> {
  return rows(
    db,
    sql`with lines as (
        select oi.seller_id, o.buyer_id, o.id as order_id, o.created_at, o.district, o.phone_number, oi.status,
          oi.price_cents_at_time::bigint * oi.quantity as total
        from order_items oi join orders o on o.id = oi.order_id
      ), standing as (
        select * from lines where status <> 'cancelled'
      ), latest as (
        select distinct on (seller_id, buyer_id) seller_id, buyer_id, created_at, district, phone_number
        from standing order by seller_id, buyer_id, created_at desc
      )
      select s.seller_id, s.buyer_id,
        count(distinct s.order_id)::text as orders,
        count(distinct s.order_id) filter (where s.status = 'delivered')::text as delivered_orders,
        count(*)::text as items,
        sum(s.total)::text as spent,
        latest.created_at as last_order_at, latest.district::text as district, latest.phone_number
      from standing s join latest on latest.seller_id = s.seller_id and latest.buyer_id = s.buyer_id
      group by s.seller_id, s.buyer_id, latest.created_at, latest.district, latest.phone_number
      order by s.seller_id, s.buyer_id`,
  );
}
