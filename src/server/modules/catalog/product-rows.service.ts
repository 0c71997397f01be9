import type { Db } from '@server/db/client';
import * as rows from './product-rows.repository';

// What other modules may do to products inside their own transaction: lock them, move their stock, recount their
// rating. Each takes the caller's transaction as `db`.

export function lockProductForBoost(db: Db, productId: string) {
  return rows.lockProductForBoost(db, productId);
}

export function lockProductForReview(db: Db, productId: string) {
  return rows.lockProductForReview(db, productId);
}

export function lockProductsForOrder(db: Db, ids: string[]) {
  return rows.lockProductsForOrder(db, ids);
}

/** `ids` is a subquery of the caller's (an order's product ids), so the lock costs one statement. */
export function lockProducts(db: Db, ids: Parameters<typeof rows.lockProducts>[1]) {
  return rows.lockProducts(db, ids);
}

export function adjustStock(db: Db, changes: { productId: string; by: number }[]) {
  return rows.adjustStock(db, changes);
}

export function recountProductRating(db: Db, productId: string) {
  return rows.recountProductRating(db, productId);
}

/**
 * An operator verified the seller (or took it back): the badge on each of their products follows, inside the caller's
 * transaction. Answers the products changed, whose cached reads the caller drops once committed (`announceListingChanges`).
 */
export function markSellerVerified(db: Db, sellerId: string, verified: boolean): Promise<string[]> {
  return rows.markSellerVerified(db, sellerId, verified);
}
