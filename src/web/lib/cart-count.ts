import { useSyncExternalStore } from 'react';

/** The cart lives in local storage under a key per user (spec section 4); this reads its item count. */
export function cartStorageKey(userId: string): string {
  return `govi.cart.${userId}`;
}

function readCount(userId: string | undefined): number {
  if (!userId) return 0;
  try {
    const items = JSON.parse(localStorage.getItem(cartStorageKey(userId)) ?? '[]') as { quantity?: unknown }[];
    return items.reduce((sum, item) => sum + (typeof item.quantity === 'number' ? item.quantity : 0), 0);
  } catch {
    return 0;
  }
}

function subscribe(listener: () => void) {
  window.addEventListener('storage', listener);
  window.addEventListener('govi:cart', listener);
  return () => {
    window.removeEventListener('storage', listener);
    window.removeEventListener('govi:cart', listener);
  };
}

export function useCartCount(userId: string | undefined): number {
  return useSyncExternalStore(subscribe, () => readCount(userId), () => 0);
}
