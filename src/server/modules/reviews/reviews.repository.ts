import { and, asc, count, desc, eq, isNull, min, sql } from 'drizzle-orm';
import type { ReportReason } from '@domain/reviews/review-limits';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema/auth';
import { products } from '@server/db/schema/catalog';
import { orderItems, orders } from '@server/db/schema/orders';
import { reviewReports, reviews } from '@server/db/schema/reviews';

/*
 * Lock order, for every write: the product's row first, then the review's. A product's rating is counted again
 * from its reviews after each write while its row is held, so two writers of the same product take turns and the
 * second one's count (a new statement, under READ COMMITTED) sees the first one's review.
 */

export type ReviewRow = typeof reviews.$inferSelect;

const isPublic = isNull(reviews.hiddenAt);

/** The first name and the initial of the last: enough to tell reviewers apart, no more. */
const authorName = sql<string>`trim(${users.firstName} || ' ' || coalesce(left(nullif(${users.lastName}, ''), 1) || '.', ''))`;

const reviewColumns = {
  id: reviews.id,
  productId: reviews.productId,
  buyerId: reviews.buyerId,
  rating: reviews.rating,
  comment: reviews.comment,
  receivedAt: reviews.receivedAt,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  hiddenAt: reviews.hiddenAt,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  authorName,
};
export type ReviewWithAuthor = Awaited<ReturnType<typeof selectPublicReviews>>[number];

/** Holds the product's row until the transaction ends; undefined when there is no such product. */
export async function lockProduct(db: Db, productId: string) {
  const [row] = await db
    .select({ id: products.id, sellerId: products.sellerId, title: products.title, status: products.status })
    .from(products)
    .where(eq(products.id, productId))
    .for('no key update');
  return row;
}

export async function selectProductForReviews(db: Db, productId: string) {
  const [row] = await db
    .select({
      id: products.id,
      sellerId: products.sellerId,
      status: products.status,
      ratingCount: products.ratingCount,
      ratingAverage: products.ratingAverage,
    })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

/** When the buyer's first delivered item of the product reached them; undefined if none has. */
export async function selectReceivedAt(db: Db, buyerId: string, productId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ receivedAt: min(orderItems.updatedAt) })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.productId, productId), eq(orders.buyerId, buyerId), eq(orderItems.status, 'delivered')));
  return row?.receivedAt ?? undefined;
}

/** The new review, or undefined when the buyer already has one of this product. */
export async function insertReview(
  db: Db,
  review: { productId: string; buyerId: string; rating: number; comment: string | null; receivedAt: Date },
): Promise<ReviewRow | undefined> {
  const [row] = await db.insert(reviews).values(review).onConflictDoNothing().returning();
  return row;
}

export async function selectReview(db: Db, id: string): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
  return row;
}

/** Holds the review's row (after its product's) until the transaction ends. */
export async function lockReview(db: Db, id: string): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).for('update');
  return row;
}

/** A new version of the review: its reports are of the old one, so they go, and it is shown again. */
export async function updateReview(db: Db, id: string, changes: { rating: number; comment: string | null }): Promise<void> {
  await db.delete(reviewReports).where(eq(reviewReports.reviewId, id));
  await db
    .update(reviews)
    .set({ ...changes, updatedAt: sql`now()`, hiddenAt: null })
    .where(eq(reviews.id, id));
}

export async function deleteReview(db: Db, id: string): Promise<void> {
  await db.delete(reviews).where(eq(reviews.id, id));
}

/** Publishes, changes or (null) removes the reply; a published one counts as told to the buyer from now on. */
export async function updateReply(db: Db, id: string, reply: string | null): Promise<void> {
  await db
    .update(reviews)
    .set(reply === null ? { reply: null, repliedAt: null } : { reply, repliedAt: sql`now()`, buyerToldOfReply: true })
    .where(eq(reviews.id, id));
}

/** Records one user's report (a repeat changes nothing) and answers how many users have reported the review. */
export async function insertReport(db: Db, report: { reviewId: string; reporterId: string; reason: ReportReason }): Promise<number> {
  await db.insert(reviewReports).values(report).onConflictDoNothing();
  const [row] = await db.select({ reports: count() }).from(reviewReports).where(eq(reviewReports.reviewId, report.reviewId));
  return row?.reports ?? 0;
}

export async function hideReview(db: Db, id: string): Promise<void> {
  await db
    .update(reviews)
    .set({ hiddenAt: sql`now()` })
    .where(and(eq(reviews.id, id), isPublic));
}

/** Counts the product's public reviews again, onto the product; call it with the product's row locked. */
export async function recountProductRating(db: Db, productId: string): Promise<void> {
  await db.execute(sql`
    update ${products} set
      rating_count = counted.reviews,
      rating_total = counted.stars,
      rating_average = case when counted.reviews > 0 then round(counted.stars::numeric / counted.reviews, 1) else 0 end
    from (
      select count(*)::int as reviews, coalesce(sum(${reviews.rating}), 0)::int as stars
      from ${reviews} where ${reviews.productId} = ${productId} and ${reviews.hiddenAt} is null
    ) as counted
    where ${products.id} = ${productId}
  `);
}

export async function selectPublicReviews(db: Db, productId: string, { limit, offset }: { limit: number; offset: number }) {
  return db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.buyerId))
    .where(and(eq(reviews.productId, productId), isPublic))
    .orderBy(desc(reviews.createdAt), asc(reviews.id))
    .limit(limit)
    .offset(offset);
}

/** How many public reviews give each number of stars. */
export async function selectRatingDistribution(db: Db, productId: string) {
  return db
    .select({ rating: reviews.rating, reviews: count() })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), isPublic))
    .groupBy(reviews.rating);
}

export async function selectOwnReview(db: Db, productId: string, buyerId: string) {
  const [row] = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.buyerId))
    .where(and(eq(reviews.productId, productId), eq(reviews.buyerId, buyerId)));
  return row;
}

export async function selectReviewWithAuthor(db: Db, id: string) {
  const [row] = await db.select(reviewColumns).from(reviews).innerJoin(users, eq(users.id, reviews.buyerId)).where(eq(reviews.id, id));
  return row;
}

export async function selectReportedReviewIds(db: Db, productId: string, reporterId: string): Promise<string[]> {
  const rows = await db
    .select({ id: reviewReports.reviewId })
    .from(reviewReports)
    .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
    .where(and(eq(reviews.productId, productId), eq(reviewReports.reporterId, reporterId)));
  return rows.map((row) => row.id);
}

/** Whether the buyer could still write a review of the product: it is on sale and they have none of it yet. */
export async function selectMayStillReview(db: Db, buyerId: string, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.id, productId),
        eq(products.status, 'active'),
        sql`not exists (select 1 from ${reviews} where ${reviews.productId} = ${productId} and ${reviews.buyerId} = ${buyerId})`,
      ),
    );
  return row !== undefined;
}
