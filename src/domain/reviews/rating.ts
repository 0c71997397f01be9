import type { RatingSummary } from './review.schema';

/**
 * The average of `count` ratings adding up to `total`, to one decimal, as the database rounds it for a product
 * (halves away from zero); null while there are none, which is shown as "New", never as a number.
 */
export function ratingSummaryOf(total: number, count: number): RatingSummary {
  return { average: count > 0 ? Math.round((total * 10) / count) / 10 : null, count };
}

/** A rating kept as a count and an average already rounded (a product's): "New" (null) while the count is 0. */
export function keptRatingSummary(count: number, average: number): RatingSummary {
  return { average: count > 0 ? average : null, count };
}
