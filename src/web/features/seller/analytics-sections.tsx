import type { ReactNode } from 'react';
import type { SalesAnalytics } from '@domain/seller/seller-insights.schema';
import { Card } from '@web/components/ui/card';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { AnalyticsCharts } from './analytics-charts';
import { AnalyticsTotals } from './analytics-totals';
import { BuyersByDistrictTable } from './buyers-by-district-table';
import { NoSales } from './no-sales';
import { ProductSalesTable } from './product-sales-table';
import { ProductViewsTable } from './product-views-table';

function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8 min-w-0">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-stone-700">{intro}</p>}
      {children}
    </section>
  );
}

function Empty({ children }: { children: string }) {
  return <Card className="mt-3 p-6 text-center text-stone-700">{children}</Card>;
}

/** Everything Analytics shows for one range; a range with nothing at all in it (nor before it) is one message. */
export function AnalyticsSections({ analytics }: { analytics: SalesAnalytics }) {
  const { t } = useI18n();
  const { count } = useFormat();
  const { totals, previousTotals, cancelled, views } = analytics;
  if (totals.orders === 0 && previousTotals.orders === 0 && cancelled.items === 0 && views.products.length === 0) {
    return <NoSales range={analytics.range} />;
  }
  const sold = totals.orders > 0;
  return (
    <>
      <AnalyticsTotals analytics={analytics} />
      {sold ? (
        <AnalyticsCharts analytics={analytics} />
      ) : (
        <Section id="analytics-over-time" title={t('seller.analytics.overTime')}>
          <Empty>{t('seller.analytics.noSalesInRange')}</Empty>
        </Section>
      )}
      <div className="grid gap-x-6 lg:grid-cols-2">
        <Section id="analytics-best-sellers" title={t('seller.analytics.bestSellers')}>
          {sold ? (
            <ProductSalesTable caption={t('seller.analytics.bestSellers')} products={analytics.bestSellers} />
          ) : (
            <Empty>{t('seller.analytics.noSalesInRange')}</Empty>
          )}
        </Section>
        <Section id="analytics-districts" title={t('seller.analytics.byDistrict')} intro={t('seller.analytics.byDistrictIntro')}>
          {sold ? <BuyersByDistrictTable districts={analytics.buyersByDistrict} /> : <Empty>{t('seller.analytics.noSalesInRange')}</Empty>}
        </Section>
      </div>
      <Section
        id="analytics-views"
        title={t('seller.analytics.views')}
        intro={t('seller.analytics.viewsIntro', { count: views.total, views: count(views.total) })}
      >
        {views.products.length > 0 ? <ProductViewsTable products={views.products} /> : <Empty>{t('seller.analytics.viewsEmpty')}</Empty>}
      </Section>
    </>
  );
}
