import { seller } from './en/seller';
import { boosts } from './en/boosts';

/** The seller area's words (its pages and Run Ads), fetched only when one of its pages is shown. */
export const enSellerArea = {
  ...seller,
  ...boosts,
};
