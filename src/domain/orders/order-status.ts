/**
 * An order's life: each item goes pending → confirmed → delivered, or is cancelled on the way.
 * Sellers move their own items; a buyer can only cancel, and only while nothing has been confirmed.
 */
export const itemStatuses = ['pending', 'confirmed', 'delivered', 'cancelled'] as const;
export type ItemStatus = (typeof itemStatuses)[number];
/** The status a buyer sees for a whole order follows from its items, so it takes the same values. */
export type OrderStatus = ItemStatus;

/** Who moved an item: its buyer, its seller, or an operator (a suspension cancels the account's open orders). */
export type Actor = 'buyer' | 'seller' | 'operator';
/** Why an operator cancelled: whose account was suspended. */
export type OperatorCancelReason = 'buyer_suspended' | 'seller_suspended';

const sellerMoves: Record<ItemStatus, readonly ItemStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

/** Whether a seller may move one of their items from one status to another. */
export function sellerMayMoveItem(from: ItemStatus, to: ItemStatus): boolean {
  return sellerMoves[from].includes(to);
}

/** A buyer may cancel an order only while every item still standing is pending (none confirmed or delivered yet). */
export function buyerMayCancel(itemStatusesOfOrder: readonly ItemStatus[]): boolean {
  return (
    itemStatusesOfOrder.some((status) => status === 'pending') &&
    itemStatusesOfOrder.every((status) => status === 'pending' || status === 'cancelled')
  );
}

const progress: Record<Exclude<ItemStatus, 'cancelled'>, number> = { pending: 0, confirmed: 1, delivered: 2 };

/**
 * The order's status: cancelled when every item is; otherwise the least advanced of the items still standing,
 * so "delivered" means everything not cancelled has arrived, and "confirmed" that every seller has said yes.
 */
export function orderStatusOf(itemStatusesOfOrder: readonly ItemStatus[]): OrderStatus {
  const standing = itemStatusesOfOrder.filter((status): status is Exclude<ItemStatus, 'cancelled'> => status !== 'cancelled');
  if (standing.length === 0) return 'cancelled';
  return standing.reduce((least, status) => (progress[status] < progress[least] ? status : least));
}
