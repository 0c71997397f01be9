/**
 * Tells the server something was seen or done (a product page viewed, a sponsored card shown or clicked). A
 * beacon: the browser sends it even as the visitor leaves, nothing waits for it, and the server decides whether
 * it counts (once a visitor a day, never the seller's own).
 */
export function sendBeacon(url: string): void {
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url)) return;
  // No beacon, or the browser refused to queue it: the same request, kept alive past the page.
  fetch(url, { method: 'POST', credentials: 'same-origin', keepalive: true }).catch(() => {
    // A lost count is not worth troubling the visitor with.
  });
}
