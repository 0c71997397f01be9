import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay, marketTimeZone, marketYear, relativeTime } from './dates';
import { languages, localeOf, type Language } from './i18n/languages';

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
    expect(formatDate('2026-11-21T18:45:00Z', 'en')).toBe('Nov 22, 2026');
  });

  it('turns the year when Colombo does, as Intl reckons the zone', () => {
    const intlYear = (time: number) => Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: marketTimeZone }).format(time));
    // 18:30 UTC on 31 December is midnight in Colombo; a minute either side, and the turns of years to come.
    for (const year of [2006, 2026, 2027, 2031, 2040, 2099]) {
      for (const moment of [Date.UTC(year, 11, 31, 18, 29, 59, 999), Date.UTC(year, 11, 31, 18, 30), Date.UTC(year, 5, 1)]) {
        expect(marketYear(moment)).toBe(intlYear(moment));
      }
    }
    expect(marketYear(Date.UTC(2026, 11, 31, 18, 30))).toBe(2027);
  });

  it('writes a calendar day as that day in every zone', () => {
    expect(formatDay('2026-11-01', 'en')).toBe('Nov 1, 2026');
    expect(formatDay('2026-11-01', 'en', 'month')).toMatch(/Nov 2026/);
    expect(formatDay('2026-11-01', 'si', 'short')).not.toContain('2026');
  });
});

describe('dates written without the runtime locale data', () => {
  // Node carries full ICU; a browser may not (desktop Chromium writes Sinhala dates in English). Our own
  // writing must match what ICU writes where it can, month by month, at any hour, in each language.
  const intl = (language: Language, options: Intl.DateTimeFormatOptions, at: Date) =>
    new Intl.DateTimeFormat(localeOf[language], options).format(at);
  const moments = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, month + 3, (month * 5) % 24, month * 4)));
  // Before Colombo's offset last changed (15 April 2006) and about that change: read through Intl, still right.
  moments.push(new Date(Date.UTC(2006, 3, 14, 18, 29)), new Date(Date.UTC(2006, 3, 14, 18, 30)), new Date(Date.UTC(1999, 11, 31, 18, 15)));
  const cases = languages.flatMap((language) => moments.map((at) => [language, at.toISOString(), at] as const));

  it.each(cases)('%s: %s as ICU writes it', (language, _, at) => {
    expect(formatDate(at, language)).toBe(intl(language, { dateStyle: 'medium', timeZone: marketTimeZone }, at));
    expect(formatDateTime(at, language)).toBe(intl(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: marketTimeZone }, at));
    const day = at.toISOString().slice(0, 10);
    expect(formatDay(day, language)).toBe(intl(language, { dateStyle: 'medium', timeZone: 'UTC' }, at));
    expect(formatDay(day, language, 'short')).toBe(intl(language, { month: 'short', day: 'numeric', timeZone: 'UTC' }, at));
    expect(formatDay(day, language, 'month')).toBe(intl(language, { year: 'numeric', month: 'short', timeZone: 'UTC' }, at));
  });

  it('refuses a moment that is not one, as Intl did', () => {
    expect(() => formatDate('not a date', 'en')).toThrow(RangeError);
    expect(() => formatDay('2026-13-45', 'ta')).toThrow(RangeError);
  });
});
