import type { HearDataChange } from '@web/lib/data-changes';
import { featuredProductsQueryKey } from './get-featured-products';

/** The featured products show listings as Browse does: any change to one reaches them when the home page is next shown. */
export const homeHears: HearDataChange = (change, queryClient) => {
  switch (change.kind) {
    case 'product-saved':
    case 'product-deleted':
    case 'listings-changed':
    case 'review-written':
      void queryClient.invalidateQueries({ queryKey: featuredProductsQueryKey, refetchType: 'none' });
      return;
    case 'receipt-confirmed':
    case 'order-news':
      return;
  }
};
