import type { Category } from '@domain/catalog/categories';
import type { Unit } from '@domain/catalog/product-options';
import type { PriceCount } from '@server/read-models/seller-reports';

/** One category and unit's listings: distinct prices ascending, and how many listings ask less than each. */
type Prices = { prices: number[]; listingsAt: number[]; listingsBelow: number[]; listings: number };

export type PriceDistribution = ReadonlyMap<string, Prices>;

const keyOf = (category: Category, unit: Unit) => `${category} ${unit}`;

/** Builds the distribution from counts sorted by category, unit and price. */
export function buildPriceDistribution(counts: readonly PriceCount[]): PriceDistribution {
  const distribution = new Map<string, Prices>();
  for (const count of counts) {
    const key = keyOf(count.category, count.unit);
    let prices = distribution.get(key);
    if (!prices) {
      prices = { prices: [], listingsAt: [], listingsBelow: [], listings: 0 };
      distribution.set(key, prices);
    }
    prices.prices.push(count.priceCents);
    prices.listingsAt.push(count.listings);
    prices.listingsBelow.push(prices.listings);
    prices.listings += count.listings;
  }
  return distribution;
}

/** The index of the first distinct price not below `priceCents`. */
function firstNotBelow(prices: readonly number[], priceCents: number): number {
  let low = 0;
  let high = prices.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((prices[middle] ?? 0) < priceCents) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The price of the listing at `position` (0-based) when all listings are lined up by price. */
function priceAt({ prices, listingsAt, listingsBelow }: Prices, position: number): number {
  let low = 0;
  let high = prices.length - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((listingsBelow[middle] ?? 0) + (listingsAt[middle] ?? 0) <= position) low = middle + 1;
    else high = middle;
  }
  return prices[low] ?? 0;
}

/** Listings, median (the mean of the middle two when their number is even, to the nearest minor unit), lowest and highest. */
export function priceSummary(distribution: PriceDistribution, category: Category, unit: Unit) {
  const prices = distribution.get(keyOf(category, unit));
  if (!prices || prices.listings === 0) return undefined;
  const middle = (prices.listings - 1) / 2;
  const median = (priceAt(prices, Math.floor(middle)) + priceAt(prices, Math.ceil(middle))) / 2;
  return {
    listings: prices.listings,
    medianCents: Math.round(median),
    minCents: prices.prices[0] ?? 0,
    maxCents: prices.prices[prices.prices.length - 1] ?? 0,
  };
}

/** How many listings of the category and unit ask less than `priceCents`. */
export function listingsCheaperThan(distribution: PriceDistribution, category: Category, unit: Unit, priceCents: number): number {
  const prices = distribution.get(keyOf(category, unit));
  if (!prices) return 0;
  const index = firstNotBelow(prices.prices, priceCents);
  return index < prices.prices.length ? (prices.listingsBelow[index] ?? 0) : prices.listings;
}
