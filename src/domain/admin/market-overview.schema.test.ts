import { describe, expect, it } from 'vitest';
import { marketOverviewQuerySchema, overviewRange, periodStart, periodStarts, rangeTiles } from './market-overview.schema';

describe('the market overview’s periods', () => {
  it('starts a week on its Monday and a month on its first', () => {
    // 2026-11-23 is a Monday.
    expect(periodStart('2026-11-23', 'week')).toBe('2026-11-23');
    expect(periodStart('2026-11-29', 'week')).toBe('2026-11-23');
    expect(periodStart('2026-11-22', 'week')).toBe('2026-11-16');
    // A week that begins in the year before.
    expect(periodStart('2026-01-01', 'week')).toBe('2025-12-29');
    expect(periodStart('2028-02-29', 'month')).toBe('2028-02-01');
    expect(periodStart('2026-11-25', 'day')).toBe('2026-11-25');
  });

  it('widens a range to whole weeks or months, and leaves days as they are', () => {
    const range = { from: '2026-10-15', to: '2026-11-25' };
    expect(overviewRange(range, 'day')).toEqual(range);
    expect(overviewRange(range, 'week')).toEqual({ from: '2026-10-12', to: '2026-11-29' });
    expect(overviewRange(range, 'month')).toEqual({ from: '2026-10-01', to: '2026-11-30' });
    expect(overviewRange({ from: '2028-02-10', to: '2028-02-10' }, 'month')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('lists every period of a widened range, oldest first', () => {
    expect(periodStarts({ from: '2026-11-28', to: '2026-12-02' }, 'day')).toEqual([
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(periodStarts(overviewRange({ from: '2026-10-15', to: '2026-11-25' }, 'week'), 'week')).toEqual([
      '2026-10-12',
      '2026-10-19',
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ]);
    expect(periodStarts(overviewRange({ from: '2025-12-31', to: '2026-02-01' }, 'month'), 'month')).toEqual([
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
  });

  it('makes a range of the whole months inside it and the days at either end', () => {
    expect(rangeTiles({ from: '2026-01-15', to: '2026-04-10' })).toEqual({
      months: { from: '2026-02-01', to: '2026-03-01' },
      days: [
        { from: '2026-01-15', to: '2026-01-31' },
        { from: '2026-04-01', to: '2026-04-10' },
      ],
    });
    expect(rangeTiles({ from: '2026-02-01', to: '2026-02-28' })).toEqual({ months: { from: '2026-02-01', to: '2026-02-01' }, days: [] });
    expect(rangeTiles({ from: '2028-02-01', to: '2028-03-31' })).toEqual({ months: { from: '2028-02-01', to: '2028-03-01' }, days: [] });
    expect(rangeTiles({ from: '2026-02-01', to: '2026-03-05' })).toEqual({
      months: { from: '2026-02-01', to: '2026-02-01' },
      days: [{ from: '2026-03-01', to: '2026-03-05' }],
    });
    // No whole month inside: days only.
    expect(rangeTiles({ from: '2026-01-15', to: '2026-02-10' })).toEqual({
      months: null,
      days: [{ from: '2026-01-15', to: '2026-02-10' }],
    });
    expect(rangeTiles({ from: '2026-01-02', to: '2026-01-31' })).toEqual({
      months: null,
      days: [{ from: '2026-01-02', to: '2026-01-31' }],
    });
  });

  it('takes the seller area’s ranges, grouped by day unless told, and names what it refuses', () => {
    expect(marketOverviewQuerySchema.parse({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      by: 'day',
    });
    const refusedAt = (query: Record<string, string>) =>
      marketOverviewQuerySchema.safeParse(query).error?.issues.map((issue) => issue.path.join('.'));
    expect(refusedAt({ from: '2026-11-30', to: '2026-11-01' })).toEqual(['from']);
    expect(refusedAt({ from: '2024-01-01', to: '2026-11-01' })).toEqual(['to']);
    expect(refusedAt({ from: '2026-11-01', to: '2026-11-30', by: 'year' })).toEqual(['by']);
    expect(refusedAt({ from: '2026-11-01', to: '2026-11-30', district: 'atlantis' })).toEqual(['district']);
    expect(refusedAt({ from: '2026-11-01', to: '2026-11-30', category: 'toys' })).toEqual(['category']);
    expect(refusedAt({ from: '2026-11-01', to: '2026-11-30', page: '2' })).toEqual(['']);
  });
});
