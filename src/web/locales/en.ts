import { common } from './en/common';
import { home } from './en/home';
import { about } from './en/about';
import { support } from './en/support';
import { auth } from './en/auth';
import { catalog } from './en/catalog';
import { orders } from './en/orders';
import { seller } from './en/seller';
import { onboarding } from './en/onboarding';
import { notifications } from './en/notifications';
import { reviews } from './en/reviews';
import { forms } from './en/forms';
import { boosts } from './en/boosts';

/** English, the source language: every other language must translate each of these keys. */
export const en = {
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

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
