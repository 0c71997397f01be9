import type { QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@domain/auth/auth.schema';
import { getProductQueryOptions } from '@web/lib/product-query';
import { getProductsQueryOptions } from './api/get-products';
import { getMyReviewQueryOptions, getReviewsQueryOptions, readReviewsPage, reviewsPageParam } from './api/get-reviews';
import { getSellerQueryOptions } from './api/get-seller';
import { readBrowseParams, readPage, toProductsQuery } from './use-browse-params';

// What each catalog page asks for when it first renders, fetched before the server renders it: the same
// query options the pages use, so the answers land under the keys the pages read.

export async function prefetchBrowsePage(queryClient: QueryClient, { search, currency }: { search: URLSearchParams; currency: string }) {
  await queryClient.prefetchQuery(getProductsQueryOptions(toProductsQuery(readBrowseParams(search, currency))));
}

export async function prefetchProductPage(
  queryClient: QueryClient,
  { id, search, user }: { id: string; search: URLSearchParams; user: SessionUser | null },
): Promise<void> {
  const product = getProductQueryOptions(id);
  await queryClient.prefetchQuery(product);
  // Reviews belong to a product on sale only (ProductReviews shows none for a seller's draft).
  if (queryClient.getQueryData(product.queryKey)?.status !== 'active') return;
  await Promise.all([
    queryClient.prefetchQuery(getReviewsQueryOptions(id, readReviewsPage(search.get(reviewsPageParam)))),
    user && queryClient.prefetchQuery(getMyReviewQueryOptions(id, true)),
  ]);
}

export async function prefetchSellerPage(queryClient: QueryClient, { id, search }: { id: string; search: URLSearchParams }) {
  const seller = getSellerQueryOptions(id);
  await queryClient.prefetchQuery(seller);
  const found = queryClient.getQueryData(seller.queryKey);
  if (found) await queryClient.prefetchQuery(getProductsQueryOptions({ seller: found.id, page: readPage(search.get('page')) }));
}
