import { eq, sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgEnum, pgTable, pgView, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { itemStatuses } from '@domain/orders/order-status';
import { paymentMethods } from '@domain/orders/order.schema';
import { users } from './auth';
import { district, productUnit, products } from './catalog';

export const itemStatus = pgEnum('order_item_status', itemStatuses);
export const paymentMethod = pgEnum('payment_method', paymentMethods);
/** Who changed an item: its buyer or seller, or an operator (a suspension cancels the account's open orders). */
export const orderActor = pgEnum('order_actor', ['buyer', 'seller', 'operator']);
/** Why, where it is not the actor's own choice: the buyer's or the seller's account was suspended. */
export const orderEventReason = pgEnum('order_event_reason', ['buyer_suspended', 'seller_suspended']);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Orders are records of trade: an account with orders cannot simply vanish.
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Chosen by the browser per checkout attempt; a repeat of the same key returns the first order. */
    idempotencyKey: uuid('idempotency_key').notNull(),
    /** Σ price at the time × quantity, in minor units; bigint because a big equipment order can pass 2^31 cents. */
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    paymentMethod: paymentMethod('payment_method').notNull().default('cash_on_delivery'),
    /** Follows from the items (domain/orders/order-status.ts), kept here so lists need not work it out per row. */
    status: itemStatus('status').notNull().default('pending'),
    deliveryAddress: text('delivery_address').notNull(),
    district: district('district').notNull(),
    /** `+94XXXXXXXXX`. */
    phoneNumber: text('phone_number').notNull(),
    notes: text('notes'),
    /**
     * The visitor key (modules/catalog/product-views.ts) of the browser the order was placed from, so an order can
     * be counted for a sponsored card clicked before its buyer signed in. Null when the browser had none.
     */
    visitor: text('visitor'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_buyer_idempotency_idx').on(table.buyerId, table.idempotencyKey),
    index('orders_buyer_newest_idx').on(table.buyerId, table.createdAt.desc().nullsFirst()),
    // Checkout counts a buyer's orders still waiting for a seller (MAX_PENDING_ORDERS).
    index('orders_buyer_pending_idx')
      .on(table.buyerId)
      .where(sql`${table.status} = 'pending'`),
    check('orders_total_nonnegative', sql`${table.totalCents} >= 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null once the seller deletes the product: the order keeps the title, unit and price it was bought at. */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /**
     * The product ordered, kept when the product is deleted (no foreign key): the orders a boost brought are still
     * its orders afterwards. Null only on items from before it was kept.
     */
    orderedProductId: uuid('ordered_product_id'),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    unit: productUnit('unit').notNull(),
    priceCentsAtTime: integer('price_cents_at_time').notNull(),
    quantity: integer('quantity').notNull(),
    status: itemStatus('status').notNull().default('pending'),
    /**
     * When the buyer confirmed receiving it, after its seller marked it delivered: what makes it a verified purchase
     * the buyer may review, since the delivered mark is the seller's word alone.
     */
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** Copied from the order so a seller's list is one index scan. */
    orderedAt: timestamp('ordered_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId),
    // A seller's items newest first, carrying what the seller area sums (status, quantity, price, order,
    // product, unit), so its figures are read from the index alone instead of from rows spread over the table.
    index('order_items_seller_newest_idx').on(
      table.sellerId,
      table.orderedAt.desc().nullsFirst(),
      table.id,
      table.status,
      table.quantity,
      table.priceCentsAtTime,
      table.orderId,
      table.productId,
      table.unit,
    ),
    index('order_items_product_idx').on(table.productId),
    // The orders credited to a boost are found by the product's kept id.
    index('order_items_ordered_product_idx').on(table.orderedProductId),
    // What the whole market ordered lately (the dashboard's "in demand").
    index('order_items_ordered_at_idx').on(table.orderedAt),
    check('order_items_quantity_positive', sql`${table.quantity} > 0`),
    check('order_items_price_nonnegative', sql`${table.priceCentsAtTime} >= 0`),
  ],
);

/** Every status change of an item: who made it, as which side, and when. */
export const orderItemEvents = pgTable(
  'order_item_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    fromStatus: itemStatus('from_status'),
    toStatus: itemStatus('to_status').notNull(),
    actorId: text('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    actor: orderActor('actor').notNull(),
    reason: orderEventReason('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_item_events_item_idx').on(table.orderItemId, table.createdAt)],
);

/**
 * What orders publishes for other modules to read (decision 050): each order item with who ordered it, from where
 * and when, for a boost's credited orders and a review's verified purchase. A plain join view, which the planner
 * flattens into the reading query.
 */
export const orderLines = pgView('order_lines').as((qb) =>
  qb
    .select({
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      orderedProductId: orderItems.orderedProductId,
      status: orderItems.status,
      priceCentsAtTime: orderItems.priceCentsAtTime,
      quantity: orderItems.quantity,
      receivedAt: orderItems.receivedAt,
      buyerId: orders.buyerId,
      visitor: orders.visitor,
      orderedAt: sql<Date>`${orders.createdAt}`.as('ordered_at'),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId)),
);
