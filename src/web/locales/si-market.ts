import { common } from './si/common';
import { home } from './si/home';
import { about } from './si/about';
import { support } from './si/support';
import { auth } from './si/auth';
import { catalog } from './si/catalog';
import { orders } from './si/orders';
import { listingTerms } from './si/listing-terms';
import { onboarding } from './si/onboarding';
import { notifications } from './si/notifications';
import { reviews } from './si/reviews';
import { forms } from './si/forms';

/** Sinhala's words of the market's pages (en-market.ts). */
export const siMarket = {
  ...common,
  ...home,
  ...about,
  ...support,
  ...auth,
  ...catalog,
  ...orders,
  ...listingTerms,
  ...onboarding,
  ...notifications,
  ...reviews,
  ...forms,
};
