import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@domain/catalog/categories';
import type { District } from '@domain/catalog/districts';
import type { BrowseResult, BrowseSort } from '@domain/catalog/product.schema';
import { apiFetch } from '@web/lib/api-client';
import { productsQueryKey } from './catalog-query-keys';

/** One page of active products, as GET /api/products takes it: prices in cents, several districts at once. */
export type ProductsQuery = {
  q?: string | undefined;
  category?: Category | undefined;
  districts?: readonly District[] | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  inStock?: boolean | undefined;
  minRating?: number | undefined;
  sort?: BrowseSort | undefined;
  page?: number | undefined;
  seller?: string | undefined;
};

/** The query string for the API; defaults are left out, since the API rejects nothing but unknown keys. */
export function productsSearch(query: ProductsQuery): string {
  const search = new URLSearchParams();
  if (query.q) search.set('q', query.q);
  if (query.category) search.set('category', query.category);
  for (const district of query.districts ?? []) search.append('district', district);
  if (query.minPrice !== undefined) search.set('minPrice', String(query.minPrice));
  if (query.maxPrice !== undefined) search.set('maxPrice', String(query.maxPrice));
  if (query.inStock) search.set('inStock', 'true');
  if (query.minRating !== undefined) search.set('minRating', String(query.minRating));
  if (query.sort && query.sort !== 'newest') search.set('sort', query.sort);
  if (query.page && query.page > 1) search.set('page', String(query.page));
  if (query.seller) search.set('seller', query.seller);
  return search.toString();
}

export function getProducts(query: ProductsQuery, { signal }: { signal?: AbortSignal } = {}): Promise<BrowseResult> {
  const search = productsSearch(query);
  return apiFetch<BrowseResult>(`/api/products${search ? `?${search}` : ''}`, { signal });
}

export function productListQueryKey(query: ProductsQuery) {
  return [...productsQueryKey, 'list', productsSearch(query)] as const;
}

export function getProductsQueryOptions(query: ProductsQuery) {
  return queryOptions({
    queryKey: productListQueryKey(query),
    queryFn: ({ signal }) => getProducts(query, { signal }),
    // The page on screen stays while the next one loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}

export function useProducts(query: ProductsQuery) {
  return useQuery(getProductsQueryOptions(query));
}
