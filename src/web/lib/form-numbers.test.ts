import { describe, expect, it } from 'vitest';
import { readPrice, readWholeNumber } from './form-numbers';

describe('reading a typed number', () => {
  it.each([
    ['1250.50', 125_050],
    ['1,250.5', 125_050],
    [' 320 ', 32_000],
    ['0', 0],
    ['12.345', '12.345'],
    ['-5', '-5'],
    ['Rs 250', 'Rs 250'],
  ])('reads the price "%s" as %s', (text, expected) => {
    expect(readPrice(text, 'LKR', undefined)).toBe(expected);
  });

  it('reads an empty price as what the form says an empty one means', () => {
    expect(readPrice('  ', 'LKR', undefined)).toBeUndefined();
    expect(readPrice('', 'LKR', 0)).toBe(0);
  });

  it.each([
    ['12', 12],
    [' 7 ', 7],
    ['', 'empty'],
    ['1.5', '1.5'],
    ['-1', '-1'],
    ['ten', 'ten'],
  ])('reads the whole number "%s" as %s', (text, expected) => {
    expect(readWholeNumber(text, 'empty')).toBe(expected);
  });
});
