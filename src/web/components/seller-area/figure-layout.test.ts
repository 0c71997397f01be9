import { describe, expect, it } from 'vitest';
import { spansWholeRow } from './figure-layout';

const wide = { wide: true };
const narrow = {};

describe('spansWholeRow', () => {
  it.each([
    ['an amount and two counts (Analytics)', [wide, narrow, narrow], [true, false, false]],
    ['an amount, two counts and an amount (Sales Reports)', [wide, narrow, narrow, wide], [true, false, false, true]],
    ['an amount and three counts (dashboard)', [wide, narrow, narrow, narrow], [true, false, false, true]],
    ['four counts', [narrow, narrow, narrow, narrow], [false, false, false, false]],
    ['a count between amounts', [wide, narrow, wide], [true, true, true]],
    ['one count', [narrow], [true]],
  ] as const)('%s', (_name, figures, expected) => {
    expect(figures.map((_, index) => spansWholeRow(figures, index))).toEqual(expected);
  });
});
