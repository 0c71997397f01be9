import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MyReview, ReviewsPage } from '@domain/reviews/review.schema';
import { apiFetch } from '@web/lib/api-client';
import { myReviewQueryKey, reviewsQueryKey } from './review-query-keys';

/** The product page's address names the page of reviews shown: `?reviews=2`. */
export const reviewsPageParam = 'reviews';

export function readReviewsPage(value: string | null): number {
  return value !== null && /^\d{1,3}$/.test(value) ? Math.max(Number(value), 1) : 1;
}

export function getReviews(productId: string, page: number, { signal }: { signal?: AbortSignal } = {}): Promise<ReviewsPage> {
  const search = page > 1 ? `?page=${page}` : '';
  return apiFetch<ReviewsPage>(`/api/products/${encodeURIComponent(productId)}/reviews${search}`, { signal });
}

export function getReviewsQueryOptions(productId: string, page: number) {
  return queryOptions({
    queryKey: reviewsQueryKey(productId, page),
    queryFn: ({ signal }) => getReviews(productId, page, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useReviews(productId: string, page: number) {
  return useQuery(getReviewsQueryOptions(productId, page));
}

export function getMyReviewQueryOptions(productId: string, signedIn: boolean) {
  return queryOptions({
    queryKey: myReviewQueryKey(productId),
    queryFn: ({ signal }) => apiFetch<MyReview>(`/api/products/${encodeURIComponent(productId)}/my-review`, { signal }),
    enabled: signedIn,
  });
}

/** The signed-in viewer's own review of the product and whether they may write one; nothing is asked for a visitor. */
export function useMyReview(productId: string, signedIn: boolean) {
  return useQuery(getMyReviewQueryOptions(productId, signedIn));
}
