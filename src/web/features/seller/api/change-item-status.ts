import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SellerOrderItem } from '@domain/orders/order.schema';
import { apiFetch } from '@web/lib/api-client';
import { useAnnounceDataChange } from '@web/lib/data-changes';
import { sellerSalesQueryKey } from './seller-sales-query-key';
import { ownProductsQueryKey } from './get-own-products';

export type ItemStatusChange = { id: string; status: 'confirmed' | 'delivered' | 'cancelled' };

/** The seller confirms, delivers or cancels one of their items; the server checks the move is allowed. */
export function changeItemStatus({ id, status }: ItemStatusChange): Promise<SellerOrderItem> {
  return apiFetch<SellerOrderItem>(`/api/seller/order-items/${encodeURIComponent(id)}`, { method: 'PATCH', body: { status } });
}

export function useChangeItemStatus() {
  const queryClient = useQueryClient();
  const announce = useAnnounceDataChange();
  return useMutation({
    mutationFn: changeItemStatus,
    onSuccess(_item, { status }) {
      if (status === 'cancelled') {
        // A cancelled item's stock goes back on sale.
        void queryClient.invalidateQueries({ queryKey: ownProductsQueryKey });
        announce({ kind: 'listings-changed' });
      }
      // Awaited, so the control settles once the lists and figures show the new status.
      return queryClient.invalidateQueries({ queryKey: sellerSalesQueryKey });
    },
    onError() {
      // Refused most likely because the item moved meanwhile (the buyer cancelled): show it as it is.
      void queryClient.invalidateQueries({ queryKey: sellerSalesQueryKey });
    },
  });
}
