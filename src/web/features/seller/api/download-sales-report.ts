import type { DayRange } from '@domain/seller/sales-range';
import { rangeSearch } from './get-sales-report';

type SalesReportFile = 'csv' | 'html';

/**
 * The sales report as a file: CSV (one row per item sold) or the printable HTML report. Used as a plain link,
 * so the browser downloads it under the name the server gives, in the reader's language, and a large CSV
 * streams to disk instead of through a script.
 */
export function salesReportFileUrl(format: SalesReportFile, range: DayRange): string {
  return `/api/seller/sales-report.${format}?${rangeSearch(range)}`;
}
