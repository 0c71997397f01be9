import type { Messages } from './en';
import { taMarket } from './ta-market';
import { taSellerArea } from './ta-seller-area';

export const ta: Messages = {
  ...taMarket,
  ...taSellerArea,
};
