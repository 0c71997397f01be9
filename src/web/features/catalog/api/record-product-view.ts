import { useEffect } from 'react';

/**
 * Tells the server a product page was seen. A beacon: the browser sends it even as the visitor leaves, nothing
 * waits for it, and the server decides whether it counts (once a visitor a day, never the seller's own).
 */
export function recordProductView(productId: string): void {
  const url = `/api/products/${encodeURIComponent(productId)}/views`;
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url)) return;
  // No beacon, or the browser refused to queue it: the same request, kept alive past the page.
  fetch(url, { method: 'POST', credentials: 'same-origin', keepalive: true }).catch(() => {
    // A lost view is not worth troubling the visitor with.
  });
}

/** One view per visit of a product's page: when the page shows a product that exists, and again for another one. */
export function useRecordProductView(productId: string | undefined): void {
  useEffect(() => {
    if (productId) recordProductView(productId);
  }, [productId]);
}
