import type { AdminSession } from '@domain/admin/audit.schema';
import type { ReportReason } from '@domain/reviews/review-limits';
import {
  reportedReviewsPageSize,
  type KeepReviewInput,
  type RemoveReviewInput,
  type ReportedReview,
  type ReportedReviewsPage,
  type ReportedReviewsQuery,
} from '@domain/reviews/review-moderation.schema';
import { AppError } from '@server/errors';
import { recordOperatorAct, refuseOwnCase } from '../admin/admin.service';
import { lockProductForReview, recountProductRating } from '../catalog/product-rows.service';
import { recordNotifications } from '../notifications/notifications.service';
import {
  decideReports,
  lockReview,
  markReviewRemoved,
  markReviewShown,
  selectModerationPage,
  selectModerationRow,
  selectReportsOf,
  selectReview,
  type ModerationRow,
  type ReviewRow,
} from './reviews.repository';
import type { ReviewsContext } from './reviews.service';

// The operators' queue of reported reviews (decision 061): every reported review with its reports (reason, reporter,
// the reporter's account age, whether they ordered the product), kept or removed by an operator. Where the market has
// operators, reports only put a review in this queue; where it has none, three established reporters still hide it.

type Operator = AdminSession['operator'];

function stateOf(review: ReviewRow, reports: { status: string }[]): ReportedReview['state'] {
  if (review.removedAt) return 'removed';
  if (reports.some((report) => report.status === 'open')) return 'open';
  return reports.some((report) => report.status === 'dismissed') ? 'kept' : 'unreported';
}

async function toReportedReviews(context: ReviewsContext, rows: ModerationRow[]): Promise<ReportedReview[]> {
  const reports = await selectReportsOf(
    context.db,
    rows.map((row) => row.review.id),
  );
  return rows.map(({ review, productTitle, authorName }) => {
    const own = reports.filter((report) => report.reviewId === review.id);
    return {
      id: review.id,
      productId: review.productId,
      productTitle,
      rating: review.rating,
      comment: review.comment,
      authorId: review.buyerId,
      authorName,
      createdAt: review.createdAt.toISOString(),
      editedAt: review.updatedAt.getTime() > review.createdAt.getTime() ? review.updatedAt.toISOString() : null,
      hidden: review.hiddenAt !== null,
      removed: review.removedAt && review.removedReason ? { at: review.removedAt.toISOString(), reason: review.removedReason } : null,
      state: stateOf(review, own),
      reports: own.map(({ reviewId: _reviewId, at, reporterSince, ...report }) => ({
        ...report,
        at: at.toISOString(),
        reporterSince: reporterSince.toISOString(),
      })),
    };
  });
}

export async function getReportedReviews(context: ReviewsContext, query: ReportedReviewsQuery): Promise<ReportedReviewsPage> {
  const rows = await selectModerationPage(context.db, query.state, {
    limit: reportedReviewsPageSize + 1,
    offset: (query.page - 1) * reportedReviewsPageSize,
  });
  return {
    reviews: await toReportedReviews(context, rows.slice(0, reportedReviewsPageSize)),
    page: query.page,
    pageSize: reportedReviewsPageSize,
    more: rows.length > reportedReviewsPageSize,
  };
}

const reviewNotFound = () => new AppError('not_found', 'Review not found');

/** The review as the queue shows it now, whichever list it is in. */
async function readReported(context: ReviewsContext, id: string): Promise<ReportedReview> {
  const row = await selectModerationRow(context.db, id);
  if (!row) throw reviewNotFound();
  const [reported] = await toReportedReviews(context, [row]);
  if (!reported) throw reviewNotFound();
  return reported;
}

/**
 * An operator's decision on a review, with its product's row and its own held (the order every review write takes),
 * the product's rating counted again, the author told, and the audit entry, in one transaction; the cached pages of
 * the product are dropped on every instance after it. `decide` answers whether anything changed: a second press, or
 * two operators at once, changes nothing and writes nothing.
 */
async function decide(
  context: ReviewsContext,
  operator: Operator,
  id: string,
  act: {
    action: 'review.kept' | 'review.removed' | 'review.restored';
    reason?: string | undefined;
    change: (tx: ReviewsContext['db'], review: ReviewRow) => Promise<ToldAuthor | false>;
  },
): Promise<ReportedReview> {
  const found = await selectReview(context.db, id);
  if (!found) throw reviewNotFound();
  const changed = await context.db.transaction(async (tx) => {
    const product = await lockProductForReview(tx, found.productId);
    const review = await lockReview(tx, id);
    if (!product || !review) throw reviewNotFound();
    // Their own review, or one of their product: another operator decides it.
    refuseOwnCase(operator, review.buyerId, product.sellerId);
    const told = await act.change(tx, review);
    if (told === false) return false;
    await recountProductRating(tx, review.productId);
    const about = { productId: product.id, productTitle: product.title };
    if (told !== null) {
      await recordNotifications(tx, [
        {
          userId: review.buyerId,
          content:
            told.kind === 'review_removed'
              ? { kind: told.kind, params: { ...about, reason: told.reason } }
              : { kind: told.kind, params: about },
        },
      ]);
    }
    await recordOperatorAct(tx, {
      operator,
      action: act.action,
      subject: { kind: 'review', id, name: `${'★'.repeat(review.rating)} ${product.title}` },
      reason: act.reason,
    });
    return true;
  });
  if (changed) context.changes.announce({ products: [found.productId], ratings: true });
  return readReported(context, id);
}

/** What the author is told of a decision, if anything. */
type ToldAuthor = { kind: 'review_removed'; reason: ReportReason } | { kind: 'review_kept' } | null;

/**
 * Removes the review: hidden for good, out of the product's rating, its open reports upheld, its author told why.
 * One already removed stays as it was.
 */
export function removeReportedReview(context: ReviewsContext, operator: Operator, id: string, input: RemoveReviewInput) {
  return decide(context, operator, id, {
    action: 'review.removed',
    reason: [input.reason, input.note].filter(Boolean).join(': '),
    async change(tx, review) {
      if (review.removedAt) return false;
      await decideReports(tx, id, ['open'], 'upheld');
      await markReviewRemoved(tx, id, input.reason);
      return { kind: 'review_removed', reason: input.reason };
    },
  });
}

/**
 * Keeps the review: its open reports dismissed, and shown again if reports had hidden it (then its author is told).
 * A removed review stays removed (an operator who saw it open does not undo a colleague's removal by keeping it:
 * that is `restore`); one with nothing open and nothing hidden stays as it was.
 */
export function keepReportedReview(context: ReviewsContext, operator: Operator, id: string, input: KeepReviewInput) {
  return decide(context, operator, id, {
    action: 'review.kept',
    reason: input.note,
    async change(tx, review) {
      if (review.removedAt) return false;
      const dismissed = await decideReports(tx, id, ['open'], 'dismissed');
      const wasHidden = review.hiddenAt !== null;
      if (dismissed === 0 && !wasHidden) return false;
      if (!wasHidden) return null;
      await markReviewShown(tx, id);
      return { kind: 'review_kept' };
    },
  });
}

/**
 * Undoes a removal: the review is shown and counted again, the reports the removal upheld (and any open) are
 * dismissed, and its author is told. One not removed stays as it was.
 */
export function restoreRemovedReview(context: ReviewsContext, operator: Operator, id: string, input: KeepReviewInput) {
  return decide(context, operator, id, {
    action: 'review.restored',
    reason: input.note,
    async change(tx, review) {
      if (!review.removedAt) return false;
      await decideReports(tx, id, ['open', 'upheld'], 'dismissed');
      await markReviewShown(tx, id);
      return { kind: 'review_kept' };
    },
  });
}
