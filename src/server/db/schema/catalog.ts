import { eq, sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgEnum, pgTable, pgView, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { categories } from '@domain/catalog/categories';
import { districts } from '@domain/catalog/districts';
import { conditions, listingHiddenReasons, productStatuses, units } from '@domain/catalog/product-options';
import { users } from './auth';

export const productStatus = pgEnum('product_status', productStatuses);
export const productCondition = pgEnum('product_condition', conditions);
export const productUnit = pgEnum('product_unit', units);
export const productCategory = pgEnum('product_category', categories);
export const district = pgEnum('district', districts);
export const listingHideReason = pgEnum('listing_hide_reason', listingHiddenReasons);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The seller's name when listed, kept here so search can match it from one index. */
    sellerName: text('seller_name').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Minor units (cents) of the CURRENCY setting. */
    priceCents: integer('price_cents').notNull(),
    unit: productUnit('unit').notNull().default('unit'),
    category: productCategory('category').notNull(),
    district: district('district').notNull(),
    town: text('town'),
    condition: productCondition('condition').notNull().default('new'),
    quantity: integer('quantity').notNull().default(1),
    /** The seller's "Maximum per order"; null takes the market's default (domain/catalog/limits.ts). */
    maxPerOrder: integer('max_per_order'),
    status: productStatus('status').notNull().default('active'),
    /**
     * Lower-cased title, description, town, seller name and the district's names in every language:
     * the one expression Browse searches, behind one trigram index.
     */
    searchText: text('search_text').notNull(),
    /**
     * Its buyers' ratings, counting only reviews shown to the public: kept by the reviews repository in the
     * transaction that writes a review, so cards, sorting and filtering read them from the product itself.
     */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingTotal: integer('rating_total').notNull().default(0),
    /** ratingTotal ÷ ratingCount to one decimal, as shown; 0 while there are none ("New"). */
    ratingAverage: numeric('rating_average', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    /**
     * Its seller is verified (decision 064): kept here by the seller module's approval, in its transaction, so every
     * card shows the badge from the product itself.
     */
    sellerVerified: boolean('seller_verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Hidden by an operator (listing-moderation.service.ts): `status` is then `inactive`, so every public read leaves
     * it out as it does any unlisted product, and `hiddenStatus` keeps the seller's own status to restore. The seller
     * may edit it but not list it again; they ask for it back (`restoreRequestedAt`).
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: listingHideReason('hidden_reason'),
    hiddenNote: text('hidden_note'),
    hiddenStatus: productStatus('hidden_status'),
    restoreRequestedAt: timestamp('restore_requested_at', { withTimezone: true }),
  },
  (table) => [
    check('products_price_cents_range', sql`${table.priceCents} >= 0`),
    check('products_hidden_unlisted', sql`${table.hiddenAt} is null or ${table.status} <> 'active'`),
    check('products_quantity_nonnegative', sql`${table.quantity} >= 0`),
    check('products_max_per_order_positive', sql`${table.maxPerOrder} >= 1`),
    index('products_active_newest_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id)
      .where(sql`${table.status} = 'active'`),
    index('products_active_price_idx')
      .on(table.priceCents, table.createdAt.desc().nullsFirst())
      .where(sql`${table.status} = 'active'`),
    // Browse's "Top rated" order, and its "4 stars & up" filter as a range of the first column.
    index('products_active_rating_idx')
      .on(table.ratingAverage.desc().nullsFirst(), table.ratingCount.desc().nullsFirst(), table.createdAt.desc().nullsFirst(), table.id)
      .where(sql`${table.status} = 'active'`),
    index('products_active_category_district_idx')
      .on(table.category, table.district, table.createdAt.desc().nullsFirst())
      .where(sql`${table.status} = 'active'`),
    index('products_active_search_idx')
      .using('gin', sql`${table.searchText} gin_trgm_ops`)
      .where(sql`${table.status} = 'active'`),
    // Market prices: the median and range of one category and unit's active prices.
    index('products_active_category_unit_price_idx')
      .on(table.category, table.unit, table.priceCents)
      .where(sql`${table.status} = 'active'`),
    index('products_seller_idx').on(table.sellerId, table.updatedAt.desc().nullsFirst()),
    // The console's hidden listings, the latest hidden first.
    index('products_hidden_idx')
      .on(table.hiddenAt.desc().nullsFirst())
      .where(sql`${table.hiddenAt} is not null`),
  ],
);

export const productPhotos = pgTable(
  'product_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** 0 is the cover. */
    position: integer('position').notNull(),
    /**
     * The photo in four widths (photo-processing.ts): thumbnails, cards, a phone's page, a wide screen. Photos
     * stored before the thumbnail and page widths existed have them null until the photo-widths job fills them.
     */
    thumbKey: text('thumb_key'),
    cardKey: text('card_key').notNull(),
    mainKey: text('main_key'),
    fullKey: text('full_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('product_photos_position_idx').on(table.productId, table.position),
    // The photos the photo-widths job has yet to fill: none once it has caught up.
    index('product_photos_without_widths_idx')
      .on(table.id)
      .where(sql`${table.thumbKey} is null`),
  ],
);

// What catalog publishes for other modules to read (decision 050): plain views, which the planner reads as the
// tables themselves. Locks and writes on products stay in catalog (product-rows.service.ts).

/** What an order needs of a product: who sells it, what it is, its price, stock, limit and status. */
export const productForOrderColumns = {
  id: products.id,
  sellerId: products.sellerId,
  title: products.title,
  unit: products.unit,
  priceCents: products.priceCents,
  quantity: products.quantity,
  maxPerOrder: products.maxPerOrder,
  status: products.status,
};

/** A product's price, stock, status and ratings: what a cart, an order, a review and the seller's totals read. */
export const productListings = pgView('product_listings').as((qb) =>
  qb
    .select({
      ...productForOrderColumns,
      ratingCount: products.ratingCount,
      ratingTotal: products.ratingTotal,
      ratingAverage: products.ratingAverage,
    })
    .from(products),
);

/** Each product's cover photo (position 0), read through product_photos_position_idx. */
export const productCovers = pgView('product_covers').as((qb) =>
  qb
    .select({ productId: productPhotos.productId, thumbKey: productPhotos.thumbKey, cardKey: productPhotos.cardKey })
    .from(productPhotos)
    .where(eq(productPhotos.position, 0)),
);
