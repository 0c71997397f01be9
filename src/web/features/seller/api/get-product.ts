import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '@domain/catalog/product.schema';
import { ApiRequestError, apiFetch } from '@web/lib/api-client';
import { productQueryKey } from '@web/lib/product-query-keys';

export function getProduct(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<ProductDetail> {
  return apiFetch<ProductDetail>(`/api/products/${encodeURIComponent(id)}`, { signal });
}

/** An unknown id, someone else's draft or a malformed id: asking again would not help. */
export function isMissingProduct(error: unknown): boolean {
  return error instanceof ApiRequestError && [400, 403, 404].includes(error.status);
}

export function getProductQueryOptions(id: string) {
  return queryOptions({
    queryKey: productQueryKey(id),
    queryFn: ({ signal }) => getProduct(id, { signal }),
  });
}

export function useProduct(id: string) {
  return useQuery(getProductQueryOptions(id));
}
