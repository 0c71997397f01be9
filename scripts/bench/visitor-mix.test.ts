import { describe, expect, it } from 'vitest';
import { everyKind, visitorMix, type Visit, type VisitKind } from './catalog';
import { seededRandom } from './harness';

const productIds = ['p-1', 'p-2', 'p-3'];

function visits(count: number, kinds: readonly VisitKind[], options?: { ratingChoices?: boolean }, seed = 1): Visit[] {
  const next = visitorMix(seededRandom(seed), productIds, kinds, options);
  return Array.from({ length: count }, next);
}

// The catalog, ratings, server-rendering and boosts parts drive their servers with this mix.
describe("the benchmark's visitor mix", () => {
  it('asks for the same things in the same order for the same seed, and for others with another seed', () => {
    expect(visits(200, everyKind)).toEqual(visits(200, everyKind));
    expect(visits(200, everyKind, {}, 2)).not.toEqual(visits(200, everyKind));
  });

  it('asks only for the kinds given, each in its share', () => {
    const mix = visits(4000, everyKind);
    const share = (kind: VisitKind) => mix.filter((visit) => visit.kind === kind).length / mix.length;
    expect(new Set(mix.map((visit) => visit.kind))).toEqual(new Set(everyKind));
    // Weights 0.3, 0.3, 0.15, 0.25 of 1.
    expect(share('browse')).toBeCloseTo(0.3, 1);
    expect(share('search')).toBeCloseTo(0.3, 1);
    expect(share('filter')).toBeCloseTo(0.15, 1);
    expect(share('product')).toBeCloseTo(0.25, 1);
    expect(new Set(visits(300, ['search']).map((visit) => visit.kind))).toEqual(new Set(['search']));
  });

  it('sends each kind to its address', () => {
    for (const visit of visits(1000, [...everyKind, 'reviews'])) {
      const url = new URL(visit.path, 'http://market.test');
      if (visit.kind === 'product') expect(productIds.map((id) => `/api/products/${id}`)).toContain(url.pathname);
      else if (visit.kind === 'reviews') expect(productIds.map((id) => `/api/products/${id}/reviews`)).toContain(url.pathname);
      else {
        expect(url.pathname).toBe('/api/products');
        const page = Number(url.searchParams.get('page'));
        expect(page).toBeGreaterThanOrEqual(1);
        expect(page).toBeLessThanOrEqual(20);
        expect(url.searchParams.get('sort')).toBeTruthy();
      }
      if (visit.kind === 'search') expect(url.searchParams.get('q')).toBeTruthy();
      if (visit.kind === 'browse') expect([...url.searchParams.keys()].sort()).toEqual(['page', 'sort']);
    }
  });

  it('without the rating choices, never asks for Top rated nor "4 stars & up"', () => {
    const withRatings = visits(3000, everyKind).map((visit) => new URL(visit.path, 'http://market.test').searchParams);
    expect(withRatings.some((params) => params.get('sort') === 'rating')).toBe(true);
    expect(withRatings.some((params) => params.has('minRating'))).toBe(true);
    for (const visit of visits(3000, everyKind, { ratingChoices: false })) {
      const params = new URL(visit.path, 'http://market.test').searchParams;
      expect(params.get('sort')).not.toBe('rating');
      expect(params.has('minRating')).toBe(false);
    }
  });
});
