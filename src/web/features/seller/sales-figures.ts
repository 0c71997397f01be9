/** How a figure moved against the period before: `new` when there was nothing to compare with. */
type PeriodChange = { direction: 'up' | 'down'; share: number } | { direction: 'same' } | { direction: 'new' } | { direction: 'none' };

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

/**
 * Orders for every 100 views, to one decimal, or null without views (a product ordered through a link nobody
 * viewed has no rate to show). Not a percentage: a view is counted once a day per visitor, and one visitor may
 * order twice, so 2 orders from 1 view is 200 per 100 views, which "200%" would pass off as a share of visitors.
 */
export function ordersPer100Views(orders: number, views: number): number | null {
  return views > 0 ? Math.round((orders * 1000) / views) / 10 : null;
}
