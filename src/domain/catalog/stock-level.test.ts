import { describe, expect, it } from 'vitest';
import { stockLevelOf } from './stock-level';

describe('the stock label', () => {
  it.each([
    [0, 'out'],
    [-1, 'out'],
    [1, 'low'],
    [10, 'low'],
    [11, 'in'],
    [1_000_000, 'in'],
  ])('calls a quantity of %d "%s"', (quantity, level) => {
    expect(stockLevelOf(quantity)).toBe(level);
  });
});
