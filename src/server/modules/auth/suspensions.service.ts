import { accountSuspendedReason, type SuspendAccountInput, type Suspension } from '@domain/admin/account-moderation.schema';
import type { Db } from '@server/db/client';
import { AppError } from '@server/errors';
import {
  deleteSessionsOfUser,
  insertSuspension,
  selectDueSuspensions,
  selectSuspensionInForce,
  selectSuspensionsInForce,
  updateSuspensionEnded,
  type SuspensionRow,
} from './auth.repository';

// An account's suspension, as auth keeps it (decision 063): while one is in force its holder cannot sign in (every
// way of signing in opens a session through Better Auth's hook, which refuses), and a session is not honoured. What
// else a suspension takes out of the market (listings, open orders) the operators' console does in the same
// transaction.

const day = 24 * 60 * 60 * 1000;

export function suspensionOf(row: SuspensionRow): Suspension {
  return {
    reason: row.reason,
    note: row.note,
    since: row.startedAt.toISOString(),
    until: row.endsAt?.toISOString() ?? null,
  };
}

/** What sign-in answers a suspended account (403, in the API's error shape): the reason and the end, to say in its language. */
export function suspensionRefusal(row: SuspensionRow) {
  return {
    code: accountSuspendedReason,
    message: row.endsAt
      ? `This account is suspended until ${row.endsAt.toISOString()}.`
      : 'This account is suspended until the market lifts it.',
    params: { reason: row.reason, until: row.endsAt?.toISOString() ?? '', note: row.note ?? '' },
  };
}

export async function suspensionInForce(db: Db, userId: string, at: Date): Promise<Suspension | undefined> {
  const row = await selectSuspensionInForce(db, userId, at);
  return row && suspensionOf(row);
}

export async function suspensionsInForce(db: Db, userIds: string[], at: Date): Promise<Map<string, Suspension>> {
  return new Map((await selectSuspensionsInForce(db, userIds, at)).map((row) => [row.userId, suspensionOf(row)]));
}

/**
 * Suspends the account inside the caller's transaction and ends its sessions there: answers the suspension and the
 * ended sessions' ids (whose event streams the caller ends once committed). One already in force is a conflict; one
 * whose time ran out is ended first.
 */
export async function startSuspension(
  tx: Db,
  { userId, operatorId, input, at }: { userId: string; operatorId: string; input: SuspendAccountInput; at: Date },
): Promise<{ suspension: Suspension; sessionIds: string[] }> {
  await updateSuspensionEnded(tx, userId, { at, liftedBy: null, onlyIfDue: true });
  const row = await insertSuspension(tx, {
    userId,
    reason: input.reason,
    note: input.note || null,
    suspendedBy: operatorId,
    startedAt: at,
    endsAt: input.days === null ? null : new Date(at.getTime() + input.days * day),
  });
  if (!row) throw new AppError('conflict', 'This account is suspended already: lift it first.', undefined, { reason: 'already_suspended' });
  return { suspension: suspensionOf(row), sessionIds: await deleteSessionsOfUser(tx, userId) };
}

/** Ends the account's suspension inside the caller's transaction; false when none was in force. */
export async function endSuspension(tx: Db, userId: string, { at, liftedBy }: { at: Date; liftedBy: string | null }): Promise<boolean> {
  return (await updateSuspensionEnded(tx, userId, { at, liftedBy, onlyIfDue: liftedBy === null })) !== undefined;
}

/** Accounts whose suspension's time has run out, for the job that puts their things back. */
export async function dueSuspensions(db: Db, at: Date, limit: number): Promise<string[]> {
  return (await selectDueSuspensions(db, at, limit)).map((row) => row.userId);
}
