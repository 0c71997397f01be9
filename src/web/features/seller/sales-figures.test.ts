import { describe, expect, it } from 'vitest';
import { conversionShare, periodChange } from './sales-figures';

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

describe('conversionShare', () => {
  it.each([
    [1, 4, 0.25],
    [0, 10, 0],
    [3, 2, 1.5],
    [2, 0, null],
    [0, 0, null],
  ])('%i orders from %i views is %s', (orders, views, expected) => {
    expect(conversionShare(orders, views)).toBe(expected);
  });
});
