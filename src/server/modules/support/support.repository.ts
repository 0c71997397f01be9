import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { supportMessages } from '@server/db/schema/support';

export type NewSupportMessage = typeof supportMessages.$inferInsert;
export type SupportMessageRow = typeof supportMessages.$inferSelect;

export async function insertSupportMessage(db: Db, message: NewSupportMessage) {
  const [row] = await db.insert(supportMessages).values(message).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * The claim an attempt was made under: the message and its attempt count as claimed. An attempt's outcome is written
 * only while the row is still at that count, so an instance that outlived its lease (another has claimed the message
 * since) cannot overwrite the newer claim's lease or outcome.
 */
export type MailClaim = Pick<SupportMessageRow, 'id' | 'mailAttempts'>;

function isStill(claim: MailClaim) {
  return and(eq(supportMessages.id, claim.id), eq(supportMessages.mailAttempts, claim.mailAttempts));
}

/** Records the message mailed; false when a later claim has taken it meanwhile. */
export async function markSupportMessageMailed(db: Db, claim: MailClaim, at: Date): Promise<boolean> {
  const updated = await db
    .update(supportMessages)
    .set({ mailedAt: at, nextMailAttemptAt: null })
    .where(isStill(claim))
    .returning({ id: supportMessages.id });
  return updated.length > 0;
}

/**
 * When the message may be tried again after a failed attempt; null gives up on it (it stays stored). False when a
 * later claim has taken it meanwhile.
 */
export async function setNextMailAttempt(db: Db, claim: MailClaim, at: Date | null): Promise<boolean> {
  const updated = await db
    .update(supportMessages)
    .set({ nextMailAttemptAt: at })
    .where(isStill(claim))
    .returning({ id: supportMessages.id });
  return updated.length > 0;
}

/**
 * Takes the unmailed message that has waited longest for its attempt due by `at`, counting the attempt and
 * moving its next one to `leaseUntil`, in one statement: the row lock lasts only as long as the statement, and
 * a message another instance holds is skipped rather than waited for. Once this commits the message is no longer
 * due, so no other instance takes it until the lease ends; mailing happens after, outside any transaction.
 */
export async function claimDueSupportMessage(db: Db, at: Date, leaseUntil: Date): Promise<SupportMessageRow | undefined> {
  const due = db
    .select({ id: supportMessages.id })
    .from(supportMessages)
    .where(and(isNotNull(supportMessages.nextMailAttemptAt), lte(supportMessages.nextMailAttemptAt, at)))
    .orderBy(asc(supportMessages.nextMailAttemptAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(supportMessages)
    .set({ mailAttempts: sql`${supportMessages.mailAttempts} + 1`, nextMailAttemptAt: leaseUntil })
    .where(sql`${supportMessages.id} = (${due})`)
    .returning();
  return row;
}
