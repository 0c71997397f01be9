import { categoryNames, districtNames } from '@domain/catalog/taxonomy-names';
import { dashboardLookbackDays, type Demand, type SellerInsights } from '@domain/seller/seller-insights.schema';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { InsightsPanel } from './insights-panel';
import { ProductTitleLink } from './product-title-link';

/** What buyers ordered most in the last 30 days, across the market and in the district the seller sells from. */
export function DemandPanel({ demand }: { demand: SellerInsights['demand'] }) {
  const { t, language } = useI18n();
  const { count, dateTime } = useFormat();
  return (
    <InsightsPanel
      id="demand"
      title={t('seller.insights.demand')}
      intro={t('seller.insights.demandIntro', { days: count(dashboardLookbackDays) })}
    >
      <div className="mt-3 grid gap-6 md:grid-cols-2">
        <DemandColumn id="demand-market" title={t('seller.insights.demandMarket')} demand={demand.market} />
        {demand.district ? (
          <DemandColumn
            id="demand-district"
            title={t('seller.insights.demandDistrict', { district: districtNames[demand.district.district][language] })}
            demand={demand.district}
          />
        ) : (
          <section aria-labelledby="demand-district">
            <h3 id="demand-district" className="font-semibold text-stone-900">
              {t('seller.insights.demandYourDistrict')}
            </h3>
            <p className="mt-2 rounded-md bg-stone-50 p-4 text-sm text-stone-700">{t('seller.insights.demandNoDistrict')}</p>
          </section>
        )}
      </div>
      <p className="mt-4 text-xs text-stone-600">{t('seller.insights.countedAt', { time: dateTime(demand.countedAt) })}</p>
    </InsightsPanel>
  );
}

function DemandColumn({ id, title, demand }: { id: string; title: string; demand: Demand }) {
  const { t, language } = useI18n();
  const { count } = useFormat();
  const orders = (value: number) => t('seller.insights.orders', { count: value, orders: count(value) });
  return (
    <section aria-labelledby={id} className="min-w-0">
      <h3 id={id} className="font-semibold text-stone-900">
        {title}
      </h3>
      {demand.categories.length === 0 ? (
        <p className="mt-2 rounded-md bg-stone-50 p-4 text-sm text-stone-700">
          {t('seller.insights.demandEmpty', { days: count(dashboardLookbackDays) })}
        </p>
      ) : (
        <>
          <h4 className="mt-3 text-sm font-medium text-stone-700">{t('seller.insights.demandCategories')}</h4>
          <ol className="mt-1 flex flex-wrap gap-2">
            {demand.categories.map((entry) => (
              <li key={entry.category} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900">
                {categoryNames[entry.category][language]} <span className="text-stone-700">· {orders(entry.orders)}</span>
              </li>
            ))}
          </ol>
          <h4 className="mt-4 text-sm font-medium text-stone-700">{t('seller.insights.demandProducts')}</h4>
          {demand.products.length === 0 ? (
            <p className="mt-1 text-sm text-stone-700">{t('seller.insights.demandNoProducts')}</p>
          ) : (
            <ol className="mt-1 divide-y divide-stone-200 text-sm">
              {demand.products.map((product) => (
                <li key={product.productId} className="flex items-start justify-between gap-3 py-2">
                  <div className="min-w-0">
                    <p className="break-words">
                      <ProductTitleLink productId={product.productId} title={product.title} />
                    </p>
                    <p className="text-stone-700">
                      {categoryNames[product.category][language]} · {t('seller.insights.bySeller', { seller: product.sellerName })}
                    </p>
                  </div>
                  <span className="shrink-0 text-stone-900">{orders(product.orders)}</span>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
