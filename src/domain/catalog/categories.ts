/** One taxonomy everywhere: listing, browsing and the home page. */
export const categories = [
  'vegetables',
  'fruits',
  'grains',
  'dairy',
  'meat-poultry',
  'livestock',
  'seeds-plants',
  'herbs-spices',
  'equipment',
  'other',
] as const;
export type Category = (typeof categories)[number];

/** The five categories the home page features, in this order (crops, fruits, livestock, dairy, plants). */
export const homeCategories = ['vegetables', 'fruits', 'livestock', 'dairy', 'seeds-plants'] as const satisfies readonly Category[];

export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && (categories as readonly string[]).includes(value);
}
