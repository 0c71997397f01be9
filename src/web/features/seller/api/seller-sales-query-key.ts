/**
 * Every query of the seller's orders and figures (dashboard, Orders received, insights, reports, customers) starts
 * with this, so a status change or a new order can refresh them all.
 */
export const sellerSalesQueryKey = ['seller-sales'] as const;
