import { localeOf, type Language } from './i18n/languages';

export function formatDate(date: Date | string, language: Language): string {
  return new Intl.DateTimeFormat(localeOf[language], { dateStyle: 'medium' }).format(new Date(date));
}

export function formatDateTime(date: Date | string, language: Language): string {
  return new Intl.DateTimeFormat(localeOf[language], { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(date),
  );
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
