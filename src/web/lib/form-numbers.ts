import { parseMoney } from '@domain/money';

/**
 * A typed amount in minor units ("1,250.50" → 125050); `empty` when nothing was typed. Text that is no amount
 * is passed on as it is, so the schema refuses it as not a number and the field says what to type.
 */
export function readPrice<Empty>(text: string, currency: string, empty: Empty): number | string | Empty {
  if (text.trim() === '') return empty;
  return parseMoney(text, currency) ?? text;
}

/** A typed whole number; `empty` when nothing was typed; anything else passed on for the schema to refuse. */
export function readWholeNumber<Empty>(text: string, empty: Empty): number | string | Empty {
  const trimmed = text.trim();
  if (trimmed === '') return empty;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : text;
}
