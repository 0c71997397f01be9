/**
 * The prices Browse's price slider stops at. A farmers' market sells Rs 80 beans and Rs 4,000,000 tractors in one
 * list: even steps fine enough for vegetables would be tens of thousands of stops up to a tractor, and steps that
 * reach a tractor in a few hundred skip every vegetable's price. So the stops grow with the price, about twenty to
 * each tenfold (Rs 100, 110, 120 … 900, 1,000, 1,100 …): a step is never more than a fifth of the price it leaves,
 * wherever the dearest product is, and every stop is a whole amount of the currency.
 */

/** Each tenfold's stops, as multiples of its first: each gap at most a fifth of the price below it. */
const perTenfold = [1, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.8, 2, 2.2, 2.5, 3, 3.5, 4, 4.5, 5, 6, 7, 8, 9];

/** Below this (in the currency's major unit) the stops are 0, 1, 2 … 9: prices there are rare and small. */
const firstTenfold = 10;

/**
 * The slider's stops in minor units (cents), from 0 up to the first at or above `highestCents` (the dearest product
 * listed), each a whole number of major units (`minorPerMajor` cents each).
 */
export function priceSliderStops(highestCents: number, minorPerMajor: number): number[] {
  const stops: number[] = [];
  for (let major = 0; major < firstTenfold; major += 1) {
    stops.push(major * minorPerMajor);
    if (major * minorPerMajor >= highestCents) return stops;
  }
  for (let tenfold = firstTenfold; ; tenfold *= 10) {
    for (const multiple of perTenfold) {
      const cents = Math.round(tenfold * multiple) * minorPerMajor;
      stops.push(cents);
      if (cents >= highestCents) return stops;
    }
  }
}

/**
 * Where a price falls on the slider: the index of the nearest stop at or below it (`'down'`, for a lower bound) or
 * at or above it (`'up'`, for an upper bound), so a typed price the slider cannot stop at is still within the range
 * its thumbs show.
 */
export function priceSliderPosition(stops: readonly number[], cents: number, direction: 'down' | 'up'): number {
  const last = stops.length - 1;
  if (direction === 'up') {
    const above = stops.findIndex((stop) => stop >= cents);
    return above === -1 ? last : above;
  }
  let below = 0;
  for (let index = 0; index <= last && (stops[index] ?? Infinity) <= cents; index += 1) below = index;
  return below;
}
