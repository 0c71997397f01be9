import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ItemStatus } from '@domain/orders/order-status';
import type { SellerOrderList } from '@domain/orders/order.schema';
import { apiFetch } from '@web/lib/api-client';
import { sellerSalesQueryKey } from './seller-sales-query-key';

/** One page of the items buyers ordered from this seller, newest first, optionally of one status. */
export function getSellerOrders(
  { page, status }: { page: number; status: ItemStatus | undefined },
  { signal }: { signal?: AbortSignal } = {},
): Promise<SellerOrderList> {
  const search = new URLSearchParams({ page: String(page) });
  if (status) search.set('status', status);
  return apiFetch<SellerOrderList>(`/api/seller/orders?${search.toString()}`, { signal });
}

export function sellerOrdersQueryKey(status: ItemStatus | undefined) {
  return [...sellerSalesQueryKey, 'orders', status ?? 'all'] as const;
}

export function getSellerOrdersQueryOptions(status: ItemStatus | undefined) {
  return infiniteQueryOptions({
    queryKey: sellerOrdersQueryKey(status),
    queryFn: ({ pageParam, signal }) => getSellerOrders({ page: pageParam, status }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: 0,
  });
}

export function useSellerOrders(status: ItemStatus | undefined) {
  return useInfiniteQuery(getSellerOrdersQueryOptions(status));
}
