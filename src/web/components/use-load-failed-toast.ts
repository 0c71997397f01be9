import { useEffect, useRef } from 'react';
import type { MessageKey } from '@web/locales/en';
import { useI18n } from '@web/lib/i18n';
import { toast } from './ui/toast';

/**
 * Tells the reader when a query fails to load: once per failure (its `errorUpdatedAt`), so changing the
 * language, which changes `t`, does not tell them again.
 */
export function useLoadFailedToast(query: { isError: boolean; errorUpdatedAt: number }, description: MessageKey) {
  const { t } = useI18n();
  const toastedAt = useRef(0);
  useEffect(() => {
    if (!query.isError || toastedAt.current === query.errorUpdatedAt) return;
    toastedAt.current = query.errorUpdatedAt;
    toast({ title: t('toast.error'), description: t(description), variant: 'destructive' });
  }, [query.isError, query.errorUpdatedAt, description, t]);
}
