import { dashboardLookbackDays, type ProductSales } from '@domain/seller/seller-insights.schema';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { InsightsPanel } from './insights-panel';
import { ProductTitleLink } from './product-title-link';

/** The seller's products by revenue over the last 30 days: what sold, and for how much. */
export function TopProductsPanel({ products }: { products: readonly ProductSales[] }) {
  const { t } = useI18n();
  const { money, count, quantity } = useFormat();
  return (
    <InsightsPanel
      id="top-products"
      title={t('seller.insights.topProducts')}
      intro={t('seller.insights.topProductsIntro', { days: count(dashboardLookbackDays) })}
    >
      {products.length === 0 ? (
        <p className="mt-4 rounded-md bg-stone-50 p-4 text-stone-700">
          {t('seller.insights.topProductsEmpty', { days: count(dashboardLookbackDays) })}
        </p>
      ) : (
        <ol className="mt-3 divide-y divide-stone-200">
          {products.map((product, index) => (
            <li key={product.productId ?? `deleted-${index}`} className="flex items-start gap-3 py-3">
              <span
                aria-hidden="true"
                className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-800"
              >
                {count(index + 1)}
              </span>
              <div className="min-w-0 flex-1">
                <p className="break-words">
                  <ProductTitleLink productId={product.productId} title={product.title} />
                </p>
                <p className="text-sm text-stone-700">
                  {t('seller.insights.sold', {
                    quantity: quantity(product.quantity, product.unit),
                    orders: count(product.orders),
                    count: product.orders,
                  })}
                </p>
              </div>
              <p className="shrink-0 font-semibold text-stone-900">{money(product.revenueCents)}</p>
            </li>
          ))}
        </ol>
      )}
    </InsightsPanel>
  );
}
