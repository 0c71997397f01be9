import { z } from 'zod';
import { categories } from '../catalog/categories';
import { districts } from '../catalog/districts';
import { reportReasons } from '../reviews/review-limits';
import {
  addDays,
  bucketEnd,
  refineSalesRange,
  salesIntervals,
  salesRangeShape,
  type Day,
  type DayRange,
  type SalesInterval,
} from '../seller/sales-range';
import { suspensionReasons } from './account-moderation.schema';

// The console's Market overview (GET /api/admin/overview): what the whole market did per day, week or month, on
// Colombo days as the seller area counts them. Order figures count the order items ordered in a period (dated by
// when they were ordered), not cancelled, unless they say otherwise; money is integer minor units.

/** How the periods run: days, weeks (Monday to Sunday) or calendar months. */
export const overviewGroupings = salesIntervals;
export type OverviewGrouping = SalesInterval;

/**
 * Why an item was cancelled, from its cancelling change: by the buyer, by the seller, or by the market when the
 * buyer's or the seller's account was suspended. `unrecorded`: no change says (items written in bulk, not by the app).
 */
export const cancellationReasons = ['buyer', 'seller', 'buyer_suspended', 'seller_suspended', 'unrecorded'] as const;
export type CancellationReason = (typeof cancellationReasons)[number];

export const marketOverviewQuerySchema = z
  .strictObject({
    ...salesRangeShape,
    by: z.enum(overviewGroupings).default('day'),
    /** Only orders delivered to this district. */
    district: z.enum(districts).optional(),
    /** Only items of listings in this category. */
    category: z.enum(categories).optional(),
  })
  .superRefine(refineSalesRange);
export type MarketOverviewQuery = z.infer<typeof marketOverviewQuerySchema>;

/** The first day of the day, week (its Monday) or month that `day` is in. */
export function periodStart(day: Day, by: OverviewGrouping): Day {
  if (by === 'day') return day;
  if (by === 'month') return `${day.slice(0, 8)}01`;
  // getUTCDay: 0 is Sunday; Monday is the week's first day.
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * The range shown: by weeks or months it is widened to whole ones (the first week or month that touches `from` to
 * the last that touches `to`), so that every period's sellers and buyers are those of the whole period.
 */
export function overviewRange(range: DayRange, by: OverviewGrouping): DayRange {
  return { from: periodStart(range.from, by), to: bucketEnd(periodStart(range.to, by), by) };
}

/** The first day of every period of a range already widened to whole periods, oldest first. */
export function periodStarts(range: DayRange, by: OverviewGrouping): Day[] {
  const starts: Day[] = [];
  for (let start = range.from; start <= range.to; start = addDays(bucketEnd(start, by), 1)) starts.push(start);
  return starts;
}

/**
 * The fewest periods that add up to a range: the whole months inside it, and the days at either end outside them.
 * What adds up over a range (orders, their value) is read from these rather than from every day.
 */
export function rangeTiles(range: DayRange): { months: DayRange | null; days: DayRange[] } {
  const firstMonth =
    periodStart(range.from, 'month') === range.from ? range.from : addDays(bucketEnd(periodStart(range.from, 'month'), 'month'), 1);
  const lastMonthEnd =
    bucketEnd(periodStart(range.to, 'month'), 'month') === range.to ? range.to : addDays(periodStart(range.to, 'month'), -1);
  if (firstMonth > lastMonthEnd) return { months: null, days: [range] };
  const days = [
    ...(firstMonth > range.from ? [{ from: range.from, to: addDays(firstMonth, -1) }] : []),
    ...(lastMonthEnd < range.to ? [{ from: addDays(lastMonthEnd, 1), to: range.to }] : []),
  ];
  return { months: { from: firstMonth, to: periodStart(lastMonthEnd, 'month') }, days };
}

const count = z.number().int().min(0);
const cents = z.number().int();

/** Orders, their value and what was cancelled of them: the figures that add up over periods, districts and categories. */
const orderFiguresShape = {
  /** Orders with at least one item not cancelled. An order with items of two categories counts in each. */
  orders: count,
  valueCents: cents,
  /** Items ordered in the period and cancelled since, and what they came to. */
  cancelledItems: count,
  cancelledCents: cents,
};

export const overviewPeriodSchema = z.object({
  /** The period's first day, `YYYY-MM-DD`. */
  start: z.string(),
  ...orderFiguresShape,
  /** Sellers with an item not cancelled in the period, and buyers of one: each counted once a period. */
  sellers: count,
  buyers: count,
  // The market's own, whatever the district and the category asked for.
  newAccounts: count,
  /** Reviews reported (each report once). */
  reports: count,
  /** Suspensions started. */
  suspensions: count,
});
export type OverviewPeriod = z.infer<typeof overviewPeriodSchema>;

export const marketOverviewSchema = z.object({
  /** As asked, widened to whole weeks or months. */
  range: z.object({ from: z.string(), to: z.string() }),
  by: z.enum(overviewGroupings),
  district: z.enum(districts).nullable(),
  category: z.enum(categories).nullable(),
  /**
   * Order figures and new accounts are counted every few minutes from what changed (decision 065): they hold every
   * change made before this moment. Reports and suspensions are read as they are.
   */
  countedUpTo: z.string(),
  /** Every period of the range, oldest first, empty ones included. */
  periods: z.array(overviewPeriodSchema),
  /** The range's: sums of the periods. Sellers and buyers are not summed, as one person may be active in many periods. */
  totals: z.object({ ...orderFiguresShape, newAccounts: count, reports: count, suspensions: count }),
  /** The range's orders by the district they were delivered to (in the category asked for, if any), most valuable first. */
  byDistrict: z.array(z.object({ district: z.enum(districts), ...orderFiguresShape })),
  /** By the listing's category (null: the listing was deleted), in the district asked for, if any, most valuable first. */
  byCategory: z.array(z.object({ category: z.enum(categories).nullable(), ...orderFiguresShape })),
  /** The range's cancelled items by why, most first (the district and category asked for apply). */
  cancellations: z.array(z.object({ reason: z.enum(cancellationReasons), items: count })),
  reports: z.array(z.object({ reason: z.enum(reportReasons), reports: count })),
  suspensions: z.array(z.object({ reason: z.enum(suspensionReasons), suspensions: count })),
});
export type MarketOverview = z.infer<typeof marketOverviewSchema>;
