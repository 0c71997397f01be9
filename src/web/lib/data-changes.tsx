import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext } from 'react';
import type { ProductDetail } from '@domain/catalog/product.schema';
import type { NotificationContent } from '@domain/notifications/notification.schema';

/**
 * What a write changed, said by the feature that wrote it. Other features show the same data (a review changes the
 * product's rating on its card and page and its seller's average; a confirmed receipt lets the buyer rate the
 * product): the app passes each change to every feature (app/data-changes.ts), and each refreshes its own queries,
 * so no feature imports another's query keys.
 */
export type DataChange =
  /** The seller saved a product (its fields or photos): as the server now has it. */
  | { kind: 'product-saved'; product: ProductDetail }
  /** The seller deleted a product. */
  | { kind: 'product-deleted'; productId: string }
  /** What lists of products show moved: a new listing, stock taken by an order or given back, a boost started or paused. */
  | { kind: 'listings-changed' }
  /** A review of the product was written, edited, deleted, answered or reported. */
  | { kind: 'review-written'; productId: string }
  /** The buyer said an item of the product reached them. */
  | { kind: 'receipt-confirmed'; productId: string }
  /** The other side of one of the reader's orders moved it (heard on the event stream, as the bell is). */
  | { kind: 'order-news'; notification: NotificationContent };

/** How a feature hears a change: it marks or refetches the queries of its own that show it. */
export type HearDataChange = (change: DataChange, queryClient: QueryClient) => void;

const DataChangesContext = createContext<HearDataChange>(() => undefined);

/** Given by the app: every feature's ear, in one. */
export const DataChangesProvider = DataChangesContext.Provider;

/** Says what a write changed, for every feature that shows it. */
export function useAnnounceDataChange(): (change: DataChange) => void {
  const hear = useContext(DataChangesContext);
  const queryClient = useQueryClient();
  return useCallback((change: DataChange) => hear(change, queryClient), [hear, queryClient]);
}
