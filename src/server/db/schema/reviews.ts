import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgEnum,
  pgTable,
  pgView,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { reportReasons, reportStatuses } from '@domain/reviews/review-limits';
import { users } from './auth';
import { products } from './catalog';

export const reportReason = pgEnum('review_report_reason', reportReasons);
export const reportStatus = pgEnum('review_report_status', reportStatuses);

/**
 * A buyer's rating of a product they received, one per buyer and product; the latest edit is what counts.
 * Public (shown and counted) unless held (`heldUntil`: its author's account is new) or hidden (`hiddenAt`: reported
 * by enough established people, until its author edits it, where the market has no operators; or removed by one).
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
    /**
     * Removed by an operator, for this reason: hidden (`hiddenAt` is set with it) for good; its author may delete it
     * but not edit it back into view.
     */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedReason: reportReason('removed_reason'),
    /**
     * Written from a new account: neither shown nor counted until then (a job publishes it), so a seller cannot rate
     * their own goods from accounts opened for it.
     */
    heldUntil: timestamp('held_until', { withTimezone: true }),
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
      .where(sql`${table.hiddenAt} is null and ${table.heldUntil} is null`),
    // The held reviews, by when they are due: what the publishing job reads.
    index('reviews_held_idx')
      .on(table.heldUntil)
      .where(sql`${table.heldUntil} is not null`),
    index('reviews_buyer_idx').on(table.buyerId),
    check('reviews_removed_hidden', sql`${table.removedAt} is null or ${table.hiddenAt} is not null`),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
  ],
);

/**
 * One user's report of a review, once per review whatever its versions: kept when the author edits it (then
 * `superseded`), so the same people cannot hide each new version again. Only `open` reports that count (their
 * reporter's account was not new, nor the product's seller) hide a review; the others are kept for the record.
 */
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
    status: reportStatus('status').notNull().default('open'),
    /** The reporter's account was established when they reported: only such reports hide a review. */
    countsTowardHiding: boolean('counts_toward_hiding').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'review_reports_pk', columns: [table.reviewId, table.reporterId] }),
    // The operators' queue: reviews by their latest reports of a status.
    index('review_reports_status_created_idx').on(table.status, table.createdAt.desc().nullsFirst()),
  ],
);

// What reviews publishes for other modules to read (decision 050).

/** Who has reviewed which product, public or not: an item awaits its buyer's rating until they have one. */
export const reviewedProducts = pgView('reviewed_products').as((qb) =>
  qb.select({ productId: reviews.productId, buyerId: reviews.buyerId }).from(reviews),
);

/** The ratings that count (neither hidden nor held), through reviews_product_newest_idx: a product's rating is theirs. */
export const publicRatings = pgView('public_ratings').as((qb) =>
  qb
    .select({ productId: reviews.productId, rating: reviews.rating })
    .from(reviews)
    .where(sql`${reviews.hiddenAt} is null and ${reviews.heldUntil} is null`),
);
