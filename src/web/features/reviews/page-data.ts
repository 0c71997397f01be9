import type { QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@domain/auth/auth.schema';
import { getMyReviewQueryOptions, getReviewsQueryOptions, readReviewsPage, reviewsPageParam } from './api/get-reviews';

/** What a product page's reviews section asks for when it first renders: the page of reviews its address names, and the viewer's own. */
export async function prefetchProductReviews(
  queryClient: QueryClient,
  { productId, search, user }: { productId: string; search: URLSearchParams; user: SessionUser | null },
): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(getReviewsQueryOptions(productId, readReviewsPage(search.get(reviewsPageParam)))),
    user && queryClient.prefetchQuery(getMyReviewQueryOptions(productId, true)),
  ]);
}
