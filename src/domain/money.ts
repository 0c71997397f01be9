import { localeOf, type Language } from './i18n/languages';
import { numberFormat } from './intl-cache';
import { formatNumber } from './numbers';

/**
 * Rupee symbols as Govi Market shows them. ICU's en-LK gives "LKR", which reads as a
 * bank statement, so the symbol comes from this table for LKR and from Intl otherwise.
 */
const lkrSymbolOf: Record<Language, string> = {
  en: 'Rs',
  si: 'රු.',
  ta: 'Rs.',
};

/**
 * Between the symbol and the number: a no-break space, so an amount is never split over two lines ("Rs" at the
 * end of one, "1,250.50" on the next) in a narrow card or a sentence; it still reads and copies as a space.
 */
const symbolGap = '\u00A0';

function formatterFor(currency: string, language: Language): Intl.NumberFormat {
  return numberFormat(localeOf[language], { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
}

/**
 * Asked for every amount formatted (twice a CSV row), so kept per currency: resolving it costs more than formatting.
 * The market's own currency is known without asking Intl, whose first formatter a page makes is slow (numbers.ts).
 */
const minorDigitsOf = new Map<string, number>([['LKR', 2]]);

/** How many digits the currency's minor unit has: 2 for LKR (cents), 0 for JPY, 3 for KWD. */
export function minorUnitDigits(currency: string): number {
  let digits = minorDigitsOf.get(currency);
  if (digits === undefined) {
    digits = numberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    minorDigitsOf.set(currency, digits);
  }
  return digits;
}

/**
 * How an amount shows its minor units. `always` (prices, totals): "Rs 1,500.00", so amounts in a list line up.
 * `ifAny`: "Rs 1,500" for a whole amount and "Rs 1,500.50" otherwise, for amounts chosen in whole rupees (a daily
 * budget, the limits and advice about it), where ".00" is only noise.
 */
export type MinorUnitsShown = 'always' | 'ifAny';

/** Formats an amount held in minor units (cents) for display, e.g. 125050 → "Rs 1,250.50" (a no-break space after "Rs"). */
export function formatMoney(cents: number, currency: string, language: Language, minorUnits: MinorUnitsShown = 'always'): string {
  if (!Number.isInteger(cents)) throw new RangeError(`Money must be whole minor units, got ${cents}`);
  const scale = 10 ** minorUnitDigits(currency);
  const digits = minorUnits === 'ifAny' && cents % scale === 0 ? 0 : minorUnitDigits(currency);
  // The number as the currency's own format writes it (grouping, decimals), without its symbol: the symbol is ours.
  const number = formatNumber(Math.abs(cents) / scale, language, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const sign = cents < 0 ? '-' : '';
  return `${sign}${symbolOf(currency, language)}${symbolGap}${number}`;
}

/** The symbol shown before an amount: ours for LKR, else the narrow one Intl knows (or the code itself). */
function symbolOf(currency: string, language: Language): string {
  if (currency === 'LKR') return lkrSymbolOf[language];
  return (
    formatterFor(currency, language)
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? currency
  );
}

/**
 * A short amount for a chart's axis, where "Rs 1,250,000.00" would not fit: 125000000 → "Rs 1.3M", in the
 * reader's language's own abbreviations. Never for a figure someone reads as the amount.
 */
export function formatMoneyCompact(cents: number, currency: string, language: Language): string {
  const compact = numberFormat(localeOf[language], { notation: 'compact', maximumFractionDigits: 1 });
  const symbol = symbolOf(currency, language);
  const sign = cents < 0 ? '-' : '';
  const number = compact.format(Math.abs(cents) / 10 ** minorUnitDigits(currency)).replace(/\s/g, symbolGap);
  return `${sign}${symbol}${symbolGap}${number}`;
}

/** Parses a price typed by a person ("1,250.5") into minor units, or null when it is not a price. */
export function parseMoney(input: string, currency = 'LKR'): number | null {
  const digits = minorUnitDigits(currency);
  const cleaned = input.replace(/,/g, '').trim();
  const pattern = digits > 0 ? new RegExp(`^\\d+(\\.\\d{1,${digits}})?$`) : /^\d+$/;
  if (!pattern.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/**
 * Minor units as a plain decimal for files other programs read ("125050" → "1250.50"): no symbol, no grouping,
 * a dot, worked out in integers so no float rounding can creep in.
 */
export function minorUnitsToDecimal(cents: number, currency: string): string {
  if (!Number.isInteger(cents)) throw new RangeError(`Money must be whole minor units, got ${cents}`);
  const digits = minorUnitDigits(currency);
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  if (digits === 0) return `${sign}${whole}`;
  const scale = 10 ** digits;
  return `${sign}${Math.floor(whole / scale)}.${String(whole % scale).padStart(digits, '0')}`;
}
