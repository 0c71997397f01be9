import { Skeleton } from '@web/components/ui/skeleton';
import { useI18n } from '@web/lib/i18n';
import { useSellerInsights } from './api/get-seller-insights';
import { DemandPanel } from './demand-panel';
import { LoadFailed } from '@web/components/load-failed';
import { MarketPricesPanel } from './market-prices-panel';
import { TopProductsPanel } from './top-products-panel';

/** The dashboard's panels under the recent orders: top products, market prices and what is in demand. */
export function DashboardInsights() {
  const { t } = useI18n();
  const insights = useSellerInsights();
  if (insights.data) {
    return (
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <TopProductsPanel products={insights.data.topProducts} />
        <MarketPricesPanel prices={insights.data.marketPrices} />
        <div className="lg:col-span-2">
          <DemandPanel demand={insights.data.demand} />
        </div>
      </div>
    );
  }
  if (insights.isError)
    return (
      <LoadFailed
        announce
        message={t('seller.insights.loadFailed')}
        error={insights.error}
        onRetry={() => void insights.refetch()}
        className="mt-8 p-8 text-center"
      />
    );
  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-2">
      <p role="status" className="sr-only">
        {t('state.loading')}
      </p>
      <Skeleton className="h-72" />
      <Skeleton className="h-72" />
      <Skeleton className="h-64 lg:col-span-2" />
    </div>
  );
}
