import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, min, sql, type SQL } from 'drizzle-orm';
import type { ReportReason, ReportStatus } from '@domain/reviews/review-limits';
import type { ModerationState } from '@domain/reviews/review-moderation.schema';
import type { Db } from '@server/db/client';
import { members } from '@server/db/schema/auth';
import { productListings } from '@server/db/schema/catalog';
import { orderLines } from '@server/db/schema/orders';
import { reviewReports, reviews } from '@server/db/schema/reviews';

/*
 * Lock order, for every write: the product's row first, then the review's. A product's rating is counted again
 * from its reviews after each write while its row is held, so two writers of the same product take turns and the
 * second one's count (a new statement, under READ COMMITTED) sees the first one's review.
 */

export type ReviewRow = typeof reviews.$inferSelect;

/** Shown to everyone and counted in the rating: neither hidden by reports nor held while its author's account is new. */
const isPublic = and(isNull(reviews.hiddenAt), isNull(reviews.heldUntil));

/** The first name and the initial of the last: enough to tell reviewers apart, no more. */
const authorName = sql<string>`trim(${members.firstName} || ' ' || coalesce(left(nullif(${members.lastName}, ''), 1) || '.', ''))`;

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
  heldUntil: reviews.heldUntil,
  removedReason: reviews.removedReason,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  authorName,
};
export type ReviewWithAuthor = Awaited<ReturnType<typeof selectPublicReviews>>[number];

export async function selectProductForReviews(db: Db, productId: string) {
  const [row] = await db
    .select({
      id: productListings.id,
      sellerId: productListings.sellerId,
      status: productListings.status,
      ratingCount: productListings.ratingCount,
      ratingAverage: productListings.ratingAverage,
    })
    .from(productListings)
    .where(eq(productListings.id, productId));
  return row;
}

/** When the buyer first confirmed receiving a delivered item of the product; undefined if they have not. */
export async function selectReceivedAt(db: Db, buyerId: string, productId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ receivedAt: min(orderLines.receivedAt) })
    .from(orderLines)
    .where(
      and(
        eq(orderLines.productId, productId),
        eq(orderLines.buyerId, buyerId),
        eq(orderLines.status, 'delivered'),
        isNotNull(orderLines.receivedAt),
      ),
    );
  return row?.receivedAt ?? undefined;
}

/** How long the user has had their account, and whether it is confirmed (its address or its phone number): whether it is new. */
export async function selectAccountStanding(db: Db, userId: string) {
  const [row] = await db.select({ createdAt: members.createdAt, confirmed: members.confirmed }).from(members).where(eq(members.id, userId));
  return row;
}

/** The new review, or undefined when the buyer already has one of this product. */
export async function insertReview(
  db: Db,
  review: { productId: string; buyerId: string; rating: number; comment: string | null; receivedAt: Date; heldUntil: Date | null },
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

/**
 * A new version of the review, shown again. Where reports decide alone, its open reports were of the old one, so they
 * are superseded (kept: their reporters may not report it again); where operators decide, they stay open in the
 * operators' queue, or an edit would take a reported review out of it.
 */
export async function updateReview(
  db: Db,
  id: string,
  changes: { rating: number; comment: string | null },
  { supersedeReports }: { supersedeReports: boolean },
): Promise<void> {
  if (supersedeReports) {
    await db
      .update(reviewReports)
      .set({ status: 'superseded' })
      .where(and(eq(reviewReports.reviewId, id), eq(reviewReports.status, 'open')));
  }
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

/**
 * Records one user's report (a repeat, even of a later version, changes nothing) and answers how many open reports
 * that count toward hiding the review has.
 */
export async function insertReport(
  db: Db,
  report: { reviewId: string; reporterId: string; reason: ReportReason; countsTowardHiding: boolean },
): Promise<number> {
  await db.insert(reviewReports).values(report).onConflictDoNothing();
  const [row] = await db
    .select({ reports: count() })
    .from(reviewReports)
    .where(and(eq(reviewReports.reviewId, report.reviewId), eq(reviewReports.status, 'open'), eq(reviewReports.countsTowardHiding, true)));
  return row?.reports ?? 0;
}

export async function hideReview(db: Db, id: string): Promise<void> {
  await db
    .update(reviews)
    .set({ hiddenAt: sql`now()` })
    .where(and(eq(reviews.id, id), isPublic));
}

export async function selectPublicReviews(db: Db, productId: string, { limit, offset }: { limit: number; offset: number }) {
  return db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(members, eq(members.id, reviews.buyerId))
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
    .innerJoin(members, eq(members.id, reviews.buyerId))
    .where(and(eq(reviews.productId, productId), eq(reviews.buyerId, buyerId)));
  return row;
}

export async function selectReviewWithAuthor(db: Db, id: string) {
  const [row] = await db.select(reviewColumns).from(reviews).innerJoin(members, eq(members.id, reviews.buyerId)).where(eq(reviews.id, id));
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
    .select({ id: productListings.id })
    .from(productListings)
    .where(
      and(
        eq(productListings.id, productId),
        eq(productListings.status, 'active'),
        sql`not exists (select 1 from ${reviews} where ${reviews.productId} = ${productId} and ${reviews.buyerId} = ${buyerId})`,
      ),
    );
  return row !== undefined;
}

/**
 * Products with held reviews now due: their authors' accounts have come of age (and, where mail confirms accounts,
 * their addresses are confirmed). Read without locks; each product is then published with its row held.
 */
export async function selectProductsWithDueReviews(db: Db, now: Date, mailConfirmsAccounts: boolean, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ productId: reviews.productId })
    .from(reviews)
    .innerJoin(members, eq(members.id, reviews.buyerId))
    .where(and(isNotNull(reviews.heldUntil), lte(reviews.heldUntil, now), mailConfirmsAccounts ? eq(members.confirmed, true) : undefined))
    .limit(limit);
  return rows.map((row) => row.productId);
}

/** Publishes the product's held reviews now due; call it with the product's row locked. Answers their ratings. */
export async function publishDueReviews(db: Db, productId: string, now: Date, mailConfirmsAccounts: boolean) {
  const published = await db
    .update(reviews)
    .set({ heldUntil: null })
    .where(
      and(
        eq(reviews.productId, productId),
        isNotNull(reviews.heldUntil),
        lte(reviews.heldUntil, now),
        mailConfirmsAccounts
          ? sql`exists (select 1 from ${members} where ${members.id} = ${reviews.buyerId} and ${members.confirmed})`
          : undefined,
      ),
    )
    .returning({ id: reviews.id, rating: reviews.rating });
  return published;
}

// The operators' queue of reported reviews (review-moderation.service.ts).

/** A review's moderation list: with open reports; removed; or kept (reports dismissed, none open). */
function inModerationState(state: ModerationState): SQL {
  const hasReports = (status: ReportStatus) =>
    sql`exists (select 1 from ${reviewReports} where ${reviewReports.reviewId} = ${reviews.id} and ${reviewReports.status} = ${status})`;
  if (state === 'removed') return isNotNull(reviews.removedAt);
  if (state === 'open') return and(isNull(reviews.removedAt), hasReports('open')) as SQL;
  return and(isNull(reviews.removedAt), hasReports('dismissed'), sql`not ${hasReports('open')}`) as SQL;
}

function moderationRows(db: Db) {
  return db
    .select({
      review: reviews,
      productTitle: productListings.title,
      authorName: sql<string>`trim(${members.firstName} || ' ' || ${members.lastName})`,
    })
    .from(reviews)
    .innerJoin(members, eq(members.id, reviews.buyerId))
    .innerJoin(productListings, eq(productListings.id, reviews.productId));
}
export type ModerationRow = Awaited<ReturnType<typeof selectModerationPage>>[number];

/** One page of a moderation list, the latest reported (or removed) first, with each review's product and whole author's name. */
export async function selectModerationPage(db: Db, state: ModerationState, { limit, offset }: { limit: number; offset: number }) {
  const latestReport = sql<Date>`(select max(${reviewReports.createdAt}) from ${reviewReports} where ${reviewReports.reviewId} = ${reviews.id})`;
  return moderationRows(db)
    .where(inModerationState(state))
    .orderBy(desc(state === 'removed' ? reviews.removedAt : latestReport), asc(reviews.id))
    .limit(limit)
    .offset(offset);
}

/** One review as the moderation lists show it, whichever it is in. */
export async function selectModerationRow(db: Db, id: string): Promise<ModerationRow | undefined> {
  const [row] = await moderationRows(db).where(eq(reviews.id, id));
  return row;
}

/** Every report of these reviews, newest first, with its reporter's name, age and whether they ordered the product. */
export async function selectReportsOf(db: Db, reviewIds: string[]) {
  if (reviewIds.length === 0) return [];
  return db
    .select({
      reviewId: reviewReports.reviewId,
      reporterId: reviewReports.reporterId,
      reporterName: sql<string>`trim(${members.firstName} || ' ' || ${members.lastName})`,
      reporterSince: members.createdAt,
      reason: reviewReports.reason,
      status: reviewReports.status,
      counted: reviewReports.countsTowardHiding,
      at: reviewReports.createdAt,
      reporterOrdered: sql<boolean>`exists (select 1 from ${orderLines} where ${orderLines.buyerId} = ${reviewReports.reporterId} and ${orderLines.productId} = ${reviews.productId})`,
    })
    .from(reviewReports)
    .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
    .innerJoin(members, eq(members.id, reviewReports.reporterId))
    .where(inArray(reviewReports.reviewId, reviewIds))
    .orderBy(desc(reviewReports.createdAt));
}

/**
 * Closes the review's reports of the `from` statuses with the operator's decision (open ones; and, when a removal is
 * undone, the ones it upheld); answers how many there were.
 */
export async function decideReports(db: Db, reviewId: string, from: ReportStatus[], status: 'upheld' | 'dismissed'): Promise<number> {
  const decided = await db
    .update(reviewReports)
    .set({ status })
    .where(and(eq(reviewReports.reviewId, reviewId), inArray(reviewReports.status, from)))
    .returning({ reporterId: reviewReports.reporterId });
  return decided.length;
}

/** Removed by an operator: hidden (since it was, if it already was) for good, with the reason. */
export async function markReviewRemoved(db: Db, id: string, reason: ReportReason): Promise<void> {
  await db
    .update(reviews)
    // A held review removed is no longer waiting: the publishing job leaves it alone.
    .set({ removedAt: sql`now()`, removedReason: reason, hiddenAt: sql`coalesce(${reviews.hiddenAt}, now())`, heldUntil: null })
    .where(eq(reviews.id, id));
}

/** Shown again by an operator: neither hidden by its reports nor removed. */
export async function markReviewShown(db: Db, id: string): Promise<void> {
  await db.update(reviews).set({ removedAt: null, removedReason: null, hiddenAt: null }).where(eq(reviews.id, id));
}
