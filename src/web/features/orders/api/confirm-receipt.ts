import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@domain/orders/order.schema';
import { apiFetch } from '@web/lib/api-client';
import { useAnnounceDataChange } from '@web/lib/data-changes';
import { orderQueryKey } from './get-order';
import { orderListQueryKey } from './get-orders';

export function confirmReceipt({ orderId, itemId }: { orderId: string; itemId: string }): Promise<Order> {
  return apiFetch<Order>(`/api/orders/${encodeURIComponent(orderId)}/items/${encodeURIComponent(itemId)}/received`, {
    method: 'POST',
    body: {},
  });
}

/**
 * The buyer says an item reached them: the order shows it received, and offers the rating. The product page's
 * "may I rate it" answer changes with it. The mutation stays pending until My Orders has its new list, so "I
 * received it" stays disabled (a second tap would send another confirmation) until it gives way.
 */
export function useConfirmReceipt() {
  const queryClient = useQueryClient();
  const announce = useAnnounceDataChange();
  return useMutation({
    mutationFn: confirmReceipt,
    async onSuccess(order, { itemId }) {
      queryClient.setQueryData(orderQueryKey(order.id), order);
      const productId = order.items.find((item) => item.id === itemId)?.productId;
      if (productId) announce({ kind: 'receipt-confirmed', productId });
      await queryClient.invalidateQueries({ queryKey: orderListQueryKey });
    },
    onError(_error, { orderId }) {
      void queryClient.invalidateQueries({ queryKey: orderQueryKey(orderId) });
    },
  });
}
