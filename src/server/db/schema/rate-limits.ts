import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Fixed-window counters shared by every app instance on the database. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  // Pruning finds the oldest windows through it, a batch at a time.
  (table) => [index('rate_limits_window_started_at_idx').on(table.windowStartedAt)],
);
