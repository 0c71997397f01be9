import type { QueryClient } from '@tanstack/react-query';
import { getFeaturedProductsQueryOptions } from './api/get-featured-products';
import { getMarketStatsQueryOptions } from './api/get-stats';

/** Everything the home page asks for when it first renders, fetched before the server renders it. */
export async function prefetchHomePage(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(getFeaturedProductsQueryOptions()),
    queryClient.prefetchQuery(getMarketStatsQueryOptions()),
  ]);
}
