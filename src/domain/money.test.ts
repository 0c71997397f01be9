import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyCompact, minorUnitsToDecimal, parseMoney } from './money';

// `\u00A0` is the no-break space between the symbol and the number: an amount never breaks over two lines.
describe('formatMoney', () => {
  it.each([
    ['en', 125050, 'Rs\u00A01,250.50'],
    ['si', 125050, 'රු.\u00A01,250.50'],
    ['ta', 125050, 'Rs.\u00A01,250.50'],
    ['en', 0, 'Rs\u00A00.00'],
    ['en', 5, 'Rs\u00A00.05'],
    ['en', 100000000, 'Rs\u00A01,000,000.00'],
    ['en', -2500, '-Rs\u00A025.00'],
  ] as const)('formats %s %i as %s', (language, cents, expected) => {
    expect(formatMoney(cents, 'LKR', language)).toBe(expected);
  });

  it('uses the currency setting for other currencies', () => {
    expect(formatMoney(1999, 'USD', 'en')).toBe('$\u00A019.99');
  });

  it('knows currencies without cents or with three decimals', () => {
    expect(formatMoney(1500, 'JPY', 'en')).toBe('¥\u00A01,500');
    expect(formatMoney(1500, 'KWD', 'en')).toMatch(/1\.500$/);
    expect(parseMoney('1500', 'JPY')).toBe(1500);
    expect(parseMoney('1.5', 'JPY')).toBeNull();
    expect(parseMoney('1.5', 'KWD')).toBe(1500);
  });

  it('holds no space a line could break at', () => {
    for (const language of ['en', 'si', 'ta'] as const) {
      expect(formatMoney(123456789, 'LKR', language)).not.toMatch(/[ \t\n]/);
      expect(formatMoneyCompact(123456789, 'LKR', language)).not.toMatch(/[ \t\n]/);
    }
  });

  it.each([
    ['en', 150000, 'Rs\u00A01,500'],
    ['si', 10000000, 'රු.\u00A0100,000'],
    ['ta', 450000, 'Rs.\u00A04,500'],
    ['en', 120050, 'Rs\u00A01,200.50'],
    ['en', 120005, 'Rs\u00A01,200.05'],
    ['en', -2500, '-Rs\u00A025'],
  ] as const)('leaves out the minor units of a whole amount when asked: %s %i as %s', (language, cents, expected) => {
    expect(formatMoney(cents, 'LKR', language, 'ifAny')).toBe(expected);
  });

  it('keeps the minor units of every amount by default, and for currencies without them asks nothing else', () => {
    expect(formatMoney(150000, 'LKR', 'en')).toBe('Rs\u00A01,500.00');
    expect(formatMoney(1500, 'JPY', 'en', 'ifAny')).toBe('¥\u00A01,500');
    expect(formatMoney(1500, 'KWD', 'en', 'ifAny')).toMatch(/\u00A01\.500$/);
    expect(formatMoney(2000, 'KWD', 'en', 'ifAny')).toMatch(/\u00A02$/);
  });

  it('refuses fractional minor units', () => {
    expect(() => formatMoney(10.5, 'LKR', 'en')).toThrow(RangeError);
  });
});

describe('formatMoneyCompact', () => {
  it.each([
    ['en', 0, 'Rs\u00A00'],
    ['en', 95000, 'Rs\u00A0950'],
    ['en', 1250000, 'Rs\u00A012.5K'],
    ['en', 125000000, 'Rs\u00A01.3M'],
    ['en', -1250000, '-Rs\u00A012.5K'],
  ] as const)('writes %s %i as %s', (language, cents, expected) => {
    expect(formatMoneyCompact(cents, 'LKR', language)).toBe(expected);
  });

  it('keeps the symbol and abbreviations of each language', () => {
    expect(formatMoneyCompact(1250000, 'LKR', 'si')).toMatch(/^රු\.\u00A0.*12\.5/);
    expect(formatMoneyCompact(1250000, 'LKR', 'ta')).toMatch(/^Rs\.\u00A012\.5/);
    expect(formatMoneyCompact(150000, 'JPY', 'en')).toBe('¥\u00A0150K');
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
