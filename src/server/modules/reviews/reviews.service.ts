import type { SessionUser } from '@domain/auth/auth.schema';
import { reviewLimits, type ReportReason } from '@domain/reviews/review-limits';
import { type MyReview, type Review, type ReviewRefusalReason, type ReviewsPage } from '@domain/reviews/review.schema';
import { comesOfAgeAt, isNewAccount, type NewAccountRule } from '@domain/reviews/new-account';
import { keptRatingSummary } from '@domain/reviews/rating';
import type { Db } from '@server/db/client';
import { AppError } from '@server/errors';
import { productTag, type CatalogChanges } from '@server/infra/catalog-changes';
import { isWithinResults, type ReadCache } from '@server/infra/read-cache';
import { marketHasOperators } from '../admin/admin.service';
import { lockProductForReview, recountProductRating } from '../catalog/product-rows.service';
import { recordNotifications } from '../notifications/notifications.service';
import { enforceRateLimits, type RateLimitRule } from '../rate-limit/rate-limit.service';
import {
  deleteReview,
  hideReview,
  insertReport,
  insertReview,
  lockReview,
  publishDueReviews,
  selectAccountStanding,
  selectProductsWithDueReviews,
  selectOwnReview,
  selectProductForReviews,
  selectPublicReviews,
  selectRatingDistribution,
  selectReceivedAt,
  selectReportedReviewIds,
  selectReview,
  selectReviewWithAuthor,
  selectMayStillReview,
  updateReply,
  updateReview,
  type ReviewRow,
  type ReviewWithAuthor,
} from './reviews.repository';

export type ReviewsContext = {
  db: Db;
  cache: ReadCache;
  changes: CatalogChanges;
  writeLimit: RateLimitRule;
  now: () => Date;
  /** Which accounts are new (domain/reviews/new-account.ts): their reviews are held, their reports hide nothing. */
  newAccounts: NewAccountRule;
};

/** Writes (reviews, edits, replies, reports) one user may make in a window: each drops cached pages on every instance. */
export const defaultReviewWriteLimit: RateLimitRule = { limit: 60, windowSeconds: 60 * 60 };

function refused(code: 'forbidden' | 'conflict', reason: ReviewRefusalReason, message: string): AppError {
  return new AppError(code, message, undefined, { reason });
}

const productNotFound = () => new AppError('not_found', 'Product not found or unavailable');
const reviewNotFound = () => new AppError('not_found', 'Review not found');

export function toReview(row: ReviewWithAuthor): Review {
  return {
    id: row.id,
    productId: row.productId,
    rating: row.rating,
    comment: row.comment,
    authorName: row.authorName,
    receivedAt: row.receivedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    editedAt: row.updatedAt.getTime() > row.createdAt.getTime() ? row.updatedAt.toISOString() : null,
    reply: row.reply !== null && row.repliedAt !== null ? { text: row.reply, repliedAt: row.repliedAt.toISOString() } : null,
  };
}

/** After the commit: the product's cached reads (its reviews among them), and with `ratings` the lists ordered or filtered by rating, are out of date. */
function announceReviewChange(context: ReviewsContext, productId: string, { ratings }: { ratings: boolean }) {
  context.changes.announce({ products: [productId], ratings });
}

async function takeWriteAllowance(context: ReviewsContext, user: SessionUser) {
  await enforceRateLimits(
    context.db,
    [{ key: `review-writes:user:${user.id}`, rule: context.writeLimit }],
    'Too many review changes. Please wait and try again.',
  );
}

/** Whether the buyer could still review the product (the orders service asks before inviting a rating). */
export async function mayStillReview(db: Db, buyerId: string, productId: string): Promise<boolean> {
  return selectMayStillReview(db, buyerId, productId);
}

/** A listed product's public reviews, newest first, with its rating; shared by every visitor from the read cache. */
export async function listProductReviews(context: ReviewsContext, productId: string, page: number): Promise<ReviewsPage> {
  const loaded = await context.cache.getOrLoad(
    `reviews:${productId}:${page}`,
    () => loadReviewsPage(context.db, productId, page),
    () => [productTag(productId)],
    // Only a listed product's pages that hold reviews (or its first) are kept: a page past the last one, or an
    // unknown product, is a new key for every number a crawler tries, and would push real pages out of the cache.
    (page) => page !== undefined && isWithinResults(page.page, page.reviews),
  );
  if (!loaded) throw productNotFound();
  return loaded;
}

async function loadReviewsPage(db: Db, productId: string, page: number): Promise<ReviewsPage | undefined> {
  const product = await selectProductForReviews(db, productId);
  if (!product || product.status !== 'active') return undefined;
  const [rows, distributionRows] = await Promise.all([
    selectPublicReviews(db, productId, { limit: reviewLimits.pageSize, offset: (page - 1) * reviewLimits.pageSize }),
    selectRatingDistribution(db, productId),
  ]);
  const distribution = [0, 0, 0, 0, 0];
  for (const row of distributionRows) distribution[row.rating - 1] = row.reviews;
  return {
    summary: keptRatingSummary(product.ratingCount, product.ratingAverage),
    distribution,
    reviews: rows.map(toReview),
    page,
    pageSize: reviewLimits.pageSize,
    total: product.ratingCount,
  };
}

/** The viewer's own review of a product (shown to them even while hidden) and whether they may write one. */
export async function getMyReview({ db }: ReviewsContext, user: SessionUser, productId: string): Promise<MyReview> {
  const product = await selectProductForReviews(db, productId);
  if (!product || (product.status !== 'active' && product.sellerId !== user.id)) throw productNotFound();
  const [own, reportedReviewIds] = await Promise.all([
    selectOwnReview(db, productId, user.id),
    selectReportedReviewIds(db, productId, user.id),
  ]);
  const eligibility =
    product.sellerId === user.id
      ? 'own_product'
      : own
        ? 'reviewed'
        : (await selectReceivedAt(db, user.id, productId))
          ? 'eligible'
          : 'not_received';
  return { review: own ? toOwnReview(own) : null, eligibility, reportedReviewIds };
}

/** A review as its author sees it: with whether it is hidden from everyone else, or held until when. */
function toOwnReview(row: ReviewWithAuthor) {
  return {
    ...toReview(row),
    hidden: row.hiddenAt !== null,
    heldUntil: row.heldUntil?.toISOString() ?? null,
    removedReason: row.removedReason,
  };
}

/** Whether the user's account is new now (domain/reviews/new-account.ts), and when it comes of age. */
async function standingOf(context: ReviewsContext, userId: string) {
  const account = await selectAccountStanding(context.db, userId);
  if (!account) throw new AppError('unauthenticated', 'Please sign in to continue.');
  const now = context.now();
  return {
    isNew: isNewAccount(account, now, context.newAccounts),
    comesOfAgeAt: comesOfAgeAt(account, context.newAccounts.newAccountDays),
    now,
  };
}

/** A review as it is after a write. */
async function readReview(db: Db, id: string): Promise<ReviewWithAuthor> {
  const row = await selectReviewWithAuthor(db, id);
  if (!row) throw reviewNotFound();
  return row;
}

/**
 * A buyer rates a product they have confirmed receiving: the review, the product's new rating and the seller's
 * notification are written together. A new account's review is held (neither shown nor counted) until the account
 * comes of age, and the seller hears of it then.
 */
export async function createReview(
  context: ReviewsContext,
  buyer: SessionUser,
  productId: string,
  input: { rating: number; comment: string | null },
) {
  await takeWriteAllowance(context, buyer);
  const standing = await standingOf(context, buyer.id);
  const heldUntil = standing.isNew ? new Date(Math.max(standing.comesOfAgeAt.getTime(), standing.now.getTime())) : null;
  const id = await context.db.transaction(async (tx) => {
    const product = await lockProductForReview(tx, productId);
    if (!product || product.status !== 'active') throw productNotFound();
    if (product.sellerId === buyer.id) throw refused('forbidden', 'own_product', 'You cannot review your own product.');
    const receivedAt = await selectReceivedAt(tx, buyer.id, productId);
    if (!receivedAt) {
      throw refused('forbidden', 'not_received', 'You can rate a product once you have confirmed receiving an order of it.');
    }
    const review = await insertReview(tx, { productId, buyerId: buyer.id, ...input, receivedAt, heldUntil });
    if (!review) throw refused('conflict', 'already_reviewed', 'You have already reviewed this product: edit your review instead.');
    if (heldUntil) return review.id;
    await recountProductRating(tx, productId);
    await recordNotifications(tx, [reviewReceived(product.sellerId, { productId, productTitle: product.title, rating: input.rating })]);
    return review.id;
  });
  if (!heldUntil) announceReviewChange(context, productId, { ratings: true });
  return toOwnReview(await readReview(context.db, id));
}

function reviewReceived(sellerId: string, params: { productId: string; productTitle: string; rating: number }) {
  return { userId: sellerId, content: { kind: 'review_received' as const, params } };
}

/**
 * Runs `write` on the buyer's own review with its product's row and its own held, in that order, and recounts the
 * product when `write` says it changed something. Another user's review answers as a missing one does.
 */
async function writeOwnReview(
  context: ReviewsContext,
  buyer: SessionUser,
  id: string,
  write: (tx: Db, review: ReviewRow) => Promise<boolean>,
): Promise<void> {
  const found = await selectReview(context.db, id);
  if (!found || found.buyerId !== buyer.id) throw reviewNotFound();
  await takeWriteAllowance(context, buyer);
  const changed = await context.db.transaction(async (tx) => {
    await lockProductForReview(tx, found.productId);
    const review = await lockReview(tx, id);
    if (!review || review.buyerId !== buyer.id) throw reviewNotFound();
    if (!(await write(tx, review))) return false;
    await recountProductRating(tx, review.productId);
    return true;
  });
  if (changed) announceReviewChange(context, found.productId, { ratings: true });
}

/**
 * The latest version counts. A new version (another rating or comment) also clears the reports against the old
 * one and shows it again; sending the same again changes nothing, so it cannot undo reports.
 */
export async function editReview(
  context: ReviewsContext,
  buyer: SessionUser,
  id: string,
  input: { rating: number; comment: string | null },
) {
  await writeOwnReview(context, buyer, id, async (tx, review) => {
    // An operator's removal is not undone by an edit, as the reports' hiding is.
    if (review.removedAt) throw refused('conflict', 'removed', 'The market’s team removed this review, so it cannot be changed.');
    if (review.rating === input.rating && review.comment === input.comment) return false;
    await updateReview(tx, id, input, { supersedeReports: !(await marketHasOperators(tx)) });
    return true;
  });
  return toOwnReview(await readReview(context.db, id));
}

export async function removeReview(context: ReviewsContext, buyer: SessionUser, id: string): Promise<void> {
  await writeOwnReview(context, buyer, id, async (tx) => {
    await deleteReview(tx, id);
    return true;
  });
}

function isPublic(review: ReviewRow): boolean {
  return review.hiddenAt === null && review.heldUntil === null;
}

/** A public review of one of the seller's products; a hidden, held or unknown one is not found, anyone else's product forbidden. */
async function findRepliable(db: Db, seller: SessionUser, id: string) {
  const review = await selectReview(db, id);
  if (!review || !isPublic(review)) throw reviewNotFound();
  const product = await selectProductForReviews(db, review.productId);
  if (!product) throw reviewNotFound();
  if (product.sellerId !== seller.id) throw new AppError('forbidden', 'Only the product’s seller can reply to its reviews.');
  return review;
}

/**
 * Writes the seller's reply (null removes it) with the product's row and the review's held; a review hidden
 * meanwhile is not found. The buyer is told of the first reply only, however often it is removed and published again.
 */
export async function setReply(context: ReviewsContext, seller: SessionUser, id: string, text: string | null): Promise<Review> {
  const review = await findRepliable(context.db, seller, id);
  await takeWriteAllowance(context, seller);
  await context.db.transaction(async (tx) => {
    const product = await lockProductForReview(tx, review.productId);
    const locked = await lockReview(tx, id);
    if (!product || !locked || !isPublic(locked)) throw reviewNotFound();
    await updateReply(tx, id, text);
    if (text !== null && !locked.buyerToldOfReply) {
      await recordNotifications(tx, [
        { userId: locked.buyerId, content: { kind: 'review_replied', params: { productId: product.id, productTitle: product.title } } },
      ]);
    }
  });
  announceReviewChange(context, review.productId, { ratings: false });
  return toReview(await readReview(context.db, id));
}

/**
 * Any signed-in user but its author and the product's seller may report a public review, once whatever its later
 * versions. Where the market has operators, a report puts the review in their queue and hides nothing by itself
 * (review-moderation.service.ts). Where it has none, the report that makes it `reviewLimits.reportsToHide` open
 * reports by established accounts hides it, and its stars leave the product's rating; a new account's report is kept
 * but hides nothing.
 */
export async function reportReview(context: ReviewsContext, reporter: SessionUser, id: string, reason: ReportReason) {
  const found = await selectReview(context.db, id);
  if (!found || !isPublic(found)) throw reviewNotFound();
  if (found.buyerId === reporter.id) throw refused('forbidden', 'own_review', 'You cannot report your own review.');
  const product = await selectProductForReviews(context.db, found.productId);
  if (!product) throw reviewNotFound();
  // A seller would hide the reviews they dislike: their answer is a reply.
  if (product.sellerId === reporter.id) throw refused('forbidden', 'own_product', 'You cannot report reviews of your own product.');
  await takeWriteAllowance(context, reporter);
  const { isNew } = await standingOf(context, reporter.id);
  const operatorsDecide = await marketHasOperators(context.db);
  const hidden = await context.db.transaction(async (tx) => {
    await lockProductForReview(tx, found.productId);
    const review = await lockReview(tx, id);
    if (!review || !isPublic(review)) return false;
    const reports = await insertReport(tx, { reviewId: id, reporterId: reporter.id, reason, countsTowardHiding: !isNew });
    if (operatorsDecide || reports < reviewLimits.reportsToHide) return false;
    await hideReview(tx, id);
    await recountProductRating(tx, found.productId);
    return true;
  });
  if (hidden) announceReviewChange(context, found.productId, { ratings: true });
  return { reported: true as const };
}

/** Products published at a time by the job: each is its own short transaction. */
const publishBatch = 100;

/**
 * Publishes the held reviews whose authors' accounts have come of age: each product's with its row held, recounted,
 * and its seller told of each. Run by every instance (market-jobs.ts); two runs at once publish each review once.
 */
export async function publishHeldReviews(context: ReviewsContext, signal: AbortSignal): Promise<number> {
  let published = 0;
  const now = context.now();
  for (;;) {
    const productIds = await selectProductsWithDueReviews(context.db, now, context.newAccounts.mailConfirmsAccounts, publishBatch);
    for (const productId of productIds) {
      if (signal.aborted) return published;
      published += await context.db.transaction(async (tx) => {
        const product = await lockProductForReview(tx, productId);
        if (!product) return 0;
        const due = await publishDueReviews(tx, productId, now, context.newAccounts.mailConfirmsAccounts);
        if (due.length === 0) return 0;
        await recountProductRating(tx, productId);
        await recordNotifications(
          tx,
          due.map((review) => reviewReceived(product.sellerId, { productId, productTitle: product.title, rating: review.rating })),
        );
        return due.length;
      });
      announceReviewChange(context, productId, { ratings: true });
    }
    if (productIds.length < publishBatch || signal.aborted) return published;
  }
}
