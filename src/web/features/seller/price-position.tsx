import type { CSSProperties } from 'react';
import type { MarketPrice } from '@domain/seller/seller-insights.schema';
import { cn } from '@web/lib/class-names';
import { useFormat } from '@web/lib/format';
import { markerLanes, shareAcross } from './price-strip';

type OwnPrice = MarketPrice['own'][number];

/** The seller's products of one category and unit, lowest price first: the order of their numbers on the strip. */
export function ownByPrice(price: MarketPrice): OwnPrice[] {
  return [...price.own].sort((first, second) => first.priceCents - second.priceCents);
}

/** The number of one of the seller's prices: on the strip, and beside the product listed under it. */
export function YourPriceMarker({ number, className, style }: { number: number; className?: string; style?: CSSProperties }) {
  const { count } = useFormat();
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full border-2 border-white bg-brand-700 text-[10px] leading-none font-bold text-white shadow',
        className,
      )}
      style={style}
    >
      {count(number)}
    </span>
  );
}

const asPercent = (share: number) => `${share * 100}%`;
/** Markers closer than this share of the strip would cover each other's numbers at a phone's width. */
const markerGap = 0.08;

/**
 * The market's range as a strip, lowest on the left: the median a line across it, the seller's prices numbered
 * markers on it (close ones raised above). It only draws what the text under it says.
 */
export function PricePosition({ price, own }: { price: MarketPrice; own: readonly OwnPrice[] }) {
  const shares = own.map((each) => shareAcross(each.priceCents, price));
  const lanes = markerLanes(shares, markerGap);
  return (
    <div aria-hidden="true" className="relative mx-2.5 mt-2 h-10">
      <div className="absolute inset-x-0 top-7 h-2 -translate-y-1/2 rounded-full bg-stone-200" />
      {/* The median line stays below the raised lane, so it never crosses a raised marker's number. */}
      <div
        className="absolute top-4 h-6 w-0.5 -translate-x-1/2 bg-stone-700"
        style={{ left: asPercent(shareAcross(price.medianCents, price)) }}
      />
      {own.map((each, index) => (
        <YourPriceMarker
          key={each.productId}
          number={index + 1}
          className={cn('absolute -translate-x-1/2 -translate-y-1/2', lanes[index] === 0 ? 'top-7' : 'top-2.5')}
          style={{ left: asPercent(shares[index] ?? 0.5) }}
        />
      ))}
    </div>
  );
}
