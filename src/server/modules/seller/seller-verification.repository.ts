import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { VerificationRefusal, VerificationStatus } from '@domain/seller/seller-verification.schema';
import type { Db } from '@server/db/client';
import { members } from '@server/db/schema/auth';
import { productListings } from '@server/db/schema/catalog';
import { sellerVerifications } from '@server/db/schema/seller-verifications';

// Sellers' requests to be verified (decision 064). The NIC number is stored sealed; this file never sees it open.

export type VerificationRow = typeof sellerVerifications.$inferSelect;
export type NewVerification = typeof sellerVerifications.$inferInsert;

const accountName = sql<string>`trim(${members.firstName} || ' ' || ${members.lastName})`;

/** The seller's listings on sale now, read through catalog's published view. */
const activeListings = sql<number>`(select count(*)::int from ${productListings}
  where ${productListings.sellerId} = ${sellerVerifications.userId} and ${productListings.status} = 'active')`;

const caseColumns = {
  verification: sellerVerifications,
  accountName,
  accountCreatedAt: members.createdAt,
  activeListings,
};

export type VerificationCaseRow = {
  verification: VerificationRow;
  accountName: string;
  accountCreatedAt: Date;
  activeListings: number;
};

/** The seller's latest request, whatever became of it. */
export async function selectLatestVerification(db: Db, userId: string): Promise<VerificationRow | undefined> {
  const [row] = await db
    .select()
    .from(sellerVerifications)
    .where(eq(sellerVerifications.userId, userId))
    .orderBy(desc(sellerVerifications.requestedAt))
    .limit(1);
  return row;
}

/** Throws a unique violation when the seller has one waiting or approved (seller_verifications_open_idx). */
export async function insertVerification(db: Db, values: NewVerification): Promise<VerificationRow> {
  const [row] = await db.insert(sellerVerifications).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** A page of requests in one status: those waiting longest first; decided ones newest first (withdrawn ones by their withdrawal). */
export async function selectVerificationCases(
  db: Db,
  status: VerificationStatus,
  page: number,
  pageSize: number,
): Promise<{ rows: VerificationCaseRow[]; more: boolean }> {
  const rows = await db
    .select(caseColumns)
    .from(sellerVerifications)
    .innerJoin(members, eq(members.id, sellerVerifications.userId))
    .where(eq(sellerVerifications.status, status))
    .orderBy(
      status === 'pending'
        ? asc(sellerVerifications.requestedAt)
        : desc(status === 'withdrawn' ? sellerVerifications.withdrawnAt : sellerVerifications.requestedAt),
      asc(sellerVerifications.id),
    )
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  return { rows: rows.slice(0, pageSize), more: rows.length > pageSize };
}

export async function selectVerificationCase(db: Db, id: string): Promise<VerificationCaseRow | undefined> {
  const [row] = await db
    .select(caseColumns)
    .from(sellerVerifications)
    .innerJoin(members, eq(members.id, sellerVerifications.userId))
    .where(eq(sellerVerifications.id, id));
  return row;
}

/** Other accounts whose requests gave one of these NIC numbers (by digest), each account's latest request. */
export async function selectSameNicAccounts(
  db: Db,
  digests: string[],
): Promise<{ digest: string; userId: string; name: string; status: VerificationStatus }[]> {
  if (digests.length === 0) return [];
  const rows = await db
    .selectDistinctOn([sellerVerifications.nicDigest, sellerVerifications.userId], {
      digest: sellerVerifications.nicDigest,
      userId: sellerVerifications.userId,
      name: accountName,
      status: sellerVerifications.status,
    })
    .from(sellerVerifications)
    .innerJoin(members, eq(members.id, sellerVerifications.userId))
    .where(inArray(sellerVerifications.nicDigest, digests))
    .orderBy(sellerVerifications.nicDigest, sellerVerifications.userId, desc(sellerVerifications.requestedAt));
  return rows;
}

/** Decides a waiting request; undefined when it is not waiting (already decided) or unknown. */
export async function decideVerification(
  db: Db,
  id: string,
  decision: {
    status: 'approved' | 'refused';
    decidedAt: Date;
    decidedBy: string;
    refusal?: VerificationRefusal | undefined;
    refusalNote?: string | null | undefined;
  },
): Promise<VerificationRow | undefined> {
  const [row] = await db
    .update(sellerVerifications)
    .set({
      status: decision.status,
      decidedAt: decision.decidedAt,
      decidedBy: decision.decidedBy,
      refusal: decision.refusal ?? null,
      refusalNote: decision.refusalNote ?? null,
    })
    .where(and(eq(sellerVerifications.id, id), eq(sellerVerifications.status, 'pending')))
    .returning();
  return row;
}

/** Withdraws an approved verification; undefined when it is not approved (never was, or already withdrawn) or unknown. */
export async function markVerificationWithdrawn(
  db: Db,
  id: string,
  withdrawal: { withdrawnAt: Date; withdrawnBy: string; refusal: VerificationRefusal; refusalNote: string | null },
): Promise<VerificationRow | undefined> {
  const [row] = await db
    .update(sellerVerifications)
    .set({ status: 'withdrawn', ...withdrawal })
    .where(and(eq(sellerVerifications.id, id), eq(sellerVerifications.status, 'approved')))
    .returning();
  return row;
}

/** The accounts' requests that were refused or withdrawn, the latest first: what an operator reads on a new one. */
export async function selectClosedVerifications(db: Db, userIds: string[]): Promise<VerificationRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(sellerVerifications)
    .where(and(inArray(sellerVerifications.userId, userIds), inArray(sellerVerifications.status, ['refused', 'withdrawn'])))
    .orderBy(desc(sellerVerifications.requestedAt));
}
