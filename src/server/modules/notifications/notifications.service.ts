import type { Notification, NotificationContent } from '../../../domain/notifications/notification.schema';
import type { Db } from '../../db/client';
import { insertNotifications, notifyChannel, type NotificationRow } from './notifications.repository';

/** The channel new notifications are announced on, to every app instance on the database. */
export const notificationsChannel = 'govi_notifications';

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    sequence: row.sequence,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    ...({ kind: row.kind, params: row.params } as NotificationContent),
  };
}

/**
 * Stores notifications and announces each one. Call it inside the transaction that made the change they tell of,
 * so they exist, and are announced, exactly when the change does.
 */
export async function recordNotifications(db: Db, list: { userId: string; content: NotificationContent }[]): Promise<void> {
  const rows = await insertNotifications(
    db,
    list.map(({ userId, content }) => ({ userId, kind: content.kind, params: content.params })),
  );
  for (const row of rows) {
    await notifyChannel(db, notificationsChannel, JSON.stringify({ userId: row.userId, notification: toNotification(row) }));
  }
}
