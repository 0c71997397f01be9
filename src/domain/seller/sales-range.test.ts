import { describe, expect, it } from 'vitest';
import {
  addDays,
  bucketDaysInRange,
  bucketEnd,
  daysInRange,
  isDay,
  marketToday,
  presetRange,
  previousRange,
  salesRangeQuerySchema,
} from './sales-range';

describe('sales ranges', () => {
  it('knows calendar days from strings that only look like them', () => {
    expect(isDay('2026-11-23')).toBe(true);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('2026-1-01')).toBe(false);
    expect(isDay('2026-11-23T00:00')).toBe(false);
    // Years the database cannot hold, or no one will report on.
    expect(isDay('0000-01-01')).toBe(false);
    expect(isDay('1999-12-31')).toBe(false);
    expect(isDay('2000-01-01')).toBe(true);
    expect(isDay('3000-01-01')).toBe(false);
  });

  it('takes today in Colombo, not in UTC', () => {
    // 18:45 UTC is 00:15 the next day in Colombo (UTC+05:30).
    expect(marketToday(new Date('2026-11-22T18:45:00Z'))).toBe('2026-11-23');
    expect(marketToday(new Date('2026-11-22T18:15:00Z'))).toBe('2026-11-22');
  });

  it('counts days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysInRange({ from: '2026-11-23', to: '2026-11-23' })).toBe(1);
    expect(daysInRange({ from: '2026-01-01', to: '2026-12-31' })).toBe(365);
  });

  it('gives presets that end today and previous periods of the same length', () => {
    expect(presetRange(7, '2026-11-23')).toEqual({ from: '2026-11-17', to: '2026-11-23' });
    expect(previousRange({ from: '2026-11-17', to: '2026-11-23' })).toEqual({ from: '2026-11-10', to: '2026-11-16' });
    expect(previousRange({ from: '2026-03-01', to: '2026-03-31' })).toEqual({ from: '2026-01-29', to: '2026-02-28' });
  });

  it.each([
    ['2026-11-23', 'day', '2026-11-23'],
    ['2026-11-23', 'week', '2026-11-29'],
    ['2026-12-28', 'week', '2027-01-03'],
    ['2026-11-01', 'month', '2026-11-30'],
    ['2028-02-01', 'month', '2028-02-29'],
    ['2026-12-01', 'month', '2026-12-31'],
  ] as const)('ends the bucket starting %s by %s on %s', (start, interval, end) => {
    expect(bucketEnd(start, interval)).toBe(end);
  });

  it('tells the buckets a range covers only in part', () => {
    // The last 90 days to Monday 2026-11-23 by week: they start on a Wednesday and end on a Monday.
    const range = { from: '2026-08-26', to: '2026-11-23' };
    expect(bucketDaysInRange('2026-08-24', 'week', range)).toEqual({ from: '2026-08-26', to: '2026-08-30', partial: true });
    expect(bucketDaysInRange('2026-08-31', 'week', range)).toEqual({ from: '2026-08-31', to: '2026-09-06', partial: false });
    expect(bucketDaysInRange('2026-11-23', 'week', range)).toEqual({ from: '2026-11-23', to: '2026-11-23', partial: true });
    expect(bucketDaysInRange('2026-08-01', 'month', range)).toEqual({ from: '2026-08-26', to: '2026-08-31', partial: true });
    expect(bucketDaysInRange('2026-10-01', 'month', range)).toEqual({ from: '2026-10-01', to: '2026-10-31', partial: false });
    expect(bucketDaysInRange('2026-11-01', 'month', { from: '2026-11-05', to: '2026-11-20' })).toEqual({
      from: '2026-11-05',
      to: '2026-11-20',
      partial: true,
    });
    expect(bucketDaysInRange('2026-08-26', 'day', range)).toEqual({ from: '2026-08-26', to: '2026-08-26', partial: false });
  });

  it.each([
    [{ from: '2026-11-24', to: '2026-11-23' }, 'from'],
    [{ from: '2024-11-01', to: '2026-11-23' }, 'to'],
    [{ from: '2026-02-30', to: '2026-11-23' }, 'from'],
    [{ from: '2026-11-01', to: 'yesterday' }, 'to'],
  ])('refuses %o naming %s', (query, field) => {
    const result = salesRangeQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([field]);
  });

  it('takes two years to the day, leap day included', () => {
    expect(salesRangeQuerySchema.safeParse({ from: '2026-11-23', to: addDays('2026-11-23', 730) }).success).toBe(true);
    expect(salesRangeQuerySchema.safeParse({ from: '2026-11-23', to: addDays('2026-11-23', 731) }).success).toBe(false);
  });
});
