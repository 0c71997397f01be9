import type { QueryClient } from '@tanstack/react-query';
import type { Notification } from '@domain/notifications/notification.schema';
import { notificationsQueryKey, type NotificationsData } from './get-notifications';

/** The unread count is the server's, carried on the first page. */
export function unreadCountOf(data: NotificationsData | undefined): number {
  return data?.pages[0]?.unreadCount ?? 0;
}

/** The newest sequence the list holds: a stream opened now asks for everything after it. */
export function newestSequenceOf(data: NotificationsData | undefined): number {
  return data?.pages[0]?.notifications[0]?.sequence ?? 0;
}

/** Puts a notification that arrived live at the top of the list, once, counting it as unread. */
export function addNotificationToCache(queryClient: QueryClient, notification: Notification) {
  const data = queryClient.getQueryData<NotificationsData>(notificationsQueryKey);
  const [first, ...rest] = data?.pages ?? [];
  // Not loaded yet, or being loaded: the list read from the server is the one to trust.
  if (!data || !first || queryClient.isFetching({ queryKey: notificationsQueryKey }) > 0) {
    void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    return;
  }
  if (data.pages.some((page) => page.notifications.some((shown) => shown.id === notification.id))) return;
  const notifications = [notification, ...first.notifications].sort((a, b) => b.sequence - a.sequence);
  const unreadCount = first.unreadCount + (notification.readAt === null ? 1 : 0);
  queryClient.setQueryData<NotificationsData>(notificationsQueryKey, {
    ...data,
    pages: [{ ...first, notifications, unreadCount }, ...rest],
  });
}

/** Shows notifications as read at once; `unreadCount`, once the server has answered, replaces the count. */
export function markReadInCache(queryClient: QueryClient, isRead: (notification: Notification) => boolean, unreadCount?: number) {
  queryClient.setQueryData<NotificationsData>(notificationsQueryKey, (data) => {
    if (!data) return data;
    const now = new Date().toISOString();
    let newlyRead = 0;
    const pages = data.pages.map((page) => ({
      ...page,
      notifications: page.notifications.map((notification) => {
        if (notification.readAt !== null || !isRead(notification)) return notification;
        newlyRead += 1;
        return { ...notification, readAt: now };
      }),
    }));
    const [first, ...rest] = pages;
    if (!first) return data;
    return { ...data, pages: [{ ...first, unreadCount: unreadCount ?? Math.max(0, first.unreadCount - newlyRead) }, ...rest] };
  });
}
