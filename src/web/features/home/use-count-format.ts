import { useMemo } from 'react';
import { formatNumber } from '@domain/numbers';
import { useI18n } from '@web/lib/i18n';

/** Formats whole numbers with the reader's digit grouping (12,345). */
export function useCountFormat(): (value: number) => string {
  const { language } = useI18n();
  return useMemo(() => (value: number) => formatNumber(value, language), [language]);
}
