import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * The people who run the market: made and unmade only from the command line on the server (`npm run operator`). An
 * account's deletion takes its row with it (no route deletes accounts today; one that does writes its own entry).
 */
export const operators = pgTable('operators', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What operators did, and what was done to the operators' list: kept for good. A trigger (migration 0019) refuses to
 * change or delete a row, whoever asks; the product has no route that would.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The operator who acted; null for the command line on the server. Not a foreign key: the entry outlives the account. */
    actorId: text('actor_id'),
    /** Who acted, as they were named then; for the command line, the server's user who ran it. */
    actorName: text('actor_name').notNull(),
    /** What was done, e.g. `operator.added` (`auditActions` in domain/admin/audit.schema.ts lists them). */
    action: text('action').notNull(),
    /** What it was done to: its kind (`account`, `product`, …), id and name at the time. */
    subjectKind: text('subject_kind').notNull(),
    subjectId: text('subject_id').notNull(),
    subjectName: text('subject_name').notNull(),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('audit_entries_at_idx').on(table.at.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('audit_entries_action_at_idx').on(table.action, table.at.desc().nullsFirst()),
    index('audit_entries_actor_at_idx')
      .on(table.actorId, table.at.desc().nullsFirst())
      .where(sql`${table.actorId} is not null`),
  ],
);
