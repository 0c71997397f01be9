import type { FastifyBaseLogger } from 'fastify';
import type { Notification } from '@domain/notifications/notification.schema';
import type { Database } from '@server/db/client';
import { announcedUserId, notificationsChannel, readAnnouncement } from './notifications.service';

export type NotificationSubscriber = {
  deliver(notification: Notification): void;
  /** The instance may have missed announcements (its database listener was lost and restored). */
  resync(): void;
};

/**
 * One database listener per app instance, handing each announced notification to this instance's
 * subscribers for that user. Whichever instance recorded it, every instance hears it, so a user's
 * browser can be connected to any of them.
 */
export function createNotificationHub(database: Database, log: FastifyBaseLogger) {
  const subscribersByUser = new Map<string, Set<NotificationSubscriber>>();
  let stopListening: (() => Promise<void>) | undefined;

  /** Per user, the delivery in progress: a user's notifications go out one after another, in announcement order. */
  const deliveries = new Map<string, Promise<void>>();

  function receive(payload: string) {
    const userId = announcedUserId(payload);
    // Most instances hold no stream for most users: skip the parsing and any lookup.
    if (userId === undefined || !subscribersByUser.has(userId)) return;
    // Each announcement is read back from the database; reads of one user's two notifications must not
    // overtake each other, or a stream could see 11 before 10 and resume after 11.
    const delivery = (deliveries.get(userId) ?? Promise.resolve()).then(() => deliver(userId, payload));
    deliveries.set(userId, delivery);
    void delivery.finally(() => {
      if (deliveries.get(userId) === delivery) deliveries.delete(userId);
    });
  }

  async function deliver(userId: string, payload: string) {
    try {
      const notification = await readAnnouncement(database.db, payload);
      if (!notification) {
        log.warn({ channel: notificationsChannel }, 'ignored a malformed notification announcement');
        return;
      }
      for (const subscriber of subscribersByUser.get(userId) ?? []) subscriber.deliver(notification);
    } catch (error) {
      log.error({ err: error }, 'delivering a notification failed');
    }
  }

  return {
    async start() {
      stopListening = await database.listen(notificationsChannel, receive, {
        lost(error) {
          log.warn({ err: error }, 'the notifications listener lost its database connection; reconnecting');
        },
        restored() {
          log.warn('the notifications listener is back; open event streams reconnect to catch up');
          for (const subscribers of subscribersByUser.values()) {
            for (const subscriber of [...subscribers]) subscriber.resync();
          }
        },
      });
    },

    subscribe(userId: string, subscriber: NotificationSubscriber): () => void {
      let subscribers = subscribersByUser.get(userId);
      if (!subscribers) {
        subscribers = new Set();
        subscribersByUser.set(userId, subscribers);
      }
      subscribers.add(subscriber);
      return () => {
        subscribers.delete(subscriber);
        if (subscribers.size === 0 && subscribersByUser.get(userId) === subscribers) subscribersByUser.delete(userId);
      };
    },

    /** How many users have a subscriber here (for tests and diagnostics). */
    get userCount() {
      return subscribersByUser.size;
    },

    async stop() {
      await stopListening?.();
      stopListening = undefined;
    },
  };
}
