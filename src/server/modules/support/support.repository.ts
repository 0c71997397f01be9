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

export async function markSupportMessageMailed(db: Db, id: string, at: Date) {
  await db.update(supportMessages).set({ mailedAt: at, nextMailAttemptAt: null }).where(eq(supportMessages.id, id));
}

/** When the message may be tried again after a failed attempt; null gives up on it (it stays stored). */
export async function setNextMailAttempt(db: Db, id: string, at: Date | null) {
  await db.update(supportMessages).set({ nextMailAttemptAt: at }).where(eq(supportMessages.id, id));
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
