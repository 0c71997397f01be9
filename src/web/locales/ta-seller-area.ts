import { seller } from './ta/seller';
import { boosts } from './ta/boosts';

/** Tamil's words of the seller area (en-seller-area.ts). */
export const taSellerArea = {
  ...seller,
  ...boosts,
};
