import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { NotificationsPage } from '@domain/notifications/notification.schema';
import { apiFetch } from '@web/lib/api-client';

export type NotificationsData = InfiniteData<NotificationsPage>;

export function getNotifications({
  before,
  signal,
}: { before?: number | undefined; signal?: AbortSignal } = {}): Promise<NotificationsPage> {
  return apiFetch<NotificationsPage>(`/api/notifications${before === undefined ? '' : `?before=${before}`}`, { signal });
}

export const notificationsQueryKey = ['notifications'] as const;

export function getNotificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: notificationsQueryKey,
    queryFn: ({ pageParam, signal }) => getNotifications({ before: pageParam, signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (lastPage) => (lastPage.hasMore ? lastPage.notifications.at(-1)?.sequence : undefined),
    // New ones arrive over the event stream; reading them elsewhere shows when the tab is looked at again.
    staleTime: 60_000,
  });
}

export function useNotifications() {
  return useInfiniteQuery(getNotificationsQueryOptions());
}
