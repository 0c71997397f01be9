/**
 * PostgreSQL text cannot hold U+0000, so no text input may. Kept apart from the zod schemas: the web app's
 * shared error messages recognise the refusal, and the home page's first download must not carry zod.
 */
export const nulCharacterMessage = 'must not contain a NUL character';

export function holdsNulCharacter(value: string): boolean {
  return value.includes('\u0000');
}
