import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SellerProfile } from '@domain/catalog/product.schema';
import { apiFetch } from '@web/lib/api-client';
import { sellerQueryKey } from './catalog-query-keys';

export function getSeller(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<SellerProfile> {
  return apiFetch<SellerProfile>(`/api/sellers/${encodeURIComponent(id)}`, { signal });
}

export function getSellerQueryOptions(id: string) {
  return queryOptions({
    queryKey: sellerQueryKey(id),
    queryFn: ({ signal }) => getSeller(id, { signal }),
    // An unknown seller is an answer: the page offers Retry for other failures.
    retryOnMount: false,
  });
}

export function useSeller(id: string) {
  return useQuery(getSellerQueryOptions(id));
}
