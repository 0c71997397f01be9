import { createHmac } from 'node:crypto';
import type { AdminSession, AuditAction } from '@domain/admin/audit.schema';
import type { NotificationContent } from '@domain/notifications/notification.schema';
import { nicAsNewFormat, nicBirthDate } from '@domain/seller/nic';
import {
  verificationQueuePageSize,
  type MyVerification,
  type RefuseVerificationInput,
  type VerificationCase,
  type VerificationQueuePage,
  type VerificationQueueQuery,
  type VerificationRequest,
  type VerificationStatus,
  type WithdrawVerificationInput,
} from '@domain/seller/seller-verification.schema';
import type { Db } from '@server/db/client';
import { isUniqueViolation } from '@server/db/unique-violation';
import { AppError } from '@server/errors';
import type { CatalogChanges } from '@server/infra/catalog-changes';
import { createTextSeal, type TextSeal } from '@server/sms/sealed-text';
import { recordOperatorAct, refuseOwnCase } from '../admin/admin.service';
import { announceListingChanges } from '../catalog/listing-moderation.service';
import { markSellerVerified } from '../catalog/product-rows.service';
import { recordNotifications } from '../notifications/notifications.service';
import { enforceRateLimits, type RateLimitRule } from '../rate-limit/rate-limit.service';
import {
  decideVerification,
  insertVerification,
  markVerificationWithdrawn,
  selectLatestVerification,
  selectClosedVerifications,
  selectSameNicAccounts,
  selectVerificationCase,
  selectVerificationCases,
  type VerificationCaseRow,
  type VerificationRow,
} from './seller-verification.repository';

// Sellers verified by operators (decision 064): the seller gives their NIC number, name, district and phone; an
// operator checks them and approves or refuses, and may later withdraw an approval. The NIC number is kept sealed,
// bound to the account, and a keyed digest finds other accounts that gave the same one. It is never logged nor sent
// back to the seller.

type Operator = AdminSession['operator'];

export type VerificationContext = {
  db: Db;
  changes: CatalogChanges;
  nic: NicKeeper;
  now: () => Date;
  requestLimit: RateLimitRule;
};

/** A few a day is more than anyone correcting a typo needs. */
export const defaultVerificationRequestLimit: RateLimitRule = { limit: 5, windowSeconds: 24 * 60 * 60 };

export type NicKeeper = {
  seal(nic: string, userId: string): string;
  open(sealed: string, userId: string): string;
  digest(nic: string): string;
};

export function createNicKeeper(secret: string): NicKeeper {
  const seal: TextSeal = createTextSeal(secret, 'nic');
  return {
    seal: (nic, userId) => seal.seal(nic, userId),
    open: (sealed, userId) => seal.open(sealed, userId),
    // Both formats of one number give one digest: a person who wrote the old one once and the new one later is found.
    digest: (nic) =>
      createHmac('sha256', secret)
        .update(`nic\0${nicAsNewFormat(nic)}`)
        .digest('hex'),
  };
}

/** Why it was refused or withdrawn; a request that became neither keeps no reason. */
function refusalOf(row: VerificationRow) {
  return (row.status === 'refused' || row.status === 'withdrawn') && row.refusal ? { reason: row.refusal, note: row.refusalNote } : null;
}

/** A seller asks again only once their last request is closed: refused, or approved and then withdrawn. */
const mayAskAfter = (status: VerificationStatus) => status === 'refused' || status === 'withdrawn';

function toMyVerification(row: VerificationRow | undefined): MyVerification {
  if (!row) return { status: null, requestedAt: null, decidedAt: null, withdrawnAt: null, refusal: null, mayAsk: true };
  return {
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
    refusal: refusalOf(row),
    mayAsk: mayAskAfter(row.status),
  };
}

export async function getMyVerification({ db }: VerificationContext, userId: string): Promise<MyVerification> {
  return toMyVerification(await selectLatestVerification(db, userId));
}

function openConflict(row: VerificationRow | undefined): AppError {
  return row?.status === 'approved'
    ? new AppError('conflict', 'You are already a verified seller.', undefined, { reason: 'already_verified' })
    : new AppError('conflict', 'Your request is waiting for an operator.', undefined, { reason: 'verification_pending' });
}

/** The seller asks to be verified: refused while one waits or while approved, and only a few times a day. */
export async function requestVerification(
  context: VerificationContext,
  userId: string,
  input: VerificationRequest,
): Promise<MyVerification> {
  const { db, nic } = context;
  const latest = await selectLatestVerification(db, userId);
  if (latest && !mayAskAfter(latest.status)) throw openConflict(latest);
  await enforceRateLimits(
    db,
    [{ key: `seller-verification:${userId}`, rule: context.requestLimit }],
    'You have asked to be verified several times today. Please try again tomorrow.',
  );
  try {
    const row = await insertVerification(db, {
      userId,
      fullName: input.fullName,
      nicSealed: nic.seal(input.nic, userId),
      nicDigest: nic.digest(input.nic),
      district: input.district,
      phoneNumber: input.phoneNumber,
      requestedAt: context.now(),
    });
    return toMyVerification(row);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw openConflict(await selectLatestVerification(db, userId));
  }
}

async function toCases({ db, nic }: VerificationContext, rows: VerificationCaseRow[]): Promise<VerificationCase[]> {
  const digests = [...new Set(rows.map((row) => row.verification.nicDigest))];
  const others = await selectSameNicAccounts(db, digests);
  const closed = await selectClosedVerifications(db, [...new Set(rows.map((row) => row.verification.userId))]);
  return rows.map(({ verification: row, accountName, accountCreatedAt, activeListings }) => {
    const opened = nic.open(row.nicSealed, row.userId);
    return {
      id: row.id,
      sellerId: row.userId,
      accountName,
      fullName: row.fullName,
      nic: opened,
      nicBirthDate: nicBirthDate(opened),
      district: row.district,
      phoneNumber: row.phoneNumber,
      status: row.status,
      requestedAt: row.requestedAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      decidedBy: row.decidedBy,
      withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
      withdrawnBy: row.withdrawnBy,
      refusal: refusalOf(row),
      accountCreatedAt: accountCreatedAt.toISOString(),
      activeListings,
      sameNicAccounts: others
        .filter((other) => other.digest === row.nicDigest && other.userId !== row.userId)
        .map((other) => ({ id: other.userId, name: other.name, status: other.status })),
      earlier: closed
        .filter((past) => past.userId === row.userId && past.id !== row.id && past.requestedAt < row.requestedAt)
        .map((past) => ({
          status: past.status === 'withdrawn' ? ('withdrawn' as const) : ('refused' as const),
          at: (past.withdrawnAt ?? past.decidedAt ?? past.requestedAt).toISOString(),
          reason: past.refusal,
          note: past.refusalNote,
        })),
    };
  });
}

export async function getVerificationQueue(context: VerificationContext, query: VerificationQueueQuery): Promise<VerificationQueuePage> {
  const { rows, more } = await selectVerificationCases(context.db, query.status, query.page, verificationQueuePageSize);
  return { cases: await toCases(context, rows), page: query.page, pageSize: verificationQueuePageSize, more };
}

const caseNotFound = () => new AppError('not_found', 'Verification request not found');

async function readCase(context: VerificationContext, id: string): Promise<VerificationCase> {
  const row = await selectVerificationCase(context.db, id);
  if (!row) throw caseNotFound();
  const [found] = await toCases(context, [row]);
  if (!found) throw caseNotFound();
  return found;
}

/** One operator's decision on a request, as approving, refusing and withdrawing differ. */
type Decision = {
  /** The request's own change; undefined when it is not in the state the decision needs (or a racing one won). */
  write: (tx: Db) => Promise<VerificationRow | undefined>;
  refused: () => AppError;
  /** Whether the seller's products carry the badge afterwards; left alone when undefined. */
  badge?: boolean;
  notice: NotificationContent;
  action: AuditAction;
  reason?: string;
};

/**
 * Carries out a decision in one transaction: the request, the badge on the seller's products, the seller told, the
 * audit log written; then the changed products are announced so cached cards and pages drop on every instance.
 */
async function decide(context: VerificationContext, operator: Operator, id: string, decision: Decision): Promise<VerificationCase> {
  const before = await selectVerificationCase(context.db, id);
  if (!before) throw caseNotFound();
  refuseOwnCase(operator, before.verification.userId);
  const changed = await context.db.transaction(async (tx) => {
    const row = await decision.write(tx);
    if (!row) throw decision.refused();
    const products = decision.badge === undefined ? [] : await markSellerVerified(tx, row.userId, decision.badge);
    await recordNotifications(tx, [{ userId: row.userId, content: decision.notice }]);
    await recordOperatorAct(tx, {
      operator,
      action: decision.action,
      subject: { kind: 'account', id: row.userId, name: before.accountName },
      ...(decision.reason && { reason: decision.reason }),
    });
    return products;
  });
  announceListingChanges(context.changes, changed);
  return readCase(context, id);
}

const alreadyDecided = () => new AppError('conflict', 'This request has already been decided.', undefined, { reason: 'already_decided' });

/** The reason and the operator's words, as the seller reads them and as the audit log keeps them. */
function why(input: RefuseVerificationInput) {
  const note = input.note || null;
  return { params: { reason: input.reason, note }, logged: [input.reason, note].filter(Boolean).join(': ') };
}

/** Approves a waiting request: the seller's products carry the badge, the seller is told and the log written, at once. */
export function approveVerification(context: VerificationContext, operator: Operator, id: string): Promise<VerificationCase> {
  return decide(context, operator, id, {
    write: (tx) => decideVerification(tx, id, { status: 'approved', decidedAt: context.now(), decidedBy: operator.id }),
    refused: alreadyDecided,
    badge: true,
    notice: { kind: 'verification_approved', params: {} },
    action: 'seller.verified',
  });
}

/** Refuses a waiting request with a reason the seller reads; they may ask again. */
export function refuseVerification(
  context: VerificationContext,
  operator: Operator,
  id: string,
  input: RefuseVerificationInput,
): Promise<VerificationCase> {
  const { params, logged } = why(input);
  return decide(context, operator, id, {
    write: (tx) =>
      decideVerification(tx, id, {
        status: 'refused',
        decidedAt: context.now(),
        decidedBy: operator.id,
        refusal: params.reason,
        refusalNote: params.note,
      }),
    refused: alreadyDecided,
    notice: { kind: 'verification_refused', params },
    action: 'seller.refused',
    reason: logged,
  });
}

const notApproved = () =>
  new AppError('conflict', 'Only an approved verification can be withdrawn.', undefined, { reason: 'not_approved' });

/**
 * Withdraws an approved verification with a reason the seller reads: the badge leaves their products, they are told
 * and the log written, at once; they may ask again.
 */
export function withdrawVerification(
  context: VerificationContext,
  operator: Operator,
  id: string,
  input: WithdrawVerificationInput,
): Promise<VerificationCase> {
  const { params, logged } = why(input);
  return decide(context, operator, id, {
    write: (tx) =>
      markVerificationWithdrawn(tx, id, {
        withdrawnAt: context.now(),
        withdrawnBy: operator.id,
        refusal: params.reason,
        refusalNote: params.note,
      }),
    refused: notApproved,
    badge: false,
    notice: { kind: 'verification_withdrawn', params },
    action: 'seller.unverified',
    reason: logged,
  });
}
