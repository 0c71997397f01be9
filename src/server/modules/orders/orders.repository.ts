import { and, asc, desc, eq, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Actor, ItemStatus, OperatorCancelReason, OrderStatus } from '@domain/orders/order-status';
import type { Db } from '@server/db/client';
import { members } from '@server/db/schema/auth';
import { productListings } from '@server/db/schema/catalog';
import { orderItemEvents, orderItems, orders } from '@server/db/schema/orders';
import { reviewedProducts } from '@server/db/schema/reviews';
import { sellerCustomers } from '@server/db/schema/seller-customers';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = typeof orderItems.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** The product's current cover as a thumbnail (a card's width for an older photo), if the product still exists. Spelled out: Drizzle leaves names unqualified in a select list. */
const itemCoverKey = sql<string | null>`(select coalesce(cover.thumb_key, cover.card_key) from product_covers as cover
  where cover.product_id = "order_items"."product_id")`;

/** A product's cover as a thumbnail, for rows read from product_listings. */
const productCoverKey = sql<string | null>`(select coalesce(cover.thumb_key, cover.card_key) from product_covers as cover
  where cover.product_id = "product_listings"."id")`;

const personName = (table: typeof members) => sql<string>`trim(${table.firstName} || ' ' || ${table.lastName})`;

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
    .from(members)
    .where(eq(members.id, buyerId));
  if (!row) throw new Error('the buyer placing an order has no account');
  return {
    ordersInLastHour: row.ordersInLastHour,
    oldestInLastHourAt: row.oldestInLastHourAt === null ? null : new Date(row.oldestInLastHourAt),
    pendingOrders: row.pendingOrders,
    earlierId: row.earlierId,
  };
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

export async function insertItemEvents(
  db: Db,
  events: {
    orderItemId: string;
    fromStatus: ItemStatus | null;
    toStatus: ItemStatus;
    actorId: string;
    actor: Actor;
    reason?: OperatorCancelReason;
  }[],
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
    sellerName: personName(members),
    coverKey: itemCoverKey,
    receivedAt: orderItems.receivedAt,
    // Only a product on sale can be reviewed (its page is public); one taken down waits until it is back.
    awaitsReview: sql<boolean>`(${orderItems.status} = 'delivered' and ${orderItems.receivedAt} is not null
      and exists (select 1 from ${productListings} where ${productListings.id} = ${orderItems.productId} and ${productListings.status} = 'active')
      and not exists (select 1 from ${reviewedProducts} where ${reviewedProducts.productId} = ${orderItems.productId} and ${reviewedProducts.buyerId} = ${buyerId}))`,
  };
}
export type BuyerItemRow = Awaited<ReturnType<typeof selectItemsOfOrders>>[number];

/** The items of `buyerId`'s orders, each saying whether it waits for the buyer's rating. */
export async function selectItemsOfOrders(db: Db, buyerId: string, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select(buyerItemColumns(buyerId))
    .from(orderItems)
    .innerJoin(members, eq(members.id, orderItems.sellerId))
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
  buyerName: personName(members),
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
    .innerJoin(members, eq(members.id, orders.buyerId))
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
      .from(productListings)
      .where(eq(productListings.sellerId, sellerId));
  const listed = db
    .select({ count: sql`count(*)` })
    .from(productListings)
    .where(and(eq(productListings.sellerId, sellerId), eq(productListings.status, 'active')));
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
      ratingCount: sql<number>`(${ofAllProducts(sql`sum(${productListings.ratingCount})`)})`.mapWith(Number),
      ratingTotal: sql<number>`(${ofAllProducts(sql`sum(${productListings.ratingTotal})`)})`.mapWith(Number),
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
  lockProducts?: (productIds: SQLWrapper) => Promise<void>,
): Promise<{ order: OrderRow; items: OrderItemRow[] } | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) return undefined;
  // Products are catalog's: the caller locks them (lockProducts of catalog's product-rows.service.ts), given the
  // order's product ids as a subquery so the lock stays one statement.
  if (lockProducts) await lockProducts(db.select({ id: orderItems.productId }).from(orderItems).where(eq(orderItems.orderId, orderId)));
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)).for('update');
  return { order, items };
}

/** The orders in which the account, as buyer or seller, has items still open (pending or confirmed), oldest first. */
export async function selectOrdersOpenFor(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ orderId: orderItems.orderId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(inArray(orderItems.status, ['pending', 'confirmed']), or(eq(orders.buyerId, userId), eq(orderItems.sellerId, userId))))
    .orderBy(asc(orderItems.orderId));
  return rows.map((row) => row.orderId);
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
      id: productListings.id,
      title: productListings.title,
      priceCents: productListings.priceCents,
      unit: productListings.unit,
      quantity: productListings.quantity,
      maxPerOrder: productListings.maxPerOrder,
      sellerId: productListings.sellerId,
      coverKey: productCoverKey,
    })
    .from(productListings)
    .where(and(inArray(productListings.id, ids), eq(productListings.status, 'active')));
}
