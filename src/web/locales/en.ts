import { enMarket } from './en-market';
import { enSellerArea } from './en-seller-area';

/**
 * English, the source language: every other language must translate each of these keys. Two parts, so that the
 * market's pages do not download the seller area's words (lib/i18n.tsx).
 */
export const en = {
  ...enMarket,
  ...enSellerArea,
};

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
