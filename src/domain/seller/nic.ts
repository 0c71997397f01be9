// Sri Lanka's National Identity Card number, in either of its formats:
// - old (issued until 2015): YY DDD SSS C and a letter V or X, e.g. 641922757V;
// - new (from 2016): YYYY DDD 0SSS C, e.g. 196419202757 (the old number with the century and a 0 put in).
// DDD is the day of the year of birth, counting 29 February in every year (so 1-366), with 500 added for women.
// C is a check digit: the weighted sum of the digits before it (weights 8 4 3 2 7 6 5 7 4 3 2 for the new format; the
// old format's digits take the last eight of them, since the century and the 0 the new one adds weigh 0 modulo 11),
// taken modulo 11 and subtracted from 11. Where that gives 10 no single digit is on record: we take 0 then, and 11
// gives 0.

const newWeights = [8, 4, 3, 2, 7, 6, 5, 7, 4, 3, 2];

export type NicProblem = 'format' | 'birth_date' | 'check_digit';

/** Spaces and dashes people type are dropped, and the old format's letter made upper case. */
export function normalizeNic(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/** The same number in the new format's twelve digits (an old number has its century and a 0 put in). */
export function nicAsNewFormat(normalized: string): string {
  if (/^\d{9}[VX]$/.test(normalized)) return `19${normalized.slice(0, 5)}0${normalized.slice(5, 9)}`;
  return normalized;
}

function checkDigitOf(elevenDigits: string): number {
  const sum = [...elevenDigits].reduce((total, digit, index) => total + Number(digit) * (newWeights[index] ?? 0), 0);
  const check = 11 - (sum % 11);
  return check >= 10 ? 0 : check;
}

/** The date of birth a well-formed NIC number gives, as YYYY-MM-DD. */
export function nicBirthDate(normalized: string): string {
  const digits = nicAsNewFormat(normalized);
  const coded = Number(digits.slice(4, 7));
  const { month, day } = monthDayOf(coded > 500 ? coded - 500 : coded);
  return `${digits.slice(0, 4)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The day of the year a NIC's three digits name, counting 29 February in every year: its month and day. */
function monthDayOf(dayOfYear: number): { month: number; day: number } {
  const lengths = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  let left = dayOfYear;
  let month = 0;
  while (left > (lengths[month] ?? 31)) left -= lengths[month++] ?? 31;
  return { month: month + 1, day: left };
}

/**
 * What is wrong with a NIC number (already normalized), or null when it is well formed: its format, a birth date that
 * is no day of the year or leaves its holder younger than 15 on `today` (a NIC is issued from 15), its check digit.
 */
export function nicProblem(normalized: string, today: Date): NicProblem | null {
  if (!/^(\d{9}[VX]|\d{12})$/.test(normalized)) return 'format';
  const digits = nicAsNewFormat(normalized);
  if (normalized.length === 12 && digits[7] !== '0') return 'format';
  const year = Number(digits.slice(0, 4));
  const coded = Number(digits.slice(4, 7));
  const dayOfYear = coded > 500 ? coded - 500 : coded;
  if (dayOfYear < 1 || dayOfYear > 366 || year < 1900) return 'birth_date';
  const { month, day } = monthDayOf(dayOfYear);
  // The 29 February of a year without one: the day counted is never a birthday.
  const isLeap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (month === 2 && day === 29 && !isLeap) return 'birth_date';
  const fifteenth = Date.UTC(year + 15, month - 1, day);
  if (fifteenth > today.getTime()) return 'birth_date';
  if (checkDigitOf(digits.slice(0, 11)) !== Number(digits[11])) return 'check_digit';
  return null;
}
