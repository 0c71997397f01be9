import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SellerDashboard } from '@domain/orders/order.schema';
import { apiFetch } from '@web/lib/api-client';
import { sellerSalesQueryKey } from './seller-sales-query-key';

export function getSellerDashboard({ signal }: { signal?: AbortSignal } = {}): Promise<SellerDashboard> {
  return apiFetch<SellerDashboard>('/api/seller/dashboard', { signal });
}

export const sellerDashboardQueryKey = [...sellerSalesQueryKey, 'dashboard'] as const;

export function getSellerDashboardQueryOptions() {
  return queryOptions({
    queryKey: sellerDashboardQueryKey,
    queryFn: ({ signal }) => getSellerDashboard({ signal }),
    // New orders arrive at any time: read fresh on each visit.
    staleTime: 0,
  });
}

export function useSellerDashboard() {
  return useQuery(getSellerDashboardQueryOptions());
}
