import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { phoneCodeRules } from '@domain/auth/phone-account';
import type { Db } from '@server/db/client';
import { deleteInBatches } from '@server/infra/jobs/in-batches';
import {
  deleteOldPhoneCodes,
  lockLatestPhoneCode,
  lockPhoneHolders,
  replacePhoneCode,
  setConfirmedPhone,
  updatePhoneCode,
} from './auth.repository';

/** `sign-in` also makes an account for a new number; `add-number` adds (or changes to) a number on a signed-in account. */
export type PhoneCodePurpose = 'sign-in' | 'add-number';

export type PhoneCodeCheck =
  { outcome: 'right' } | { outcome: 'wrong'; triesLeft: number } | { outcome: 'none' | 'expired' | 'used' | 'too-many-tries' };

type CodeOwner = { phoneNumber: string; purpose: PhoneCodePurpose; userId?: string };

/** A keyed hash of the code, bound to its number and purpose: the code itself is never stored. */
function codeHash(secret: string, { phoneNumber, purpose }: CodeOwner, code: string): Buffer {
  return createHmac('sha256', secret).update(`phone-code\0${purpose}\0${phoneNumber}\0${code}`).digest();
}

/**
 * Makes a new code for the number and keeps its hash; any earlier code for the same number and purpose stops working.
 * Answers the code, to be sent by SMS, and when it expires.
 */
export async function createPhoneCode(db: Db, secret: string, owner: CodeOwner, now: Date): Promise<{ code: string; expiresAt: Date }> {
  const code = String(randomInt(0, 10 ** phoneCodeRules.digits)).padStart(phoneCodeRules.digits, '0');
  const expiresAt = new Date(now.getTime() + phoneCodeRules.lifetimeSeconds * 1000);
  await replacePhoneCode(
    db,
    {
      phoneNumber: owner.phoneNumber,
      purpose: owner.purpose,
      userId: owner.userId ?? null,
      codeHash: codeHash(secret, owner, code).toString('hex'),
      expiresAt,
    },
    now,
  );
  return { code, expiresAt };
}

/**
 * Checks a typed code against the latest one sent to the number for this purpose (and, for `add-number`, asked for
 * by this account), with its row locked, so that parallel checks of one code take turns: with `use`, exactly one of
 * them finds it right and uses it up. The hashes are compared in constant time. A wrong code counts a try against a
 * code still open; after the last one the code is dead; against none open it is `none`. Used, expired or spent are
 * said only of the right code. Without `use` a right code stays valid (the sign-in page asks for a name first).
 */
export async function checkPhoneCode(
  db: Db,
  secret: string,
  owner: CodeOwner,
  { code, use, now }: { code: string; use: boolean; now: Date },
): Promise<PhoneCodeCheck> {
  return db.transaction(async (tx) => {
    const latest = await lockLatestPhoneCode(tx, owner);
    if (!latest || (owner.purpose === 'add-number' && latest.userId !== owner.userId)) return { outcome: 'none' };
    const open = !latest.usedAt && latest.expiresAt > now && latest.wrongTries < phoneCodeRules.maxWrongTries;
    if (!timingSafeEqual(codeHash(secret, owner, code), Buffer.from(latest.codeHash, 'hex'))) {
      // Whether a code was used, expired or spent is told only to whoever typed it right: a stranger guessing at a
      // number must not learn that someone signed in with it (that it has an account).
      if (!open) return { outcome: 'none' };
      const wrongTries = latest.wrongTries + 1;
      await updatePhoneCode(tx, latest.id, { wrongTries });
      return wrongTries >= phoneCodeRules.maxWrongTries
        ? { outcome: 'too-many-tries' }
        : { outcome: 'wrong', triesLeft: phoneCodeRules.maxWrongTries - wrongTries };
    }
    if (latest.usedAt) return { outcome: 'used' };
    if (latest.wrongTries >= phoneCodeRules.maxWrongTries) return { outcome: 'too-many-tries' };
    if (latest.expiresAt <= now) return { outcome: 'expired' };
    if (use) await updatePhoneCode(tx, latest.id, { usedAt: now });
    return { outcome: 'right' };
  });
}

/**
 * Gives the account the number its right code was sent to, using the code up, in one transaction: the number must
 * not be another account's. Answers the account's earlier confirmed number (to be told of the change), or the
 * refusal: the code's, or `taken`.
 */
export async function confirmAccountPhone(
  db: Db,
  secret: string,
  owner: CodeOwner & { userId: string },
  { code, now }: { code: string; now: Date },
): Promise<{ previous: string | null } | { refused: Exclude<PhoneCodeCheck, { outcome: 'right' }> | { outcome: 'taken' } }> {
  return db.transaction(async (tx) => {
    const { holder, account } = await lockPhoneHolders(tx, owner.phoneNumber, owner.userId);
    if (holder && holder.id !== owner.userId) return { refused: { outcome: 'taken' as const } };
    const check = await checkPhoneCode(tx, secret, owner, { code, use: true, now });
    if (check.outcome !== 'right') return { refused: check };
    await setConfirmedPhone(tx, owner.userId, owner.phoneNumber, now);
    return { previous: account?.verified ? account.phoneNumber : null };
  });
}

/** Codes are kept a day after they were made (the limits and tests read them), then dropped by the upkeep job. */
export async function pruneOldPhoneCodes(db: Db, now: Date, signal: AbortSignal): Promise<number> {
  const before = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  return deleteInBatches((limit) => deleteOldPhoneCodes(db, before, limit), 500, signal);
}
