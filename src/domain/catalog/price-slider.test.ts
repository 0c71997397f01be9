import { describe, expect, it } from 'vitest';
import { priceSliderPosition, priceSliderStops } from './price-slider';

const rupee = 100;

/** The gap from the slider's stop at or below `cents` to the next one. */
function stepAt(stops: number[], cents: number): number {
  const index = priceSliderPosition(stops, cents, 'down');
  return (stops[index + 1] ?? Infinity) - (stops[index] ?? 0);
}

describe('the price slider’s stops', () => {
  it.each([
    // dearest product listed, a price in view, the largest step the slider may take there (all in rupees)
    [500, 80, 10],
    [500, 250, 50],
    [4_000_000, 80, 10],
    [4_000_000, 150, 10],
    [4_000_000, 950, 100],
    [4_000_000, 25_000, 5_000],
    [4_000_000, 3_500_000, 500_000],
    [10_000_000, 5, 1],
  ])('with the dearest at Rs %d, steps near Rs %d by Rs %d at most', (highest, price, largestStep) => {
    const stops = priceSliderStops(highest * rupee, rupee);
    expect(stepAt(stops, price * rupee)).toBeLessThanOrEqual(largestStep * rupee);
  });

  it.each([[0], [1], [9_99], [80_00], [123_456_78], [4_000_000_00], [1_000_000_000]])(
    'from 0 up to the first stop at or above the dearest (%d cents), rising, whole rupees, few enough for a thumb',
    (highest) => {
      const stops = priceSliderStops(highest, rupee);
      expect(stops[0]).toBe(0);
      expect(stops.at(-1)).toBeGreaterThanOrEqual(highest);
      expect(stops.at(-2) ?? -1).toBeLessThan(highest);
      for (const [index, stop] of stops.entries()) {
        expect(stop % rupee).toBe(0);
        if (index > 0) expect(stop).toBeGreaterThan(stops[index - 1] ?? Infinity);
      }
      expect(stops.length).toBeLessThanOrEqual(150);
    },
  );

  it('works in a currency without minor units', () => {
    expect(priceSliderStops(12, 1)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it.each([
    [0, 'down', 0],
    [0, 'up', 0],
    [105_00, 'down', 30], // Rs 0 to 9, then twenty stops from Rs 10: Rs 100 is stop 30
    [105_00, 'up', 31],
    [110_00, 'down', 31],
    [110_00, 'up', 31],
    [999_999_00, 'up', 50], // past the last stop (Rs 1,000): the last
  ] as const)('puts %d cents at stop %s → %d', (cents, direction, index) => {
    const stops = priceSliderStops(1_000_00, rupee);
    expect(priceSliderPosition(stops, cents, direction)).toBe(index);
  });
});
