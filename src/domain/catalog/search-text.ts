import { languages } from '../i18n/languages';
import type { District } from './districts';
import { districtNames } from './taxonomy-names';

/**
 * The text Browse searches for a product: what the seller wrote, their name, the town, and the
 * district's name in every language, so "Kandy", "මහනුවර" and "கண்டி" all find a Kandy listing.
 */
/** Between the parts, so a search cannot match across the end of one part and the start of the next. */
export const searchTextSeparator = ' | ';

export function productSearchText(product: {
  title: string;
  description: string;
  town: string | null;
  sellerName: string;
  district: District;
}): string {
  const districtInEveryLanguage = languages.map((language) => districtNames[product.district][language]);
  return [product.title, product.description, product.town ?? '', product.sellerName, ...districtInEveryLanguage]
    .join(searchTextSeparator)
    .toLowerCase();
}

/** A search term as a LIKE pattern that matches it anywhere, with LIKE's own wildcards taken literally. */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
