/** Every query of a product's reviews starts with this, so a review written can refresh them all. */
export function productReviewsQueryKey(productId: string) {
  return ['reviews', productId] as const;
}

/** One page of a product's reviews. */
export function reviewsQueryKey(productId: string, page: number) {
  return [...productReviewsQueryKey(productId), 'page', page] as const;
}

/** The signed-in viewer's own review of the product and whether they may write one. */
export function myReviewQueryKey(productId: string) {
  return [...productReviewsQueryKey(productId), 'mine'] as const;
}
