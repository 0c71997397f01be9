import { common } from './en/common';
import { home } from './en/home';
import { about } from './en/about';
import { support } from './en/support';
import { auth } from './en/auth';
import { catalog } from './en/catalog';
import { orders } from './en/orders';
import { listingTerms } from './en/listing-terms';
import { onboarding } from './en/onboarding';
import { notifications } from './en/notifications';
import { reviews } from './en/reviews';
import { forms } from './en/forms';

/**
 * The words of the market's pages: everything but the seller area's (see lib/i18n.tsx). A public page, and a
 * buyer's, starts with these; the seller area's are fetched only by its pages.
 */
export const enMarket = {
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
