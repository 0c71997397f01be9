import { and, asc, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { SQLWrapper } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { accountSuspensions, accounts, phoneCodes, sessions, users, verifications } from '@server/db/schema/auth';

/**
 * Accounts without a password (they cannot sign in), for generated benchmark data only: real
 * accounts are created through Better Auth.
 */
export async function insertUsersWithoutPassword(db: Db, people: { id: string; firstName: string; lastName: string; email: string }[]) {
  for (let start = 0; start < people.length; start += 500) {
    const batch = people.slice(start, start + 500);
    await db.insert(users).values(batch.map((person) => ({ ...person, name: `${person.firstName} ${person.lastName}` })));
  }
}

/**
 * A session by its token, with the person it belongs to: one statement for every signed-in request, prepared once
 * per connection (PostgreSQL plans it once instead of on every request).
 */
export function prepareSessionByToken(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
      emailVerified: users.emailVerified,
      phoneNumber: users.phoneNumber,
      phoneNumberVerified: users.phoneNumberVerified,
      // A session made in the moment an operator suspended its account outlives the suspension's deletion of them.
      suspended: sql<boolean>`exists (${suspensionInForce(users.id, sql`now()`)})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .prepare('session_by_token');
}

/** The account holding this phone number, if any. */
export async function selectAccountOfPhone(db: Db, phoneNumber: string): Promise<{ id: string } | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phoneNumber));
  return row;
}

/** In a transaction: the account holding the number, and the account's own number, both locked until it ends. */
export async function lockPhoneHolders(tx: Db, phoneNumber: string, userId: string) {
  const [holder] = await tx.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phoneNumber)).for('update');
  const [account] = await tx
    .select({ phoneNumber: users.phoneNumber, verified: users.phoneNumberVerified })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return { holder, account };
}

export async function setConfirmedPhone(tx: Db, userId: string, phoneNumber: string, at: Date) {
  await tx.update(users).set({ phoneNumber, phoneNumberVerified: true, updatedAt: at }).where(eq(users.id, userId));
}

export type PhoneCodeRow = typeof phoneCodes.$inferSelect;
type CodeKey = { phoneNumber: string; purpose: string };

/** Stores a new code's hash; the number's earlier unused codes for the same purpose stop working. */
export async function replacePhoneCode(db: Db, code: CodeKey & { userId: string | null; codeHash: string; expiresAt: Date }, at: Date) {
  await db.transaction(async (tx) => {
    await tx
      .update(phoneCodes)
      .set({ usedAt: at })
      .where(and(eq(phoneCodes.phoneNumber, code.phoneNumber), eq(phoneCodes.purpose, code.purpose), isNull(phoneCodes.usedAt)));
    await tx.insert(phoneCodes).values({ ...code, createdAt: at });
  });
}

/** In a transaction: the latest code sent to the number for this purpose, locked until the transaction ends. */
export async function lockLatestPhoneCode(tx: Db, { phoneNumber, purpose }: CodeKey): Promise<PhoneCodeRow | undefined> {
  const [latest] = await tx
    .select()
    .from(phoneCodes)
    .where(and(eq(phoneCodes.phoneNumber, phoneNumber), eq(phoneCodes.purpose, purpose)))
    .orderBy(desc(phoneCodes.createdAt))
    .limit(1)
    .for('update');
  return latest;
}

export async function updatePhoneCode(tx: Db, id: string, change: { wrongTries: number } | { usedAt: Date }) {
  await tx.update(phoneCodes).set(change).where(eq(phoneCodes.id, id));
}

/** Deletes up to `limit` codes made before `before` (long expired); says how many went. */
export async function deleteOldPhoneCodes(db: Db, before: Date, limit: number): Promise<number> {
  const batch = db
    .select({ id: phoneCodes.id })
    .from(phoneCodes)
    .where(lt(phoneCodes.createdAt, before))
    .orderBy(asc(phoneCodes.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const deleted = await db
    .delete(phoneCodes)
    .where(sql`${phoneCodes.id} = any(array(${batch}))`)
    .returning({ id: phoneCodes.id });
  return deleted.length;
}

/** The account's order-alert choices as stored (null `smsNewOrders`: the default), its address and confirmed number. */
export async function selectSmsChoices(db: Db, userId: string) {
  const [row] = await db
    .select({
      smsNewOrders: users.smsNewOrders,
      smsOrderUpdates: users.smsOrderUpdates,
      email: users.email,
      phoneNumber: users.phoneNumber,
      phoneNumberVerified: users.phoneNumberVerified,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function updateSmsChoices(db: Db, userId: string, choices: { smsNewOrders: boolean; smsOrderUpdates: boolean }) {
  await db.update(users).set(choices).where(eq(users.id, userId));
}

/** In a transaction: the account's address and confirmed number, locked until it ends (undefined: no such account). */
export async function lockAccountAddress(tx: Db, userId: string) {
  const [row] = await tx
    .select({
      email: users.email,
      phoneNumber: users.phoneNumber,
      phoneNumberVerified: users.phoneNumberVerified,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/**
 * Gives an account made by phone a confirmed address and the password to sign in with it (replacing a password it
 * may have).
 * The unique index on addresses refuses one that another account holds.
 */
export async function setConfirmedEmailAndPassword(
  tx: Db,
  userId: string,
  { email, passwordHash }: { email: string; passwordHash: string },
  at: Date,
) {
  // New-order alerts stay as they were: unchosen, they were on for an account without an address (as it was).
  await tx
    .update(users)
    .set({ email, emailVerified: true, smsNewOrders: sql`coalesce(${users.smsNewOrders}, true)`, updatedAt: at })
    .where(eq(users.id, userId));
  const updated = await tx
    .update(accounts)
    .set({ password: passwordHash, updatedAt: at })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .returning({ id: accounts.id });
  if (updated.length > 0) return;
  await tx.insert(accounts).values({
    id: crypto.randomUUID(),
    userId,
    accountId: userId,
    providerId: 'credential',
    password: passwordHash,
    createdAt: at,
    updatedAt: at,
  });
}

/** Where the one open link to add an address to an account is kept (Better Auth's table of one-time values). */
const addEmailIdentifier = (userId: string) => `add-email:${userId}`;

/** Opens a link to add an address: the account's earlier link stops working, and this one works until `expiresAt`. */
export async function replaceAddEmailNonce(db: Db, userId: string, nonce: string, expiresAt: Date, at: Date) {
  await db.transaction(async (tx) => {
    await tx.delete(verifications).where(eq(verifications.identifier, addEmailIdentifier(userId)));
    await tx
      .insert(verifications)
      .values({ id: crypto.randomUUID(), identifier: addEmailIdentifier(userId), value: nonce, expiresAt, createdAt: at, updatedAt: at });
  });
}

/** Whether this is the account's open link to add an address (the latest asked for, unused, not expired). */
export async function isOpenAddEmailNonce(db: Db, userId: string, nonce: string, at: Date, { lock = false } = {}): Promise<boolean> {
  const query = db
    .select({ id: verifications.id })
    .from(verifications)
    .where(and(eq(verifications.identifier, addEmailIdentifier(userId)), eq(verifications.value, nonce), gt(verifications.expiresAt, at)));
  const [row] = lock ? await query.for('update') : await query;
  return row !== undefined;
}

/** Uses the account's link to add an address up. */
export async function deleteAddEmailNonce(tx: Db, userId: string) {
  await tx.delete(verifications).where(eq(verifications.identifier, addEmailIdentifier(userId)));
}

const accountColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  emailVerified: users.emailVerified,
  phoneNumber: users.phoneNumber,
  phoneNumberVerified: users.phoneNumberVerified,
};

/** The accounts with this e-mail address, compared without case (at most two: one is the answer, two are a doubt). */
export async function selectAccountsByEmail(db: Db, email: string) {
  return db
    .select(accountColumns)
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(2);
}

/** The account holding this number (E.164), confirmed or not: the caller checks `phoneNumberVerified`. */
export async function selectAccountByPhone(db: Db, phoneNumber: string) {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.phoneNumber, phoneNumber)).limit(1);
  return row;
}

export async function selectAccountsByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select(accountColumns).from(users).where(inArray(users.id, ids));
}

// ——— Suspensions (decision 063) ———

export type SuspensionRow = typeof accountSuspensions.$inferSelect;
export type NewSuspension = Pick<
  typeof accountSuspensions.$inferInsert,
  'userId' | 'reason' | 'note' | 'suspendedBy' | 'startedAt' | 'endsAt'
>;

/** The statement finding the suspension in force on `userId` at `at` (a column or a value). */
function suspensionInForce(userId: SQLWrapper, at: SQLWrapper | Date) {
  return sql`select 1 from ${accountSuspensions} where ${accountSuspensions.userId} = ${userId}
    and ${accountSuspensions.endedAt} is null and (${accountSuspensions.endsAt} is null or ${accountSuspensions.endsAt} > ${at})`;
}

const inForce = (at: Date) =>
  and(isNull(accountSuspensions.endedAt), or(isNull(accountSuspensions.endsAt), gt(accountSuspensions.endsAt, at)));

export async function selectSuspensionInForce(db: Db, userId: string, at: Date): Promise<SuspensionRow | undefined> {
  const [row] = await db
    .select()
    .from(accountSuspensions)
    .where(and(eq(accountSuspensions.userId, userId), inForce(at)));
  return row;
}

export async function selectSuspensionsInForce(db: Db, userIds: string[], at: Date): Promise<SuspensionRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(accountSuspensions)
    .where(and(inArray(accountSuspensions.userId, userIds), inForce(at)));
}

/** Stores the suspension; undefined when one is open already (the open one is ended first if its time ran out). */
export async function insertSuspension(tx: Db, suspension: NewSuspension): Promise<SuspensionRow | undefined> {
  const [row] = await tx
    .insert(accountSuspensions)
    .values(suspension)
    .onConflictDoNothing({ target: accountSuspensions.userId, where: sql`${accountSuspensions.endedAt} is null` })
    .returning();
  return row;
}

/** Ends the account's open suspension: lifted by `liftedBy`, or (null) its time ran out. Undefined when none is open. */
export async function updateSuspensionEnded(
  tx: Db,
  userId: string,
  change: { at: Date; liftedBy: string | null; onlyIfDue?: boolean },
): Promise<SuspensionRow | undefined> {
  const [row] = await tx
    .update(accountSuspensions)
    .set({ endedAt: change.at, liftedBy: change.liftedBy })
    .where(
      and(
        eq(accountSuspensions.userId, userId),
        isNull(accountSuspensions.endedAt),
        change.onlyIfDue ? lte(accountSuspensions.endsAt, change.at) : undefined,
      ),
    )
    .returning();
  return row;
}

/** Accounts whose suspension's time has run out but is not yet ended, oldest first. */
export async function selectDueSuspensions(db: Db, at: Date, limit: number): Promise<{ userId: string }[]> {
  return db
    .select({ userId: accountSuspensions.userId })
    .from(accountSuspensions)
    .where(and(isNull(accountSuspensions.endedAt), lte(accountSuspensions.endsAt, at)))
    .orderBy(asc(accountSuspensions.endsAt))
    .limit(limit);
}

/** Ends every session of the account, answering their ids (each one's event streams end with it). */
export async function deleteSessionsOfUser(tx: Db, userId: string): Promise<string[]> {
  const rows = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return rows.map((row) => row.id);
}
