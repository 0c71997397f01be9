import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SellerInsights } from '@domain/seller/seller-insights.schema';
import { apiFetch } from '@web/lib/api-client';
import { sellerSalesQueryKey } from './seller-sales-query-key';

/** The dashboard's panels: the seller's top products, the market's prices beside theirs, and what buyers order most. */
export function getSellerInsights({ signal }: { signal?: AbortSignal } = {}): Promise<SellerInsights> {
  return apiFetch<SellerInsights>('/api/seller/insights', { signal });
}

export const sellerInsightsQueryKey = [...sellerSalesQueryKey, 'insights'] as const;

export function getSellerInsightsQueryOptions() {
  return queryOptions({
    queryKey: sellerInsightsQueryKey,
    queryFn: ({ signal }) => getSellerInsights({ signal }),
    staleTime: 0,
  });
}

export function useSellerInsights() {
  return useQuery(getSellerInsightsQueryOptions());
}
