import { maxPerOrderOf } from '../catalog/limits';
import type { Unit } from '../catalog/product-options';

/** What the browser keeps of each product in the cart. `id` is the product's id. */
export type CartItem = {
  id: string;
  title: string;
  priceCents: number;
  unit: Unit;
  sellerId: string;
  image: string | null;
  availableQuantity: number;
  /** The seller's limit per order; null takes the default. */
  maxPerOrder: number | null;
  quantity: number;
};

/** The most lines one order may hold; a longer cart is a mistake, not a purchase. */
export const maxCartLines = 50;

/** The most of a line one order may take: what is in stock, and no more than the product allows per order. */
export function lineLimitOf(item: Pick<CartItem, 'availableQuantity' | 'maxPerOrder'>): number {
  return Math.min(item.availableQuantity, maxPerOrderOf(item));
}

/**
 * A product already in the cart gains 1 only while below what is available (and its limit per order); a new one starts at 1.
 * A product with nothing available is never added.
 */
export function addToCart(cart: readonly CartItem[], product: Omit<CartItem, 'quantity'>): CartItem[] {
  const existing = cart.find((item) => item.id === product.id);
  if (!existing) {
    if (product.availableQuantity < 1 || cart.length >= maxCartLines) return [...cart];
    return [...cart, { ...product, quantity: 1 }];
  }
  return cart.map((item) =>
    item.id === product.id && item.quantity < lineLimitOf(product) ? { ...item, ...product, quantity: item.quantity + 1 } : item,
  );
}

/** What holds a line below what was asked for: the stock left, or the product's limit per order. */
export type QuantityCap = 'stock' | 'perOrder';

/**
 * The quantity a line will hold when `wanted` is asked for, and what capped it (null when nothing did), so the
 * box shows what will be ordered and says why it is less than what was typed.
 */
export function cappedQuantity(
  item: Pick<CartItem, 'availableQuantity' | 'maxPerOrder'>,
  wanted: number,
): { quantity: number; cappedBy: QuantityCap | null } {
  const limit = lineLimitOf(item);
  const whole = Math.floor(wanted);
  if (whole <= limit) return { quantity: whole, cappedBy: null };
  return { quantity: limit, cappedBy: maxPerOrderOf(item) < item.availableQuantity ? 'perOrder' : 'stock' };
}

/** 0 or less removes the line; more than available (or than the limit per order) is capped (docs/product-rules.md#cart-rules). */
export function updateCartQuantity(cart: readonly CartItem[], productId: string, quantity: number): CartItem[] {
  if (quantity <= 0) return removeFromCart(cart, productId);
  return cart.map((item) => (item.id === productId ? { ...item, quantity: cappedQuantity(item, quantity).quantity } : item));
}

export function removeFromCart(cart: readonly CartItem[], productId: string): CartItem[] {
  return cart.filter((item) => item.id !== productId);
}

/** How much of everything the cart holds, units aside: only to tell whether an add took effect. */
export function cartItemCount(cart: readonly CartItem[]): number {
  return cart.reduce((sum, item) => sum + item.quantity, 0);
}

export function cartSubtotalCents(cart: readonly CartItem[]): number {
  return cart.reduce((sum, item) => sum + item.priceCents * item.quantity, 0);
}

/** What the server says of a product in the cart now; absent when it is gone, inactive or a draft. */
export type CartProductNow = {
  id: string;
  title: string;
  priceCents: number;
  unit: Unit;
  quantity: number;
  coverUrl: string | null;
  sellerId: string;
  maxPerOrder: number | null;
};

export type CartChange =
  | { kind: 'gone'; id: string; title: string }
  | { kind: 'price'; id: string; title: string; fromCents: number; toCents: number }
  | { kind: 'stock'; id: string; title: string; available: number; wanted: number }
  | { kind: 'limit'; id: string; title: string; limit: number; wanted: number };

/**
 * Compares the stored cart with the server's current products: the refreshed cart keeps what is still for sale
 * with today's price and stock, and each change is listed so the page can point it out instead of applying it silently.
 */
export function reconcileCart(cart: readonly CartItem[], current: readonly CartProductNow[]): { cart: CartItem[]; changes: CartChange[] } {
  const byId = new Map(current.map((product) => [product.id, product]));
  const changes: CartChange[] = [];
  const refreshed: CartItem[] = [];
  for (const item of cart) {
    const now = byId.get(item.id);
    if (!now || now.quantity < 1) {
      changes.push(
        now
          ? { kind: 'stock', id: item.id, title: now.title, available: 0, wanted: item.quantity }
          : { kind: 'gone', id: item.id, title: item.title },
      );
      continue;
    }
    if (now.priceCents !== item.priceCents) {
      changes.push({ kind: 'price', id: item.id, title: now.title, fromCents: item.priceCents, toCents: now.priceCents });
    }
    const limit = maxPerOrderOf(now);
    // Whichever cuts the line more is the reason given: the quantity shown is the lower of the two.
    if (now.quantity < item.quantity && now.quantity <= limit) {
      changes.push({ kind: 'stock', id: item.id, title: now.title, available: now.quantity, wanted: item.quantity });
    } else if (limit < item.quantity) {
      changes.push({ kind: 'limit', id: item.id, title: now.title, limit, wanted: item.quantity });
    }
    refreshed.push({
      ...item,
      title: now.title,
      priceCents: now.priceCents,
      unit: now.unit,
      image: now.coverUrl,
      sellerId: now.sellerId,
      availableQuantity: now.quantity,
      maxPerOrder: now.maxPerOrder,
      quantity: Math.min(item.quantity, now.quantity, limit),
    });
  }
  return { cart: refreshed, changes };
}
