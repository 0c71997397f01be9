import { orderSideChangedBy } from '@domain/notifications/order-side';
import type { HearDataChange } from '@web/lib/data-changes';
import { ordersQueryKey } from './order-query-keys';

/**
 * What My Orders and an order's page show of others' moves: a seller confirming, delivering or cancelling, and an
 * item offered for rating, heard on the event stream as the bell hears them (refetched if on screen); a review
 * written ends an item's "Rate this product" (read at the next visit).
 */
export const ordersHear: HearDataChange = (change, queryClient) => {
  if (change.kind === 'review-written') void queryClient.invalidateQueries({ queryKey: ordersQueryKey, refetchType: 'none' });
  if (change.kind === 'order-news' && orderSideChangedBy(change.notification) === 'buyer') {
    void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
  }
};
