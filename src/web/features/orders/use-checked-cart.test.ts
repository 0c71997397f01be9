import { describe, expect, it } from 'vitest';
import type { CartItem, CartProductNow } from '@domain/orders/cart';
import { refreshCart } from './use-checked-cart';

const line = (id: string, overrides: Partial<CartItem> = {}): CartItem => ({
  id,
  title: `Product ${id}`,
  priceCents: 10_000,
  unit: 'kg',
  sellerId: 'seller',
  image: null,
  availableQuantity: 10,
  maxPerOrder: null,
  quantity: 2,
  ...overrides,
});
const now = (id: string, overrides: Partial<CartProductNow> = {}): CartProductNow => ({
  id,
  title: `Product ${id}`,
  priceCents: 10_000,
  unit: 'kg',
  quantity: 10,
  coverUrl: null,
  sellerId: 'seller',
  maxPerOrder: null,
  ...overrides,
});

describe('refreshCart', () => {
  it('takes today’s price and stock and lists each change', () => {
    const { cart, changes } = refreshCart(
      [line('a'), line('b', { quantity: 5 }), line('c')],
      ['a', 'b', 'c'],
      [now('a', { priceCents: 12_000 }), now('b', { quantity: 3 })],
    );
    expect(cart.map((item) => [item.id, item.priceCents, item.quantity, item.availableQuantity])).toEqual([
      ['a', 12_000, 2, 10],
      ['b', 10_000, 3, 3],
    ]);
    expect(changes).toEqual([
      { kind: 'price', id: 'a', title: 'Product a', fromCents: 10_000, toCents: 12_000 },
      { kind: 'stock', id: 'b', title: 'Product b', available: 3, wanted: 5 },
      { kind: 'gone', id: 'c', title: 'Product c' },
    ]);
  });

  it('leaves a line added after the question alone instead of calling it gone, and keeps the order', () => {
    const { cart, changes } = refreshCart([line('new'), line('a')], ['a'], [now('a')]);
    expect(cart.map((item) => item.id)).toEqual(['new', 'a']);
    expect(changes).toEqual([]);
  });
});
