import { categoryNames, perUnitNames } from '@domain/catalog/taxonomy-names';
import type { MarketPrice } from '@domain/seller/seller-insights.schema';
import { useFormat } from '@web/lib/format';
import { useI18n } from '@web/lib/i18n';
import { InsightsPanel } from './insights-panel';
import { ownByPrice, PricePosition, YourPriceMarker } from './price-position';

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
            <li key={`${price.category}:${price.unit}`} className="py-3">
              <MarketPriceEntry price={price} />
            </li>
          ))}
        </ul>
      )}
    </InsightsPanel>
  );
}

/**
 * One category and unit. Where only the seller lists, there is nothing to compare: two short lines. Otherwise the
 * strip, the lowest, median and highest prices under it, and the seller's products numbered as on the strip.
 */
function MarketPriceEntry({ price }: { price: MarketPrice }) {
  const { t, language } = useI18n();
  const { money, count, percent } = useFormat();
  const own = ownByPrice(price);
  const onlyOwn = price.listings <= own.length;
  const listings = { count: price.listings, listings: count(price.listings) };
  return (
    <article aria-label={`${categoryNames[price.category][language]}, ${perUnitNames[price.unit][language]}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 className="font-semibold text-stone-900">
          {categoryNames[price.category][language]}{' '}
          <span className="font-normal text-stone-700">· {perUnitNames[price.unit][language]}</span>
        </h3>
        <p className="text-sm text-stone-700">{t(onlyOwn ? 'seller.insights.onlyYours' : 'seller.insights.listingsCount', listings)}</p>
      </div>
      {onlyOwn ? (
        <ul className="mt-1 text-sm text-stone-900">
          {own.map((each) => (
            <li key={each.productId} className="break-words">
              <span className="font-medium">{each.title}</span>: {money(each.priceCents)}
            </li>
          ))}
        </ul>
      ) : (
        <>
          <PricePosition price={price} own={own} />
          <dl className="mt-1 flex flex-wrap justify-between gap-x-4 text-sm">
            <div>
              <dt className="text-stone-600">{t('seller.insights.lowest')}</dt>
              <dd className="font-semibold text-stone-900">{money(price.minCents)}</dd>
            </div>
            <div className="text-center">
              <dt className="text-stone-600">
                <span aria-hidden="true" className="mr-1 inline-block h-3 w-0.5 bg-stone-700 align-middle" />
                {t('seller.insights.median')}
              </dt>
              <dd className="font-semibold text-stone-900">{money(price.medianCents)}</dd>
            </div>
            <div className="text-right">
              <dt className="text-stone-600">{t('seller.insights.highest')}</dt>
              <dd className="font-semibold text-stone-900">{money(price.maxCents)}</dd>
            </div>
          </dl>
          <ol className="mt-3 space-y-1.5 text-sm">
            {own.map((each, index) => (
              <li key={each.productId} className="flex items-start gap-2">
                <YourPriceMarker number={index + 1} className="mt-px" />
                <p className="min-w-0 break-words text-stone-900">
                  <span className="font-medium">{each.title}</span>: {money(each.priceCents)}
                  <span className="text-stone-700">
                    {' · '}
                    {each.cheaperShare === 0
                      ? t('seller.insights.noneCheaper')
                      : t('seller.insights.cheaperShare', { percent: percent(each.cheaperShare) })}
                  </span>
                </p>
              </li>
            ))}
          </ol>
        </>
      )}
    </article>
  );
}
