import { pageHeads } from '@domain/site/page-heads';
import { QueryState } from '@web/components/query-state';
import { useI18n } from '@web/lib/i18n';
import { useSalesAnalytics } from './api/get-sales-analytics';
import { AnalyticsSections } from './analytics-sections';
import { IntervalSelect } from './interval-select';
import { SalesRangeControl } from './sales-range-control';
import { SellerPageHeading } from '@web/components/seller-area/seller-page-heading';
import { StatCardsSkeleton } from '@web/components/seller-area/stat-cards-skeleton';
import { useSalesRange } from './use-sales-range';

/** How the seller's products sold over a chosen range: totals against the range before, charts, best sellers, districts, views. */
export default function AnalyticsPage() {
  const { t, language } = useI18n();
  const { preset, range, interval, choosePreset, chooseRange, chooseInterval } = useSalesRange();
  const analytics = useSalesAnalytics({ ...range, interval });

  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <SellerPageHeading title={pageHeads[language].analytics.title} intro={t('seller.analytics.intro')} />
      <SalesRangeControl preset={preset} range={range} onPreset={choosePreset} onRange={chooseRange}>
        <IntervalSelect value={interval} onChange={chooseInterval} />
      </SalesRangeControl>

      <QueryState
        query={analytics}
        failed={{ announce: true, message: t('seller.analytics.loadFailed') }}
        loading={<StatCardsSkeleton rows={2} />}
      >
        {(data) => (
          // The range before stays on screen, dimmed, until the new one's figures arrive.
          <div aria-busy={analytics.isPlaceholderData || undefined} className={analytics.isPlaceholderData ? 'opacity-60' : undefined}>
            <AnalyticsSections analytics={data} />
          </div>
        )}
      </QueryState>
    </section>
  );
}
