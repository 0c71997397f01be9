import { describe, expect, it } from 'vitest';
import type { PriceCount } from '@server/read-models/seller-reports';
import { buildPriceDistribution, listingsCheaperThan, priceSummary } from './price-distribution';

function counts(prices: number[]): PriceCount[] {
  const byPrice = new Map<number, number>();
  for (const price of prices) byPrice.set(price, (byPrice.get(price) ?? 0) + 1);
  return [...byPrice.entries()]
    .sort(([a], [b]) => a - b)
    .map(([priceCents, listings]) => ({ category: 'vegetables', unit: 'kg', priceCents, listings }));
}

describe('price distribution', () => {
  it.each([
    [[500], 500],
    [[100, 300, 200], 200],
    [[100, 200, 300, 400], 250],
    [[100, 101], 101], // 100.5 to the nearest cent, half up
    [[100, 200, 200, 200, 900, 900], 200],
    [[100, 100, 100, 900, 900, 900], 500],
  ])('the median of %j is %i, as percentile_cont(0.5) rounded', (prices, median) => {
    const summary = priceSummary(buildPriceDistribution(counts(prices)), 'vegetables', 'kg');
    expect(summary?.medianCents).toBe(median);
    expect(summary?.listings).toBe(prices.length);
    expect(summary?.minCents).toBe(Math.min(...prices));
    expect(summary?.maxCents).toBe(Math.max(...prices));
  });

  it('counts the listings strictly cheaper, equal prices not among them', () => {
    const distribution = buildPriceDistribution(counts([100, 200, 200, 300, 300, 300]));
    expect(listingsCheaperThan(distribution, 'vegetables', 'kg', 50)).toBe(0);
    expect(listingsCheaperThan(distribution, 'vegetables', 'kg', 100)).toBe(0);
    expect(listingsCheaperThan(distribution, 'vegetables', 'kg', 200)).toBe(1);
    expect(listingsCheaperThan(distribution, 'vegetables', 'kg', 250)).toBe(3);
    expect(listingsCheaperThan(distribution, 'vegetables', 'kg', 300)).toBe(3);
    expect(listingsCheaperThan(distribution, 'vegetables', 'kg', 301)).toBe(6);
  });

  it('keeps categories and units apart, and knows nothing of one without listings', () => {
    const distribution = buildPriceDistribution([
      { category: 'fruits', unit: 'kg', priceCents: 100, listings: 2 },
      { category: 'fruits', unit: 'piece', priceCents: 50, listings: 1 },
    ]);
    expect(priceSummary(distribution, 'fruits', 'kg')?.listings).toBe(2);
    expect(priceSummary(distribution, 'fruits', 'piece')?.medianCents).toBe(50);
    expect(priceSummary(distribution, 'vegetables', 'kg')).toBeUndefined();
    expect(listingsCheaperThan(distribution, 'vegetables', 'kg', 1_000)).toBe(0);
  });
});
