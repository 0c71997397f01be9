import { useSyncExternalStore } from 'react';
import { units } from '@domain/catalog/product-options';
import { addToCart, cartItemCount, maxCartLines, removeFromCart, updateCartQuantity, type CartItem } from '@domain/orders/cart';

/**
 * The cart: kept in local storage under a key per user, changed only through the
 * domain's cart rules. Every change announces itself with a `govi:cart` event (and other tabs hear the
 * `storage` event), so the header badge and the cart page follow it.
 */
export function cartStorageKey(userId: string): string {
  return `govi.cart.${userId}`;
}

const cartEvent = 'govi:cart';
const emptyCart: readonly CartItem[] = Object.freeze([]);

/** Parsed carts by user, with the stored text they came from: a snapshot stays the same object until it changes. */
let memory = new Map<string, { stored: string | null; cart: readonly CartItem[] }>();

function isCartItem(value: unknown): value is CartItem {
  const item = value as Partial<CartItem> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.id === 'string' &&
    typeof item.title === 'string' &&
    Number.isInteger(item.priceCents) &&
    (units as readonly unknown[]).includes(item.unit) &&
    typeof item.sellerId === 'string' &&
    (item.image === null || typeof item.image === 'string') &&
    Number.isInteger(item.availableQuantity) &&
    // Absent from carts stored before products had a limit per order: the default applies until the next check.
    (item.maxPerOrder === undefined || item.maxPerOrder === null || Number.isInteger(item.maxPerOrder)) &&
    Number.isInteger(item.quantity) &&
    (item.quantity ?? 0) >= 1
  );
}

/** What was stored, keeping only well-formed lines: a damaged or outdated entry must not break the page. */
function parseCart(stored: string | null): readonly CartItem[] {
  if (!stored) return emptyCart;
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!Array.isArray(parsed)) return emptyCart;
    const seen = new Set<string>();
    return parsed
      .filter(isCartItem)
      .filter((item) => !seen.has(item.id) && seen.add(item.id))
      .map((item) => ({ ...item, maxPerOrder: item.maxPerOrder ?? null }))
      .slice(0, maxCartLines);
  } catch {
    return emptyCart;
  }
}

function readStored(userId: string): string | null {
  try {
    return localStorage.getItem(cartStorageKey(userId));
  } catch {
    // Storage can be switched off (private mode on some phones): the cart is then empty, not broken.
    return null;
  }
}

/** The user's cart as stored now; the same array as last time while nothing has changed. */
export function readCart(userId: string | undefined): readonly CartItem[] {
  if (!userId) return emptyCart;
  const stored = readStored(userId);
  const remembered = memory.get(userId);
  if (remembered && remembered.stored === stored) return remembered.cart;
  const cart = parseCart(stored);
  memory.set(userId, { stored, cart });
  return cart;
}

/** Stores the user's whole cart (an empty one is removed) and tells the page. */
export function writeCart(userId: string, cart: readonly CartItem[]): void {
  const stored = cart.length > 0 ? JSON.stringify(cart) : null;
  try {
    if (stored === null) localStorage.removeItem(cartStorageKey(userId));
    else localStorage.setItem(cartStorageKey(userId), stored);
  } catch {
    // Full or switched-off storage: the change still holds for this page.
  }
  memory.set(userId, { stored, cart });
  window.dispatchEvent(new Event(cartEvent));
}

/** Adds one of a product (a new line starts at 1; an existing one grows only while stock allows). */
export function addProductToCart(userId: string, product: Omit<CartItem, 'quantity'>): { added: boolean; cart: readonly CartItem[] } {
  const before = readCart(userId);
  const after = addToCart(before, product);
  const added = cartItemCount(after) > cartItemCount(before);
  writeCart(userId, after);
  return { added, cart: after };
}

export function setCartQuantity(userId: string, productId: string, quantity: number): void {
  writeCart(userId, updateCartQuantity(readCart(userId), productId, quantity));
}

export function removeCartItem(userId: string, productId: string): void {
  writeCart(userId, removeFromCart(readCart(userId), productId));
}

export function clearCart(userId: string): void {
  writeCart(userId, emptyCart);
}

/**
 * On sign-out the cart is dropped from memory (docs/product-rules.md#cart-on-sign-out). The stored copy stays under
 * the user's own key, for their next sign-in; nobody else's session reads it.
 */
export function forgetCarts(): void {
  memory = new Map();
  window.dispatchEvent(new Event(cartEvent));
}

function subscribe(listener: () => void) {
  window.addEventListener('storage', listener);
  window.addEventListener(cartEvent, listener);
  return () => {
    window.removeEventListener('storage', listener);
    window.removeEventListener(cartEvent, listener);
  };
}

/** The signed-in user's cart, kept current across changes on this page and in other tabs. */
export function useCart(userId: string | undefined): readonly CartItem[] {
  return useSyncExternalStore(
    subscribe,
    () => readCart(userId),
    () => emptyCart,
  );
}

/** How many products are in the cart, for the header badge: 20 kg of rice is one product, not twenty items. */
export function useCartCount(userId: string | undefined): number {
  return useCart(userId).length;
}
