import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BoostList } from '@domain/boosts/boost.schema';
import { apiFetch } from '@web/lib/api-client';

export function getBoosts({ signal }: { signal?: AbortSignal } = {}): Promise<BoostList> {
  return apiFetch<BoostList>('/api/seller/boosts', { signal });
}

export const boostsQueryKey = ['seller', 'boosts'] as const;

export function getBoostsQueryOptions() {
  return queryOptions({
    queryKey: boostsQueryKey,
    queryFn: ({ signal }) => getBoosts({ signal }),
    // Impressions and clicks keep arriving while a boost runs: the numbers are read fresh on each visit.
    staleTime: 0,
  });
}

export function useBoosts() {
  return useQuery(getBoostsQueryOptions());
}
