import type { Messages } from './en';
import { common } from './si/common';
import { home } from './si/home';
import { about } from './si/about';
import { support } from './si/support';
import { auth } from './si/auth';
import { catalog } from './si/catalog';
import { orders } from './si/orders';
import { seller } from './si/seller';
import { onboarding } from './si/onboarding';
import { notifications } from './si/notifications';
import { reviews } from './si/reviews';
import { forms } from './si/forms';
import { boosts } from './si/boosts';

export const si: Messages = {
  ...common,
  ...home,
  ...about,
  ...support,
  ...auth,
  ...catalog,
  ...orders,
  ...seller,
  ...onboarding,
  ...notifications,
  ...reviews,
  ...forms,
  ...boosts,
};
