import { Crown } from 'lucide-react';
import { useI18n } from '@web/lib/i18n';

export function VipBadge() {
  const { t } = useI18n();
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
      <Crown aria-hidden="true" className="h-3.5 w-3.5" />
      {t('seller.customers.vip')}
    </span>
  );
}
