import { bucketDaysInRange, type DayRange, type SalesInterval } from '@domain/seller/sales-range';
import type { SalesAnalytics } from '@domain/seller/seller-insights.schema';
import { Card } from '@web/components/ui/card';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { BarChart, type ChartPoint } from './bar-chart';

type Bucket = SalesAnalytics['series'][number];

/**
 * How each bucket is named: a day, the week starting that Monday, or the month. A week or month the range covers
 * only in part says which of its days count, so a short first or last bar is not read as a slow week.
 */
function useBucketLabels(interval: SalesInterval, range: DayRange) {
  const { t } = useI18n();
  const { day, month } = useFormat();
  const nameOf = (start: string) =>
    interval === 'month'
      ? { axisLabel: month(start), label: month(start) }
      : interval === 'week'
        ? { axisLabel: day(start, 'short'), label: t('seller.analytics.weekOf', { day: day(start) }) }
        : { axisLabel: day(start, 'short'), label: day(start) };
  return (start: string) => {
    const name = nameOf(start);
    const inRange = bucketDaysInRange(start, interval, range);
    if (!inRange.partial) return name;
    const label = t('seller.analytics.partialBucket', {
      label: name.label,
      from: day(inRange.from, 'short'),
      to: day(inRange.to, 'short'),
    });
    return { ...name, label, partial: true };
  };
}

/** Revenue and orders over the range, one bar per day, week or month, empty ones included. */
export function AnalyticsCharts({ analytics }: { analytics: SalesAnalytics }) {
  const { t } = useI18n();
  const { money, compactMoney, count, compactCount } = useFormat();
  const labelsOf = useBucketLabels(analytics.interval, analytics.range);
  const pointsOf = (value: (bucket: Bucket) => number): ChartPoint[] =>
    analytics.series.map((bucket) => ({ key: bucket.start, ...labelsOf(bucket.start), value: value(bucket) }));
  const revenuePoints = pointsOf((bucket) => bucket.revenueCents);
  const labelWidth = analytics.interval === 'month' ? 80 : 60;
  const partials = revenuePoints.filter((point) => point.partial).length;
  const partialNote =
    analytics.interval === 'day'
      ? undefined
      : t(analytics.interval === 'week' ? 'seller.analytics.partialWeeks' : 'seller.analytics.partialMonths', { count: partials });

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
            points={revenuePoints}
            formatValue={money}
            formatTick={compactMoney}
            colorClassName="text-brand-700"
            labelWidth={labelWidth}
            partialNote={partialNote}
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
            colorClassName="text-amber-600"
            labelWidth={labelWidth}
            partialNote={partialNote}
          />
        </Card>
      </div>
    </section>
  );
}
