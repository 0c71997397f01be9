import { eq, sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, pgView, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { verificationRefusals, verificationStatuses } from '@domain/seller/seller-verification.schema';
import { users } from './auth';
import { district } from './catalog';

export const verificationStatus = pgEnum('seller_verification_status', verificationStatuses);
export const verificationRefusal = pgEnum('seller_verification_refusal', verificationRefusals);

/**
 * Sellers' requests to be verified and what operators decided (decision 064), kept after they are decided. The NIC
 * number is kept only sealed (AES-256-GCM, a key made from the market's secret, bound to the account): whoever reads
 * the table, a backup or an export sees no number; the console opens it for operators. `nicDigest` (a keyed hash)
 * finds other accounts that gave the same number without opening any.
 */
export const sellerVerifications = pgTable(
  'seller_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** As printed on the NIC. */
    fullName: text('full_name').notNull(),
    nicSealed: text('nic_sealed').notNull(),
    nicDigest: text('nic_digest').notNull(),
    district: district('district').notNull(),
    phoneNumber: text('phone_number').notNull(),
    status: verificationStatus('status').notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The operator who decided (not a foreign key: the audit log names them too). */
    decidedBy: text('decided_by'),
    /** Why it was refused, or withdrawn after its approval. */
    refusal: verificationRefusal('refusal'),
    refusalNote: text('refusal_note'),
    /** When and by which operator an approval was taken back (`decidedAt`/`decidedBy` stay the approval's). */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnBy: text('withdrawn_by'),
  },
  (table) => [
    // A seller has at most one request waiting or approved at a time. The predicate names what it keeps, not what it
    // leaves out: a value added to the enum cannot be used in the transaction that adds it, and migrations run in one.
    uniqueIndex('seller_verifications_open_idx')
      .on(table.userId)
      .where(sql`${table.status} in ('pending', 'approved')`),
    index('seller_verifications_status_requested_idx').on(table.status, table.requestedAt),
    index('seller_verifications_nic_digest_idx').on(table.nicDigest),
  ],
);

/** Who is a verified seller (the seller module publishes it; decision 050): catalog copies it onto new products. */
export const verifiedSellers = pgView('verified_sellers').as((qb) =>
  qb
    .select({ userId: sellerVerifications.userId, verifiedAt: sellerVerifications.decidedAt })
    .from(sellerVerifications)
    .where(eq(sellerVerifications.status, 'approved')),
);
