import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkReadResult } from '@domain/notifications/notification.schema';
import { apiFetch } from '@web/lib/api-client';
import { notificationsQueryKey } from './get-notifications';
import { markReadInCache } from './notifications-cache';

export function markAllNotificationsRead(): Promise<MarkReadResult> {
  return apiFetch<MarkReadResult>('/api/notifications/read-all', { method: 'POST' });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: () => markReadInCache(queryClient, () => true, 0),
    onSuccess: ({ unreadCount }) => markReadInCache(queryClient, () => false, unreadCount),
    onError: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
