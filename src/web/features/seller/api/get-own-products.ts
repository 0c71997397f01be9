import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InventoryItem } from '@domain/catalog/product.schema';
import { apiFetch } from '@web/lib/api-client';

type OwnProductsResponse = { products: InventoryItem[] };

export function getOwnProducts({ signal }: { signal?: AbortSignal } = {}): Promise<OwnProductsResponse> {
  return apiFetch<OwnProductsResponse>('/api/me/products', { signal });
}

export const ownProductsQueryKey = ['me', 'products'] as const;

export function getOwnProductsQueryOptions() {
  return queryOptions({
    queryKey: ownProductsQueryKey,
    queryFn: ({ signal }) => getOwnProducts({ signal }),
    // Stock changes with every order: the inventory is always read fresh.
    staleTime: 0,
  });
}

export function useOwnProducts() {
  return useQuery(getOwnProductsQueryOptions());
}
