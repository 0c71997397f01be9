import type { Refusal } from './order-lines';

/**
 * How much one buyer may order. Payment is cash on delivery, so ordering costs nothing until the goods
 * arrive: without these, one account could hold stock back from everyone and bury sellers in notices.
 */
export type BuyerOrderLimits = {
  /** Orders placed in the last hour, cancelled ones included: each one reached a seller. */
  maxOrdersPerHour: number;
  /** Orders still waiting for a seller to confirm them. */
  maxPendingOrders: number;
};

/** What the buyer has ordered so far, read under the buyer's checkout lock. */
export type BuyerOrderStanding = {
  ordersInLastHour: number;
  /** When the oldest of those was placed: once it is an hour old, the buyer may order again. */
  oldestInLastHourAt: Date | null;
  pendingOrders: number;
};

const hourMs = 60 * 60 * 1000;

/** Null when the buyer may place one more order now; else why not, with what the message needs. */
export function refuseOverBuyerLimits(standing: BuyerOrderStanding, limits: BuyerOrderLimits, now: Date): Refusal | null {
  if (standing.ordersInLastHour >= limits.maxOrdersPerHour) {
    const freedAt = (standing.oldestInLastHourAt?.getTime() ?? now.getTime()) + hourMs;
    const minutes = Math.min(60, Math.max(1, Math.ceil((freedAt - now.getTime()) / 60_000)));
    return {
      reason: 'too_many_orders',
      line: null,
      message: `You have placed ${limits.maxOrdersPerHour} orders in the last hour. Please try again in ${minutes} minutes.`,
      params: { limit: limits.maxOrdersPerHour, minutes },
    };
  }
  if (standing.pendingOrders >= limits.maxPendingOrders) {
    return {
      reason: 'too_many_pending_orders',
      line: null,
      message: `You have ${standing.pendingOrders} orders waiting for a seller to confirm them. Please wait for one to be confirmed, or cancel one, before ordering again.`,
      params: { limit: limits.maxPendingOrders },
    };
  }
  return null;
}
