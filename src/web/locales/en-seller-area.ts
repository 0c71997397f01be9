import { seller } from './en/seller';
import { boosts } from './en/boosts';
import { admin } from './en/admin';

/** The words beyond the market's pages (the seller area, Run Ads, the operator console), fetched only when one of those is shown. */
export const enSellerArea = {
  ...seller,
  ...boosts,
  ...admin,
};
