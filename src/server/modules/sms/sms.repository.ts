import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { alertRecipients } from '@server/db/schema/auth';
import { smsAlerts, smsMessages } from '@server/db/schema/sms';

export type NewSmsMessage = typeof smsMessages.$inferInsert;
export type SmsMessageRow = typeof smsMessages.$inferSelect;

export async function insertSmsMessage(db: Db, message: NewSmsMessage): Promise<SmsMessageRow> {
  const [row] = await db.insert(smsMessages).values(message).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * The claim an attempt was made under: the message and its attempt count as claimed. An attempt's outcome is written
 * only while the row is still at that count, so an instance that outlived its lease (another has claimed the message
 * since) cannot overwrite the newer claim's outcome.
 */
export type SmsClaim = Pick<SmsMessageRow, 'id' | 'attempts'>;

function isStill(claim: SmsClaim) {
  return and(eq(smsMessages.id, claim.id), eq(smsMessages.attempts, claim.attempts));
}

/**
 * Takes the message that has waited longest for its attempt due by `at`, counting the attempt and moving its next
 * one to `leaseUntil`, in one statement: a message another instance holds is skipped rather than waited for, and once
 * this commits no other instance takes it until the lease ends. Sending happens after, outside any transaction.
 */
export async function claimDueSmsMessage(db: Db, at: Date, leaseUntil: Date): Promise<SmsMessageRow | undefined> {
  const due = db
    .select({ id: smsMessages.id })
    .from(smsMessages)
    .where(and(isNotNull(smsMessages.nextAttemptAt), lte(smsMessages.nextAttemptAt, at)))
    .orderBy(asc(smsMessages.nextAttemptAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(smsMessages)
    .set({ attempts: sql`${smsMessages.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(sql`${smsMessages.id} = (${due})`)
    .returning();
  return row;
}

/** Records the message sent and erases its words; false when a later claim has taken it meanwhile. */
export async function markSmsSent(db: Db, claim: SmsClaim, at: Date): Promise<boolean> {
  const updated = await db
    .update(smsMessages)
    .set({ sentAt: at, nextAttemptAt: null, sealedText: null, lastError: null })
    .where(isStill(claim))
    .returning({ id: smsMessages.id });
  return updated.length > 0;
}

/**
 * After a failed attempt: when to try again, or, with `nextAttemptAt` null, no more (its words are erased). False
 * when a later claim has taken the message meanwhile.
 */
export async function recordSmsFailure(
  db: Db,
  claim: SmsClaim,
  { nextAttemptAt, error, at }: { nextAttemptAt: Date | null; error: string; at: Date },
): Promise<boolean> {
  const updated = await db
    .update(smsMessages)
    .set(nextAttemptAt ? { nextAttemptAt, lastError: error } : { nextAttemptAt: null, gaveUpAt: at, sealedText: null, lastError: error })
    .where(isStill(claim))
    .returning({ id: smsMessages.id });
  return updated.length > 0;
}

/** Deletes up to `limit` messages stored before `before` that are done with (sent or given up on); says how many went. */
export async function deleteFinishedSmsMessages(db: Db, before: Date, limit: number): Promise<number> {
  const batch = db
    .select({ id: smsMessages.id })
    .from(smsMessages)
    .where(and(lt(smsMessages.createdAt, before), isNull(smsMessages.nextAttemptAt)))
    .orderBy(asc(smsMessages.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const deleted = await db
    .delete(smsMessages)
    .where(sql`${smsMessages.id} = any(array(${batch}))`)
    .returning({ id: smsMessages.id });
  return deleted.length;
}

export type NewSmsAlert = { userId: string; kind: string; params: unknown };
export type SmsAlertRow = typeof smsAlerts.$inferSelect;

export async function insertSmsAlerts(db: Db, alerts: NewSmsAlert[]) {
  if (alerts.length > 0) await db.insert(smsAlerts).values(alerts);
}

/**
 * In a transaction: the waiting alerts of the person whose oldest waiting alert was made by `gatheredBefore`, all of
 * them locked; a person another instance is handling is skipped. Undefined when nobody's alerts are due.
 */
export async function lockDueAlertsOfOnePerson(
  tx: Db,
  gatheredBefore: Date,
): Promise<{ userId: string; alerts: SmsAlertRow[] } | undefined> {
  // A person is taken whole or not at all: a lock on the person (held to the end of the transaction) rather than on
  // one row, so another instance can neither take this person's other alerts nor send them as a second text.
  const [oldest] = await tx
    .select({ userId: smsAlerts.userId })
    .from(smsAlerts)
    .where(
      and(
        isNull(smsAlerts.handledAt),
        lte(smsAlerts.createdAt, gatheredBefore),
        sql`pg_try_advisory_xact_lock(hashtext('sms-alerts:' || ${smsAlerts.userId}))`,
      ),
    )
    .orderBy(asc(smsAlerts.createdAt))
    .limit(1);
  if (!oldest) return undefined;
  const alerts = await tx
    .select()
    .from(smsAlerts)
    .where(and(eq(smsAlerts.userId, oldest.userId), isNull(smsAlerts.handledAt)))
    .orderBy(asc(smsAlerts.createdAt))
    .for('update');
  return { userId: oldest.userId, alerts };
}

export async function markSmsAlertsHandled(tx: Db, ids: string[], at: Date) {
  await tx.update(smsAlerts).set({ handledAt: at }).where(inArray(smsAlerts.id, ids));
}

/** The person's confirmed number, language and alert choices; undefined without a confirmed number. */
export async function selectAlertRecipient(db: Db, userId: string) {
  const [row] = await db.select().from(alertRecipients).where(eq(alertRecipients.id, userId));
  return row;
}

/** Deletes up to `limit` alerts handled before `handledBefore`, or left waiting since `waitingBefore`. */
export async function deleteOldSmsAlerts(
  db: Db,
  { handledBefore, waitingBefore }: { handledBefore: Date; waitingBefore: Date },
  limit: number,
) {
  const batch = db
    .select({ id: smsAlerts.id })
    .from(smsAlerts)
    .where(or(lt(smsAlerts.handledAt, handledBefore), and(isNull(smsAlerts.handledAt), lt(smsAlerts.createdAt, waitingBefore))))
    .limit(limit)
    .for('update', { skipLocked: true });
  const deleted = await db
    .delete(smsAlerts)
    .where(sql`${smsAlerts.id} = any(array(${batch}))`)
    .returning({ id: smsAlerts.id });
  return deleted.length;
}
