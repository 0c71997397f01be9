import { localeOf, type Language } from './i18n/languages';
import { dateTimeFormat } from './intl-cache';

/**
 * The market's clock. Dates and days are shown and counted as Sri Lanka has them, whatever the server's or
 * the reader's device says: an order placed at 00:15 in Colombo is on that Colombo day.
 */
export const marketTimeZone = 'Asia/Colombo';

/** The year it is in Colombo at `time` (milliseconds since 1970). */
export function marketYear(time: number): number {
  return Number(dateTimeFormat('en', { year: 'numeric', timeZone: marketTimeZone }).format(new Date(time)));
}

/**
 * Sinhala dates are written here, not by Intl: browsers without Sinhala locale data (desktop Chromium among
 * them) write them in English, so a page rendered on the server in Sinhala would not hydrate as it was sent,
 * and its reader would get English months. The month names and patterns are CLDR's, as ICU 78 writes them
 * ("2026 ඉල් 24", "2026 ඉල් 24, 13.11"); dates.test.ts holds them to Node's ICU.
 */
const sinhalaMonths = ['දුරුතු', 'නවම්', 'මැදින්', 'බක්', 'වෙසක්', 'පොසොන්', 'ඇසළ', 'නිකිණි', 'බිනර', 'වප්', 'ඉල්', 'උඳුවප්'];

type DateParts = { year: number; month: number; day: number; hour: string; minute: string };

/** The numbers of a moment in a zone, read through en-US, which every runtime has. */
function partsOf(date: Date, timeZone: string): DateParts {
  const parts = dateTimeFormat('en-US', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  return { year: Number(part('year')), month: Number(part('month')), day: Number(part('day')), hour: part('hour'), minute: part('minute') };
}

function sinhalaDate(date: Date, timeZone: string, style: 'medium' | 'short' | 'month' | 'dateTime'): string {
  const { year, month, day, hour, minute } = partsOf(date, timeZone);
  const name = sinhalaMonths[month - 1] ?? '';
  switch (style) {
    case 'short':
      return `${name} ${day}`;
    case 'month':
      return `${year} ${name}`;
    case 'dateTime':
      return `${year} ${name} ${day}, ${hour}.${minute}`;
    case 'medium':
      return `${year} ${name} ${day}`;
  }
}

export function formatDate(date: Date | string, language: Language): string {
  if (language === 'si') return sinhalaDate(new Date(date), marketTimeZone, 'medium');
  return dateTimeFormat(localeOf[language], { dateStyle: 'medium', timeZone: marketTimeZone }).format(new Date(date));
}

export function formatDateTime(date: Date | string, language: Language): string {
  if (language === 'si') return sinhalaDate(new Date(date), marketTimeZone, 'dateTime');
  return dateTimeFormat(localeOf[language], { dateStyle: 'medium', timeStyle: 'short', timeZone: marketTimeZone }).format(new Date(date));
}

/**
 * A calendar day written `YYYY-MM-DD` (no time, no zone), as the reader's language writes it. `month` names
 * the month only, for a month's bucket in a chart.
 */
export function formatDay(day: string, language: Language, style: 'medium' | 'short' | 'month' = 'medium'): string {
  // The day is a date on the calendar, not an instant: read and written in UTC, it cannot shift by a zone.
  const date = new Date(`${day}T00:00:00Z`);
  if (language === 'si') return sinhalaDate(date, 'UTC', style);
  const options: Intl.DateTimeFormatOptions =
    style === 'month'
      ? { year: 'numeric', month: 'short' }
      : style === 'short'
        ? { month: 'short', day: 'numeric' }
        : { dateStyle: 'medium' };
  return dateTimeFormat(localeOf[language], { ...options, timeZone: 'UTC' }).format(date);
}

export type RelativeTime = { unit: 'now' } | { unit: 'minutes' | 'hours' | 'days'; count: number } | { unit: 'date' };

/** Beyond this many days an age is shown as the date itself: "40 days ago" makes the reader count back. */
export const relativeDaysShown = 7;

/**
 * How old something reads (a notification, a listing): under a minute "Just now", then minutes, hours, days
 * up to a week, then its date (`date`: the caller writes it with formatDate). A time ahead of the clock is now.
 */
export function relativeTime(then: Date | string, now: Date = new Date()): RelativeTime {
  const elapsedMs = Math.max(0, now.getTime() - new Date(then).getTime());
  const minutes = Math.floor(elapsedMs / 60_000);
  if (minutes < 1) return { unit: 'now' };
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: 'hours', count: hours };
  const days = Math.floor(hours / 24);
  if (days < relativeDaysShown) return { unit: 'days', count: days };
  return { unit: 'date' };
}
