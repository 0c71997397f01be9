import type { Language } from './i18n/languages';
import { dateTimeFormat } from './intl-cache';

/**
 * The market's clock. Dates and days are shown and counted as Sri Lanka has them, whatever the server's or
 * the reader's device says: an order placed at 00:15 in Colombo is on that Colombo day.
 */
export const marketTimeZone = 'Asia/Colombo';

/** Colombo's offset from UTC since 00:00 on 15 April 2006 (18:30 UTC the day before): five and a half hours, no summer time. */
const marketOffsetMs = 5.5 * 60 * 60 * 1000;
const marketOffsetSince = Date.UTC(2006, 3, 14, 18, 30);

/** The year it is in Colombo at `time` (milliseconds since 1970). Every page's footer writes it. */
export function marketYear(time: number): number {
  return partsOf(new Date(time), marketTimeZone).year;
}

/**
 * Dates are written here, not by Intl. The first date formatter a page makes loads the browser's locale and zone data,
 * 70–110 ms of a phone's start at 4× CPU, paid while a server-rendered page waits to work (a product says when it was
 * listed, every footer the year). And a browser without a language's data (desktop Chromium has no Sinhala) writes
 * another language's months, so a page the server drew would not hydrate as it was sent. The month names and patterns
 * are CLDR's for en-LK, si-LK and ta-LK, as ICU 78 writes them ("Nov 24, 2026", "2026 ඉල් 24", "24 நவ., 2026");
 * dates.test.ts holds each style in each language to Node's ICU, month by month and at any hour.
 */
const monthNames: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  si: ['දුරුතු', 'නවම්', 'මැදින්', 'බක්', 'වෙසක්', 'පොසොන්', 'ඇසළ', 'නිකිණි', 'බිනර', 'වප්', 'ඉල්', 'උඳුවප්'],
  ta: ['ஜன.', 'பிப்.', 'மார்.', 'ஏப்.', 'மே', 'ஜூன்', 'ஜூலை', 'ஆக.', 'செப்.', 'அக்.', 'நவ.', 'டிச.'],
};

type DateParts = { year: number; month: number; day: number; hour: number; minute: number };
type DateStyle = 'medium' | 'short' | 'month' | 'dateTime';

/**
 * The numbers of a moment in a zone: in UTC and in Colombo since its offset last changed by arithmetic, otherwise
 * (another zone, an older moment) read through en-US, which every runtime has.
 */
function partsOf(date: Date, timeZone: string): DateParts {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  const offset = timeZone === 'UTC' ? 0 : timeZone === marketTimeZone && date.getTime() >= marketOffsetSince ? marketOffsetMs : undefined;
  if (offset !== undefined) {
    const shifted = new Date(date.getTime() + offset);
    return {
      year: shifted.getUTCFullYear(),
      month: shifted.getUTCMonth() + 1,
      day: shifted.getUTCDate(),
      hour: shifted.getUTCHours(),
      minute: shifted.getUTCMinutes(),
    };
  }
  const parts = dateTimeFormat('en-US', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((each) => each.type === type)?.value ?? '');
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

function writeDate({ year, month, day, hour, minute }: DateParts, language: Language, style: DateStyle): string {
  const name = monthNames[language][month - 1] ?? '';
  if (style === 'short') return `${name} ${day}`;
  if (style === 'month') return language === 'si' ? `${year} ${name}` : `${name} ${year}`;
  const date = { en: `${name} ${day}, ${year}`, si: `${year} ${name} ${day}`, ta: `${day} ${name}, ${year}` }[language];
  if (style === 'medium') return date;
  const time = {
    en: `${hour % 12 || 12}:${twoDigits(minute)} ${hour < 12 ? 'AM' : 'PM'}`,
    si: `${twoDigits(hour)}.${twoDigits(minute)}`,
    ta: `${twoDigits(hour)}:${twoDigits(minute)}`,
  }[language];
  return `${date}, ${time}`;
}

export function formatDate(date: Date | string, language: Language): string {
  return writeDate(partsOf(new Date(date), marketTimeZone), language, 'medium');
}

export function formatDateTime(date: Date | string, language: Language): string {
  return writeDate(partsOf(new Date(date), marketTimeZone), language, 'dateTime');
}

/**
 * A calendar day written `YYYY-MM-DD` (no time, no zone), as the reader's language writes it. `month` names
 * the month only, for a month's bucket in a chart.
 */
export function formatDay(day: string, language: Language, style: 'medium' | 'short' | 'month' = 'medium'): string {
  // The day is a date on the calendar, not an instant: read and written in UTC, it cannot shift by a zone.
  return writeDate(partsOf(new Date(`${day}T00:00:00Z`), 'UTC'), language, style);
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
