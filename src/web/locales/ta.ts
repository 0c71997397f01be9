import type { Messages } from './en';
import { common } from './ta/common';
import { home } from './ta/home';
import { about } from './ta/about';
import { support } from './ta/support';
import { auth } from './ta/auth';
import { catalog } from './ta/catalog';
import { orders } from './ta/orders';
import { seller } from './ta/seller';
import { onboarding } from './ta/onboarding';
import { notifications } from './ta/notifications';
import { reviews } from './ta/reviews';
import { forms } from './ta/forms';
import { boosts } from './ta/boosts';

export const ta: Messages = {
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
