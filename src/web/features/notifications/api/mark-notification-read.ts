import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkReadResult } from '@domain/notifications/notification.schema';
import { apiFetch } from '@web/lib/api-client';
import { notificationsQueryKey } from './get-notifications';
import { markReadInCache } from './notifications-cache';

export function markNotificationRead({ id }: { id: string }): Promise<MarkReadResult> {
  return apiFetch<MarkReadResult>(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: ({ id }) => markReadInCache(queryClient, (notification) => notification.id === id),
    onSuccess: ({ unreadCount }) => markReadInCache(queryClient, () => false, unreadCount),
    onError: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
