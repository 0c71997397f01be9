/** Sri Lanka's 25 administrative districts, by province. Names are the keys of the locale files. */
export const districts = [
  'colombo',
  'gampaha',
  'kalutara',
  'kandy',
  'matale',
  'nuwara-eliya',
  'galle',
  'matara',
  'hambantota',
  'jaffna',
  'kilinochchi',
  'mannar',
  'vavuniya',
  'mullaitivu',
  'batticaloa',
  'ampara',
  'trincomalee',
  'kurunegala',
  'puttalam',
  'anuradhapura',
  'polonnaruwa',
  'badulla',
  'monaragala',
  'ratnapura',
  'kegalle',
] as const;
export type District = (typeof districts)[number];

export function isDistrict(value: unknown): value is District {
  return typeof value === 'string' && (districts as readonly string[]).includes(value);
}
