import { categoryNames, perUnitNames } from '../../../domain/catalog/taxonomy-names';
import type { MarketPrice } from '../../../domain/seller/seller-insights.schema';
import { useFormat } from '../../lib/format';
import { useI18n } from '../../lib/i18n';
import { InsightsPanel } from './insights-panel';
import { PricePosition } from './price-position';

/** For each category and unit the seller lists in: the market's median and range of active prices, and where the seller's own sit. */
export function MarketPricesPanel({ prices }: { prices: readonly MarketPrice[] }) {
  const { t } = useI18n();
  return (
    <InsightsPanel id="market-prices" title={t('seller.insights.marketPrices')} intro={t('seller.insights.marketPricesIntro')}>
      {prices.length === 0 ? (
        // The page's own Add New Product button is at the top; a second one here would be a second way to the same place.
        <p className="mt-4 rounded-md bg-stone-50 p-4 text-stone-700">{t('seller.insights.marketPricesEmpty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-200">
          {prices.map((price) => (
            <li key={`${price.category}:${price.unit}`} className="py-4">
              <MarketPriceEntry price={price} />
            </li>
          ))}
        </ul>
      )}
    </InsightsPanel>
  );
}

function MarketPriceEntry({ price }: { price: MarketPrice }) {
  const { t, language } = useI18n();
  const { money, count, percent } = useFormat();
  const onlyOwn = price.listings <= price.own.length;
  return (
    <article aria-label={`${categoryNames[price.category][language]}, ${perUnitNames[price.unit][language]}`}>
      <h3 className="font-semibold text-stone-900">
        {categoryNames[price.category][language]} <span className="font-normal text-stone-700">· {perUnitNames[price.unit][language]}</span>
      </h3>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-stone-600">{t('seller.insights.median')}</dt>
          <dd className="font-semibold text-stone-900">{money(price.medianCents)}</dd>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-stone-600">{t('seller.insights.range')}</dt>
          <dd className="text-stone-900">{t('seller.insights.rangeValue', { min: money(price.minCents), max: money(price.maxCents) })}</dd>
        </div>
        <div>
          <dt className="text-stone-600">{t('seller.insights.listings')}</dt>
          <dd className="text-stone-900">{count(price.listings)}</dd>
        </div>
      </dl>
      {!onlyOwn && <PricePosition price={price} />}
      <ul className="mt-2 space-y-1 text-sm">
        {price.own.map((own) => (
          <li key={own.productId} className="break-words">
            <span className="font-medium text-stone-900">{own.title}</span>: {money(own.priceCents)}
            {' · '}
            <span className="text-stone-700">
              {onlyOwn
                ? t('seller.insights.onlyYou')
                : own.cheaperShare === 0
                  ? t('seller.insights.noneCheaper')
                  : t('seller.insights.cheaperShare', { percent: percent(own.cheaperShare) })}
            </span>
          </li>
        ))}
      </ul>
    </article>
  );
}
