/**
 * Every query of the buyer's orders starts with this, so one change can mark them all stale. Shared by the
 * orders feature and the catalog's reviews (a new review ends an item's "Rate this product").
 */
export const ordersQueryKey = ['orders'] as const;
