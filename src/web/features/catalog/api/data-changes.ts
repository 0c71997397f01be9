import type { HearDataChange } from '@web/lib/data-changes';
import { productQueryKey, productsQueryKey, sellersQueryKey } from './catalog-query-keys';

/**
 * What the catalog shows of other features' writes. A product saved shows at once on its page, a deleted one is
 * gone; every change to listings (stock, a new product, a boost) and a review (its rating, on the product's page
 * at once) reach the lists and seller pages when they are next shown.
 */
export const catalogHears: HearDataChange = (change, queryClient) => {
  switch (change.kind) {
    case 'product-saved':
      queryClient.setQueryData(productQueryKey(change.product.id), change.product);
      break;
    case 'product-deleted':
      queryClient.removeQueries({ queryKey: productQueryKey(change.productId) });
      break;
    case 'review-written':
      void queryClient.invalidateQueries({ queryKey: productQueryKey(change.productId) });
      void queryClient.invalidateQueries({ queryKey: sellersQueryKey, refetchType: 'none' });
      break;
    case 'listings-changed':
      break;
    case 'receipt-confirmed':
    case 'order-news':
      return;
  }
  void queryClient.invalidateQueries({ queryKey: productsQueryKey, refetchType: 'none' });
};
