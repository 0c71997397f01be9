import type { SalesAnalytics } from '@domain/seller/seller-insights.schema';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { ProductTitleLink } from './product-title-link';
import { ordersPer100Views } from './sales-figures';
import { SalesTable } from '@web/components/seller-area/sales-table';

type ProductViews = SalesAnalytics['views']['products'][number];

/** Views, orders and the orders for every 100 views, per product. */
export function ProductViewsTable({ products }: { products: readonly ProductViews[] }) {
  const { t } = useI18n();
  const { count } = useFormat();
  return (
    <SalesTable
      caption={t('seller.analytics.views')}
      rows={products}
      rowKey={(row) => row.productId}
      columns={[
        { heading: t('seller.table.product'), cell: (row) => <ProductTitleLink productId={row.productId} title={row.title} /> },
        { heading: t('seller.table.views'), numeric: true, cell: (row) => count(row.views) },
        { heading: t('seller.table.orders'), numeric: true, cell: (row) => count(row.orders) },
        {
          heading: t('seller.table.conversion'),
          numeric: true,
          cell: (row) => {
            const rate = ordersPer100Views(row.orders, row.views);
            if (rate !== null) return count(rate);
            return (
              <>
                <span aria-hidden="true">—</span>
                <span className="sr-only">{t('seller.analytics.noViews')}</span>
              </>
            );
          },
        },
      ]}
    />
  );
}
