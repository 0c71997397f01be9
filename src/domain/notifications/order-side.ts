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
      return readerSideOf(notification.params);
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
    case 'verification_approved':
    case 'verification_refused':
    case 'verification_withdrawn':
      return null;
  }
}

/** Which side of an order a cancellation's reader is on: the other side from who cancelled, or as an operator's says. */
export function readerSideOf(params: { actor: 'buyer' | 'seller' | 'operator'; side?: 'buyer' | 'seller' }): 'buyer' | 'seller' {
  if (params.actor === 'operator') return params.side ?? 'buyer';
  return params.actor === 'buyer' ? 'seller' : 'buyer';
}
