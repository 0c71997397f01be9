import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@domain/orders/order.schema';
import { apiFetch } from '@web/lib/api-client';
import { productsQueryKey } from '@web/lib/product-query-keys';
import { orderQueryKey } from './get-order';
import { orderListQueryKey } from './get-orders';

export function cancelOrder({ id }: { id: string }): Promise<Order> {
  return apiFetch<Order>(`/api/orders/${encodeURIComponent(id)}/cancel`, { method: 'POST', body: {} });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess(order) {
      queryClient.setQueryData(orderQueryKey(order.id), order);
      void queryClient.invalidateQueries({ queryKey: orderListQueryKey });
      // The stock went back on sale.
      void queryClient.invalidateQueries({ queryKey: productsQueryKey, refetchType: 'none' });
    },
    onError(_error, { id }) {
      // Most likely a seller confirmed meanwhile: show the order as it is now.
      void queryClient.invalidateQueries({ queryKey: orderQueryKey(id) });
    },
  });
}
