import {
  cancellationReasons,
  overviewRange,
  periodStart,
  periodStarts,
  type MarketOverview,
  type MarketOverviewQuery,
} from '@domain/admin/market-overview.schema';
import { bucketEnd, type Day } from '@domain/seller/sales-range';
import type { Db } from '@server/db/client';
import { readMarketOverview } from '@server/read-models/market-overview';
import { recountPeriods, selectLastChangeId, selectPendingChanges, type PeriodsToCount } from './market-overview.repository';

// The console's Market overview (decision 065): read from cells counted ahead, a period at a time, by the
// count-market-overview job from the days whose orders or accounts changed since it last ran.

const noOrders = { orders: 0, valueCents: 0, sellers: 0, buyers: 0, cancelledItems: 0, cancelledCents: 0 };

export async function getMarketOverview(db: Db, query: MarketOverviewQuery): Promise<MarketOverview> {
  const range = overviewRange(query, query.by);
  const read = await readMarketOverview(db, query, range);
  const cells = new Map(read.periods.map(({ start, ...figures }) => [start, figures]));
  const periods = periodStarts(range, query.by).map((start) => ({
    start,
    ...(cells.get(start) ?? noOrders),
    newAccounts: read.newAccounts.get(start) ?? 0,
    reports: read.reports.byStart.get(start) ?? 0,
    suspensions: read.suspensions.byStart.get(start) ?? 0,
  }));
  const sum = (figure: (period: (typeof periods)[number]) => number) => periods.reduce((total, period) => total + figure(period), 0);
  return {
    range,
    by: query.by,
    district: query.district ?? null,
    category: query.category ?? null,
    countedUpTo: read.countedUpTo,
    periods,
    totals: {
      orders: sum((period) => period.orders),
      valueCents: sum((period) => period.valueCents),
      cancelledItems: sum((period) => period.cancelledItems),
      cancelledCents: sum((period) => period.cancelledCents),
      newAccounts: sum((period) => period.newAccounts),
      reports: sum((period) => period.reports),
      suspensions: sum((period) => period.suspensions),
    },
    byDistrict: read.byDistrict,
    byCategory: read.byCategory,
    // Most first; reasons nothing was cancelled for left out.
    cancellations: cancellationReasons
      .map((reason) => ({ reason, items: read.cancelledBy[reason] }))
      .filter((row) => row.items > 0)
      .sort((a, b) => b.items - a.items),
    reports: read.reports.byReason.map(({ reason, count }) => ({ reason, reports: count })),
    suspensions: read.suspensions.byReason.map(({ reason, count }) => ({ reason, suspensions: count })),
  };
}

// ——— Counting ———

/** Changes read at a time; a bulk load's marks (one per day it wrote) are taken in several rounds. */
const changesPerRound = 20_000;

/**
 * The periods a month's changed days touch: the days themselves, their weeks (which may reach into the months
 * beside), and the month. Each is counted whole again.
 */
function periodsOfMonth(days: Day[]): PeriodsToCount[] {
  const sorted = [...new Set(days)].sort();
  const weeks = [...new Set(sorted.map((day) => periodStart(day, 'week')))];
  const month = periodStart(sorted[0] ?? '', 'month');
  return [
    { by: 'day', starts: sorted, range: { from: sorted[0] ?? '', to: sorted.at(-1) ?? '' } },
    { by: 'week', starts: weeks, range: { from: weeks[0] ?? '', to: bucketEnd(weeks.at(-1) ?? '', 'week') } },
    { by: 'month', starts: [month], range: { from: month, to: bucketEnd(month, 'month') } },
  ];
}

/**
 * Counts again every period whose orders or accounts changed before this run began, a month's changes at a time,
 * until none is left, another instance is counting, or the app is closing (what changes meanwhile is the next run's).
 * Returns how many days were counted.
 */
export async function countMarketOverview(db: Db, signal?: AbortSignal): Promise<number> {
  const upTo = await selectLastChangeId(db);
  let counted = 0;
  for (;;) {
    const changes = await selectPendingChanges(db, upTo, changesPerRound);
    if (changes.length === 0) return counted;
    const byMonth = new Map<string, { days: Day[]; ids: number[] }>();
    for (const change of changes) {
      const month = change.day.slice(0, 7);
      const entry = byMonth.get(month) ?? { days: [], ids: [] };
      entry.days.push(change.day);
      entry.ids.push(change.id);
      byMonth.set(month, entry);
    }
    // The latest month first: the figures people look at most are the freshest.
    for (const month of [...byMonth.keys()].sort().reverse()) {
      if (signal?.aborted) return counted;
      const { days, ids } = byMonth.get(month) ?? { days: [], ids: [] };
      if (!(await recountPeriods(db, periodsOfMonth(days), ids))) return counted;
      counted += new Set(days).size;
    }
  }
}
