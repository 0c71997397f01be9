import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The signed-in sender, when there was one. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    language: text('language').notNull(),
    /** Set once the message has been handed to the support inbox's mail server. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    /** Attempts to mail it so far, the one made when it was sent included. */
    mailAttempts: integer('mail_attempts').notNull().default(0),
    /**
     * When an instance may next try to mail it; null once mailed, given up on, or when mail was not set up.
     * While an attempt runs it is that attempt's lease: another instance may not take the message before it.
     */
    nextMailAttemptAt: timestamp('next_mail_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('support_messages_mail_due_idx')
      .on(table.nextMailAttemptAt)
      .where(sql`${table.nextMailAttemptAt} is not null`),
  ],
);
