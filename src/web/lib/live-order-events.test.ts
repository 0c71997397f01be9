import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { NotificationContent } from '@domain/notifications/notification.schema';
import { queryKeysChangedBy, refreshAfterLiveEvent } from './live-order-events';
import { ordersQueryKey, sellerSalesQueryKey } from './order-query-keys';

const items = { orderId: 'o1', productTitle: 'Tomatoes', quantity: 3, unit: 'kg', itemCount: 1 } as const;
const product = { productId: 'p1', productTitle: 'Tomatoes' };

describe('the queries a live notification makes stale', () => {
  it.each<[string, NotificationContent, readonly (readonly string[])[]]>([
    ['a seller’s new order', { kind: 'new_order', params: { ...items, buyerDistrict: 'kandy' } }, [sellerSalesQueryKey]],
    ['a seller hearing the buyer cancelled', { kind: 'order_cancelled', params: { ...items, actor: 'buyer' } }, [sellerSalesQueryKey]],
    ['a buyer hearing a seller cancelled', { kind: 'order_cancelled', params: { ...items, actor: 'seller' } }, [ordersQueryKey]],
    ['a buyer’s confirmed order', { kind: 'order_confirmed', params: { ...items, actor: 'seller' } }, [ordersQueryKey]],
    ['a buyer’s delivered order', { kind: 'order_delivered', params: { ...items, actor: 'seller' } }, [ordersQueryKey]],
    ['a buyer invited to rate', { kind: 'review_invitation', params: product }, [ordersQueryKey]],
    ['a seller’s new review', { kind: 'review_received', params: { ...product, rating: 5 } }, []],
    ['a buyer’s reply', { kind: 'review_replied', params: product }, []],
  ])('%s', (_name, notification, keys) => {
    expect(queryKeysChangedBy(notification)).toEqual(keys);
  });
});

describe('refreshing after a live event', () => {
  it('marks every query under the keys stale (list, detail, dashboard) and leaves the others alone', () => {
    const queryClient = new QueryClient();
    const keys = {
      orderList: [...ordersQueryKey, 'list'],
      orderDetail: [...ordersQueryKey, 'detail', 'o1'],
      dashboard: [...sellerSalesQueryKey, 'dashboard'],
      sellerOrders: [...sellerSalesQueryKey, 'orders', 'all'],
    };
    for (const key of Object.values(keys)) queryClient.setQueryData(key, { fresh: true });
    const stale = () =>
      Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, queryClient.getQueryState(key)?.isInvalidated]));

    refreshAfterLiveEvent(queryClient, { kind: 'new_order', params: { ...items, buyerDistrict: 'kandy' } });
    expect(stale()).toEqual({ orderList: false, orderDetail: false, dashboard: true, sellerOrders: true });

    refreshAfterLiveEvent(queryClient, { kind: 'order_confirmed', params: { ...items, actor: 'seller' } });
    expect(stale()).toEqual({ orderList: true, orderDetail: true, dashboard: true, sellerOrders: true });
  });
});
