import { answerMailStates } from '@domain/support/support-inbox.schema';
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
    /** Where the operators have it: `new` until answered, `answered`, or `closed` (domain/support/support-inbox.schema.ts). */
    state: text('state', { enum: ['new', 'answered', 'closed'] })
      .notNull()
      .default('new'),
    /** The operator who took it on, if one has. */
    assignedTo: text('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('support_messages_mail_due_idx')
      .on(table.nextMailAttemptAt)
      .where(sql`${table.nextMailAttemptAt} is not null`),
    // The inbox: newest first, and each state's newest first.
    index('support_messages_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('support_messages_state_created_idx').on(table.state, table.createdAt.desc().nullsFirst()),
  ],
);

/** An operator's answer to a support message: kept with it, and mailed to its sender when mail is set up. */
export const supportAnswers = pgTable(
  'support_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => supportMessages.id, { onDelete: 'cascade' }),
    /** The operator who wrote it; their name as it was then. */
    operatorId: text('operator_id').references(() => users.id, { onDelete: 'set null' }),
    operatorName: text('operator_name').notNull(),
    text: text('text').notNull(),
    /** When the sender's mail server took it; null when it did not, or mail is not set up. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    /**
     * Mailing it to the sender, as it stood when it was kept and after the one attempt: `sending`, then `mailed` or
     * `failed`; `not-mailed` when mail was not set up then; `texted` when it went by SMS instead, to an account made by
     * phone, and `not-texted` when that number's daily allowance was spent (domain/support/support-inbox.schema.ts).
     */
    mailState: text('mail_state', { enum: answerMailStates }).notNull().default('not-mailed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_answers_message_idx').on(table.messageId, table.createdAt)],
);
