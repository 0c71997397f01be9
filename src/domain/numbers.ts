import { localeOf, type Language } from './i18n/languages';
import { numberFormat } from './intl-cache';

/**
 * How each language groups a number's digits, as CLDR writes them for Sri Lanka (en-LK, si-LK, ta-LK): in threes,
 * or in Tamil a three and then twos, "12,34,567". None of the three leaves a four-digit number ungrouped.
 */
const groupsInTwos: Record<Language, boolean> = { en: false, si: false, ta: true };

export type FractionDigits = { minimumFractionDigits?: number; maximumFractionDigits?: number };

/**
 * Writes a number as `Intl.NumberFormat` does for the reader's locale ("1,250.5"), without Intl: the first formatter a
 * page makes loads the browser's locale data, 70–130 ms of a phone's start at 4× CPU, paid while a server-rendered
 * page waits to work (every card has a price). Written here, the server and every browser also write the same digits,
 * whatever locale data each carries. Rounds as Intl does, half away from zero on the shortest decimal that reads
 * back as the number (1.005 → "1.01"); numbers.test.ts holds it to Node's Intl. Compact and percent forms, and
 * numbers too large to write out, are left to Intl.
 */
export function formatNumber(value: number, language: Language, digits: FractionDigits = {}): string {
  const maximum = digits.maximumFractionDigits ?? Math.max(3, digits.minimumFractionDigits ?? 0);
  const minimum = Math.min(digits.minimumFractionDigits ?? 0, maximum);
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return numberFormat(localeOf[language], digits).format(value);
  let [whole, fraction] = decimalOf(Math.abs(value));
  if (fraction.length > maximum) {
    const roundsUp = fraction.charCodeAt(maximum) >= 53; // '5'
    const kept = increment(whole + fraction.slice(0, maximum), roundsUp);
    whole = kept.slice(0, kept.length - maximum) || '0';
    fraction = kept.slice(kept.length - maximum);
  }
  fraction = fraction.replace(/0+$/, '').padEnd(minimum, '0');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${group(whole, groupsInTwos[language])}${fraction ? `.${fraction}` : ''}`;
}

/** The whole and fractional digits of the shortest decimal that reads back as `value` (≥ 0, < 1e21). */
function decimalOf(value: number): [string, string] {
  const [mantissa = '0', exponentText = '0'] = String(value).split('e');
  const [wholeDigits = '0', fractionDigits = ''] = mantissa.split('.');
  const all = wholeDigits + fractionDigits;
  const point = wholeDigits.length + Number(exponentText);
  if (point <= 0) return ['0', '0'.repeat(-point) + all];
  if (point >= all.length) return [all + '0'.repeat(point - all.length), ''];
  return [all.slice(0, point), all.slice(point)];
}

/** A string of digits, plus one in its last place when `up`. */
function increment(digits: string, up: boolean): string {
  if (!up) return digits;
  const carried = digits.split('');
  for (let at = carried.length - 1; at >= 0; at--) {
    if (carried[at] !== '9') {
      carried[at] = String(Number(carried[at]) + 1);
      return carried.join('');
    }
    carried[at] = '0';
  }
  return `1${carried.join('')}`;
}

function group(whole: string, inTwos: boolean): string {
  const trimmed = whole.replace(/^0+(?=\d)/, '');
  if (!inTwos) return trimmed.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  if (trimmed.length <= 3) return trimmed;
  return `${trimmed.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${trimmed.slice(-3)}`;
}
