import type { SalesInterval } from '../../../domain/seller/sales-range';
import type { SalesAnalytics } from '../../../domain/seller/seller-insights.schema';
import { Card } from '../../components/ui/card';
import { useFormat } from '../../lib/format';
import { useI18n } from '../../lib/i18n';
import { BarChart, type ChartPoint } from './bar-chart';

type Bucket = SalesAnalytics['series'][number];

/** How each bucket is named: a day, the week starting that Monday, or the month. */
function useBucketLabels(interval: SalesInterval) {
  const { t } = useI18n();
  const { day, month } = useFormat();
  if (interval === 'month') return (start: string) => ({ axisLabel: month(start), label: month(start) });
  if (interval === 'week') return (start: string) => ({ axisLabel: day(start, 'short'), label: t('seller.analytics.weekOf', { day: day(start) }) });
  return (start: string) => ({ axisLabel: day(start, 'short'), label: day(start) });
}

/** Revenue and orders over the range, one bar per day, week or month, empty ones included. */
export function AnalyticsCharts({ analytics }: { analytics: SalesAnalytics }) {
  const { t } = useI18n();
  const { money, compactMoney, count, compactCount } = useFormat();
  const labelsOf = useBucketLabels(analytics.interval);
  const pointsOf = (value: (bucket: Bucket) => number): ChartPoint[] =>
    analytics.series.map((bucket) => ({ key: bucket.start, ...labelsOf(bucket.start), value: value(bucket) }));
  const labelWidth = analytics.interval === 'month' ? 80 : 60;

  return (
    <section aria-labelledby="analytics-over-time" className="mt-8">
      <h2 id="analytics-over-time" className="text-xl font-semibold">
        {t('seller.analytics.overTime')}
      </h2>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        <Card className="p-4">
          <BarChart
            title={t('seller.analytics.revenueChart')}
            periodHeading={t('seller.analytics.period')}
            valueHeading={t('seller.figures.revenue')}
            points={pointsOf((bucket) => bucket.revenueCents)}
            formatValue={money}
            formatTick={compactMoney}
            barClassName="fill-brand-700"
            labelWidth={labelWidth}
          />
        </Card>
        <Card className="p-4">
          <BarChart
            title={t('seller.analytics.ordersChart')}
            periodHeading={t('seller.analytics.period')}
            valueHeading={t('seller.figures.orders')}
            points={pointsOf((bucket) => bucket.orders)}
            formatValue={count}
            formatTick={compactCount}
            barClassName="fill-amber-600"
            labelWidth={labelWidth}
          />
        </Card>
      </div>
    </section>
  );
}
