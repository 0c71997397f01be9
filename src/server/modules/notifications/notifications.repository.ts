import { sql } from 'drizzle-orm';
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
