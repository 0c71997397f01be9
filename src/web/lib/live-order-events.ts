import type { QueryClient } from '@tanstack/react-query';
import type { NotificationContent } from '@domain/notifications/notification.schema';
import { ordersQueryKey, sellerSalesQueryKey } from './order-query-keys';

/**
 * Which of the reader's queries a live notification makes stale. Each order event tells one side of the order
 * what the other did: a seller of a new order or of the buyer's cancelling, a buyer of a seller's move. The pages
 * that show an order read through these keys, so they follow the same events as the bell, without a reload.
 */
export function queryKeysChangedBy(notification: NotificationContent): readonly (readonly string[])[] {
  switch (notification.kind) {
    case 'new_order':
      return [sellerSalesQueryKey];
    case 'order_cancelled':
      return notification.params.actor === 'buyer' ? [sellerSalesQueryKey] : [ordersQueryKey];
    case 'order_confirmed':
    case 'order_delivered':
    // An item reached the buyer: My Orders offers "I received it", then "Rate this product".
    case 'review_invitation':
      return [ordersQueryKey];
    case 'review_received':
    case 'review_replied':
      return [];
  }
}

/** Refetches what is on screen and marks the rest stale, for each notification heard on the event stream. */
export function refreshAfterLiveEvent(queryClient: QueryClient, notification: NotificationContent) {
  for (const queryKey of queryKeysChangedBy(notification)) void queryClient.invalidateQueries({ queryKey });
}
