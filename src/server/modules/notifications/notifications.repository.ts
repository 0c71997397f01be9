import { and, asc, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { NotificationKind } from '@domain/notifications/notification.schema';
import type { Db } from '@server/db/client';
import { notifications } from '@server/db/schema/notifications';

export type NewNotification = { userId: string; kind: NotificationKind; params: Record<string, unknown> };
export type NotificationRow = typeof notifications.$inferSelect;

/**
 * Stores notifications and announces each on `channel`, in one statement (checkout runs it in every order's
 * transaction, so round trips count):
 * - first a transaction-scoped lock per recipient, taken in the order given (callers sort by user), so two
 *   transactions notifying the same user take their sequence numbers one after the other, in the order they
 *   commit; otherwise one numbered first but committed second could slip behind a reconnecting stream's
 *   Last-Event-ID;
 * - then the rows, each numbered after its recipient's lock is held;
 * - then `pg_notify` of `{ userId, sequence }` per row, which PostgreSQL delivers on commit only.
 */
export async function insertAndAnnounceNotifications(db: Db, rows: NewNotification[], channel: string): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((row) => sql`(${row.userId}::text, ${row.kind}::notification_kind, ${JSON.stringify(row.params)}::jsonb)`),
    sql`, `,
  );
  // A volatile function in a target list is evaluated for every row, before the row reaches the insert.
  await db.execute(sql`
    with inserted as (
      insert into notifications (user_id, kind, params)
      select recipient.user_id, recipient.kind, recipient.params
      from (
        select given.*, pg_advisory_xact_lock(hashtextextended('govi-notifications:' || given.user_id, 0)) as locked
        from (values ${values}) as given(user_id, kind, params)
      ) as recipient
      returning user_id, sequence
    )
    select pg_notify(${channel}, json_build_object('userId', inserted.user_id, 'sequence', inserted.sequence)::text)
    from inserted`);
}

/** Sends `payload` to every instance listening on `channel` (at once, or when the caller's transaction commits). */
export async function announce(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
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

/** Marks one of the user's notifications read at `at` (keeping the first time it was read); undefined when it is not theirs. */
export async function updateNotificationRead(db: Db, userId: string, id: string, at: Date): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row;
}

export async function updateAllNotificationsRead(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/**
 * Deletes at most `limit` notifications read before `readBefore`, the longest read first, and says how many went.
 * The batch is found through the partial index on `read_at` and deleted by primary key: `id = any(array(…))`,
 * since `id in (…)` was planned as a hash join over a scan of the whole table. Rows another transaction holds
 * are skipped, not waited for, so instances pruning at once share the work instead of queueing on each other.
 */
export async function deleteNotificationsReadBefore(db: Db, readBefore: Date, limit: number): Promise<number> {
  const batch = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(lt(notifications.readAt, readBefore))
    .orderBy(asc(notifications.readAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const deleted = await db
    .delete(notifications)
    .where(sql`${notifications.id} = any(array(${batch}))`)
    .returning({ id: notifications.id });
  return deleted.length;
}
