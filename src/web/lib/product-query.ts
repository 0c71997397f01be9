import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '@domain/catalog/product.schema';
import { ApiRequestError, apiFetch } from './api-client';
import { productQueryKey } from './product-query-keys';

/**
 * The one query of a whole product, shared by its page (catalog) and its edit form (seller): both read and
 * refresh the same cache entry, so a change saved in one shows in the other.
 */
export function getProduct(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<ProductDetail> {
  return apiFetch<ProductDetail>(`/api/products/${encodeURIComponent(id)}`, { signal });
}

export function getProductQueryOptions(id: string) {
  return queryOptions({
    queryKey: productQueryKey(id),
    queryFn: ({ signal }) => getProduct(id, { signal }),
    // A refusal (unknown, not listed) is an answer: asking again on mount would get the same, and a page the
    // server rendered with it would ask twice.
    retryOnMount: false,
  });
}

export function useProduct(id: string) {
  return useQuery(getProductQueryOptions(id));
}

/** An unknown id, someone else's draft or a malformed id: asking again would not help. */
export function isMissingProduct(error: unknown): boolean {
  return error instanceof ApiRequestError && [400, 403, 404].includes(error.status);
}
