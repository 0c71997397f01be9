import { describe, expect, it } from 'vitest';
import { refuseOverBuyerLimits } from './buyer-order-limits';

const limits = { maxOrdersPerHour: 10, maxPendingOrders: 5 };
const now = new Date('2026-11-20T10:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('refuseOverBuyerLimits', () => {
  it.each([
    ['nothing ordered yet', { ordersInLastHour: 0, oldestInLastHourAt: null, pendingOrders: 0 }],
    ['one below both limits', { ordersInLastHour: 9, oldestInLastHourAt: minutesAgo(30), pendingOrders: 4 }],
  ])('lets the buyer order with %s', (_name, standing) => {
    expect(refuseOverBuyerLimits(standing, limits, now)).toBeNull();
  });

  it('refuses the next order in the hour, saying when one more is allowed', () => {
    const refusal = refuseOverBuyerLimits({ ordersInLastHour: 10, oldestInLastHourAt: minutesAgo(45), pendingOrders: 0 }, limits, now);
    expect(refusal).toMatchObject({ reason: 'too_many_orders', line: null, params: { limit: 10, minutes: 15 } });
  });

  it('never says less than a minute or more than an hour', () => {
    const justNow = refuseOverBuyerLimits({ ordersInLastHour: 10, oldestInLastHourAt: minutesAgo(59.99), pendingOrders: 0 }, limits, now);
    expect(justNow?.params.minutes).toBe(1);
    const unknown = refuseOverBuyerLimits({ ordersInLastHour: 10, oldestInLastHourAt: null, pendingOrders: 0 }, limits, now);
    expect(unknown?.params.minutes).toBe(60);
  });

  it('refuses a further order while too many wait for a seller', () => {
    const refusal = refuseOverBuyerLimits({ ordersInLastHour: 5, oldestInLastHourAt: minutesAgo(10), pendingOrders: 5 }, limits, now);
    expect(refusal).toMatchObject({ reason: 'too_many_pending_orders', line: null, params: { limit: 5 } });
  });
});
