import type { ProductSales } from '@domain/seller/seller-insights.schema';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { ProductTitleLink } from './product-title-link';
import { SalesTable } from '@web/components/seller-area/sales-table';

/** Products with what they sold: quantity in their own unit, orders and revenue (best sellers, product performance). */
export function ProductSalesTable({ caption, products }: { caption: string; products: readonly ProductSales[] }) {
  const { t } = useI18n();
  const { money, count, quantity } = useFormat();
  return (
    <SalesTable
      caption={caption}
      rows={products}
      rowKey={(product, index) => product.productId ?? `deleted-${index}`}
      columns={[
        { heading: t('seller.table.product'), cell: (product) => <ProductTitleLink productId={product.productId} title={product.title} /> },
        {
          heading: t('seller.table.sold'),
          numeric: true,
          cell: (product) => quantity(product.quantity, product.unit),
        },
        { heading: t('seller.table.orders'), numeric: true, cell: (product) => count(product.orders) },
        { heading: t('seller.table.revenue'), numeric: true, cell: (product) => money(product.revenueCents) },
      ]}
    />
  );
}
