import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '@domain/orders/cart';
import { addProductToCart, cartStorageKey, clearCart, forgetCarts, readCart, removeCartItem, setCartQuantity, writeCart } from './cart';

/** Local storage as the browser keeps it: strings by key. */
function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, String(value)),
    removeItem: (key: string) => void values.delete(key),
  };
}

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
  image: '/uploads/b.webp',
  availableQuantity: 10,
  maxPerOrder: null,
} as const;

let storage: ReturnType<typeof memoryStorage>;
let events: string[];

beforeEach(() => {
  storage = memoryStorage();
  events = [];
  const page = new EventTarget();
  page.addEventListener('govi:cart', (event) => events.push(event.type));
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('window', page);
  forgetCarts();
  events = [];
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('cart store', () => {
  it('keeps each user’s cart under their own key', () => {
    addProductToCart('ana', tomatoes);
    addProductToCart('bala', beans);
    expect(readCart('ana').map((item) => item.id)).toEqual(['p1']);
    expect(readCart('bala').map((item) => item.id)).toEqual(['p2']);
    expect(JSON.parse(storage.getItem(cartStorageKey('ana')) ?? '[]')).toEqual([{ ...tomatoes, quantity: 1 }]);
    expect(readCart(undefined)).toEqual([]);
  });

  it('adds by the cart’s rules and says whether anything was added', () => {
    expect(addProductToCart('ana', tomatoes).added).toBe(true);
    expect(addProductToCart('ana', tomatoes).added).toBe(true);
    // Two available, two in the cart: a third press changes nothing.
    expect(addProductToCart('ana', tomatoes).added).toBe(false);
    expect(readCart('ana')[0]?.quantity).toBe(2);
    expect(addProductToCart('ana', { ...beans, availableQuantity: 0 }).added).toBe(false);
    expect(readCart('ana')).toHaveLength(1);
  });

  it('caps quantities at what is available and removes a line at 0', () => {
    addProductToCart('ana', beans);
    setCartQuantity('ana', 'p2', 25);
    expect(readCart('ana')[0]?.quantity).toBe(10);
    setCartQuantity('ana', 'p2', 0);
    expect(readCart('ana')).toEqual([]);
    expect(storage.getItem(cartStorageKey('ana'))).toBeNull();
  });

  it('removes one line and clears the whole cart', () => {
    addProductToCart('ana', tomatoes);
    addProductToCart('ana', beans);
    removeCartItem('ana', 'p1');
    expect(readCart('ana').map((item) => item.id)).toEqual(['p2']);
    clearCart('ana');
    expect(readCart('ana')).toEqual([]);
  });

  it('announces every change so the badge and the cart page follow', () => {
    addProductToCart('ana', tomatoes);
    setCartQuantity('ana', 'p1', 2);
    removeCartItem('ana', 'p1');
    expect(events).toEqual(['govi:cart', 'govi:cart', 'govi:cart']);
  });

  it('returns the same array until the cart changes (a stable snapshot for React)', () => {
    addProductToCart('ana', tomatoes);
    const first = readCart('ana');
    expect(readCart('ana')).toBe(first);
    setCartQuantity('ana', 'p1', 2);
    expect(readCart('ana')).not.toBe(first);
  });

  it('sees a change made in another tab', () => {
    addProductToCart('ana', tomatoes);
    const cart: CartItem[] = [{ ...beans, quantity: 4 }];
    storage.setItem(cartStorageKey('ana'), JSON.stringify(cart));
    expect(readCart('ana')).toEqual(cart);
  });

  it('drops damaged or outdated lines instead of failing', () => {
    storage.setItem(cartStorageKey('ana'), '{not json');
    expect(readCart('ana')).toEqual([]);
    storage.setItem(
      cartStorageKey('ana'),
      JSON.stringify([
        { ...tomatoes, quantity: 1 },
        { id: 'old', quantity: 2 },
        { ...beans, quantity: 0 },
        { ...beans, priceCents: 10.5, quantity: 1 },
        { ...tomatoes, quantity: 2 },
      ]),
    );
    expect(readCart('ana')).toEqual([{ ...tomatoes, quantity: 1 }]);
  });

  it('reads a cart stored before products had a limit per order, with the default limit', () => {
    const { maxPerOrder: _none, ...stored } = { ...beans, quantity: 3 };
    localStorage.setItem(cartStorageKey('ana'), JSON.stringify([stored, { ...tomatoes, maxPerOrder: 'many', quantity: 1 }]));
    expect(readCart('ana')).toEqual([{ ...beans, quantity: 3, maxPerOrder: null }]);
  });

  it('forgets carts from memory on sign-out but keeps the stored copy for the next sign-in', () => {
    writeCart('ana', [{ ...tomatoes, quantity: 1 }]);
    const before = readCart('ana');
    forgetCarts();
    const after = readCart('ana');
    expect(after).not.toBe(before);
    expect(after).toEqual(before);
  });

  it('still works when storage is switched off', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    });
    expect(readCart('ana')).toEqual([]);
    expect(() => addProductToCart('ana', tomatoes)).not.toThrow();
  });
});
