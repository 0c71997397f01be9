// Without zod: the web app's start reads this on every page (decision 035).
import type { NotificationContent } from './notification.schema';

/**
 * Whose order pages a notification changes: a seller's (a new order, the buyer cancelling one), a buyer's (the
 * seller confirming, delivering or cancelling, an item offered for rating), or none (news of reviews).
 */
export function orderSideChangedBy(notification: NotificationContent): 'seller' | 'buyer' | null {
  switch (notification.kind) {
    case 'new_order':
      return 'seller';
    case 'order_cancelled':
      return notification.params.actor === 'buyer' ? 'seller' : 'buyer';
    case 'order_confirmed':
    case 'order_delivered':
    case 'review_invitation':
      return 'buyer';
    case 'review_received':
    case 'review_replied':
    case 'review_removed':
    case 'review_kept':
    case 'listing_hidden':
    case 'listing_restored':
      return null;
  }
}
