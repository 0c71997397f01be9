import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '@domain/catalog/product.schema';
import type { NotificationContent } from '@domain/notifications/notification.schema';
import { productQueryKey, sellerQueryKey } from '../features/catalog/api/catalog-query-keys';
import { productListQueryKey } from '../features/catalog/api/get-products';
import { featuredProductsQueryKey } from '../features/home/api/get-featured-products';
import { ordersQueryKey } from '../features/orders/api/order-query-keys';
import { myReviewQueryKey, reviewsQueryKey } from '../features/reviews/api/review-query-keys';
import { sellerSalesQueryKey } from '../features/seller/api/seller-sales-query-key';
import { hearDataChange } from './data-changes';

const items = { orderId: 'o1', productTitle: 'Tomatoes', quantity: 3, unit: 'kg', itemCount: 1 } as const;
const product = { productId: 'p1', productTitle: 'Tomatoes' };

/** One query of each kind another feature's write can touch, as the pages keep them. */
const keys = {
  product: productQueryKey('p1'),
  otherProduct: productQueryKey('p2'),
  browse: productListQueryKey({ page: 1 }),
  featured: featuredProductsQueryKey,
  seller: sellerQueryKey('s1'),
  reviews: reviewsQueryKey('p1', 1),
  myReview: myReviewQueryKey('p1'),
  orderList: [...ordersQueryKey, 'list'],
  orderDetail: [...ordersQueryKey, 'detail', 'o1'],
  dashboard: [...sellerSalesQueryKey, 'dashboard'],
  sellerOrders: [...sellerSalesQueryKey, 'orders', 'all'],
} satisfies Record<string, readonly unknown[]>;
type Kind = keyof typeof keys;

/** Which of the queries a change leaves stale (or gone), starting from all of them fresh. */
function staleAfter(change: Parameters<typeof hearDataChange>[0]): Kind[] {
  const queryClient = new QueryClient();
  for (const key of Object.values(keys)) queryClient.setQueryData(key, { fresh: true });
  hearDataChange(change, queryClient);
  return (Object.keys(keys) as Kind[]).filter((kind) => {
    const state = queryClient.getQueryState(keys[kind]);
    return !state || state.isInvalidated;
  });
}

describe('what another feature’s write leaves stale', () => {
  it('a review written: the product, every product’s and list’s cards (at their next visit), seller pages and My Orders; not its reviews (the writer refreshes them)', () => {
    expect(staleAfter({ kind: 'review-written', productId: 'p1' })).toEqual([
      'product',
      'otherProduct',
      'browse',
      'featured',
      'seller',
      'orderList',
      'orderDetail',
    ]);
  });

  it('a receipt confirmed: whether the buyer may now rate the product', () => {
    expect(staleAfter({ kind: 'receipt-confirmed', productId: 'p1' })).toEqual(['myReview']);
  });

  it('a product saved by its seller is on its page as saved, and the lists are read again', () => {
    const queryClient = new QueryClient();
    const saved = { id: 'p1', title: 'Red onions' } as ProductDetail;
    hearDataChange({ kind: 'product-saved', product: saved }, queryClient);
    expect(queryClient.getQueryData(productQueryKey('p1'))).toEqual(saved);
    expect(staleAfter({ kind: 'product-saved', product: saved })).toEqual(['product', 'otherProduct', 'browse', 'featured']);
  });

  it('a product deleted leaves the cache; stock moved by an order or a boost marks the lists', () => {
    expect(staleAfter({ kind: 'product-deleted', productId: 'p1' })).toEqual(['product', 'otherProduct', 'browse', 'featured']);
    expect(staleAfter({ kind: 'listings-changed' })).toEqual(['product', 'otherProduct', 'browse', 'featured']);
  });

  it.each<[string, NotificationContent, Kind[]]>([
    ['a seller’s new order', { kind: 'new_order', params: { ...items, buyerDistrict: 'kandy' } }, ['dashboard', 'sellerOrders']],
    [
      'a seller hearing the buyer cancelled',
      { kind: 'order_cancelled', params: { ...items, actor: 'buyer' } },
      ['dashboard', 'sellerOrders'],
    ],
    [
      'a buyer hearing a seller cancelled',
      { kind: 'order_cancelled', params: { ...items, actor: 'seller' } },
      ['orderList', 'orderDetail'],
    ],
    ['a buyer’s confirmed order', { kind: 'order_confirmed', params: { ...items, actor: 'seller' } }, ['orderList', 'orderDetail']],
    ['a buyer’s delivered order', { kind: 'order_delivered', params: { ...items, actor: 'seller' } }, ['orderList', 'orderDetail']],
    ['a buyer invited to rate', { kind: 'review_invitation', params: product }, ['orderList', 'orderDetail']],
    ['a seller’s new review', { kind: 'review_received', params: { ...product, rating: 5 } }, []],
    ['a buyer’s reply', { kind: 'review_replied', params: product }, []],
  ])('live news, %s', (_name, notification, stale) => {
    expect(staleAfter({ kind: 'order-news', notification })).toEqual(stale);
  });
});
