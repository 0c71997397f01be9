import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@domain/orders/order.schema';
import { apiFetch } from '@web/lib/api-client';
import { orderQueryKey } from './get-order';
import { orderListQueryKey } from './get-orders';

export function confirmReceipt({ orderId, itemId }: { orderId: string; itemId: string }): Promise<Order> {
  return apiFetch<Order>(`/api/orders/${encodeURIComponent(orderId)}/items/${encodeURIComponent(itemId)}/received`, {
    method: 'POST',
    body: {},
  });
}

/** The buyer says an item reached them: the order shows it received, and offers the rating. */
export function useConfirmReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmReceipt,
    onSuccess(order) {
      queryClient.setQueryData(orderQueryKey(order.id), order);
      void queryClient.invalidateQueries({ queryKey: orderListQueryKey });
    },
    onError(_error, { orderId }) {
      void queryClient.invalidateQueries({ queryKey: orderQueryKey(orderId) });
    },
  });
}
