import { and, asc, desc, eq, ilike, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { SupportInboxQuery } from '@domain/support/support-inbox.schema';
import { containsPattern } from '@domain/catalog/search-text';
import type { Db } from '@server/db/client';
import { supportAnswers, supportMessages } from '@server/db/schema/support';

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

// ——— The operators' inbox ———

export type SupportAnswerRow = typeof supportAnswers.$inferSelect;

const answerCount = sql<number>`(select count(*)::int from support_answers as answer where answer.message_id = "support_messages"."id")`;

/** One page of the inbox, newest first, and whether there is more after it. */
export async function selectSupportInbox(db: Db, query: SupportInboxQuery, operatorId: string, pageSize: number) {
  const words = query.q && containsPattern(query.q);
  const rows = await db
    .select({ message: supportMessages, answers: answerCount })
    .from(supportMessages)
    .where(
      and(
        query.state ? eq(supportMessages.state, query.state) : undefined,
        query.mine ? eq(supportMessages.assignedTo, operatorId) : undefined,
        words
          ? or(
              ilike(supportMessages.subject, words),
              ilike(supportMessages.message, words),
              ilike(supportMessages.name, words),
              ilike(supportMessages.email, words),
            )
          : undefined,
      ),
    )
    .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
    .limit(pageSize + 1)
    .offset((query.page - 1) * pageSize);
  return { rows: rows.slice(0, pageSize), more: rows.length > pageSize };
}

export async function selectSupportThread(db: Db, id: string) {
  const [message] = await db.select().from(supportMessages).where(eq(supportMessages.id, id));
  if (!message) return undefined;
  const answers = await db
    .select()
    .from(supportAnswers)
    .where(eq(supportAnswers.messageId, id))
    .orderBy(asc(supportAnswers.createdAt), asc(supportAnswers.id));
  // The answers are all here: their count is theirs, not a second query's.
  return { message, answers: answers.length, answerRows: answers };
}

/** Keeps an answer and marks the message answered (or leaves it closed), in one transaction; undefined without such a message. */
export async function insertSupportAnswer(
  tx: Db,
  answer: Omit<typeof supportAnswers.$inferInsert, 'id' | 'createdAt' | 'mailedAt'> & { mailState: 'sending' | 'not-mailed' },
): Promise<SupportAnswerRow | undefined> {
  const [message] = await tx
    .update(supportMessages)
    .set({ state: sql`case when ${supportMessages.state} = 'closed' then 'closed' else 'answered' end` })
    .where(eq(supportMessages.id, answer.messageId))
    .returning({ id: supportMessages.id });
  if (!message) return undefined;
  const [row] = await tx.insert(supportAnswers).values(answer).returning();
  return row;
}

export async function setSupportAnswerMailState(
  db: Db,
  id: string,
  outcome: { mailState: 'mailed'; mailedAt: Date } | { mailState: 'failed' | 'texted' | 'not-texted' },
) {
  await db.update(supportAnswers).set(outcome).where(eq(supportAnswers.id, id));
}

/**
 * Sets who has the message, or its state, unless it is so already: the changed row, `unchanged`, or `missing` without
 * such a message.
 */
export async function updateSupportMessage(
  tx: Db,
  id: string,
  change: { assignedTo: string } | { state: 'closed' },
): Promise<SupportMessageRow | 'unchanged' | 'missing'> {
  const differs =
    'assignedTo' in change
      ? sql`${supportMessages.assignedTo} is distinct from ${change.assignedTo}`
      : sql`${supportMessages.state} <> ${change.state}`;
  const [row] = await tx
    .update(supportMessages)
    .set(change)
    .where(and(eq(supportMessages.id, id), differs))
    .returning();
  if (row) return row;
  const [exists] = await tx.select({ id: supportMessages.id }).from(supportMessages).where(eq(supportMessages.id, id));
  return exists ? 'unchanged' : 'missing';
}
