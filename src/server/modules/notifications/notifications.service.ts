import { z } from 'zod';
import {
  notificationsPageSize,
  type MarkReadResult,
  type Notification,
  type NotificationContent,
  type NotificationsPage,
} from '@domain/notifications/notification.schema';
import type { Db } from '@server/db/client';
import { AppError } from '@server/errors';
import { deleteInBatches } from '@server/infra/jobs/in-batches';
import {
  announce,
  countUnreadNotifications,
  deleteNotificationsReadBefore,
  insertAndAnnounceNotifications,
  selectNotificationBySequence,
  selectNotificationsAfter,
  selectNotificationsPage,
  updateAllNotificationsRead,
  updateNotificationRead,
  type NotificationRow,
} from './notifications.repository';

/** The channel new notifications are announced on, to every app instance on the database. */
export const notificationsChannel = 'govi_notifications';

/** The channel ended sessions are announced on, so every instance ends the event streams it holds for them. */
export const sessionEndsChannel = 'govi_session_ends';

const sessionEndSchema = z.object({ sessionId: z.string(), userId: z.string() });
export type SessionEnd = z.infer<typeof sessionEndSchema>;

/** Tells every instance (this one too) that a session has ended. */
export async function announceSessionEnded(db: Db, end: SessionEnd): Promise<void> {
  await announce(db, sessionEndsChannel, JSON.stringify(end));
}

/** The ended session an announcement names; undefined if it is malformed. */
export function readSessionEnd(payload: string): SessionEnd | undefined {
  try {
    const parsed = sessionEndSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** A reconnecting stream is sent at most this many of the notifications it missed; the list is refetched anyway. */
export const catchUpLimit = 100;

/**
 * What goes over the channel: whose notification and its number, never its content. The instances holding a
 * stream for that user read it back; the rest skip it. The content may be of any size, while a NOTIFY payload
 * may not pass 8000 bytes, and the writing transaction stays one statement.
 */
const announcementSchema = z.object({ userId: z.string(), sequence: z.number().int() });
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

/** The user an announcement is for, read cheaply so instances with no stream for them can skip the rest. */
export function announcedUserId(payload: string): string | undefined {
  try {
    const userId = (JSON.parse(payload) as { userId?: unknown } | null)?.userId;
    return typeof userId === 'string' ? userId : undefined;
  } catch {
    return undefined;
  }
}

/** The announced notification, read from the database; undefined if the announcement is malformed or the row is gone. */
export async function readAnnouncement(db: Db, payload: string): Promise<Notification | undefined> {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return undefined;
  }
  const parsed = announcementSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const row = await selectNotificationBySequence(db, parsed.data.userId, parsed.data.sequence);
  return row && toNotification(row);
}

/**
 * Stores notifications and announces each one. Call it inside the transaction that made the change they tell of,
 * so they exist, and are announced, exactly when the change does.
 */
export async function recordNotifications(db: Db, list: { userId: string; content: NotificationContent }[]): Promise<void> {
  await insertAndAnnounceNotifications(
    db,
    // Recipients in one fixed order, so two transactions locking several of them cannot deadlock.
    [...list]
      .sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0))
      .map(({ userId, content }) => ({ userId, kind: content.kind, params: content.params })),
    notificationsChannel,
  );
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
export async function markNotificationRead(db: Db, userId: string, id: string, at: Date): Promise<MarkReadResult> {
  const row = await updateNotificationRead(db, userId, id, at);
  if (!row) throw new AppError('not_found', 'This notification does not exist.');
  return { unreadCount: await countUnreadNotifications(db, userId) };
}

export async function markAllNotificationsRead(db: Db, userId: string, at: Date): Promise<MarkReadResult> {
  await updateAllNotificationsRead(db, userId, at);
  return { unreadCount: await countUnreadNotifications(db, userId) };
}

/** What a reconnecting stream missed: the user's notifications after the last one it received, oldest first. */
export async function listMissedNotifications(db: Db, userId: string, lastSequence: number): Promise<Notification[]> {
  return (await selectNotificationsAfter(db, userId, lastSequence, catchUpLimit)).map(toNotification);
}

/**
 * A read notification is kept this long after it was read, then pruned. Unread ones are kept however old: each is
 * something its reader has not seen yet (an order to confirm, a change to their order) and counts in the bell.
 */
export const readNotificationsKeptDays = 90;

/**
 * Rows deleted per statement, so a backlog (the first prune of a market with years of notifications) goes in short
 * steps that hold their row locks briefly and, on PGlite, let requests in between: a batch of 500 took tens of
 * milliseconds on either engine here, one of 1,000 up to 135 ms on PGlite.
 */
export const notificationsPruneBatch = 500;

/**
 * The pruning job: deletes notifications read more than `readNotificationsKeptDays` before `now`, batch after
 * batch until none is left or the app stops. Returns how many it deleted.
 */
export async function pruneReadNotifications(db: Db, now: Date, signal: AbortSignal, batchSize = notificationsPruneBatch): Promise<number> {
  const readBefore = new Date(now.getTime() - readNotificationsKeptDays * 24 * 60 * 60 * 1000);
  return deleteInBatches((limit) => deleteNotificationsReadBefore(db, readBefore, limit), batchSize, signal);
}
