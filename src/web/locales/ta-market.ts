import { common } from './ta/common';
import { home } from './ta/home';
import { about } from './ta/about';
import { support } from './ta/support';
import { auth } from './ta/auth';
import { catalog } from './ta/catalog';
import { orders } from './ta/orders';
import { listingTerms } from './ta/listing-terms';
import { onboarding } from './ta/onboarding';
import { notifications } from './ta/notifications';
import { reviews } from './ta/reviews';
import { forms } from './ta/forms';

/** Tamil's words of the market's pages (en-market.ts). */
export const taMarket = {
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
