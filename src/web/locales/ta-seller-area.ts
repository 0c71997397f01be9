import { seller } from './ta/seller';
import { boosts } from './ta/boosts';
import { admin } from './ta/admin';

/** Tamil's words of the seller area (en-seller-area.ts). */
export const taSellerArea = {
  ...seller,
  ...boosts,
  ...admin,
};
