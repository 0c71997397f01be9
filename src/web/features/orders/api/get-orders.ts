import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { OrderList } from '@domain/orders/order.schema';
import { apiFetch } from '@web/lib/api-client';
import { ordersQueryKey } from './order-query-keys';

/** One page of the buyer's own orders, newest first. */
export function getOrders(page: number, { signal }: { signal?: AbortSignal } = {}): Promise<OrderList> {
  return apiFetch<OrderList>(`/api/orders?page=${page}`, { signal });
}

export const orderListQueryKey = [...ordersQueryKey, 'list'] as const;

export function getOrdersQueryOptions() {
  return infiniteQueryOptions({
    queryKey: orderListQueryKey,
    queryFn: ({ pageParam, signal }) => getOrders(pageParam, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    // A seller may have moved an order on since it was last seen.
    staleTime: 0,
  });
}

export function useOrders() {
  return useInfiniteQuery(getOrdersQueryOptions());
}
