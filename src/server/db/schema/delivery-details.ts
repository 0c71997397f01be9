import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { district } from './catalog';

/**
 * Where a buyer last asked to have an order delivered, kept (when they chose to) to fill in their next checkout.
 * One row per account, owned by the orders module; forgetting it deletes the row, and the account's orders keep
 * their own copy.
 */
export const deliveryDetails = pgTable('delivery_details', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  deliveryAddress: text('delivery_address').notNull(),
  district: district('district').notNull(),
  /** `+94XXXXXXXXX`, as orders keep it. */
  phoneNumber: text('phone_number').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
