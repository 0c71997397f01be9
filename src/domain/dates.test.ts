import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay, marketTimeZone, relativeTime } from './dates';

const now = new Date('2026-11-21T12:00:00Z');

describe('relativeTime', () => {
  it.each([
    [0, { unit: 'now' }],
    [0.5, { unit: 'now' }],
    [1, { unit: 'minutes', count: 1 }],
    [5, { unit: 'minutes', count: 5 }],
    [59, { unit: 'minutes', count: 59 }],
    [60, { unit: 'hours', count: 1 }],
    [23 * 60 + 59, { unit: 'hours', count: 23 }],
    [24 * 60, { unit: 'days', count: 1 }],
    [6 * 24 * 60 + 23 * 60, { unit: 'days', count: 6 }],
    [7 * 24 * 60, { unit: 'date' }],
    [400 * 24 * 60, { unit: 'date' }],
  ])('%f minutes ago is %j', (minutes, expected) => {
    expect(relativeTime(new Date(now.getTime() - minutes * 60_000), now)).toEqual(expected);
  });

  it('treats a time in the future as just now', () => {
    expect(relativeTime(new Date(now.getTime() + 3_600_000), now)).toEqual({ unit: 'now' });
  });
});

describe('formatDate', () => {
  it('formats for the language', () => {
    expect(formatDate('2026-11-21T00:00:00Z', 'en')).toMatch(/Nov 21, 2026|21 Nov 2026/);
    expect(formatDate('2026-11-21T00:00:00Z', 'ta')).toContain('2026');
  });
});

describe('market days', () => {
  it('shows dates on the Colombo calendar, whatever the device says', () => {
    // 18:45 UTC on the 21st is 00:15 on the 22nd in Colombo.
    expect(formatDate('2026-11-21T18:45:00Z', 'en')).toMatch(/Nov 22, 2026|22 Nov 2026/);
  });

  it('writes a calendar day as that day in every zone', () => {
    expect(formatDay('2026-11-01', 'en')).toMatch(/Nov 1, 2026|1 Nov 2026/);
    expect(formatDay('2026-11-01', 'en', 'month')).toMatch(/Nov 2026/);
    expect(formatDay('2026-11-01', 'si', 'short')).not.toContain('2026');
  });
});

describe('Sinhala dates, written without the runtime locale data', () => {
  // Node carries full ICU; a browser may not (desktop Chromium writes Sinhala dates in English). Our own
  // writing must match what ICU writes where it can, month by month, at any hour.
  const intl = (options: Intl.DateTimeFormatOptions, at: Date) => new Intl.DateTimeFormat('si-LK', options).format(at);
  const moments = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, month + 3, (month * 5) % 24, month * 4)));

  it.each(moments.map((at) => [at.toISOString(), at]))('%s as ICU writes it', (_, at) => {
    expect(formatDate(at, 'si')).toBe(intl({ dateStyle: 'medium', timeZone: marketTimeZone }, at));
    expect(formatDateTime(at, 'si')).toBe(intl({ dateStyle: 'medium', timeStyle: 'short', timeZone: marketTimeZone }, at));
    const day = at.toISOString().slice(0, 10);
    expect(formatDay(day, 'si')).toBe(intl({ dateStyle: 'medium', timeZone: 'UTC' }, at));
    expect(formatDay(day, 'si', 'short')).toBe(intl({ month: 'short', day: 'numeric', timeZone: 'UTC' }, at));
    expect(formatDay(day, 'si', 'month')).toBe(intl({ year: 'numeric', month: 'short', timeZone: 'UTC' }, at));
  });
});
