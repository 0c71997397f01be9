import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ProductForOrder } from '@domain/orders/order-lines';
import type { Actor, ItemStatus, OrderStatus } from '@domain/orders/order-status';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema/auth';
import { products } from '@server/db/schema/catalog';
import { orderItemEvents, orderItems, orders } from '@server/db/schema/orders';
import { reviews } from '@server/db/schema/reviews';
import { sellerCustomers } from '@server/db/schema/seller-customers';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = typeof orderItems.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** The product's current cover, if the product still exists. Spelled out: Drizzle leaves names unqualified in a select list. */
const itemCoverKey = sql<string | null>`(select cover.card_key from product_photos as cover
  where cover.product_id = "order_items"."product_id" and cover.position = 0)`;

/** A product's cover, for rows read from products. */
const productCoverKey = sql<string | null>`(select cover.card_key from product_photos as cover
  where cover.product_id = "products"."id" and cover.position = 0)`;

const personName = (table: typeof users) => sql<string>`trim(${table.firstName} || ' ' || ${table.lastName})`;

// ——— Placing an order ———

export async function selectOrderIdByKey(db: Db, buyerId: string, idempotencyKey: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.buyerId, buyerId), eq(orders.idempotencyKey, idempotencyKey)));
  return row?.id;
}

/**
 * Makes one buyer's checkouts take turns, until the transaction ends, so that counting their orders and
 * placing one more cannot interleave with another of their checkouts. Taken first in checkout, before any
 * product. An advisory lock rather than a row lock: locking the user's row would write to its page (and the
 * write-ahead log) at every checkout, and nothing else needs to wait for it.
 */
export async function lockBuyerForCheckout(db: Db, buyerId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`govi-checkout:${buyerId}`}, 0))`);
}

/**
 * What the buyer has ordered so far, for the per-buyer limits, and the order already placed with this
 * idempotency key, if any. Read in its own statement after `lockBuyerForCheckout`, so it sees every order
 * committed by the checkout that held the lock before.
 */
export async function selectBuyerOrderStanding(db: Db, buyerId: string, idempotencyKey: string) {
  const lastHour = sql`${orders.createdAt} > now() - interval '1 hour'`;
  const [row] = await db
    .select({
      ordersInLastHour: sql<number>`(select count(*) from ${orders} where ${orders.buyerId} = ${buyerId} and ${lastHour})`.mapWith(Number),
      oldestInLastHourAt: sql<
        string | null
      >`(select min(${orders.createdAt}) from ${orders} where ${orders.buyerId} = ${buyerId} and ${lastHour})`,
      pendingOrders:
        sql<number>`(select count(*) from ${orders} where ${orders.buyerId} = ${buyerId} and ${orders.status} = 'pending')`.mapWith(Number),
      earlierId: sql<
        string | null
      >`(select ${orders.id} from ${orders} where ${orders.buyerId} = ${buyerId} and ${orders.idempotencyKey} = ${idempotencyKey})`,
    })
    .from(users)
    .where(eq(users.id, buyerId));
  if (!row) throw new Error('the buyer placing an order has no account');
  return {
    ordersInLastHour: row.ordersInLastHour,
    oldestInLastHourAt: row.oldestInLastHourAt === null ? null : new Date(row.oldestInLastHourAt),
    pendingOrders: row.pendingOrders,
    earlierId: row.earlierId,
  };
}

/**
 * Reads the products being bought and locks their rows until the transaction ends, so two checkouts of the
 * last few items take turns. Locked in id order, so two orders of the same products cannot deadlock.
 */
export async function lockProductsForOrder(
  db: Db,
  ids: string[],
): Promise<(ProductForOrder & { sellerName: string; coverKey: string | null })[]> {
  return db
    .select({
      id: products.id,
      sellerId: products.sellerId,
      title: products.title,
      unit: products.unit,
      priceCents: products.priceCents,
      quantity: products.quantity,
      maxPerOrder: products.maxPerOrder,
      status: products.status,
      sellerName: personName(users),
      coverKey: productCoverKey,
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.sellerId))
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('update', { of: products });
}

/** Undefined when an order with this buyer's idempotency key already exists (a retried submit). */
export async function insertOrder(db: Db, order: NewOrder): Promise<OrderRow | undefined> {
  const [row] = await db
    .insert(orders)
    .values(order)
    .onConflictDoNothing({ target: [orders.buyerId, orders.idempotencyKey] })
    .returning();
  return row;
}

export type NewPlacedItem = Required<
  Pick<NewOrderItem, 'id' | 'orderId' | 'productId' | 'sellerId' | 'title' | 'unit' | 'priceCentsAtTime' | 'quantity' | 'orderedAt'>
> & { productId: string };

/**
 * Writes a new order's items and, with them, each item's first event (pending, by the buyer): one statement,
 * as it runs in every checkout. The ids are chosen by the caller, so nothing needs to come back.
 */
export async function insertPlacedItems(db: Db, items: NewPlacedItem[], buyerId: string): Promise<void> {
  const rows = sql.join(
    items.map(
      (item) =>
        sql`(${item.id}::uuid, ${item.orderId}::uuid, ${item.productId}::uuid, ${item.productId}::uuid, ${item.sellerId}, ${item.title}, ${item.unit}::product_unit, ${item.priceCentsAtTime}::integer, ${item.quantity}::integer, ${item.orderedAt.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    with placed as (
      insert into order_items (id, order_id, product_id, ordered_product_id, seller_id, title, unit, price_cents_at_time, quantity, ordered_at)
      values ${rows}
      returning id
    )
    insert into order_item_events (order_item_id, from_status, to_status, actor_id, actor)
    select placed.id, null, 'pending', ${buyerId}, 'buyer' from placed`);
}

/** Moves stock of products the caller has locked, in one statement: negative to take, positive to give back. */
/** Adds or takes stock; answers each product's new quantity and whether it crossed zero (sold out, or back in stock). */
export async function adjustStock(
  db: Db,
  changes: { productId: string; by: number }[],
): Promise<{ productId: string; crossedZero: boolean }[]> {
  if (changes.length === 0) return [];
  const rows = sql.join(
    changes.map(({ productId, by }) => sql`(${productId}::uuid, ${by}::integer)`),
    sql`, `,
  );
  // Both drivers answer raw statements with their rows under `rows`.
  const { rows: updated } = (await db.execute(sql`update products set quantity = products.quantity + change.by, updated_at = now()
    from (values ${rows}) as change(id, by) where products.id = change.id
    returning products.id, (products.quantity = 0 or products.quantity = change.by) as crossed_zero`)) as unknown as {
    rows: { id: string; crossed_zero: boolean }[];
  };
  return updated.map((row) => ({ productId: row.id, crossedZero: row.crossed_zero }));
}

export async function insertItemEvents(
  db: Db,
  events: { orderItemId: string; fromStatus: ItemStatus | null; toStatus: ItemStatus; actorId: string; actor: Actor }[],
): Promise<void> {
  if (events.length > 0) await db.insert(orderItemEvents).values(events);
}

// ——— Reading orders ———

/** What every view of an order item shows: the product as it was bought, and where the item stands. */
const itemColumns = {
  id: orderItems.id,
  orderId: orderItems.orderId,
  productId: orderItems.productId,
  title: orderItems.title,
  unit: orderItems.unit,
  priceCents: orderItems.priceCentsAtTime,
  quantity: orderItems.quantity,
  status: orderItems.status,
};

function buyerItemColumns(buyerId: string) {
  return {
    ...itemColumns,
    sellerId: orderItems.sellerId,
    sellerName: personName(users),
    coverKey: itemCoverKey,
    receivedAt: orderItems.receivedAt,
    // Only a product on sale can be reviewed (its page is public); one taken down waits until it is back.
    awaitsReview: sql<boolean>`(${orderItems.status} = 'delivered' and ${orderItems.receivedAt} is not null
      and exists (select 1 from ${products} where ${products.id} = ${orderItems.productId} and ${products.status} = 'active')
      and not exists (select 1 from ${reviews} where ${reviews.productId} = ${orderItems.productId} and ${reviews.buyerId} = ${buyerId}))`,
  };
}
export type BuyerItemRow = Awaited<ReturnType<typeof selectItemsOfOrders>>[number];

/** The items of `buyerId`'s orders, each saying whether it waits for the buyer's rating. */
export async function selectItemsOfOrders(db: Db, buyerId: string, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select(buyerItemColumns(buyerId))
    .from(orderItems)
    .innerJoin(users, eq(users.id, orderItems.sellerId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.title), asc(orderItems.id));
}

export async function selectBuyerOrder(db: Db, orderId: string, buyerId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.buyerId, buyerId)));
  return row;
}

export async function selectBuyerOrders(db: Db, buyerId: string, limit: number, offset: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.buyerId, buyerId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
}

const sellerItemColumns = {
  ...itemColumns,
  orderedAt: orderItems.orderedAt,
  updatedAt: orderItems.updatedAt,
  buyerId: orders.buyerId,
  buyerName: personName(users),
  district: orders.district,
  phoneNumber: orders.phoneNumber,
  deliveryAddress: orders.deliveryAddress,
  notes: orders.notes,
};
export type SellerItemRow = Awaited<ReturnType<typeof selectSellerItems>>[number];

/** A seller's order items, newest first, each with the contact details of its order's buyer and nothing else of that order. */
export async function selectSellerItems(
  db: Db,
  sellerId: string,
  options: { status?: ItemStatus | undefined; itemId?: string; limit: number; offset: number },
) {
  return db
    .select(sellerItemColumns)
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(users, eq(users.id, orders.buyerId))
    .where(
      and(
        eq(orderItems.sellerId, sellerId),
        options.status ? eq(orderItems.status, options.status) : undefined,
        options.itemId ? eq(orderItems.id, options.itemId) : undefined,
      ),
    )
    .orderBy(desc(orderItems.orderedAt), asc(orderItems.id))
    .limit(options.limit)
    .offset(options.offset);
}

/** The seller's totals over all time, from their customers' sums (decision 021): items not cancelled only. */
export async function selectSellerTotals(db: Db, sellerId: string) {
  // Ratings of every product the seller has, listed or not.
  const ofAllProducts = (sum: SQL) =>
    db
      .select({ sum: sql`coalesce(${sum}, 0)` })
      .from(products)
      .where(eq(products.sellerId, sellerId));
  const listed = db
    .select({ count: sql`count(*)` })
    .from(products)
    .where(and(eq(products.sellerId, sellerId), eq(products.status, 'active')));
  // What the seller's items not cancelled are worth, by where they stand: only delivered ones are money earned.
  const revenueOf = (status: ItemStatus) =>
    db
      .select({ sum: sql`coalesce(sum(${orderItems.priceCentsAtTime}::bigint * ${orderItems.quantity}), 0)` })
      .from(orderItems)
      .where(and(eq(orderItems.sellerId, sellerId), eq(orderItems.status, status)));
  const [totals] = await db
    .select({
      deliveredCents: sql<number>`(${revenueOf('delivered')})`.mapWith(Number),
      confirmedCents: sql<number>`(${revenueOf('confirmed')})`.mapWith(Number),
      pendingCents: sql<number>`(${revenueOf('pending')})`.mapWith(Number),
      orders: sql<number>`coalesce(sum(${sellerCustomers.orders}), 0)`.mapWith(Number),
      items: sql<number>`coalesce(sum(${sellerCustomers.items}), 0)`.mapWith(Number),
      productsListed: sql<number>`(${listed})`.mapWith(Number),
      ratingCount: sql<number>`(${ofAllProducts(sql`sum(${products.ratingCount})`)})`.mapWith(Number),
      ratingTotal: sql<number>`(${ofAllProducts(sql`sum(${products.ratingTotal})`)})`.mapWith(Number),
    })
    .from(sellerCustomers)
    .where(eq(sellerCustomers.sellerId, sellerId));
  return {
    revenueCents: { delivered: totals?.deliveredCents ?? 0, confirmed: totals?.confirmedCents ?? 0, pending: totals?.pendingCents ?? 0 },
    orders: totals?.orders ?? 0,
    items: totals?.items ?? 0,
    productsListed: totals?.productsListed ?? 0,
    ratingCount: totals?.ratingCount ?? 0,
    ratingTotal: totals?.ratingTotal ?? 0,
  };
}

// ——— Changing status ———

/** The order an item belongs to, if the item is this seller's. */
export async function selectOrderIdOfSellerItem(db: Db, itemId: string, sellerId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ orderId: orderItems.orderId })
    .from(orderItems)
    .where(and(eq(orderItems.id, itemId), eq(orderItems.sellerId, sellerId)));
  return row?.orderId;
}

/**
 * Locks an order, then (when stock may go back) its products, then its items, until the transaction ends.
 * Every status change takes the order's lock first, so a seller confirming and the buyer cancelling the same
 * order take turns. Products are locked in id order and before items, as checkout (products in id order) and
 * deleting a product (the product, then the items that refer to it) do, so none of them can deadlock another.
 * A review write locks one product and then its review, never an order or an item, so it fits the same order.
 */
export async function lockOrder(
  db: Db,
  orderId: string,
  options: { products: boolean },
): Promise<{ order: OrderRow; items: OrderItemRow[] } | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) return undefined;
  if (options.products) {
    await db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, db.select({ id: orderItems.productId }).from(orderItems).where(eq(orderItems.orderId, orderId))))
      .orderBy(asc(products.id))
      .for('update');
  }
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)).for('update');
  return { order, items };
}

export async function updateItemStatuses(db: Db, itemIds: string[], status: ItemStatus): Promise<void> {
  if (itemIds.length === 0) return;
  await db
    .update(orderItems)
    .set({ status, updatedAt: sql`now()` })
    .where(inArray(orderItems.id, itemIds));
}

/** The buyer has the item in hand: the first confirmation's time is kept. */
export async function updateItemReceived(db: Db, itemId: string): Promise<void> {
  await db
    .update(orderItems)
    .set({ receivedAt: sql`coalesce(${orderItems.receivedAt}, now())` })
    .where(eq(orderItems.id, itemId));
}

export async function updateOrderStatus(db: Db, orderId: string, status: OrderStatus): Promise<void> {
  await db
    .update(orders)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

// ——— The cart ———

/** Today's price and stock of the products in a cart; products no longer listed are left out. */
export async function selectActiveProductsByIds(db: Db, ids: string[]) {
  return db
    .select({
      id: products.id,
      title: products.title,
      priceCents: products.priceCents,
      unit: products.unit,
      quantity: products.quantity,
      maxPerOrder: products.maxPerOrder,
      sellerId: products.sellerId,
      coverKey: productCoverKey,
    })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.status, 'active')));
}
