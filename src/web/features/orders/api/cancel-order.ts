import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@domain/orders/order.schema';
import { apiFetch } from '@web/lib/api-client';
import { useAnnounceDataChange } from '@web/lib/data-changes';
import { orderQueryKey } from './get-order';
import { orderListQueryKey } from './get-orders';

export function cancelOrder({ id }: { id: string }): Promise<Order> {
  return apiFetch<Order>(`/api/orders/${encodeURIComponent(id)}/cancel`, { method: 'POST', body: {} });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  const announce = useAnnounceDataChange();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess(order) {
      queryClient.setQueryData(orderQueryKey(order.id), order);
      void queryClient.invalidateQueries({ queryKey: orderListQueryKey });
      // The stock went back on sale.
      announce({ kind: 'listings-changed' });
    },
    onError(_error, { id }) {
      // Most likely a seller confirmed meanwhile: show the order as it is now.
      void queryClient.invalidateQueries({ queryKey: orderQueryKey(id) });
    },
  });
}
