import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MarketStats } from '@domain/site/stats.schema';
import { apiFetch } from '@web/lib/api-client';

export function getMarketStats({ signal }: { signal?: AbortSignal } = {}): Promise<MarketStats> {
  return apiFetch<MarketStats>('/api/stats', { signal });
}

export const marketStatsQueryKey = ['stats'] as const;

export function getMarketStatsQueryOptions() {
  return queryOptions({
    queryKey: marketStatsQueryKey,
    queryFn: ({ signal }) => getMarketStats({ signal }),
  });
}

export function useMarketStats() {
  return useQuery(getMarketStatsQueryOptions());
}
