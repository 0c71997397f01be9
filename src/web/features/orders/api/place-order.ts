import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, PlaceOrderInput } from '@domain/orders/order.schema';
import { apiFetch } from '@web/lib/api-client';
import { useAnnounceDataChange } from '@web/lib/data-changes';
import { cartProductsQueryKey } from './get-cart-products';
import { deliveryDetailsQueryKey } from './get-delivery-details';
import { orderQueryKey } from './get-order';
import { orderListQueryKey } from './get-orders';

/** Places the order; the server prices it. The same idempotency key again answers with the same order. */
export function placeOrder(input: PlaceOrderInput): Promise<Order> {
  return apiFetch<Order>('/api/orders', { method: 'POST', body: input });
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const announce = useAnnounceDataChange();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess(order) {
      // The confirmation page opens at once with what the server answered.
      queryClient.setQueryData(orderQueryKey(order.id), order);
      void queryClient.invalidateQueries({ queryKey: orderListQueryKey });
      // Its delivery details may now be the ones kept for the next checkout.
      void queryClient.invalidateQueries({ queryKey: deliveryDetailsQueryKey, refetchType: 'none' });
      // Stock went down: product pages and Browse show it.
      announce({ kind: 'listings-changed' });
    },
    onError() {
      // A refusal usually means prices or stock moved: the cart asks again and points the changes out.
      void queryClient.invalidateQueries({ queryKey: cartProductsQueryKey });
    },
  });
}
