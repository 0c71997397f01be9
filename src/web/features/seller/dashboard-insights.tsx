import { QueryState } from '@web/components/query-state';
import { LoadingNote, Skeleton } from '@web/components/ui/skeleton';
import { useI18n } from '@web/lib/i18n';
import { useSellerInsights } from './api/get-seller-insights';
import { DemandPanel } from './demand-panel';
import { MarketPricesPanel } from './market-prices-panel';
import { TopProductsPanel } from './top-products-panel';

/** The dashboard's panels under the recent orders: top products, market prices and what is in demand. */
export function DashboardInsights() {
  const { t } = useI18n();
  const insights = useSellerInsights();
  return (
    <QueryState
      query={insights}
      failed={{ announce: true, message: t('seller.insights.loadFailed'), className: 'mt-8 p-8 text-center' }}
      loading={
        <div className="mt-8 grid gap-6 lg:grid-cols-2">
          <LoadingNote />
          <Skeleton className="h-72" />
          <Skeleton className="h-72" />
          <Skeleton className="h-64 lg:col-span-2" />
        </div>
      }
    >
      {(data) => (
        <div className="mt-8 grid gap-6 lg:grid-cols-2">
          <TopProductsPanel products={data.topProducts} />
          <MarketPricesPanel prices={data.marketPrices} />
          <div className="lg:col-span-2">
            <DemandPanel demand={data.demand} />
          </div>
        </div>
      )}
    </QueryState>
  );
}
