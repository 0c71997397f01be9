/**
 * Every product query of the catalog (featured, Browse, a seller's page, a product's page) starts with 'products',
 * so a change to a listing can mark them all stale with this one prefix.
 */
export const productsQueryKey = ['products'] as const;

export function productQueryKey(id: string) {
  return [...productsQueryKey, 'detail', id] as const;
}

/** Every seller profile's query starts with this. */
export const sellersQueryKey = ['sellers'] as const;

export function sellerQueryKey(id: string) {
  return [...sellersQueryKey, id] as const;
}
