import type { BrowseQuery } from './product.schema';

/** What Browse's filters look at in a product. */
export type BrowseFields = {
  searchText: string;
  category: string;
  district: string;
  priceCents: number;
  quantity: number;
  ratingAverage: number;
  sellerId: string;
};

/**
 * Whether an active product is among a Browse search's results: the same rules as the database's (catalog
 * repository, `browseConditions`), for a few hundred products held in memory (the sponsored candidates). A test
 * holds the two to the same answers.
 */
export function matchesBrowseQuery(product: BrowseFields, query: BrowseQuery): boolean {
  return (
    (!query.q || product.searchText.includes(query.q.toLowerCase())) &&
    (!query.category || product.category === query.category) &&
    (query.district.length === 0 || (query.district as string[]).includes(product.district)) &&
    (query.minPrice === undefined || product.priceCents >= query.minPrice) &&
    (query.maxPrice === undefined || product.priceCents <= query.maxPrice) &&
    (!query.inStock || product.quantity > 0) &&
    // The average is 0 until there is a rating, so this also leaves out products not rated yet.
    (query.minRating === undefined || product.ratingAverage >= query.minRating) &&
    (!query.seller || product.sellerId === query.seller)
  );
}
