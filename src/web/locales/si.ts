import type { Messages } from './en';
import { siMarket } from './si-market';
import { siSellerArea } from './si-seller-area';

export const si: Messages = {
  ...siMarket,
  ...siSellerArea,
};
