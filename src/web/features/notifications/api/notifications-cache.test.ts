import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@domain/notifications/notification.schema';
import { notificationsQueryKey, type NotificationsData } from './get-notifications';
import { addNotificationToCache, markReadInCache, newestSequenceOf, unreadCountOf } from './notifications-cache';

function notification(sequence: number, readAt: string | null = null): Notification {
  return {
    id: `id-${sequence}`,
    sequence,
    readAt,
    createdAt: '2026-11-21T08:00:00.000Z',
    kind: 'new_order',
    params: { orderId: 'order', productTitle: `Produce ${sequence}`, quantity: 1, unit: 'kg', itemCount: 1, buyerDistrict: 'kandy' },
  };
}

function clientWith(pages: { notifications: Notification[]; unreadCount: number; hasMore: boolean }[]) {
  const queryClient = new QueryClient();
  queryClient.setQueryData<NotificationsData>(notificationsQueryKey, { pages, pageParams: pages.map(() => undefined) });
  return queryClient;
}

const cached = (queryClient: QueryClient) => queryClient.getQueryData<NotificationsData>(notificationsQueryKey);

describe('the notification list in the cache', () => {
  it('puts one that arrived live on top, once, and counts it as unread', () => {
    const queryClient = clientWith([
      { notifications: [notification(5), notification(3, '2026-11-21T08:01:00.000Z')], unreadCount: 1, hasMore: false },
    ]);
    addNotificationToCache(queryClient, notification(8));
    addNotificationToCache(queryClient, notification(8));
    const data = cached(queryClient);
    expect(data?.pages[0]?.notifications.map((shown) => shown.sequence)).toEqual([8, 5, 3]);
    expect(unreadCountOf(data)).toBe(2);
    expect(newestSequenceOf(data)).toBe(8);
  });

  it('keeps newest first when a replayed one arrives after a newer one', () => {
    const queryClient = clientWith([{ notifications: [notification(9)], unreadCount: 1, hasMore: false }]);
    addNotificationToCache(queryClient, notification(7));
    expect(cached(queryClient)?.pages[0]?.notifications.map((shown) => shown.sequence)).toEqual([9, 7]);
  });

  it('marks read on every page and lowers the count, then takes the server’s count', () => {
    const queryClient = clientWith([
      { notifications: [notification(30), notification(29)], unreadCount: 3, hasMore: true },
      { notifications: [notification(10)], unreadCount: 3, hasMore: false },
    ]);
    markReadInCache(queryClient, (shown) => shown.sequence === 10);
    expect(cached(queryClient)?.pages[1]?.notifications[0]?.readAt).toEqual(expect.any(String));
    expect(unreadCountOf(cached(queryClient))).toBe(2);
    markReadInCache(queryClient, () => false, 5);
    expect(unreadCountOf(cached(queryClient))).toBe(5);
  });

  it('has nothing to go on before the list is loaded', () => {
    const queryClient = new QueryClient();
    expect(unreadCountOf(cached(queryClient))).toBe(0);
    expect(newestSequenceOf(cached(queryClient))).toBe(0);
    addNotificationToCache(queryClient, notification(1));
    expect(cached(queryClient)).toBeUndefined();
  });
});
