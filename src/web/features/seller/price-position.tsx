import type { MarketPrice } from '../../../domain/seller/seller-insights.schema';
import { useI18n } from '../../lib/i18n';

/** Where a price sits between the market's lowest and highest, as a share of the way across (the middle when all are equal). */
function positionOf(cents: number, price: MarketPrice): string {
  const span = price.maxCents - price.minCents;
  const share = span > 0 ? (cents - price.minCents) / span : 0.5;
  return `${Math.min(1, Math.max(0, share)) * 100}%`;
}

/** The market's range as a bar: the median a line across it, the seller's own prices dots on it. The numbers are written beside it. */
export function PricePosition({ price }: { price: MarketPrice }) {
  const { t } = useI18n();
  return (
    <div aria-hidden="true" className="mt-3">
      <div className="relative mx-2 h-6">
        <div className="absolute inset-x-0 top-1/2 h-2 -translate-y-1/2 rounded-full bg-stone-200" />
        <div className="absolute top-0 h-6 w-0.5 -translate-x-1/2 bg-stone-700" style={{ left: positionOf(price.medianCents, price) }} title={t('seller.insights.median')} />
        {price.own.map((own) => (
          <div
            key={own.productId}
            className="absolute top-1/2 h-3.5 w-3.5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-brand-700 shadow"
            style={{ left: positionOf(own.priceCents, price) }}
            title={own.title}
          />
        ))}
      </div>
      <div className="mt-1 flex justify-between text-xs text-stone-600">
        <span>{t('seller.insights.lowest')}</span>
        <span className="flex items-center gap-1">
          <span className="inline-block h-3 w-0.5 bg-stone-700" /> {t('seller.insights.median')}
          <span className="ml-2 inline-block h-2.5 w-2.5 rounded-full bg-brand-700" /> {t('seller.insights.yours')}
        </span>
        <span>{t('seller.insights.highest')}</span>
      </div>
    </div>
  );
}
