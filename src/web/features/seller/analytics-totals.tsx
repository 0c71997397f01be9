import type { SalesAnalytics } from '@domain/seller/seller-insights.schema';
import { daysInRange } from '@domain/seller/sales-range';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { CancelledNote } from './cancelled-note';
import { FigureCards } from '@web/components/seller-area/figure-cards';
import { PeriodChangeNote } from './period-change-note';

/** Revenue, orders and items in the range, each with its change against the range of the same length before it. */
export function AnalyticsTotals({ analytics }: { analytics: SalesAnalytics }) {
  const { t } = useI18n();
  const { money, count, day } = useFormat();
  const { totals, previousTotals, previousRange } = analytics;
  return (
    <>
      <FigureCards
        heading={t('seller.analytics.totals')}
        headingId="analytics-totals"
        figures={[
          {
            label: t('seller.figures.revenue'),
            value: money(totals.revenueCents),
            wide: true,
            detail: <PeriodChangeNote current={totals.revenueCents} previous={previousTotals.revenueCents} />,
          },
          {
            label: t('seller.figures.orders'),
            value: count(totals.orders),
            detail: <PeriodChangeNote current={totals.orders} previous={previousTotals.orders} />,
          },
          {
            label: t('seller.figures.items'),
            value: count(totals.items),
            detail: <PeriodChangeNote current={totals.items} previous={previousTotals.items} />,
          },
        ]}
      />
      <p className="mt-3 text-sm text-stone-700">
        {t('seller.analytics.compared', {
          count: daysInRange(previousRange),
          days: count(daysInRange(previousRange)),
          from: day(previousRange.from),
          to: day(previousRange.to),
        })}
      </p>
      <CancelledNote cancelled={analytics.cancelled} />
    </>
  );
}
