import type { ReviewRefusalReason } from '@domain/reviews/review.schema';
import type { MessageKey } from '@web/locales/en';
import { ApiRequestError } from '@web/lib/api-client';
import { describeApiError } from '@web/lib/api-error-message';
import type { Translate } from '@web/lib/i18n';

const refusalTexts: Record<ReviewRefusalReason, MessageKey> = {
  not_received: 'reviews.eligibility.notReceived',
  own_product: 'reviews.refused.ownProduct',
  already_reviewed: 'reviews.refused.alreadyReviewed',
  own_review: 'reviews.refused.ownReview',
  removed: 'reviews.refused.removed',
};

function isRefusalReason(reason: string | undefined): reason is ReviewRefusalReason {
  return reason !== undefined && Object.hasOwn(refusalTexts, reason);
}

/** Why a review, reply or report was refused, in the reader's language. */
export function reviewErrorMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiRequestError && isRefusalReason(error.error.reason)) return t(refusalTexts[error.error.reason]);
  return describeApiError(error, t);
}
