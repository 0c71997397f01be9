import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SellerDashboard } from '@domain/orders/order.schema';
import { apiFetch } from '@web/lib/api-client';

export function getSellerDashboard({ signal }: { signal?: AbortSignal } = {}): Promise<SellerDashboard> {
  return apiFetch<SellerDashboard>('/api/seller/dashboard', { signal });
}

/** Every query of the seller's orders and figures starts with this, so a status change can refresh them all. */
export const sellerSalesQueryKey = ['seller-sales'] as const;
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
