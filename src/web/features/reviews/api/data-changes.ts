import type { HearDataChange } from '@web/lib/data-changes';
import { myReviewQueryKey } from './review-query-keys';

/** A confirmed receipt may let the buyer rate the product: the product page's "may I rate it" is asked again. */
export const reviewsHear: HearDataChange = (change, queryClient) => {
  if (change.kind === 'receipt-confirmed') void queryClient.invalidateQueries({ queryKey: myReviewQueryKey(change.productId) });
};
