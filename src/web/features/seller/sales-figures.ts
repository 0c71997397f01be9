/** How a figure moved against the period before: `new` when there was nothing to compare with. */
export type PeriodChange =
  { direction: 'up' | 'down'; share: number } | { direction: 'same' } | { direction: 'new' } | { direction: 'none' };

/**
 * The change from `previous` to `current` as a share of `previous` (0.25 is 25% more). From 0 to something is
 * `new` (no percentage can say it); from 0 to 0 is `none`, nothing to show.
 */
export function periodChange(current: number, previous: number): PeriodChange {
  if (previous === 0) return current === 0 ? { direction: 'none' } : { direction: 'new' };
  if (current === previous) return { direction: 'same' };
  const share = Math.abs(current - previous) / previous;
  return { direction: current > previous ? 'up' : 'down', share };
}

/** Orders ÷ views, or null without views: a product ordered through a link nobody viewed has no rate to show. */
export function conversionShare(orders: number, views: number): number | null {
  return views > 0 ? orders / views : null;
}
