import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MarketOverview, MarketOverviewQuery } from '@domain/admin/market-overview.schema';
import { apiFetch } from '@web/lib/api-client';

/** The query string the API and the page's address share: `by` only when it is not by day. */
export function marketOverviewSearch(query: MarketOverviewQuery): string {
  const search = new URLSearchParams({ from: query.from, to: query.to });
  if (query.by !== 'day') search.set('by', query.by);
  if (query.district) search.set('district', query.district);
  if (query.category) search.set('category', query.category);
  return `?${search.toString()}`;
}

/** What the whole market did over a range of Colombo days (GET /api/admin/overview). */
export function useMarketOverview(query: MarketOverviewQuery) {
  const search = marketOverviewSearch(query);
  return useQuery({
    queryKey: ['admin', 'overview', search],
    queryFn: ({ signal }) => apiFetch<MarketOverview>(`/api/admin/overview${search}`, { signal }),
    // The figures of the range before stay on screen (marked busy) until the new range's arrive.
    placeholderData: keepPreviousData,
  });
}
