import { useEffect, useMemo, useState } from 'react';
import { reconcileCart, type CartChange, type CartItem, type CartProductNow } from '@domain/orders/cart';
import { readCart, useCart, writeCart } from '@web/lib/cart';
import { useSession } from '@web/lib/session';
import { useCartProducts } from './api/get-cart-products';

type CheckedCart = {
  cart: readonly CartItem[];
  /** What changed since the products were put in the cart, to be pointed out, newest last. */
  changes: CartChange[];
  dismissChanges(): void;
  /** Today's prices and stock are being asked for. */
  isChecking: boolean;
  /** They could not be asked for: what is shown may be out of date. */
  checkFailed: boolean;
  /** Why the check failed, when it did (a market briefly away is said so). */
  checkError: unknown;
  /** They wait for the link: the cart shows the prices it was filled with, and the order is checked when sent. */
  checkOffline: boolean;
  retryCheck(): void;
  /** Lines of the buyer's own products: they cannot be bought and must go before checkout. */
  ownItemIds: ReadonlySet<string>;
};

/**
 * The stored cart brought up to date with the server's answer for the products it was asked about. Lines
 * added meanwhile (in another tab) are kept as they are, waiting for their own check, rather than called gone.
 */
export function refreshCart(
  stored: readonly CartItem[],
  askedIds: readonly string[],
  current: readonly CartProductNow[],
): { cart: CartItem[]; changes: CartChange[] } {
  const asked = new Set(askedIds);
  const { cart: refreshed, changes } = reconcileCart(
    stored.filter((item) => asked.has(item.id)),
    current,
  );
  const byId = new Map(refreshed.map((item) => [item.id, item]));
  const cart = stored.flatMap((item) => (asked.has(item.id) ? (byId.get(item.id) ?? []) : [item]));
  return { cart, changes };
}

function changeKey(change: CartChange) {
  return `${change.kind}:${change.id}`;
}

/**
 * The signed-in buyer's cart, refreshed from the server whenever it is shown: lines keep today's price and
 * stock, and every difference is kept as a change for the page to point out, never applied silently.
 */
export function useCheckedCart(userId: string): CheckedCart {
  const cart = useCart(userId);
  const ids = useMemo(() => cart.map((item) => item.id), [cart]);
  const products = useCartProducts(ids);
  const [changes, setChanges] = useState<CartChange[]>([]);
  const { data, isFetching } = products;

  useEffect(() => {
    // Only an answer that is complete and current: a cached one may be older than the cart.
    if (!data || isFetching) return;
    const stored = readCart(userId);
    const { cart: next, changes: found } = refreshCart(stored, ids, data.products);
    if (JSON.stringify(next) !== JSON.stringify(stored)) writeCart(userId, next);
    if (found.length > 0) {
      setChanges((previous) => {
        const replaced = new Set(found.map(changeKey));
        return [...previous.filter((change) => !replaced.has(changeKey(change))), ...found];
      });
    }
  }, [data, isFetching, ids, userId]);

  const ownItemIds = useMemo(() => new Set(cart.filter((item) => item.sellerId === userId).map((item) => item.id)), [cart, userId]);

  return {
    cart,
    changes,
    dismissChanges: () => setChanges([]),
    // Without a link the question waits (React Query pauses it) and is asked when the link returns.
    isChecking: ids.length > 0 && products.isPending && products.fetchStatus !== 'paused',
    checkFailed: products.isError && !isFetching,
    checkError: products.error,
    checkOffline: products.fetchStatus === 'paused',
    retryCheck: () => void products.refetch(),
    ownItemIds,
  };
}

/** The signed-in buyer's cart (kept under their id), checked: what the cart and checkout pages show. */
export function useSignedInCart(): { userId: string; checked: CheckedCart } {
  const { user } = useSession();
  const userId = user?.id ?? '';
  return { userId, checked: useCheckedCart(userId) };
}
