import type { BoostTotals as Totals } from '@domain/boosts/boost.schema';
import { attributionDays, clickThroughRate } from '@domain/boosts/boost-limits';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { FigureCards } from '@web/components/seller-area/figure-cards';

/**
 * What all the seller's boosts brought together: how often shown and clicked, and the orders and revenue that
 * followed (as the server counts them: an order credited to two boosts is one order).
 */
export function BoostTotals({ totals }: { totals: Totals }) {
  const { t } = useI18n();
  const { money, count, percent } = useFormat();
  return (
    <>
      <FigureCards
        heading={t('boosts.totals.heading')}
        headingId="boost-totals"
        figures={[
          { label: t('boosts.figures.impressions'), value: count(totals.impressions) },
          { label: t('boosts.figures.clicks'), value: count(totals.clicks) },
          { label: t('boosts.figures.clickThroughRate'), value: percent(clickThroughRate(totals)) },
          { label: t('boosts.figures.orders'), value: count(totals.orders) },
          { label: t('boosts.figures.revenue'), value: money(totals.revenueCents), wide: true },
        ]}
      />
      <p className="mt-3 text-sm text-stone-700">{t('boosts.totals.note', { days: count(attributionDays) })}</p>
    </>
  );
}
