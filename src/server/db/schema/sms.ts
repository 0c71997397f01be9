import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * The text messages the market sends, kept until a gateway has taken them (decision 055). A request only stores its
 * message here; whichever instance comes first sends it, and tries again later while the gateway fails.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** E.164: `+94771234567`. */
    toNumber: text('to_number').notNull(),
    /** The account it is for, when there is one: its daily allowance counts it. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What it says, for the log and the tests: `sign-in-code`, `number-changed`, … */
    kind: text('kind').notNull(),
    /**
     * The words, sealed with a key from the market's secret (a sign-in code must not lie readable in the database),
     * and erased once sent or given up on.
     */
    sealedText: text('sealed_text'),
    attempts: integer('attempts').notNull().default(0),
    /**
     * When an instance may next try to send it; null once sent or given up on. While an attempt runs it is that
     * attempt's lease: another instance may not take the message before it.
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** No attempt is made after this: a day after it was stored, or when the code it carries expires. */
    giveUpAfter: timestamp('give_up_after', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Set when no more attempts are made, with the last failure's words. */
    gaveUpAt: timestamp('gave_up_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sms_messages_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.nextAttemptAt} is not null`),
  ],
);

/**
 * Order events a person may be told of by SMS, written in the transaction that made them (nothing is lost when an
 * instance stops) and gathered for a few minutes, so several orders go out as one message (decision 055).
 */
export const smsAlerts = pgTable(
  'sms_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `new-order` (to a seller), `item-confirmed`, `item-delivered`, `item-cancelled` (to a buyer). */
    kind: text('kind').notNull(),
    /** What the text says of it: the items, total, district and buyer's phone of a new order; the item's title. */
    params: jsonb('params').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once it has gone into a message, or been passed over (no confirmed number, alerts turned off). */
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (table) => [
    index('sms_alerts_waiting_idx')
      .on(table.userId, table.createdAt)
      .where(sql`${table.handledAt} is null`),
  ],
);
