import { z } from 'zod';
import { holdsNulCharacter, nulCharacterMessage } from './nul-character';
import { normalizeSriLankanPhone } from './phone';

/**
 * Every text the API takes in starts here. A NUL byte let through would reach the database and fail there
 * (a 500) instead of being refused as the caller's mistake.
 */
export function textInput() {
  return z.string().refine((value) => !holdsNulCharacter(value), nulCharacterMessage);
}

/** Trimmed, at least one character, at most `max`. */
export function requiredText(max: number) {
  return textInput().trim().min(1).max(max);
}

/** A Sri Lankan phone number however it is written (`077 123 4567`, `+94 77 …`, a landline), taken in `+94` form. */
export function phoneNumberInput() {
  return textInput()
    .max(30)
    .transform((value, context) => {
      const normalized = normalizeSriLankanPhone(value);
      if (normalized) return normalized;
      context.addIssue({ code: 'custom', message: 'must be a Sri Lankan phone number, like 077 123 4567' });
      return z.NEVER;
    });
}
