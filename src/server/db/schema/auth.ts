import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, pgView, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { suspensionReasons } from '@domain/admin/account-moderation.schema';

// Better Auth's tables (e-mail and password, and its phone-number plugin's two fields). Field names are Better
// Auth's; columns are snake_case.

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  language: text('language').notNull().default('en'),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  /** A Sri Lankan mobile number in E.164 (`+94771234567`), once its owner has entered a code sent to it. */
  phoneNumber: text('phone_number').unique(),
  phoneNumberVerified: boolean('phone_number_verified').notNull().default(false),
  /** A text message for each new order to this seller; null: on for an account made by phone, off for one with e-mail. */
  smsNewOrders: boolean('sms_new_orders'),
  /** A text message when a seller confirms, delivers or cancels an item this buyer ordered. */
  smsOrderUpdates: boolean('sms_order_updates').notNull().default(true),
  image: text('image'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('accounts_user_id_idx').on(table.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
);

/**
 * The codes sent by SMS to sign in with a phone number or to add one to an account (decision 055). Only a keyed hash
 * of each code is kept; a code is used at most once, and refused after a few wrong tries.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phoneNumber: text('phone_number').notNull(),
    /** `sign-in` (which also makes a new account), or `add-number` for the signed-in account `userId`. */
    purpose: text('purpose').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('phone_codes_number_idx').on(table.phoneNumber, table.createdAt)],
);

/**
 * What other modules may read of an account (auth publishes it; decision 050): a name to show beside an order or a
 * review, and how old and how confirmed the account is. A plain view, so the planner reads `users` as before.
 */
export const members = pgView('members').as((qb) =>
  qb
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      /** Whoever made it holds its e-mail address or its phone number. */
      confirmed: sql<boolean>`${users.emailVerified} or ${users.phoneNumberVerified}`.as('confirmed'),
      createdAt: users.createdAt,
    })
    .from(users),
);

/**
 * Who may be sent an order alert by SMS, and which (auth publishes it for the SMS module; decision 055): the confirmed
 * number only, the language, and each choice with its default applied.
 */
export const alertRecipients = pgView('alert_recipients').as((qb) =>
  qb
    .select({
      id: users.id,
      phoneNumber: users.phoneNumber,
      language: users.language,
      newOrders: sql<boolean>`coalesce(${users.smsNewOrders}, ${users.email} like '%@phone.govi-market.invalid')`.as('new_orders'),
      orderUpdates: users.smsOrderUpdates,
    })
    .from(users)
    .where(sql`${users.phoneNumberVerified}`),
);

export const suspensionReason = pgEnum('suspension_reason', suspensionReasons);

/**
 * Accounts suspended by operators (decision 063), kept after they end. One is in force while `endedAt` is null and
 * `endsAt` is null or still ahead: its holder cannot sign in, and a session made before it is not honoured.
 */
export const accountSuspensions = pgTable(
  'account_suspensions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: suspensionReason('reason').notNull(),
    /** The operator's words, which the holder reads. */
    note: text('note'),
    /** The operator who suspended it (not a foreign key: the audit log names them too). */
    suspendedBy: text('suspended_by').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null: until an operator lifts it. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** When it ended: lifted by `liftedBy`, or its time ran out (`liftedBy` null) and the market put things back. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    liftedBy: text('lifted_by'),
  },
  (table) => [
    uniqueIndex('account_suspensions_open_idx')
      .on(table.userId)
      .where(sql`${table.endedAt} is null`),
    // The ones whose time runs out, for the job that ends them.
    index('account_suspensions_due_idx')
      .on(table.endsAt)
      .where(sql`${table.endedAt} is null and ${table.endsAt} is not null`),
    index('account_suspensions_started_idx').on(table.startedAt),
    check('account_suspensions_ends_after_start', sql`${table.endsAt} is null or ${table.endsAt} > ${table.startedAt}`),
  ],
);
