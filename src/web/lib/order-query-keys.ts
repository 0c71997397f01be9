/**
 * Every query of the buyer's orders starts with this, so one change can mark them all stale. Shared by the
 * orders feature, the catalog's reviews (a new review ends an item's "Rate this product") and the live events.
 */
export const ordersQueryKey = ['orders'] as const;

/**
 * Every query of the seller's orders and figures (dashboard, Orders received, insights, reports, customers)
 * starts with this, so a status change or a new order can refresh them all. Shared by the seller feature and
 * the live events.
 */
export const sellerSalesQueryKey = ['seller-sales'] as const;
