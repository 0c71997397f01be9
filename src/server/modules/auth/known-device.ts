import type { CookieSerializeOptions } from '@fastify/cookie';
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A browser that has signed in to an account before carries a cookie saying so, signed with the auth secret. The
 * owner's own devices are then let past the limit per account that guessing from many addresses can fill; the
 * limits per address still apply to them. The account is named by how it signs in (`email:<address>`, and the same
 * would hold for `phone:<number>`), so any way of signing in can issue and read these cookies.
 */
export type KnownDevices = {
  /** The cookie to set once this account has been entered from this browser (a right password, a reset by link). */
  cookieFor(account: string): { name: string; value: string; options: CookieSerializeOptions };
  /** Whether the request's cookies show this browser has entered this account before. */
  isKnown(cookies: Record<string, string | undefined>, account: string): boolean;
};

const keptSeconds = 365 * 24 * 60 * 60;

export function emailAccount(email: string): string {
  return `email:${email.trim().toLowerCase()}`;
}

export function createKnownDevices({ secret, secure }: { secret: string; secure: boolean }): KnownDevices {
  const sign = (text: string) => createHmac('sha256', secret).update(text).digest('base64url');
  // One cookie per account, so a shared browser stays known to each account used on it; the name hides the account.
  const nameFor = (account: string) => `known_device_${sign(`known-device-name:${account}`).slice(0, 16)}`;
  const signatureFor = (account: string, issuedAt: string) => sign(`known-device:${account}:${issuedAt}`);
  return {
    cookieFor(account) {
      const issuedAt = String(Math.floor(Date.now() / 1000));
      return {
        name: nameFor(account),
        value: `${issuedAt}.${signatureFor(account, issuedAt)}`,
        // Read only by the sign-in routes; never by scripts.
        options: { path: '/api/auth/', httpOnly: true, sameSite: 'lax', secure, maxAge: keptSeconds },
      };
    },
    isKnown(cookies, account) {
      const value = cookies[nameFor(account)];
      const [issuedAt = '', signature = ''] = value?.split('.', 2) ?? [];
      if (!/^\d{1,12}$/.test(issuedAt) || Number(issuedAt) * 1000 + keptSeconds * 1000 < Date.now()) return false;
      const given = Buffer.from(signature);
      const expected = Buffer.from(signatureFor(account, issuedAt));
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
