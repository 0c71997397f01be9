import { districtNames } from '@domain/catalog/taxonomy-names';
import type { SalesAnalytics } from '@domain/seller/seller-insights.schema';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { SalesTable } from '@web/components/seller-area/sales-table';

type DistrictSales = SalesAnalytics['buyersByDistrict'][number];

/** Where the range's orders were delivered, by revenue. */
export function BuyersByDistrictTable({ districts }: { districts: readonly DistrictSales[] }) {
  const { t, language } = useI18n();
  const { money, count } = useFormat();
  return (
    <SalesTable
      caption={t('seller.analytics.byDistrict')}
      rows={districts}
      rowKey={(row) => row.district}
      columns={[
        { heading: t('seller.table.district'), cell: (row) => districtNames[row.district][language] },
        { heading: t('seller.table.buyers'), numeric: true, cell: (row) => count(row.buyers) },
        { heading: t('seller.table.orders'), numeric: true, cell: (row) => count(row.orders) },
        { heading: t('seller.table.revenue'), numeric: true, cell: (row) => money(row.revenueCents) },
      ]}
    />
  );
}
