import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeaturedProducts } from '@domain/catalog/product.schema';
import { apiFetch } from '@web/lib/api-client';

export function getFeaturedProducts({ signal }: { signal?: AbortSignal } = {}): Promise<FeaturedProducts> {
  return apiFetch<FeaturedProducts>('/api/products/featured', { signal });
}

export const featuredProductsQueryKey = ['featured-products'] as const;

export function getFeaturedProductsQueryOptions() {
  return queryOptions({
    queryKey: featuredProductsQueryKey,
    queryFn: ({ signal }) => getFeaturedProducts({ signal }),
  });
}

export function useFeaturedProducts() {
  return useQuery(getFeaturedProductsQueryOptions());
}
