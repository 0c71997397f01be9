import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SalesInterval } from '@domain/seller/sales-range';
import type { SalesAnalytics } from '@domain/seller/seller-insights.schema';
import { apiFetch } from '@web/lib/api-client';
import { sellerSalesQueryKey } from './seller-sales-query-key';

type SalesAnalyticsQuery = { from: string; to: string; interval: SalesInterval };

/** Revenue and orders over a range of Colombo days, with the range before it, best sellers, districts and views. */
export function getSalesAnalytics(query: SalesAnalyticsQuery, { signal }: { signal?: AbortSignal } = {}): Promise<SalesAnalytics> {
  const search = new URLSearchParams(query);
  return apiFetch<SalesAnalytics>(`/api/seller/analytics?${search.toString()}`, { signal });
}

export function salesAnalyticsQueryKey(query: SalesAnalyticsQuery) {
  return [...sellerSalesQueryKey, 'analytics', query.from, query.to, query.interval] as const;
}

export function getSalesAnalyticsQueryOptions(query: SalesAnalyticsQuery) {
  return queryOptions({
    queryKey: salesAnalyticsQueryKey(query),
    queryFn: ({ signal }) => getSalesAnalytics(query, { signal }),
    staleTime: 0,
    // The figures of the range before stay on screen (marked busy) until the new range's arrive.
    placeholderData: keepPreviousData,
  });
}

export function useSalesAnalytics(query: SalesAnalyticsQuery) {
  return useQuery(getSalesAnalyticsQueryOptions(query));
}
