import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { eventsPath, notificationEventName } from '@domain/notifications/event-stream';
import type { Notification } from '@domain/notifications/notification.schema';
import { useAnnounceDataChange } from '@web/lib/data-changes';
import { sessionQueryKey } from '@web/lib/session';
import { notificationsQueryKey, type NotificationsData } from './api/get-notifications';
import { addNotificationToCache, newestSequenceOf } from './api/notifications-cache';

const refusedRetryMs = { first: 5_000, max: 60_000 };

/**
 * Keeps the notification list current over the event stream while mounted (the bell is mounted only
 * when signed in, so signing out closes it). The stream opens once the list has loaded, asking for
 * everything after the list's newest, so nothing falls between the two. EventSource reconnects by itself
 * after a dropped connection, sending Last-Event-ID, and the server replays what was missed.
 */
export function useLiveNotifications(listLoaded: boolean) {
  const queryClient = useQueryClient();
  const announce = useAnnounceDataChange();
  const lastSeen = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!listLoaded || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let refusals = 0;
    let opened = false;

    function connect() {
      const since = lastSeen.current ?? String(newestSequenceOf(queryClient.getQueryData<NotificationsData>(notificationsQueryKey)));
      const stream = new EventSource(`${eventsPath}?lastEventId=${encodeURIComponent(since)}`);
      source = stream;
      stream.addEventListener('open', () => {
        refusals = 0;
        // Back after a drop: the replay brings what was missed, the refetch what was read on another device.
        if (opened) void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
        opened = true;
      });
      stream.addEventListener(notificationEventName, (event) => {
        const message = event as MessageEvent<string>;
        if (message.lastEventId) lastSeen.current = message.lastEventId;
        const notification = JSON.parse(message.data) as Notification;
        addNotificationToCache(queryClient, notification);
        // The pages showing the order follow the same event, so they never disagree with the bell.
        announce({ kind: 'order-news', notification });
      });
      stream.addEventListener('error', () => {
        // While CONNECTING the browser is retrying by itself; CLOSED means the server refused the stream.
        if (stream.readyState !== EventSource.CLOSED) return;
        // A refused stream may mean the session ended elsewhere: checking it unmounts the bell if so.
        void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        const delay = Math.min(refusedRetryMs.max, refusedRetryMs.first * 2 ** refusals);
        refusals += 1;
        retryTimer = setTimeout(connect, delay);
      });
    }

    connect();
    return () => {
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [listLoaded, queryClient, announce]);
}
