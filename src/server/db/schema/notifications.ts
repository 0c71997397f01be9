import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { notificationKinds } from '@domain/notifications/notification.schema';
import { users } from './auth';

export const notificationKind = pgEnum('notification_kind', notificationKinds);

/** Stored as a kind and parameters; the reader's language is applied when shown. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Grows with every row: a reconnecting event stream asks for everything after the last one it saw. */
    sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: notificationKind('kind').notNull(),
    params: jsonb('params').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_sequence_idx').on(table.userId, table.sequence.desc().nullsFirst()),
    // The read ones, oldest read first: what pruning deletes. Unread rows are never pruned, so they are left out.
    index('notifications_read_at_idx')
      .on(table.readAt)
      .where(sql`${table.readAt} is not null`),
  ],
);
