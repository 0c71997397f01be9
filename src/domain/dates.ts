import { localeOf, type Language } from './i18n/languages';
import { dateTimeFormat } from './intl-cache';

/**
 * The market's clock. Dates and days are shown and counted as Sri Lanka has them, whatever the server's or
 * the reader's device says: an order placed at 00:15 in Colombo is on that Colombo day.
 */
export const marketTimeZone = 'Asia/Colombo';

export function formatDate(date: Date | string, language: Language): string {
  return dateTimeFormat(localeOf[language], { dateStyle: 'medium', timeZone: marketTimeZone }).format(new Date(date));
}

export function formatDateTime(date: Date | string, language: Language): string {
  return dateTimeFormat(localeOf[language], { dateStyle: 'medium', timeStyle: 'short', timeZone: marketTimeZone }).format(new Date(date));
}

/**
 * A calendar day written `YYYY-MM-DD` (no time, no zone), as the reader's language writes it. `month` names
 * the month only, for a month's bucket in a chart.
 */
export function formatDay(day: string, language: Language, style: 'medium' | 'short' | 'month' = 'medium'): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'month'
      ? { year: 'numeric', month: 'short' }
      : style === 'short'
        ? { month: 'short', day: 'numeric' }
        : { dateStyle: 'medium' };
  // The day is a date on the calendar, not an instant: read and written in UTC, it cannot shift by a zone.
  return dateTimeFormat(localeOf[language], { ...options, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

export type RelativeTime = { unit: 'now' } | { unit: 'hours' | 'days'; count: number };

/** The spec's rule for listing ages: under an hour "Just now", under a day hours, else days. */
export function relativeTime(then: Date | string, now: Date = new Date()): RelativeTime {
  const elapsedMs = Math.max(0, now.getTime() - new Date(then).getTime());
  const hours = Math.floor(elapsedMs / 3_600_000);
  if (hours < 1) return { unit: 'now' };
  if (hours < 24) return { unit: 'hours', count: hours };
  return { unit: 'days', count: Math.floor(hours / 24) };
}
