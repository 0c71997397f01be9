import { useCallback } from 'react';
import { formatDate, formatDateTime, relativeTime } from '../../domain/dates';
import { formatMoney } from '../../domain/money';
import { useI18n } from './i18n';
import { useSiteSettings } from './site-settings';

/** Every price and date the web app shows goes through here, in the reader's language. */
export function useFormat() {
  const { language, t } = useI18n();
  const { currency } = useSiteSettings();
  const money = useCallback((cents: number) => formatMoney(cents, currency, language), [currency, language]);
  const date = useCallback((value: Date | string) => formatDate(value, language), [language]);
  const dateTime = useCallback((value: Date | string) => formatDateTime(value, language), [language]);
  const ago = useCallback(
    (value: Date | string) => {
      const age = relativeTime(value);
      if (age.unit === 'now') return t('time.justNow');
      return t(age.unit === 'hours' ? 'time.hoursAgo' : 'time.daysAgo', { count: age.count });
    },
    [t],
  );
  return { money, date, dateTime, ago };
}
