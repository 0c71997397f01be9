import { useEffect } from 'react';
import { sendBeacon } from '@web/lib/beacon';

/** Tells the server a product page was seen (it counts a visitor once a day, never the seller's own). */
export function recordProductView(productId: string): void {
  sendBeacon(`/api/products/${encodeURIComponent(productId)}/views`);
}

/** One view per visit of a product's page: when the page shows a product that exists, and again for another one. */
export function useRecordProductView(productId: string | undefined): void {
  useEffect(() => {
    if (productId) recordProductView(productId);
  }, [productId]);
}
