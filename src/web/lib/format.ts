import { useCallback } from 'react';
import type { Unit } from '@domain/catalog/product-options';
import { formatDate, formatDateTime, formatDay, relativeTime } from '@domain/dates';
import { localeOf, type Language } from '@domain/i18n/languages';
import { formatMoney, formatMoneyCompact, type MinorUnitsShown } from '@domain/money';
import { useNow } from './clock';
import { useI18n } from './i18n';
import { useSiteSettings } from './site-settings';

type NumberFormats = { count: Intl.NumberFormat; compact: Intl.NumberFormat; percent: Intl.NumberFormat; rating: Intl.NumberFormat };
const numberFormats = new Map<Language, NumberFormats>();

function numberFormatsOf(language: Language): NumberFormats {
  let formats = numberFormats.get(language);
  if (!formats) {
    const locale = localeOf[language];
    formats = {
      count: new Intl.NumberFormat(locale),
      compact: new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }),
      // One decimal at most: "2.5%" of views is worth telling from "3%", "70.48%" is not.
      percent: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }),
      rating: new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    };
    numberFormats.set(language, formats);
  }
  return formats;
}

/** Every price, number and date the web app shows goes through here, in the reader's language. */
export function useFormat() {
  const { language, t } = useI18n();
  const { currency } = useSiteSettings();
  const now = useNow();
  /** "Rs 1,250.50"; with `ifAny`, a whole amount without its ".00" ("Rs 1,500"): see MinorUnitsShown. */
  const money = useCallback(
    (cents: number, minorUnits?: MinorUnitsShown) => formatMoney(cents, currency, language, minorUnits),
    [currency, language],
  );
  /** For a chart's axis only: "Rs 12.5K". */
  const compactMoney = useCallback((cents: number) => formatMoneyCompact(cents, currency, language), [currency, language]);
  const count = useCallback((value: number) => numberFormatsOf(language).count.format(value), [language]);
  /** An amount of a product in its unit, in the form the number takes: "1 piece", "3 pieces", "2 kg". */
  const quantity = useCallback(
    (value: number, unit: Unit) => t(`seller.quantity.${unit}`, { count: value, quantity: numberFormatsOf(language).count.format(value) }),
    [language, t],
  );
  const compactCount = useCallback((value: number) => numberFormatsOf(language).compact.format(value), [language]);
  /** A share from 0 to 1 as a percentage: 0.705 → "70.5%". */
  const percent = useCallback((share: number) => numberFormatsOf(language).percent.format(share), [language]);
  /** An average of stars, always to one decimal: "4.0", "4.5". */
  const rating = useCallback((average: number) => numberFormatsOf(language).rating.format(average), [language]);
  const date = useCallback((value: Date | string) => formatDate(value, language), [language]);
  const dateTime = useCallback((value: Date | string) => formatDateTime(value, language), [language]);
  /** A calendar day written YYYY-MM-DD: "Nov 5, 2026", or "Nov 5" (`short`) where the year is plain from the context. */
  const day = useCallback((value: string, style: 'medium' | 'short' = 'medium') => formatDay(value, language, style), [language]);
  /** The month a YYYY-MM-DD day falls in: "Nov 2026", for a month's bucket in a chart or table. */
  const month = useCallback((value: string) => formatDay(value, language, 'month'), [language]);
  const ago = useCallback(
    (value: Date | string) => {
      // Counted from the page's clock, so the server and the browser hydrating its page say the same.
      const age = relativeTime(value, new Date(now));
      if (age.unit === 'now') return t('time.justNow');
      if (age.unit === 'date') return formatDate(value, language);
      return t(`time.${age.unit}Ago`, { count: age.count });
    },
    [t, now, language],
  );
  return { money, compactMoney, count, quantity, compactCount, percent, rating, date, dateTime, day, month, ago };
}
