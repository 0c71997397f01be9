import { describe, expect, it } from 'vitest';
import { ordersPer100Views, periodChange } from './sales-figures';

describe('periodChange', () => {
  it.each([
    [150, 100, { direction: 'up', share: 0.5 }],
    [50, 100, { direction: 'down', share: 0.5 }],
    [0, 100, { direction: 'down', share: 1 }],
    [300, 100, { direction: 'up', share: 2 }],
    [100, 100, { direction: 'same' }],
    [5, 0, { direction: 'new' }],
    [0, 0, { direction: 'none' }],
  ] as const)('%i against %i is %j', (current, previous, expected) => {
    expect(periodChange(current, previous)).toEqual(expected);
  });
});

describe('ordersPer100Views', () => {
  it.each([
    [1, 4, 25],
    [0, 10, 0],
    [3, 2, 150],
    // One view and two orders from it: 200 orders per 100 views, never "200%" of the viewers.
    [2, 1, 200],
    [1, 3, 33.3],
    [1, 1000, 0.1],
    [2, 0, null],
    [0, 0, null],
  ])('%i orders from %i views is %s per 100 views', (orders, views, expected) => {
    expect(ordersPer100Views(orders, views)).toBe(expected);
  });
});
