import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyReview, Review, ReviewInput } from '@domain/reviews/review.schema';
import { apiFetch } from '@web/lib/api-client';
import { useAnnounceDataChange } from '@web/lib/data-changes';
import { productReviewsQueryKey } from './review-query-keys';

type OwnReview = NonNullable<MyReview['review']>;

/**
 * After any review write: the product's reviews and the viewer's own are read again, and the other features are
 * told (the product's rating, its cards, its seller's average, My Orders' "Rate this product").
 */
function useReviewWritten(productId: string) {
  const queryClient = useQueryClient();
  const announce = useAnnounceDataChange();
  return () => {
    void queryClient.invalidateQueries({ queryKey: productReviewsQueryKey(productId) });
    announce({ kind: 'review-written', productId });
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
