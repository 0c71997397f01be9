import { seller } from './si/seller';
import { boosts } from './si/boosts';
import { admin } from './si/admin';

/** Sinhala's words of the seller area (en-seller-area.ts). */
export const siSellerArea = {
  ...seller,
  ...boosts,
  ...admin,
};
