import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '@domain/catalog/product.schema';
import { apiFetch } from '@web/lib/api-client';
/**
 * One of the seller's products, whole, as its edit form reads it. Not under the inventory's key: the inventory is
 * asked again after every save, and the form, which has just been given the saved product, need not be.
 */
export function ownProductQueryKey(id: string) {
  return ['me', 'product', id] as const;
}

export function getOwnProductQueryOptions(id: string) {
  return queryOptions({
    queryKey: ownProductQueryKey(id),
    queryFn: ({ signal }) => apiFetch<ProductDetail>(`/api/products/${encodeURIComponent(id)}`, { signal }),
    // A refusal (unknown, someone else's) is an answer: asking again on mount would get the same.
    retryOnMount: false,
  });
}

export function useOwnProduct(id: string) {
  return useQuery(getOwnProductQueryOptions(id));
}
