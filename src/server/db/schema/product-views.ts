import { date, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { products } from './catalog';

/**
 * Who looked at a product page, once per visitor per product per Colombo day. `visitor` is an opaque key
 * (modules/catalog/product-views.ts says how it is made); a repeat on the same day adds nothing.
 */
export const productViews = pgTable(
  'product_views',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The product's seller, copied so a seller's views are one index range. */
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
  },
  (table) => [
    primaryKey({ name: 'product_views_pk', columns: [table.productId, table.day, table.visitor] }),
    index('product_views_seller_day_idx').on(table.sellerId, table.day, table.productId),
  ],
);
