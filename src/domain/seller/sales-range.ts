import { z } from 'zod';
import { marketTimeZone } from '../dates';
import { dateTimeFormat } from '../intl-cache';

// The seller area counts days as Sri Lanka does (dates.ts: marketTimeZone): an order placed at 00:15 in
// Colombo belongs to that Colombo day, though UTC still says the day before.

/** The longest range a seller can ask about: two years, counting the leap day. */
export const maxRangeDays = 731;

export const salesIntervals = ['day', 'week', 'month'] as const;
export type SalesInterval = (typeof salesIntervals)[number];

/** The ranges offered with one press; any other is chosen as from–to. */
export const rangePresets = [7, 30, 90] as const;
export type RangePreset = (typeof rangePresets)[number];

/** A calendar day as `YYYY-MM-DD`, with no time and no zone. */
export type Day = string;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const msPerDay = 86_400_000;

function dayToUtcMs(day: Day): number {
  return Date.parse(`${day}T00:00:00Z`);
}

function utcMsToDay(ms: number): Day {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * The years a seller can ask about. Nothing was sold before 2000 (nor will a report look past 2999), and bounding
 * them keeps every range and its previous period among the dates the database holds (it has no year 0).
 */
export const firstReportYear = 2000;
export const lastReportYear = 2999;

/** True for `YYYY-MM-DD` strings naming a day on the calendar (no 2026-02-30) within the report years. */
export function isDay(value: string): boolean {
  if (!dayPattern.test(value)) return false;
  const year = Number(value.slice(0, 4));
  if (year < firstReportYear || year > lastReportYear) return false;
  const ms = dayToUtcMs(value);
  return !Number.isNaN(ms) && utcMsToDay(ms) === value;
}

export function addDays(day: Day, count: number): Day {
  return utcMsToDay(dayToUtcMs(day) + count * msPerDay);
}

/** How many days from `from` to `to`, both included. */
export function daysInRange(range: DayRange): number {
  return Math.round((dayToUtcMs(range.to) - dayToUtcMs(range.from)) / msPerDay) + 1;
}

/** Today in Colombo. */
export function marketToday(now: Date = new Date()): Day {
  // en-CA writes dates as YYYY-MM-DD.
  return dateTimeFormat('en-CA', { timeZone: marketTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export type DayRange = { from: Day; to: Day };

/** The last `days` days, today included. */
export function presetRange(days: number, today: Day = marketToday()): DayRange {
  return { from: addDays(today, -(days - 1)), to: today };
}

/** The range of the same length that ends the day before this one begins: what a change is measured against. */
export function previousRange(range: DayRange): DayRange {
  const length = daysInRange(range);
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

/** The last day of the day, week (Monday to Sunday) or month that starts on `start`. */
export function bucketEnd(start: Day, interval: SalesInterval): Day {
  if (interval === 'day') return start;
  if (interval === 'week') return addDays(start, 6);
  const [year = 0, month = 1] = start.split('-').map(Number);
  // Day 0 of the next month is the last day of this one.
  return utcMsToDay(Date.UTC(year, month, 0));
}

/**
 * The days of a bucket that lie in the range, and whether that is only part of the bucket: a range's first and
 * last week or month usually begin or end outside it, and then count fewer days than the others.
 */
export function bucketDaysInRange(start: Day, interval: SalesInterval, range: DayRange): DayRange & { partial: boolean } {
  const end = bucketEnd(start, interval);
  const from = start < range.from ? range.from : start;
  const to = end > range.to ? range.to : end;
  return { from, to, partial: from !== start || to !== end };
}

export const daySchema = z.string().refine(isDay, `must be a date written as YYYY-MM-DD, from ${firstReportYear} to ${lastReportYear}`);

/** `from` and `to` are Colombo days, both included. */
export const salesRangeShape = { from: daySchema, to: daySchema };

/** Adds the rules between the two ends to a query holding `from` and `to`. */
export function refineSalesRange(range: DayRange, context: z.RefinementCtx) {
  if (!isDay(range.from) || !isDay(range.to)) return;
  if (range.from > range.to) {
    context.addIssue({ code: 'custom', path: ['from'], message: 'must not be after to' });
  } else if (daysInRange(range) > maxRangeDays) {
    context.addIssue({ code: 'custom', path: ['to'], message: `must be at most ${maxRangeDays} days after from` });
  }
}

export const salesRangeQuerySchema = z.strictObject(salesRangeShape).superRefine(refineSalesRange);
export type SalesRangeQuery = z.infer<typeof salesRangeQuerySchema>;
