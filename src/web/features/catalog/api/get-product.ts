import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '@domain/catalog/product.schema';
import { apiFetch } from '@web/lib/api-client';
import { productQueryKey } from '@web/lib/product-query-keys';

export function getProduct(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<ProductDetail> {
  return apiFetch<ProductDetail>(`/api/products/${encodeURIComponent(id)}`, { signal });
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
