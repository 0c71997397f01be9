import type { SalesReport } from '@domain/seller/seller-insights.schema';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { SalesTable } from '@web/components/seller-area/sales-table';

/** Each Colombo day of the range that had a sale: orders, items and revenue. */
export function DailySalesTable({ days }: { days: SalesReport['days'] }) {
  const { t } = useI18n();
  const { money, count, day } = useFormat();
  return (
    <SalesTable
      caption={t('seller.reports.daily')}
      rows={days}
      rowKey={(row) => row.day}
      columns={[
        { heading: t('seller.table.day'), cell: (row) => <time dateTime={row.day}>{day(row.day)}</time> },
        { heading: t('seller.table.orders'), numeric: true, cell: (row) => count(row.orders) },
        { heading: t('seller.table.items'), numeric: true, cell: (row) => count(row.items) },
        { heading: t('seller.table.revenue'), numeric: true, cell: (row) => money(row.revenueCents) },
      ]}
    />
  );
}
