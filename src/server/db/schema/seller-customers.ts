import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { district } from './catalog';

/**
 * Each seller's customers, as the seller's own order items make them: a buyer with at least one of the seller's
 * items not cancelled. Kept by triggers on `order_items` (migration 0006), in the transaction that writes the
 * items, so it is never behind them; View Customers and the dashboard's totals read it instead of summing every
 * item the seller ever sold (decision 021).
 */
export const sellerCustomers = pgTable(
  'seller_customers',
  {
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Orders holding at least one of the seller's items not cancelled. */
    orders: integer('orders').notNull(),
    /** Orders holding at least one of the seller's items delivered. */
    deliveredOrders: integer('delivered_orders').notNull(),
    /** The seller's items not cancelled (order lines, not units). */
    items: integer('items').notNull(),
    /** Σ price at the time × quantity of those items, in minor units. */
    spentCents: bigint('spent_cents', { mode: 'number' }).notNull(),
    /** The latest of those orders, and the district and phone number it was delivered to. */
    lastOrderAt: timestamp('last_order_at', { withTimezone: true }).notNull(),
    district: district('district').notNull(),
    phoneNumber: text('phone_number').notNull(),
  },
  (table) => [primaryKey({ name: 'seller_customers_pk', columns: [table.sellerId, table.buyerId] })],
);
