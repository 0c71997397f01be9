import { describe, expect, it } from 'vitest';
import { drawWeighted } from './weighted-draw';

/** A small seeded generator (mulberry32), so the proportions below are the same on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const budgets = [
  { id: 'a', weight: 1 },
  { id: 'b', weight: 2 },
  { id: 'c', weight: 7 },
];

describe('drawWeighted', () => {
  it('picks the first place in proportion to weight over many draws', () => {
    const random = seeded(7);
    const draws = 100_000;
    const firsts = new Map<string, number>();
    for (let draw = 0; draw < draws; draw += 1) {
      const [first] = drawWeighted(budgets, 1, (item) => item.weight, random);
      firsts.set(first?.id ?? '', (firsts.get(first?.id ?? '') ?? 0) + 1);
    }
    expect((firsts.get('a') ?? 0) / draws).toBeCloseTo(0.1, 2);
    expect((firsts.get('b') ?? 0) / draws).toBeCloseTo(0.2, 2);
    expect((firsts.get('c') ?? 0) / draws).toBeCloseTo(0.7, 2);
  });

  it('fills two places with two different items, the second drawn from those left (without replacement)', () => {
    const random = seeded(11);
    const draws = 100_000;
    let aInTwo = 0;
    for (let draw = 0; draw < draws; draw += 1) {
      const pair = drawWeighted(budgets, 2, (item) => item.weight, random);
      expect(new Set(pair.map((item) => item.id)).size).toBe(2);
      if (pair.some((item) => item.id === 'a')) aInTwo += 1;
    }
    // P(a among two) = P(a first) + P(b first)·1/8 + P(c first)·1/3 = 0.1 + 0.025 + 0.2333…
    expect(aInTwo / draws).toBeCloseTo(0.1 + 0.2 / 8 + 0.7 / 3, 2);
  });

  it('never picks a weightless item, and picks no more than there are', () => {
    const items = [
      { id: 'x', weight: 0 },
      { id: 'y', weight: 5 },
    ];
    expect(drawWeighted(items, 2, (item) => item.weight).map((item) => item.id)).toEqual(['y']);
    expect(drawWeighted([], 2, () => 1)).toEqual([]);
    expect(drawWeighted(items, 0, (item) => item.weight)).toEqual([]);
  });
});
