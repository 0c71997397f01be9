import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { userTypes } from '@domain/onboarding/onboarding.schema';
import { users } from './auth';

export const userType = pgEnum('user_type', userTypes);

/** The onboarding record: one per user, made at first sign-in (docs/product-rules.md#onboarding-record). */
export const onboarding = pgTable(
  'onboarding',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    isCompleted: boolean('is_completed').notNull().default(false),
    step: integer('step').notNull().default(1),
    userType: userType('user_type'),
    dismissedNotifications: text('dismissed_notifications')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('onboarding_step_range', sql`${table.step} between 1 and 5`)],
);
