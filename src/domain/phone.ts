/**
 * Sri Lankan phone numbers: written `07X XXX XXXX` or `+94 7X XXX XXXX`, with or without spaces and dashes,
 * stored as `+94` and nine digits. Landlines (`011 234 5678`) are accepted too: a delivery can go to a shop.
 */
const localPattern = /^0([1-9]\d{8})$/;
const internationalPattern = /^(?:\+|00)?94([1-9]\d{8})$/;

/** The number in `+94XXXXXXXXX` form, or null when it is not a Sri Lankan number. */
export function normalizeSriLankanPhone(input: string): string | null {
  const compact = input.replace(/[\s\-().]/g, '');
  const match = localPattern.exec(compact) ?? internationalPattern.exec(compact);
  return match ? `+94${match[1]}` : null;
}

/** How a stored number is shown and dialled at home: `077 123 4567`. */
export function formatSriLankanPhone(normalized: string): string {
  const national = `0${normalized.slice(3)}`;
  return `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
}

/** A Sri Lankan mobile number (`07X XXX XXXX`), the only kind a text message can reach. */
const mobilePattern = /^\+947\d{8}$/;

/** The mobile number in `+947XXXXXXXX` form, or null when it is not a Sri Lankan mobile number. */
export function normalizeSriLankanMobile(input: string): string | null {
  const normalized = normalizeSriLankanPhone(input);
  return normalized !== null && mobilePattern.test(normalized) ? normalized : null;
}
