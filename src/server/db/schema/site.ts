import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Named facts about the market as a whole, owned by the site module: today whether it is a demonstration of
 * invented farmers and products. Kept in the database so every instance on one PostgreSQL agrees, and so an
 * operator can change them later without a release.
 */
export const marketSettings = pgTable('market_settings', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
