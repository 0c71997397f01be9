import { useCallback } from 'react';
import type { Unit } from '@domain/catalog/product-options';
import { formatDate, formatDateTime, formatDay, relativeTime } from '@domain/dates';
import { localeOf } from '@domain/i18n/languages';
import { numberFormat } from '@domain/intl-cache';
import { formatNumber } from '@domain/numbers';
import { formatMoney, formatMoneyCompact, type MinorUnitsShown } from '@domain/money';
import { useNow } from './clock';
import { useI18n } from './i18n';
import { useSiteSettings } from './site-settings';

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
  const count = useCallback((value: number) => formatNumber(value, language), [language]);
  /** An amount of a product in its unit, in the form the number takes: "1 piece", "3 pieces", "2 kg". */
  const quantity = useCallback(
    (value: number, unit: Unit) => t(`seller.quantity.${unit}`, { count: value, quantity: formatNumber(value, language) }),
    [language, t],
  );
  const compactCount = useCallback(
    (value: number) => numberFormat(localeOf[language], { notation: 'compact', maximumFractionDigits: 1 }).format(value),
    [language],
  );
  /** A share from 0 to 1 as a percentage: 0.705 → "70.5%". */
  // One decimal at most: "2.5%" of views is worth telling from "3%", "70.48%" is not.
  const percent = useCallback(
    (share: number) => numberFormat(localeOf[language], { style: 'percent', maximumFractionDigits: 1 }).format(share),
    [language],
  );
  /** An average of stars, always to one decimal: "4.0", "4.5". */
  const rating = useCallback(
    (average: number) => formatNumber(average, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    [language],
  );
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
