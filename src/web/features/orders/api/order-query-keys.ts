/** Every query of the buyer's orders (My Orders, an order's page) starts with this, so one change can mark them all stale. */
export const ordersQueryKey = ['orders'] as const;
