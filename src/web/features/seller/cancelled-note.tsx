import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';

/** Cancelled items are left out of every figure; the seller is told how many and how much, apart. */
export function CancelledNote({ cancelled }: { cancelled: { items: number; revenueCents: number } }) {
  const { t } = useI18n();
  const { money, count } = useFormat();
  if (cancelled.items === 0) return null;
  return (
    <p className="mt-3 text-sm text-stone-700">
      {t('seller.figures.cancelled', { count: cancelled.items, items: count(cancelled.items), revenue: money(cancelled.revenueCents) })}
    </p>
  );
}
