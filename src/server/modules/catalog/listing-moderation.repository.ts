import { and, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { HideListingInput, ModeratedListingsQuery } from '@domain/catalog/listing-moderation.schema';
import type { ListingHiddenReason } from '@domain/catalog/product-options';
import type { ListingHidden } from '@domain/catalog/product.schema';
import { containsPattern } from '@domain/catalog/search-text';
import type { Db } from '@server/db/client';
import { products } from '@server/db/schema/catalog';

const isUuid = (text: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);

/** Whether and why operators hid a product: read with the seller's inventory and the console's listings. */
export const hiddenColumns = {
  hiddenAt: products.hiddenAt,
  hiddenReason: products.hiddenReason,
  hiddenNote: products.hiddenNote,
  restoreRequestedAt: products.restoreRequestedAt,
};
type HiddenColumns = { [Key in keyof typeof hiddenColumns]: (typeof hiddenColumns)[Key]['_']['data'] | null };

/** The hidden columns as the API says them: null for a product nobody hid. */
export function listingHiddenOf(row: HiddenColumns): ListingHidden | null {
  if (!row.hiddenAt || !row.hiddenReason) return null;
  return {
    at: row.hiddenAt.toISOString(),
    reason: row.hiddenReason,
    note: row.hiddenNote,
    restoreRequestedAt: row.restoreRequestedAt?.toISOString() ?? null,
  };
}

const listingColumns = {
  id: products.id,
  title: products.title,
  sellerId: products.sellerId,
  sellerName: products.sellerName,
  status: products.status,
  updatedAt: products.updatedAt,
  ...hiddenColumns,
};
export type ModeratedListingRow = NonNullable<Awaited<ReturnType<typeof selectModeratedListing>>>;

/** One page of any products, found by words or id, hidden ones or those asked back only; the latest hidden or changed first. */
export async function selectModeratedListings(db: Db, query: ModeratedListingsQuery, pageSize: number) {
  const conditions: (SQL | undefined)[] = [
    query.q
      ? or(sql`${products.searchText} like ${containsPattern(query.q)}`, isUuid(query.q) ? eq(products.id, query.q) : undefined)
      : undefined,
    query.show === 'hidden' ? isNotNull(products.hiddenAt) : undefined,
    query.show === 'asked' ? isNotNull(products.restoreRequestedAt) : undefined,
  ];
  const rows = await db
    .select(listingColumns)
    .from(products)
    .where(and(...conditions))
    .orderBy(sql`${products.hiddenAt} desc nulls last`, desc(products.updatedAt), desc(products.id))
    .limit(pageSize + 1)
    .offset((query.page - 1) * pageSize);
  return { rows: rows.slice(0, pageSize), more: rows.length > pageSize };
}

export async function selectModeratedListing(db: Db, id: string) {
  const [row] = await db.select(listingColumns).from(products).where(eq(products.id, id));
  return row;
}

const hiddenForSuspension = eq(products.hiddenReason, 'account_suspended');

/** Hidden now, with why; the status its seller gave it kept to give back (one already hidden keeps the one it kept). */
const hidden = (reason: ListingHiddenReason, note: string | null) => ({
  hiddenAt: sql`now()`,
  hiddenReason: reason,
  hiddenNote: note,
  hiddenStatus: sql`case when ${products.hiddenAt} is null then ${products.status} else ${products.hiddenStatus} end`,
  status: 'inactive' as const,
  restoreRequestedAt: null,
});

/** Back as its seller had it (listed, or a draft), nothing of the hiding left. */
const restored = {
  status: sql`coalesce(${products.hiddenStatus}, 'draft')`,
  hiddenAt: null,
  hiddenReason: null,
  hiddenNote: null,
  hiddenStatus: null,
  restoreRequestedAt: null,
};

/**
 * Hides a listed or unlisted product, keeping its status to restore; undefined when it is missing or already hidden by
 * an operator. One out because its seller is suspended takes the operator's reason instead (it stays out when the
 * suspension is lifted), keeping the status its seller had given it.
 */
export async function hideProduct(db: Db, id: string, input: HideListingInput) {
  const [row] = await db
    .update(products)
    .set(hidden(input.reason, input.note || null))
    .where(and(eq(products.id, id), or(isNull(products.hiddenAt), hiddenForSuspension)))
    .returning({ id: products.id, title: products.title, sellerId: products.sellerId, status: products.hiddenStatus });
  return row;
}

/**
 * Gives a hidden product back the status its seller had given it; undefined when it is missing, not hidden, or out
 * because its seller is suspended (it comes back when the suspension ends).
 */
export async function restoreProduct(db: Db, id: string) {
  const [row] = await db
    .update(products)
    .set(restored)
    .where(and(eq(products.id, id), isNotNull(products.hiddenAt), sql`${products.hiddenReason} is distinct from 'account_suspended'`))
    .returning({ id: products.id, title: products.title, sellerId: products.sellerId, status: products.status });
  return row;
}

/** A suspended seller's products leave the market: each not hidden already, its status kept to give back. Answers their ids. */
export async function hideProductsOfSeller(db: Db, sellerId: string): Promise<string[]> {
  const rows = await db
    .update(products)
    .set(hidden('account_suspended', null))
    .where(and(eq(products.sellerId, sellerId), isNull(products.hiddenAt)))
    .returning({ id: products.id });
  return rows.map((row) => row.id);
}

/** The suspension ended: the seller's products it took out are as their seller had them again. Answers their ids. */
export async function restoreProductsOfSeller(db: Db, sellerId: string): Promise<string[]> {
  const rows = await db
    .update(products)
    .set(restored)
    .where(and(eq(products.sellerId, sellerId), hiddenForSuspension))
    .returning({ id: products.id });
  return rows.map((row) => row.id);
}

/** The seller asks for their hidden product back; undefined when it is not theirs or not hidden. */
export async function markRestoreRequested(db: Db, id: string, sellerId: string) {
  const [row] = await db
    .update(products)
    .set({ restoreRequestedAt: sql`coalesce(${products.restoreRequestedAt}, now())` })
    .where(and(eq(products.id, id), eq(products.sellerId, sellerId), isNotNull(products.hiddenAt)))
    .returning({ id: products.id });
  return row;
}
