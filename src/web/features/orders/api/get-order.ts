import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@domain/orders/order.schema';
import { ApiRequestError, apiFetch } from '@web/lib/api-client';
import { ordersQueryKey } from './order-query-keys';

export function getOrder(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Order> {
  return apiFetch<Order>(`/api/orders/${encodeURIComponent(id)}`, { signal });
}

export function orderQueryKey(id: string) {
  return [...ordersQueryKey, 'detail', id] as const;
}

/** Unknown, someone else's, or not an order id at all: the server answers the same, and asking again won't help. */
export function isMissingOrder(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}

export function getOrderQueryOptions(id: string) {
  return queryOptions({
    queryKey: orderQueryKey(id),
    queryFn: ({ signal }) => getOrder(id, { signal }),
  });
}

export function useOrder(id: string) {
  return useQuery(getOrderQueryOptions(id));
}
