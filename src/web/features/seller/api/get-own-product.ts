import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '@domain/catalog/product.schema';
import { apiFetch } from '@web/lib/api-client';
import { ownProductsQueryKey } from './get-own-products';

/** One of the seller's products, whole, as its edit form reads it. */
export function ownProductQueryKey(id: string) {
  return [...ownProductsQueryKey, id] as const;
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
