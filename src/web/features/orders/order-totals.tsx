import { cn } from '@web/lib/class-names';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';

/** Subtotal, Delivery 'Free' and Total (delivery is always free: the seller arranges it), as the cart and checkout show them. */
export function OrderTotals({ subtotalCents, className }: { subtotalCents: number; className?: string }) {
  const { t } = useI18n();
  const { money } = useFormat();
  return (
    <dl className={cn('space-y-2 text-stone-800', className)}>
      <div className="flex justify-between gap-4">
        <dt>{t('orders.subtotal')}</dt>
        <dd>{money(subtotalCents)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt>{t('orders.delivery')}</dt>
        <dd className="font-medium text-brand-800">{t('orders.deliveryFree')}</dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-stone-200 pt-2 text-lg font-bold text-stone-900">
        <dt>{t('orders.total')}</dt>
        <dd>{money(subtotalCents)}</dd>
      </div>
    </dl>
  );
}
