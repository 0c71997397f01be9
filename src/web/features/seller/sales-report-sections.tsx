import type { SalesReport } from '@domain/seller/seller-insights.schema';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { CancelledNote } from './cancelled-note';
import { DailySalesTable } from './daily-sales-table';
import { FigureCards } from '@web/components/seller-area/figure-cards';
import { NoSales } from './no-sales';
import { ProductSalesTable } from './product-sales-table';

/** The report of one range: totals, what was cancelled, product performance and daily sales. */
export function SalesReportSections({ report }: { report: SalesReport }) {
  const { t } = useI18n();
  const { money, count } = useFormat();
  const { totals } = report;
  if (totals.orders === 0 && report.cancelled.items === 0) return <NoSales range={report.range} />;
  return (
    <>
      <FigureCards
        heading={t('seller.reports.totals')}
        headingId="report-totals"
        figures={[
          { label: t('seller.figures.revenue'), value: money(totals.revenueCents), wide: true },
          { label: t('seller.figures.orders'), value: count(totals.orders) },
          { label: t('seller.figures.items'), value: count(totals.items) },
          { label: t('seller.figures.averageOrder'), value: totals.orders > 0 ? money(totals.averageOrderCents) : '—', wide: true },
        ]}
      />
      <CancelledNote cancelled={report.cancelled} />
      <section aria-labelledby="report-products" className="mt-8">
        <h2 id="report-products" className="text-xl font-semibold">
          {t('seller.reports.products')}
        </h2>
        {report.products.length > 0 ? (
          <ProductSalesTable caption={t('seller.reports.products')} products={report.products} />
        ) : (
          <p className="mt-3 text-stone-700">{t('seller.analytics.noSalesInRange')}</p>
        )}
      </section>
      <section aria-labelledby="report-days" className="mt-8">
        <h2 id="report-days" className="text-xl font-semibold">
          {t('seller.reports.daily')}
        </h2>
        <p className="mt-1 text-sm text-stone-700">{t('seller.reports.dailyIntro')}</p>
        {report.days.length > 0 ? (
          <DailySalesTable days={report.days} />
        ) : (
          <p className="mt-3 text-stone-700">{t('seller.analytics.noSalesInRange')}</p>
        )}
      </section>
    </>
  );
}
