import { orderSideChangedBy } from '@domain/notifications/order-side';
import type { HearDataChange } from '@web/lib/data-changes';
import { sellerSalesQueryKey } from './seller-sales-query-key';

/** A new order, or a buyer cancelling one, heard on the event stream: the seller's orders and figures are asked again. */
export const sellerHears: HearDataChange = (change, queryClient) => {
  if (change.kind === 'order-news' && orderSideChangedBy(change.notification) === 'seller') {
    void queryClient.invalidateQueries({ queryKey: sellerSalesQueryKey });
  }
};
