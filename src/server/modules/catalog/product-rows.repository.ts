import { and, asc, eq, inArray, ne, sql, type SQLWrapper } from 'drizzle-orm';
import type { ProductForOrder } from '@domain/orders/order-lines';
import type { Db } from '@server/db/client';
import { members } from '@server/db/schema/auth';
import { productForOrderColumns, products } from '@server/db/schema/catalog';
import { publicRatings } from '@server/db/schema/reviews';

// The locks and writes other modules take on products inside their own transactions (a checkout, a cancelled
// order, a boost's launch, a review): products are catalog's table, so the statements live here and the other
// modules call them through product-rows.service.ts. Lock order is theirs to keep: see orders.repository.ts.

/** A product's current cover, as its thumbnail (a card's width for a photo stored before thumbnails). Spelled out: Drizzle leaves names unqualified in a select list. */
const productCoverKey = sql<string | null>`(select coalesce(cover.thumb_key, cover.card_key) from product_covers as cover
  where cover.product_id = "products"."id")`;

const personName = sql<string>`trim(${members.firstName} || ' ' || ${members.lastName})`;

/** The product to boost, locked until the launch commits; undefined when there is none. */
export async function lockProductForBoost(db: Db, productId: string) {
  const [row] = await db
    .select({ id: products.id, sellerId: products.sellerId, title: products.title, status: products.status, quantity: products.quantity })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  return row;
}

/** Holds the product's row until the transaction ends; undefined when there is no such product. */
export async function lockProductForReview(db: Db, productId: string) {
  const [row] = await db
    .select({ id: products.id, sellerId: products.sellerId, title: products.title, status: products.status })
    .from(products)
    .where(eq(products.id, productId))
    .for('no key update');
  return row;
}

/**
 * Reads the products being bought and locks their rows until the transaction ends, so two checkouts of the
 * last few items take turns. Locked in id order, so two orders of the same products cannot deadlock.
 */
export async function lockProductsForOrder(
  db: Db,
  ids: string[],
): Promise<(ProductForOrder & { sellerName: string; coverKey: string | null })[]> {
  return db
    .select({
      ...productForOrderColumns,
      sellerName: personName,
      coverKey: productCoverKey,
    })
    .from(products)
    .innerJoin(members, eq(members.id, products.sellerId))
    .where(inArray(products.id, ids))
    .orderBy(asc(products.id))
    .for('update', { of: products });
}

/** Locks the products whose ids `ids` selects, in id order, until the transaction ends. */
export async function lockProducts(db: Db, ids: SQLWrapper): Promise<void> {
  await db.select({ id: products.id }).from(products).where(inArray(products.id, ids)).orderBy(asc(products.id)).for('update');
}

/**
 * Moves stock of products the caller has locked, in one statement: negative to take, positive to give back. Answers
 * each product's new quantity and whether it crossed zero (sold out, or back in stock).
 */
export async function adjustStock(
  db: Db,
  changes: { productId: string; by: number }[],
): Promise<{ productId: string; crossedZero: boolean }[]> {
  if (changes.length === 0) return [];
  const rows = sql.join(
    changes.map(({ productId, by }) => sql`(${productId}::uuid, ${by}::integer)`),
    sql`, `,
  );
  // Both drivers answer raw statements with their rows under `rows`.
  const { rows: updated } = (await db.execute(sql`update products set quantity = products.quantity + change.by, updated_at = now()
    from (values ${rows}) as change(id, by) where products.id = change.id
    returning products.id, (products.quantity = 0 or products.quantity = change.by) as crossed_zero`)) as unknown as {
    rows: { id: string; crossed_zero: boolean }[];
  };
  return updated.map((row) => ({ productId: row.id, crossedZero: row.crossed_zero }));
}

/** Counts the product's public reviews again, onto the product; call it with the product's row locked. */
export async function recountProductRating(db: Db, productId: string): Promise<void> {
  await db.execute(sql`
    update ${products} set
      rating_count = counted.reviews,
      rating_total = counted.stars,
      rating_average = case when counted.reviews > 0 then round(counted.stars::numeric / counted.reviews, 1) else 0 end
    from (
      select count(*)::int as reviews, coalesce(sum(${publicRatings.rating}), 0)::int as stars
      from ${publicRatings} where ${publicRatings.productId} = ${productId}
    ) as counted
    where ${products.id} = ${productId}
  `);
}

/**
 * The seller's badge lock, held to the end of the transaction. Marking the seller's products (`mark`, exclusive) and
 * writing a new product of theirs (`list`, shared) wait for each other: a product listed while an operator approves or
 * withdraws the seller's verification is either written before the mark (which then reaches it) or reads the seller's
 * verification after it. Without it, a product that read "verified" just before a withdrawal could commit after the
 * withdrawal's update had passed it by, and keep the badge.
 */
export async function lockSellerBadge(db: Db, sellerId: string, mode: 'mark' | 'list'): Promise<void> {
  const key = sql`hashtextextended(${`govi-seller-badge:${sellerId}`}, 0)`;
  await db.execute(mode === 'mark' ? sql`select pg_advisory_xact_lock(${key})` : sql`select pg_advisory_xact_lock_shared(${key})`);
}

/** Marks (or unmarks) every product of the seller as a verified seller's; answers the ids whose mark changed. */
export async function markSellerVerified(db: Db, sellerId: string, verified: boolean): Promise<string[]> {
  await lockSellerBadge(db, sellerId, 'mark');
  const changed = await db
    .update(products)
    .set({ sellerVerified: verified })
    .where(and(eq(products.sellerId, sellerId), ne(products.sellerVerified, verified)))
    .returning({ id: products.id });
  return changed.map((row) => row.id);
}
