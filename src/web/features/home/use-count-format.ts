import { useMemo } from 'react';
import { localeOf } from '@domain/i18n/languages';
import { numberFormat } from '@domain/intl-cache';
import { useI18n } from '@web/lib/i18n';

/** Formats whole numbers with the reader's digit grouping (12,345). */
export function useCountFormat(): (value: number) => string {
  const { language } = useI18n();
  return useMemo(() => numberFormat(localeOf[language]).format, [language]);
}
