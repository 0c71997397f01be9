import { localeOf, type Language } from './i18n/languages';

/**
 * Rupee symbols as Govi Market shows them. ICU's en-LK gives "LKR", which reads as a
 * bank statement, so the symbol comes from this table for LKR and from Intl otherwise.
 */
const lkrSymbolOf: Record<Language, string> = {
  en: 'Rs',
  si: 'රු.',
  ta: 'Rs.',
};

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(currency: string, language: Language): Intl.NumberFormat {
  const key = `${currency}:${language}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeOf[language], {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Formats an amount held in minor units (cents) for display, e.g. 125050 → "Rs 1,250.50". */
export function formatMoney(cents: number, currency: string, language: Language): string {
  if (!Number.isInteger(cents)) throw new RangeError(`Money must be whole minor units, got ${cents}`);
  const formatter = formatterFor(currency, language);
  const parts = formatter.formatToParts(cents / 100);
  const number = parts
    .filter((part) => part.type !== 'currency' && part.type !== 'literal')
    .map((part) => part.value)
    .join('');
  const symbol =
    currency === 'LKR'
      ? lkrSymbolOf[language]
      : (parts.find((part) => part.type === 'currency')?.value ?? currency);
  const sign = cents < 0 ? '-' : '';
  return `${sign}${symbol} ${number.replace('-', '')}`;
}

/** Parses a price typed by a person ("1,250.5") into minor units, or null when it is not a price. */
export function parseMoney(input: string): number | null {
  const cleaned = input.replace(/,/g, '').trim();
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
