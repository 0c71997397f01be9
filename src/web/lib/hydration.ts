import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while the server renders a page and while the browser hydrates what it sent; true from the next
 * render on (and at once in a page the browser renders alone). Whatever only the browser can know (its
 * storage, its screen, a part loaded after the first screen) waits for it, so both sides render the same.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
