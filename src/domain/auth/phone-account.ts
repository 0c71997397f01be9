/**
 * Better Auth keeps an e-mail address on every account; one made with a phone number gets a stand-in under a
 * domain that can never receive mail (`.invalid`, RFC 2606). It is never shown, mailed or accepted as typed input.
 */
const standInDomain = 'phone.govi-market.invalid';

/**
 * A new stand-in address for an account made by phone: random, not the number, since the account may change its
 * number and the old one may then make an account of its own.
 */
export function standInEmail(): string {
  return `phone-${crypto.randomUUID()}@${standInDomain}`;
}

export function isStandInEmail(email: string): boolean {
  return email.trim().toLowerCase().endsWith(`@${standInDomain}`);
}

/** The account's address as people see it: none for an account made with a phone number that has not added one. */
export function shownEmail(email: string): string | null {
  return isStandInEmail(email) ? null : email;
}

/** How a phone code is written and how long it lasts: the sign-in page and the server say the same. */
export const phoneCodeRules = {
  digits: 6,
  lifetimeSeconds: 5 * 60,
  /** Wrong tries one code takes; after them a new code is needed. */
  maxWrongTries: 5,
  /** A new code to one number at most this often. */
  resendAfterSeconds: 60,
} as const;
