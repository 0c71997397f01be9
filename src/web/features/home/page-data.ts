import type { QueryClient } from '@tanstack/react-query';
import type { PageReads } from '@domain/site/page-render';
import { readOnServer } from '@web/lib/api-client';
import { getFeaturedProductsQueryOptions } from './api/get-featured-products';
import { getMarketStatsQueryOptions } from './api/get-stats';

/** Everything the home page asks for when it first renders, read on the server before it renders the page. */
export async function prefetchHomePage(queryClient: QueryClient, reads: PageReads): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery({ ...getFeaturedProductsQueryOptions(), queryFn: () => readOnServer(reads.featuredProducts()) }),
    queryClient.prefetchQuery({ ...getMarketStatsQueryOptions(), queryFn: () => readOnServer(reads.marketStats()) }),
  ]);
}
