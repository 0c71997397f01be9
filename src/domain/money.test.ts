import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyCompact, minorUnitsToDecimal, parseMoney } from './money';

describe('formatMoney', () => {
  it.each([
    ['en', 125050, 'Rs 1,250.50'],
    ['si', 125050, 'රු. 1,250.50'],
    ['ta', 125050, 'Rs. 1,250.50'],
    ['en', 0, 'Rs 0.00'],
    ['en', 5, 'Rs 0.05'],
    ['en', 100000000, 'Rs 1,000,000.00'],
    ['en', -2500, '-Rs 25.00'],
  ] as const)('formats %s %i as %s', (language, cents, expected) => {
    expect(formatMoney(cents, 'LKR', language)).toBe(expected);
  });

  it('uses the currency setting for other currencies', () => {
    expect(formatMoney(1999, 'USD', 'en')).toBe('$ 19.99');
  });

  it('knows currencies without cents or with three decimals', () => {
    expect(formatMoney(1500, 'JPY', 'en')).toBe('¥ 1,500');
    expect(formatMoney(1500, 'KWD', 'en')).toMatch(/1\.500$/);
    expect(parseMoney('1500', 'JPY')).toBe(1500);
    expect(parseMoney('1.5', 'JPY')).toBeNull();
    expect(parseMoney('1.5', 'KWD')).toBe(1500);
  });

  it('refuses fractional minor units', () => {
    expect(() => formatMoney(10.5, 'LKR', 'en')).toThrow(RangeError);
  });
});

describe('formatMoneyCompact', () => {
  it.each([
    ['en', 0, 'Rs 0'],
    ['en', 95000, 'Rs 950'],
    ['en', 1250000, 'Rs 12.5K'],
    ['en', 125000000, 'Rs 1.3M'],
    ['en', -1250000, '-Rs 12.5K'],
  ] as const)('writes %s %i as %s', (language, cents, expected) => {
    expect(formatMoneyCompact(cents, 'LKR', language)).toBe(expected);
  });

  it('keeps the symbol and abbreviations of each language', () => {
    expect(formatMoneyCompact(1250000, 'LKR', 'si')).toMatch(/^රු\. .*12\.5/);
    expect(formatMoneyCompact(1250000, 'LKR', 'ta')).toMatch(/^Rs\. 12\.5/);
    expect(formatMoneyCompact(150000, 'JPY', 'en')).toBe('¥ 150K');
  });
});

describe('parseMoney', () => {
  it.each([
    ['1250.50', 125050],
    ['1,250.5', 125050],
    ['0', 0],
    [' 12 ', 1200],
    ['0.01', 1],
  ])('parses %s', (input, cents) => {
    expect(parseMoney(input)).toBe(cents);
  });

  it.each(['', 'abc', '-5', '1.234', '1e5', '12.'])('rejects %j', (input) => {
    expect(parseMoney(input)).toBeNull();
  });
});

describe('minorUnitsToDecimal', () => {
  it.each([
    [125050, 'LKR', '1250.50'],
    [5, 'LKR', '0.05'],
    [0, 'LKR', '0.00'],
    [-1999, 'LKR', '-19.99'],
    [900719925474099, 'LKR', '9007199254740.99'],
    [1250, 'JPY', '1250'],
    [1250, 'KWD', '1.250'],
  ])('%i %s is %s', (cents, currency, expected) => {
    expect(minorUnitsToDecimal(cents, currency)).toBe(expected);
  });
});
