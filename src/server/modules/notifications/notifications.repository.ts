import { and, asc, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { NotificationKind } from '../../../domain/notifications/notification.schema';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema/notifications';

export type NewNotification = { userId: string; kind: NotificationKind; params: Record<string, unknown> };
export type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotifications(db: Db, rows: NewNotification[]): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  return db.insert(notifications).values(rows).returning();
}

/**
 * Tells every instance listening on the channel, when (and only if) the surrounding transaction commits:
 * PostgreSQL holds NOTIFY until commit and drops it on rollback.
 */
export async function notifyChannel(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/**
 * Holds, until the transaction ends, a lock per recipient: two transactions notifying the same user take their
 * sequence numbers one after the other, in the order they commit. Without it, a transaction that numbered
 * its notification first but committed second would slip behind a reconnecting stream's Last-Event-ID.
 */
export async function lockRecipients(db: Db, userIds: string[]): Promise<void> {
  // One at a time, in a fixed order, so two transactions locking several recipients cannot deadlock.
  for (const userId of [...new Set(userIds)].sort()) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`govi-notifications:${userId}`}, 0))`);
  }
}

/** Newest first, below `before` when given; one row more than asked shows whether there are more. */
export async function selectNotificationsPage(
  db: Db,
  userId: string,
  options: { before: number | undefined; limit: number },
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), options.before === undefined ? undefined : lt(notifications.sequence, options.before)))
    .orderBy(desc(notifications.sequence))
    .limit(options.limit);
}

/** The newest `limit` of the user's notifications after `sequence`, oldest first (a reconnecting stream's catch-up). */
export async function selectNotificationsAfter(db: Db, userId: string, sequence: number, limit: number): Promise<NotificationRow[]> {
  const newest = db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), gt(notifications.sequence, sequence)))
    .orderBy(desc(notifications.sequence))
    .limit(limit)
    .as('newest');
  return db.select().from(newest).orderBy(asc(newest.sequence));
}

export async function selectNotificationBySequence(db: Db, userId: string, sequence: number): Promise<NotificationRow | undefined> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.sequence, sequence)));
  return row;
}

export async function countUnreadNotifications(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** Marks one of the user's notifications read (keeping the first time it was read); undefined when it is not theirs. */
export async function updateNotificationRead(db: Db, userId: string, id: string): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row;
}

export async function updateAllNotificationsRead(db: Db, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
