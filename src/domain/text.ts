import { z } from 'zod';
import { holdsNulCharacter, nulCharacterMessage } from './nul-character';

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
