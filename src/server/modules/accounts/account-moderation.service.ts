import {
  moderatedAccountsPageSize,
  type ModeratedAccount,
  type ModeratedAccountsPage,
  type ModeratedAccountsQuery,
  type SuspendAccountInput,
  type SuspensionOutcome,
} from '@domain/admin/account-moderation.schema';
import type { AdminSession } from '@domain/admin/audit.schema';
import { isStandInEmail } from '@domain/auth/phone-account';
import type { Db } from '@server/db/client';
import { AppError } from '@server/errors';
import type { CatalogChanges } from '@server/infra/catalog-changes';
import { selectOperatorAccount, selectOperatorAccounts, type OperatorAccountRow } from '@server/read-models/operator-accounts';
import type { FastifyBaseLogger } from 'fastify';
import { dueSuspensions, endSuspension, startSuspension, suspensionsInForce } from '../auth/suspensions.service';
import { announceListingChanges, relistSeller, unlistSuspendedSeller } from '../catalog/listing-moderation.service';
import { announceSessionEnded } from '../notifications/notifications.service';
import { announceStockChanges, cancelOpenOrdersOf } from '../orders/orders.service';
import { recordOperatorAct } from '../admin/admin.service';

// Accounts as operators run them (decision 063): found by name, address, number or district; suspended, which in one
// transaction ends the account's sessions, takes its listings (and so its boosts) out of the market and cancels its
// open orders with their stock given back and both sides told; then, committed, the account's event streams end on
// every instance and every instance drops what it had cached of those listings. Lifting (or the end of the days
// given) puts the listings back as the seller had them; cancelled orders stay cancelled.

type Operator = AdminSession['operator'];

export type AccountModerationContext = { db: Db; changes: CatalogChanges; log: FastifyBaseLogger; now: () => Date };

async function toModeratedAccounts(db: Db, rows: OperatorAccountRow[], at: Date): Promise<ModeratedAccount[]> {
  const suspensions = await suspensionsInForce(
    db,
    rows.map((row) => row.id),
    at,
  );
  return rows.map((row) => ({
    id: row.id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: isStandInEmail(row.email) ? null : row.email,
    phoneNumber: row.phone_number,
    confirmed: row.email_verified || row.phone_number_verified,
    createdAt: new Date(row.created_at).toISOString(),
    districts: row.districts ?? [],
    activeListings: Number(row.active_listings),
    orders: Number(row.orders),
    isOperator: row.is_operator,
    verifiedSeller: row.verified_seller,
    suspension: suspensions.get(row.id) ?? null,
  }));
}

export async function getModeratedAccounts(
  context: AccountModerationContext,
  query: ModeratedAccountsQuery,
): Promise<ModeratedAccountsPage> {
  const { rows, more } = await selectOperatorAccounts(context.db, query, moderatedAccountsPageSize);
  return {
    accounts: await toModeratedAccounts(context.db, rows, context.now()),
    page: query.page,
    pageSize: moderatedAccountsPageSize,
    more,
  };
}

const accountNotFound = () => new AppError('not_found', 'Account not found');

async function readAccount(context: AccountModerationContext, id: string): Promise<ModeratedAccount> {
  const row = await selectOperatorAccount(context.db, id);
  if (!row) throw accountNotFound();
  const [account] = await toModeratedAccounts(context.db, [row], context.now());
  if (!account) throw accountNotFound();
  return account;
}

/** Suspends the account with the reason and for the days given (null: until lifted); an operator's account is refused. */
export async function suspendAccount(
  context: AccountModerationContext,
  operator: Operator,
  id: string,
  input: SuspendAccountInput,
): Promise<SuspensionOutcome> {
  const { db } = context;
  const before = await readAccount(context, id);
  // Operators are made and unmade on the command line only, and one may not act on another's standing.
  if (before.isOperator) {
    throw new AppError('forbidden', 'An operator’s account is changed on the command line on the server.', undefined, {
      reason: 'operator_account',
    });
  }
  const at = context.now();
  const done = await db.transaction(async (tx) => {
    const { sessionIds } = await startSuspension(tx, { userId: id, operatorId: operator.id, input, at });
    const orders = await cancelOpenOrdersOf(tx, { userId: id, operatorId: operator.id });
    const hidden = await unlistSuspendedSeller(tx, id);
    await recordOperatorAct(tx, {
      operator,
      action: 'account.suspended',
      subject: { kind: 'account', id, name: before.name },
      reason: [input.reason, input.note, input.days === null ? 'until lifted' : `${input.days} days`].filter(Boolean).join(': '),
    });
    return { sessionIds, orders, hidden };
  });
  announceStockChanges({ catalogChanges: context.changes }, done.orders.stockChanges);
  announceListingChanges(context.changes, done.hidden);
  await endStreams(context, id, done.sessionIds);
  return {
    account: await readAccount(context, id),
    sessionsEnded: done.sessionIds.length,
    listingsHidden: done.hidden.length,
    orderItemsCancelled: done.orders.cancelled,
  };
}

/** Each ended session's event streams end on every instance (a live tab learns at once that it is signed out). */
async function endStreams(context: AccountModerationContext, userId: string, sessionIds: string[]) {
  for (const sessionId of sessionIds) {
    await announceSessionEnded(context.db, { sessionId, userId }).catch((error: unknown) =>
      context.log.error({ err: error }, 'announcing an ended session failed; its event streams end at their next reconnect'),
    );
  }
}

/** Lifts the account's suspension: its listings come back as its seller had them. */
export async function liftAccountSuspension(context: AccountModerationContext, operator: Operator, id: string): Promise<ModeratedAccount> {
  const before = await readAccount(context, id);
  const restored = await context.db.transaction(async (tx) => {
    if (!(await endSuspension(tx, id, { at: context.now(), liftedBy: operator.id }))) {
      throw new AppError('conflict', 'This account is not suspended.', undefined, { reason: 'not_suspended' });
    }
    await recordOperatorAct(tx, { operator, action: 'account.lifted', subject: { kind: 'account', id, name: before.name } });
    return relistSeller(tx, id);
  });
  announceListingChanges(context.changes, restored);
  return readAccount(context, id);
}

/** The upkeep job: suspensions whose days have run out end, and their listings come back. Answers how many ended. */
export async function endDueSuspensions(context: AccountModerationContext, signal: AbortSignal): Promise<number> {
  let ended = 0;
  while (!signal.aborted) {
    const due = await dueSuspensions(context.db, context.now(), 50);
    if (due.length === 0) break;
    for (const userId of due) {
      const restored = await context.db.transaction(async (tx) => {
        if (!(await endSuspension(tx, userId, { at: context.now(), liftedBy: null }))) return [];
        ended += 1;
        return relistSeller(tx, userId);
      });
      announceListingChanges(context.changes, restored);
    }
  }
  return ended;
}
