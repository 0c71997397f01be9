import type { AdminSession, AuditAction, AuditPage, AuditQuery } from '@domain/admin/audit.schema';
import { auditPageSize } from '@domain/admin/audit.schema';
import type { SessionUser } from '@domain/auth/auth.schema';
import type { Db } from '@server/db/client';
import { AppError } from '@server/errors';
import { isStandInEmail } from '@domain/auth/phone-account';
import { normalizeSriLankanMobile } from '@domain/phone';
import { findAccountByEmail, findAccountByPhone, findAccountsByIds, type AccountSummary } from '../auth/auth.service';
import {
  deleteOperator,
  insertAuditEntry,
  insertOperator,
  selectAuditActors,
  selectAuditEntries,
  selectAnyOperator,
  selectOperator,
  selectOperators,
  type AuditEntryRow,
} from './admin.repository';

/** The operator asking, or a refusal: 403 for anyone signed in who is not one (the guard has refused nobody with 401). */
export async function requireOperator(db: Db, user: SessionUser): Promise<AdminSession['operator']> {
  const operator = await selectOperator(db, user.id);
  if (!operator) throw new AppError('forbidden', 'This is for the people who run the market.');
  return { id: user.id, name: `${user.firstName} ${user.lastName}`.trim(), since: operator.addedAt.toISOString() };
}

/**
 * Refuses an operator's decision on what is their own (403, reason `own_case`): their seller verification, their
 * listings, their reviews and the reviews of their products. Another operator decides it, as an operator's own
 * standing is changed only on the command line: nobody verifies themselves, brings back their hidden listing or
 * removes a review of their own product.
 */
export function refuseOwnCase(operator: AdminSession['operator'], ...concerned: string[]): void {
  if (!concerned.includes(operator.id)) return;
  throw new AppError('forbidden', 'Another operator decides what concerns your own account.', undefined, { reason: 'own_case' });
}

/**
 * Whether anyone runs the market: where someone does, what people report waits for an operator's decision instead of
 * deciding alone (reviews ask before hiding one).
 */
export function marketHasOperators(db: Db): Promise<boolean> {
  return selectAnyOperator(db);
}

/** A refusal of the command line's: said as it is, with nothing changed. */
export class OperatorCommandError extends Error {
  override name = 'OperatorCommandError';
}

type Named = { account: AccountSummary; confirmed: boolean };

/**
 * The account named by its e-mail address or, for one made by phone, its mobile number; `confirmed` when its owner has
 * confirmed that very address or number (a stand-in address of a phone account names nobody).
 */
async function accountOf(db: Db, who: string): Promise<Named> {
  const mobile = who.includes('@') ? null : normalizeSriLankanMobile(who);
  if (mobile) {
    const account = await findAccountByPhone(db, mobile);
    if (!account) throw new OperatorCommandError(`No account has the mobile number ${mobile}.`);
    return { account, confirmed: account.phoneNumberVerified };
  }
  const account = isStandInEmail(who) ? undefined : await findAccountByEmail(db, who);
  if (!account) throw new OperatorCommandError(`No account has the address ${who}.`);
  return { account, confirmed: account.emailVerified };
}

const describe = (account: AccountSummary) => `${account.name} <${account.email ?? account.phoneNumber ?? account.id}>`;

/**
 * Makes the account with this address (or mobile number) an operator, only when its owner has confirmed that very
 * address (by the mail's link) or number (by a code): anyone may sign up with someone else's address and confirm a
 * phone of their own, so the address typed here must be the one that was proven. `by` names who ran the command (the
 * server's user), for the audit log.
 */
export async function addOperator(db: Db, who: string, by: string): Promise<string> {
  const { account, confirmed } = await accountOf(db, who);
  if (!confirmed) {
    const what = who.includes('@') ? 'this e-mail address' : 'this mobile number';
    throw new OperatorCommandError(
      `${describe(account)} has not confirmed ${what}; an operator is named by an address or number its owner has confirmed.`,
    );
  }
  const added = await insertOperator(db, account.id, auditEntryBy(by, 'operator.added', account));
  return added ? `${describe(account)} is now an operator.` : `${describe(account)} is already an operator.`;
}

export async function removeOperator(db: Db, who: string, by: string): Promise<string> {
  const { account } = await accountOf(db, who);
  const removed = await deleteOperator(db, account.id, auditEntryBy(by, 'operator.removed', account));
  return removed ? `${describe(account)} is no longer an operator.` : `${describe(account)} was not an operator.`;
}

export async function listOperators(db: Db): Promise<string> {
  const rows = await selectOperators(db);
  if (rows.length === 0) return 'The market has no operators.';
  const accounts = new Map(
    (
      await findAccountsByIds(
        db,
        rows.map((row) => row.userId),
      )
    ).map((account) => [account.id, account]),
  );
  return rows
    .map((row) => {
      const account = accounts.get(row.userId);
      return `${account ? describe(account) : row.userId}, since ${row.addedAt.toISOString()}`;
    })
    .join('\n');
}

function auditEntryBy(by: string, action: 'operator.added' | 'operator.removed', account: AccountSummary) {
  return {
    actorId: null,
    actorName: by,
    action,
    subjectKind: 'account',
    subjectId: account.id,
    subjectName: describe(account),
  };
}

/** What an operator did, for the audit log: written by the module that did it, in the transaction that did it. */
export type OperatorAct = {
  operator: AdminSession['operator'];
  action: AuditAction;
  subject: { kind: string; id: string; name: string };
  reason?: string | undefined;
};

export async function recordOperatorAct(db: Db, { operator, action, subject, reason }: OperatorAct): Promise<void> {
  await insertAuditEntry(db, {
    actorId: operator.id,
    actorName: operator.name,
    action,
    subjectKind: subject.kind,
    subjectId: subject.id,
    subjectName: subject.name,
    reason: reason ?? null,
  });
}

function toAuditEntry(row: AuditEntryRow) {
  const { details: _details, at, ...rest } = row;
  return { ...rest, at: at.toISOString() };
}

export async function getAuditPage(db: Db, query: AuditQuery): Promise<AuditPage> {
  const [{ rows, more }, actors] = await Promise.all([selectAuditEntries(db, query, auditPageSize), selectAuditActors(db)]);
  return { entries: rows.map(toAuditEntry), page: query.page, pageSize: auditPageSize, more, actors };
}

/**
 * What `npm run operator` asks: to add or remove the account with an e-mail address or mobile number (`who`), or to
 * list the operators.
 */
export type OperatorCommand = { action: 'add' | 'remove' | 'list'; who?: string | undefined; by: string };

/** Carries out a command of `npm run operator`, in this process or in the running server's (asked over its socket). */
export async function runOperatorCommand(db: Db, { action, who, by }: OperatorCommand): Promise<string> {
  if (action === 'list') return listOperators(db);
  if (!who) throw new OperatorCommandError(`Say whose account: npm run operator -- ${action} EMAIL`);
  return action === 'add' ? addOperator(db, who, by) : removeOperator(db, who, by);
}
