import { describe, expect, it } from 'vitest';
import { readSalesRangeParams, writeSalesRangeParams } from './sales-range-params';

const today = '2026-11-21';
const read = (query: string) => readSalesRangeParams(new URLSearchParams(query), today);

describe('the sales range in the address', () => {
  it.each([
    ['', { preset: 30, range: { from: '2026-10-23', to: today }, interval: 'day' }],
    ['days=7', { preset: 7, range: { from: '2026-11-15', to: today }, interval: 'day' }],
    ['days=90&interval=week', { preset: 90, range: { from: '2026-08-24', to: today }, interval: 'week' }],
    ['from=2026-01-01&to=2026-01-31&interval=month', { preset: null, range: { from: '2026-01-01', to: '2026-01-31' }, interval: 'month' }],
    ['from=2026-01-01&to=2026-01-01', { preset: null, range: { from: '2026-01-01', to: '2026-01-01' }, interval: 'day' }],
  ])('reads "%s"', (query, expected) => {
    expect(read(query)).toEqual(expected);
  });

  it.each([
    ['days=14', 'a length that is no preset'],
    ['from=2026-02-01&to=2026-01-01', 'from after to'],
    ['from=2024-01-01&to=2026-01-01', 'more than two years'],
    ['from=2026-02-30&to=2026-03-01', 'a day not on the calendar'],
    ['from=2026-01-01', 'one end only'],
    ['interval=year', 'an unknown interval'],
  ])('falls back to the last 30 days by day for %s (%s)', (query) => {
    expect(read(query)).toMatchObject({ preset: 30, range: { from: '2026-10-23', to: today }, interval: 'day' });
  });

  it('writes the defaults as nothing, and reads back what it wrote', () => {
    expect(writeSalesRangeParams(read('')).toString()).toBe('');
    for (const query of ['days=7', 'days=90&interval=week', 'from=2026-01-01&to=2026-01-31&interval=month']) {
      const written = writeSalesRangeParams(read(query));
      expect(written.toString()).toBe(query);
      expect(readSalesRangeParams(written, today)).toEqual(read(query));
    }
  });
});
