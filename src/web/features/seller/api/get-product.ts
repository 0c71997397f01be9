import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '../../../../domain/catalog/product.schema';
import { ApiRequestError, apiFetch } from '../../../lib/api-client';

export function getProduct(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<ProductDetail> {
  return apiFetch<ProductDetail>(`/api/products/${encodeURIComponent(id)}`, { signal });
}

/**
 * Every product query of the web app (featured, browse, a product's page) starts with 'products', so
 * a change to a listing can mark them all stale with this one prefix.
 */
export const productsQueryKey = ['products'] as const;

/** The same key the product page uses, so the seller's edits show there at once. */
export function productQueryKey(id: string) {
  return [...productsQueryKey, id] as const;
}

/** An unknown id, someone else's draft or a malformed id: asking again would not help. */
export function isMissingProduct(error: unknown): boolean {
  return error instanceof ApiRequestError && [400, 403, 404].includes(error.status);
}

export function getProductQueryOptions(id: string) {
  return queryOptions({
    queryKey: productQueryKey(id),
    queryFn: ({ signal }) => getProduct(id, { signal }),
    retry: (failureCount, error) => !isMissingProduct(error) && failureCount < 1,
  });
}

export function useProduct(id: string) {
  return useQuery(getProductQueryOptions(id));
}
