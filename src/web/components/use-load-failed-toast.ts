import { useEffect, useRef } from 'react';
import type { MessageKey } from '@web/locales/en';
import { isMarketUnavailable } from '@web/lib/api-error-message';
import { useI18n } from '@web/lib/i18n';
import { toast } from './ui/toast';

/**
 * Tells the reader when a query fails to load: once per failure (its `errorUpdatedAt`), so changing the
 * language, which changes `t`, does not tell them again.
 */
export function useLoadFailedToast(query: { isError: boolean; error: unknown; errorUpdatedAt: number }, description: MessageKey) {
  const { t } = useI18n();
  const toastedAt = useRef(0);
  useEffect(() => {
    if (!query.isError || toastedAt.current === query.errorUpdatedAt) return;
    toastedAt.current = query.errorUpdatedAt;
    // The market briefly away is said as such, not as this page's own failure (a product "not found").
    const said = isMarketUnavailable(query.error) ? 'error.marketUnavailable' : description;
    toast({ title: t('toast.error'), description: t(said), variant: 'destructive' });
  }, [query.isError, query.error, query.errorUpdatedAt, description, t]);
}
