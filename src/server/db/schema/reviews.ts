import { sql } from 'drizzle-orm';
import { boolean, check, index, pgEnum, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { reportReasons } from '@domain/reviews/review-limits';
import { users } from './auth';
import { products } from './catalog';

export const reportReason = pgEnum('review_report_reason', reportReasons);

/**
 * A buyer's rating of a product they received, one per buyer and product; the latest edit is what counts.
 * A review reported by enough people is hidden (`hiddenAt`) until its author edits it.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    /** When the buyer's first delivered item of the product reached them: the verified purchase. */
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The buyer's latest edit; equal to createdAt until there is one. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** The seller's one reply, editable. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** The buyer has been told of a reply: a reply deleted and published again does not tell them twice. */
    buyerToldOfReply: boolean('buyer_told_of_reply').notNull().default(false),
  },
  (table) => [
    uniqueIndex('reviews_product_buyer_idx').on(table.productId, table.buyerId),
    // A product's public reviews, newest first.
    index('reviews_product_newest_idx')
      .on(table.productId, table.createdAt.desc().nullsFirst(), table.id)
      .where(sql`${table.hiddenAt} is null`),
    index('reviews_buyer_idx').on(table.buyerId),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
  ],
);

/** One user's report of a review; a new version of the review (an edit) starts with none. */
export const reviewReports = pgTable(
  'review_reports',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: reportReason('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'review_reports_pk', columns: [table.reviewId, table.reporterId] })],
);
