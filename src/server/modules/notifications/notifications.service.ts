import { z } from 'zod';
import {
  notificationSchema,
  notificationsPageSize,
  type MarkReadResult,
  type Notification,
  type NotificationContent,
  type NotificationsPage,
} from '../../../domain/notifications/notification.schema';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import {
  countUnreadNotifications,
  insertNotifications,
  lockRecipients,
  notifyChannel,
  selectNotificationBySequence,
  selectNotificationsAfter,
  selectNotificationsPage,
  updateAllNotificationsRead,
  updateNotificationRead,
  type NotificationRow,
} from './notifications.repository';

/** The channel new notifications are announced on, to every app instance on the database. */
export const notificationsChannel = 'govi_notifications';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more (and would fail the whole transaction). */
export const notifyPayloadLimitBytes = 7999;

/** A reconnecting stream is sent at most this many of the notifications it missed; the list is refetched anyway. */
export const catchUpLimit = 100;

/**
 * What goes over the channel: the notification itself, or, if that would not fit in a NOTIFY payload,
 * only where to find it.
 */
const announcementSchema = z.union([
  z.object({ userId: z.string(), notification: notificationSchema }),
  z.object({ userId: z.string(), sequence: z.number().int() }),
]);
export type Announcement = z.infer<typeof announcementSchema>;

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    sequence: row.sequence,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    ...({ kind: row.kind, params: row.params } as NotificationContent),
  };
}

export function announcementOf(row: NotificationRow): string {
  const whole = JSON.stringify({ userId: row.userId, notification: toNotification(row) } satisfies Announcement);
  if (Buffer.byteLength(whole) <= notifyPayloadLimitBytes) return whole;
  return JSON.stringify({ userId: row.userId, sequence: row.sequence } satisfies Announcement);
}

/** The user an announcement is for, read cheaply so instances with no stream for them can skip the rest. */
export function announcedUserId(payload: string): string | undefined {
  try {
    const userId = (JSON.parse(payload) as { userId?: unknown } | null)?.userId;
    return typeof userId === 'string' ? userId : undefined;
  } catch {
    return undefined;
  }
}

/** The announced notification, read from the database when it did not fit in the payload; undefined if malformed. */
export async function readAnnouncement(db: Db, payload: string): Promise<Notification | undefined> {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return undefined;
  }
  const parsed = announcementSchema.safeParse(json);
  if (!parsed.success) return undefined;
  if ('notification' in parsed.data) return parsed.data.notification;
  const row = await selectNotificationBySequence(db, parsed.data.userId, parsed.data.sequence);
  return row && toNotification(row);
}

/**
 * Stores notifications and announces each one. Call it inside the transaction that made the change they tell of,
 * so they exist, and are announced, exactly when the change does.
 */
export async function recordNotifications(db: Db, list: { userId: string; content: NotificationContent }[]): Promise<void> {
  // The caller's last step, so the recipients' locks are held only for the insert and the commit.
  await lockRecipients(
    db,
    list.map(({ userId }) => userId),
  );
  const rows = await insertNotifications(
    db,
    list.map(({ userId, content }) => ({ userId, kind: content.kind, params: content.params })),
  );
  for (const row of rows) {
    await notifyChannel(db, notificationsChannel, announcementOf(row));
  }
}

export async function getNotificationsPage(db: Db, userId: string, before: number | undefined): Promise<NotificationsPage> {
  const [rows, unreadCount] = await Promise.all([
    selectNotificationsPage(db, userId, { before, limit: notificationsPageSize + 1 }),
    countUnreadNotifications(db, userId),
  ]);
  return {
    notifications: rows.slice(0, notificationsPageSize).map(toNotification),
    unreadCount,
    hasMore: rows.length > notificationsPageSize,
  };
}

/** Another user's notification answers exactly as an unknown one does. */
export async function markNotificationRead(db: Db, userId: string, id: string): Promise<MarkReadResult> {
  const row = await updateNotificationRead(db, userId, id);
  if (!row) throw new AppError('not_found', 'This notification does not exist.');
  return { unreadCount: await countUnreadNotifications(db, userId) };
}

export async function markAllNotificationsRead(db: Db, userId: string): Promise<MarkReadResult> {
  await updateAllNotificationsRead(db, userId);
  return { unreadCount: await countUnreadNotifications(db, userId) };
}

/** What a reconnecting stream missed: the user's notifications after the last one it received, oldest first. */
export async function listMissedNotifications(db: Db, userId: string, lastSequence: number): Promise<Notification[]> {
  return (await selectNotificationsAfter(db, userId, lastSequence, catchUpLimit)).map(toNotification);
}
