/**
 * Every product query of the web app (featured, browse, a product's page, the seller's inventory)
 * starts with 'products', so a change to a listing can mark them all stale with this one prefix.
 * Shared by the catalog and seller features, which must agree on them.
 */
export const productsQueryKey = ['products'] as const;

export function productQueryKey(id: string) {
  return [...productsQueryKey, 'detail', id] as const;
}
