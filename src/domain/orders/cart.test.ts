import { describe, expect, it } from 'vitest';
import { defaultMaxPerOrder } from '../catalog/limits';
import {
  addToCart,
  cartItemCount,
  cappedQuantity,
  cartSubtotalCents,
  lineLimitOf,
  reconcileCart,
  removeFromCart,
  updateCartQuantity,
  type CartItem,
} from './cart';

const tomatoes = {
  id: 'p1',
  title: 'Tomatoes',
  priceCents: 25_000,
  unit: 'kg',
  sellerId: 's1',
  image: null,
  availableQuantity: 2,
  maxPerOrder: null,
} as const;
const beans = {
  id: 'p2',
  title: 'Beans',
  priceCents: 10_050,
  unit: 'kg',
  sellerId: 's2',
  image: null,
  availableQuantity: 10,
  maxPerOrder: null,
} as const;

describe('addToCart', () => {
  it('starts a new product at 1', () => {
    expect(addToCart([], tomatoes)).toEqual([{ ...tomatoes, quantity: 1 }]);
  });

  it('adds 1 only while below the available quantity', () => {
    const once = addToCart([], tomatoes);
    const twice = addToCart(once, tomatoes);
    expect(twice[0]?.quantity).toBe(2);
    expect(addToCart(twice, tomatoes)[0]?.quantity).toBe(2);
  });

  it('never adds a product with nothing available', () => {
    expect(addToCart([], { ...tomatoes, availableQuantity: 0 })).toEqual([]);
  });
});

describe('the limit per order', () => {
  const rice = { ...beans, id: 'p3', availableQuantity: 100, maxPerOrder: 3 };

  it("stops Add to Cart at the seller's limit, below the stock", () => {
    const full = addToCart(addToCart(addToCart([], rice), rice), rice);
    expect(full[0]?.quantity).toBe(3);
    expect(addToCart(full, rice)[0]?.quantity).toBe(3);
  });

  it('caps a typed quantity at the limit, and at the default limit when the seller set none', () => {
    expect(updateCartQuantity([{ ...rice, quantity: 1 }], 'p3', 50)[0]?.quantity).toBe(3);
    const unlimited = { ...rice, maxPerOrder: null };
    expect(updateCartQuantity([{ ...unlimited, quantity: 1 }], 'p3', 50)[0]?.quantity).toBe(defaultMaxPerOrder);
    expect(lineLimitOf({ availableQuantity: 5, maxPerOrder: 8 })).toBe(5);
  });

  it('brings a line down to a limit lowered since, and says so', () => {
    const now = [
      { id: 'p3', title: 'Beans', priceCents: 10_050, unit: 'kg', quantity: 100, coverUrl: null, sellerId: 's2', maxPerOrder: 2 },
    ] as const;
    const { cart, changes } = reconcileCart([{ ...rice, maxPerOrder: null, quantity: 5 }], now);
    expect(cart[0]).toMatchObject({ quantity: 2, maxPerOrder: 2 });
    expect(changes).toEqual([{ kind: 'limit', id: 'p3', title: 'Beans', limit: 2, wanted: 5 }]);
  });

  it('names the limit, not the stock, when the limit cuts the line further', () => {
    const now = [
      { id: 'p3', title: 'Beans', priceCents: 10_050, unit: 'kg', quantity: 25, coverUrl: null, sellerId: 's2', maxPerOrder: 20 },
    ] as const;
    const { cart, changes } = reconcileCart([{ ...rice, maxPerOrder: 20, quantity: 30 }], now);
    expect(cart[0]?.quantity).toBe(20);
    expect(changes).toEqual([{ kind: 'limit', id: 'p3', title: 'Beans', limit: 20, wanted: 30 }]);
  });
});

describe('updateCartQuantity', () => {
  const cart: CartItem[] = [{ ...beans, quantity: 3 }];

  it('removes the line at 0 or less', () => {
    expect(updateCartQuantity(cart, 'p2', 0)).toEqual([]);
    expect(updateCartQuantity(cart, 'p2', -4)).toEqual([]);
  });

  it('caps at the available quantity', () => {
    expect(updateCartQuantity(cart, 'p2', 99)[0]?.quantity).toBe(10);
    expect(updateCartQuantity(cart, 'p2', 5)[0]?.quantity).toBe(5);
  });
});

describe('totals', () => {
  it('counts items and sums lines in cents', () => {
    const cart = [
      { ...tomatoes, quantity: 2 },
      { ...beans, quantity: 3 },
    ];
    expect(cartItemCount(cart)).toBe(5);
    expect(cartSubtotalCents(cart)).toBe(2 * 25_000 + 3 * 10_050);
    expect(removeFromCart(cart, 'p1')).toEqual([{ ...beans, quantity: 3 }]);
  });
});

describe('reconcileCart', () => {
  const cart: CartItem[] = [
    { ...tomatoes, quantity: 2 },
    { ...beans, quantity: 5 },
  ];

  it('keeps an unchanged cart and reports nothing', () => {
    const now = [
      { id: 'p1', title: 'Tomatoes', priceCents: 25_000, unit: 'kg', quantity: 2, coverUrl: null, sellerId: 's1', maxPerOrder: null },
      { id: 'p2', title: 'Beans', priceCents: 10_050, unit: 'kg', quantity: 10, coverUrl: null, sellerId: 's2', maxPerOrder: null },
    ] as const;
    expect(reconcileCart(cart, now)).toEqual({ cart, changes: [] });
  });

  it('points out a moved price, fallen stock and a product gone', () => {
    const now = [
      { id: 'p2', title: 'Beans', priceCents: 12_000, unit: 'kg', quantity: 3, coverUrl: null, sellerId: 's2', maxPerOrder: null },
    ] as const;
    const { cart: refreshed, changes } = reconcileCart(cart, now);
    expect(changes).toEqual([
      { kind: 'gone', id: 'p1', title: 'Tomatoes' },
      { kind: 'price', id: 'p2', title: 'Beans', fromCents: 10_050, toCents: 12_000 },
      { kind: 'stock', id: 'p2', title: 'Beans', available: 3, wanted: 5 },
    ]);
    expect(refreshed).toEqual([{ ...beans, priceCents: 12_000, availableQuantity: 3, quantity: 3 }]);
  });

  it('drops a product that sold out and says so', () => {
    const now = [
      { id: 'p1', title: 'Tomatoes', priceCents: 25_000, unit: 'kg', quantity: 0, coverUrl: null, sellerId: 's1', maxPerOrder: null },
      { id: 'p2', title: 'Beans', priceCents: 10_050, unit: 'kg', quantity: 10, coverUrl: null, sellerId: 's2', maxPerOrder: null },
    ] as const;
    const { cart: refreshed, changes } = reconcileCart(cart, now);
    expect(changes).toEqual([{ kind: 'stock', id: 'p1', title: 'Tomatoes', available: 0, wanted: 2 }]);
    expect(refreshed.map((item) => item.id)).toEqual(['p2']);
  });
});

describe('the quantity a line holds when more is typed than it may take', () => {
  it.each([
    // stock, limit per order, typed → held, capped by
    [100, 20, 500, 20, 'perOrder'],
    [100, 20, 20, 20, null],
    [100, 20, 7, 7, null],
    [12, 20, 500, 12, 'stock'],
    [20, 20, 21, 20, 'stock'],
    [500, null, 501, defaultMaxPerOrder < 500 ? defaultMaxPerOrder : 500, defaultMaxPerOrder < 500 ? 'perOrder' : 'stock'],
    [40, 20, 3.7, 3, null],
  ] as const)('stock %i, at most %s per order, %s typed: holds %i (%s)', (availableQuantity, maxPerOrder, wanted, quantity, cappedBy) => {
    expect(cappedQuantity({ availableQuantity, maxPerOrder }, wanted)).toEqual({ quantity, cappedBy });
  });
});
