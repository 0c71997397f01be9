import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyReview, Review, ReviewInput } from '@domain/reviews/review.schema';
import { apiFetch } from '@web/lib/api-client';
import { ordersQueryKey } from '@web/lib/order-query-keys';
import { productQueryKey, productsQueryKey } from '@web/lib/product-query-keys';
import { sellersQueryKey } from './get-seller';

type OwnReview = NonNullable<MyReview['review']>;

/**
 * After any review write: the product (its rating), its reviews and the viewer's own are read again; lists
 * showing its card, seller profiles (their average) and My Orders ("Rate this product") are marked stale for
 * their next visit.
 */
function useReviewWritten(productId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: productQueryKey(productId) });
    for (const queryKey of [productsQueryKey, sellersQueryKey, ordersQueryKey]) {
      void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
    }
  };
}

export function useSaveReview(productId: string) {
  const written = useReviewWritten(productId);
  return useMutation({
    mutationFn: ({ reviewId, input }: { reviewId: string | null; input: ReviewInput }) =>
      reviewId
        ? apiFetch<OwnReview>(`/api/reviews/${encodeURIComponent(reviewId)}`, { method: 'PATCH', body: input })
        : apiFetch<OwnReview>(`/api/products/${encodeURIComponent(productId)}/reviews`, { method: 'POST', body: input }),
    onSettled: written,
  });
}

export function useDeleteReview(productId: string) {
  const written = useReviewWritten(productId);
  return useMutation({
    mutationFn: (reviewId: string) => apiFetch<null>(`/api/reviews/${encodeURIComponent(reviewId)}`, { method: 'DELETE' }),
    onSettled: written,
  });
}

export function useSaveReply(productId: string) {
  const written = useReviewWritten(productId);
  return useMutation({
    mutationFn: ({ reviewId, text }: { reviewId: string; text: string | null }) =>
      text === null
        ? apiFetch<Review>(`/api/reviews/${encodeURIComponent(reviewId)}/reply`, { method: 'DELETE' })
        : apiFetch<Review>(`/api/reviews/${encodeURIComponent(reviewId)}/reply`, { method: 'PUT', body: { text } }),
    onSettled: written,
  });
}

export function useReportReview(productId: string) {
  const written = useReviewWritten(productId);
  return useMutation({
    mutationFn: ({ reviewId, reason }: { reviewId: string; reason: string }) =>
      apiFetch<{ reported: true }>(`/api/reviews/${encodeURIComponent(reviewId)}/reports`, { method: 'POST', body: { reason } }),
    onSettled: written,
  });
}
