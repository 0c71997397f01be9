import { describe, expect, it } from 'vitest';
import { labelledIndexes, valueTicks } from './chart-scale';

describe('valueTicks', () => {
  it.each([
    [125_000, [0, 50_000, 100_000, 150_000]],
    [100_000, [0, 50_000, 100_000]],
    [7, [0, 2, 4, 6, 8]],
    [3, [0, 1, 2, 3]],
    [1, [0, 1]],
    [0, [0, 1]],
    [999, [0, 500, 1000]],
    [1001, [0, 500, 1000, 1500]],
  ])('an axis up to %i reads %j', (max, expected) => {
    expect(valueTicks(max)).toEqual(expected);
  });

  it('always reaches the highest value', () => {
    for (const max of [1, 9, 13, 77, 2_345, 98_765_432]) {
      const ticks = valueTicks(max);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      expect(ticks.length).toBeLessThanOrEqual(6);
    }
  });
});

describe('labelledIndexes', () => {
  it('labels every bar when they fit, else every n-th from the first', () => {
    expect([...labelledIndexes(5, 10)]).toEqual([0, 1, 2, 3, 4]);
    expect([...labelledIndexes(30, 6)]).toEqual([0, 5, 10, 15, 20, 25]);
    expect([...labelledIndexes(90, 4)]).toEqual([0, 23, 46, 69]);
    expect([...labelledIndexes(3, 0)]).toEqual([0]);
  });
});
