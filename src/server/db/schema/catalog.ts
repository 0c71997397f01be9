import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const productStatus = pgEnum('product_status', ['active', 'draft', 'inactive']);
export const productCondition = pgEnum('product_condition', ['new', 'excellent', 'good', 'fair']);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Minor units (cents) of the CURRENCY setting. */
    priceCents: integer('price_cents').notNull(),
    unit: text('unit').notNull().default('unit'),
    category: text('category').notNull(),
    district: text('district').notNull(),
    town: text('town'),
    condition: productCondition('condition').notNull().default('new'),
    quantity: integer('quantity').notNull().default(1),
    status: productStatus('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('products_price_cents_nonnegative', sql`${table.priceCents} >= 0`),
    check('products_quantity_nonnegative', sql`${table.quantity} >= 0`),
    index('products_active_newest_idx').on(table.createdAt.desc()).where(sql`${table.status} = 'active'`),
    index('products_seller_idx').on(table.sellerId, table.updatedAt.desc()),
  ],
);
