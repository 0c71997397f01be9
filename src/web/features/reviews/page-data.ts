import type { QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@domain/auth/auth.schema';
import type { PageReads } from '@domain/site/page-render';
import { readOnServer } from '@web/lib/api-client';
import { getMyReviewQueryOptions, getReviewsQueryOptions, readReviewsPage, reviewsPageParam } from './api/get-reviews';

/**
 * What a product page's reviews section asks for when it first renders, read on the server before it renders the
 * page: the page of reviews its address names, and the viewer's own.
 */
export async function prefetchProductReviews(
  queryClient: QueryClient,
  reads: PageReads,
  { productId, search, user }: { productId: string; search: URLSearchParams; user: SessionUser | null },
): Promise<void> {
  const page = readReviewsPage(search.get(reviewsPageParam));
  await Promise.all([
    queryClient.prefetchQuery({ ...getReviewsQueryOptions(productId, page), queryFn: () => readOnServer(reads.reviews(productId, page)) }),
    user &&
      queryClient.prefetchQuery({ ...getMyReviewQueryOptions(productId, true), queryFn: () => readOnServer(reads.myReview(productId)) }),
  ]);
}
