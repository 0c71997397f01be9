import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '@domain/catalog/product.schema';
import { apiFetch } from '@web/lib/api-client';
import { productQueryKey } from './catalog-query-keys';

/** A whole product, as its page shows it. */
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
