import { Download, FileSpreadsheet } from 'lucide-react';
import type { DayRange } from '@domain/seller/sales-range';
import { buttonClasses } from '@web/components/ui/button';
import { useI18n } from '@web/lib/i18n';
import { salesReportFileUrl } from './api/download-sales-report';

/** The report of the range on screen as files: a CSV for spreadsheets and the printable HTML report. */
export function ReportDownloads({ range }: { range: DayRange }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="report-downloads" className="mt-6">
      <h2 id="report-downloads" className="sr-only">
        {t('seller.reports.downloads')}
      </h2>
      <div className="flex flex-wrap gap-2">
        {/* Plain links: the server names the file and streams it; `download` keeps the seller on this page. */}
        <a href={salesReportFileUrl('csv', range)} download className={buttonClasses({ variant: 'outline' })}>
          <FileSpreadsheet aria-hidden="true" className="h-4 w-4" />
          {t('seller.reports.downloadCsv')}
        </a>
        <a href={salesReportFileUrl('html', range)} download className={buttonClasses()}>
          <Download aria-hidden="true" className="h-4 w-4" />
          {t('seller.reports.downloadHtml')}
        </a>
      </div>
      <p className="mt-2 text-sm text-stone-700">{t('seller.reports.downloadHint')}</p>
    </section>
  );
}
