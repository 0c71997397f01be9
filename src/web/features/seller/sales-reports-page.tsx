import { pageHeads } from '@domain/site/page-heads';
import { QueryState } from '@web/components/query-state';
import { useI18n } from '@web/lib/i18n';
import { useSalesReport } from './api/get-sales-report';
import { ReportDownloads } from './report-downloads';
import { SalesRangeControl } from './sales-range-control';
import { SalesReportSections } from './sales-report-sections';
import { SellerPageHeading } from '@web/components/seller-area/seller-page-heading';
import { StatCardsSkeleton } from '@web/components/seller-area/stat-cards-skeleton';
import { useSalesRange } from './use-sales-range';

/** The seller's sales over a chosen range, to read here or download as CSV or a printable report. */
export default function SalesReportsPage() {
  const { t, language } = useI18n();
  const { preset, range, choosePreset, chooseRange } = useSalesRange();
  const report = useSalesReport(range);

  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <SellerPageHeading title={pageHeads[language].salesReports.title} intro={t('seller.reports.intro')} />
      <SalesRangeControl preset={preset} range={range} onPreset={choosePreset} onRange={chooseRange} />
      <ReportDownloads range={range} />

      <QueryState
        query={report}
        failed={{ announce: true, message: t('seller.reports.loadFailed') }}
        loading={<StatCardsSkeleton rows={2} />}
      >
        {(data) => (
          <div aria-busy={report.isPlaceholderData || undefined} className={report.isPlaceholderData ? 'opacity-60' : undefined}>
            <SalesReportSections report={data} />
          </div>
        )}
      </QueryState>
    </section>
  );
}
