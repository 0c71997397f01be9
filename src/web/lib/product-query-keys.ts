/**
 * Every product query of the web app (featured, browse, a product's page, the seller's inventory)
 * starts with 'products', so a change to a listing can mark them all stale with this one prefix.
 * Shared by the catalog, seller and orders features, which must agree on them.
 */
export const productsQueryKey = ['products'] as const;

export function productQueryKey(id: string) {
  return [...productsQueryKey, 'detail', id] as const;
}

/** The signed-in viewer's own review of the product and whether they may write one (the orders feature's "I received it" changes it). */
export function myReviewQueryKey(productId: string) {
  return [...productQueryKey(productId), 'my-review'] as const;
}
