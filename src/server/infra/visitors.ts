import type { CookieSerializeOptions } from '@fastify/cookie';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { addressKey, addressRange } from '@server/http/address-key';
import { createDailyMemo } from './daily-memo';

/**
 * Visitors, as the beacons count them: a product page's views (modules/catalog), a sponsored card's impressions and
 * clicks (modules/boosts) and the browser an order came from (modules/orders) name the visitor the same way. Shared
 * infrastructure: the places an address has each day are counted by the rate limiter, which the app hands in.
 */
export type Visitors = {
  /** Signs visitor cookies and makes cookieless visitors' ids; derived from the app's secret, used for nothing else. */
  readonly visitorKey: Buffer;
  /** Whether the visitor cookie is sent only over HTTPS (when the site's public address is https). */
  readonly secureCookie: boolean;
  /** Whether a beacon came from one of our own pages: browsers name the page's origin on every beacon. */
  fromOurPages(origin: string | undefined): boolean;
  /**
   * Whether a visitor without an account may count today from this address: `new` the first time its id is seen
   * today from the address's network (it then takes one of the address's `visitorsPerAddress` places for the day),
   * `known` after that, `refused` once the address's places are taken. Kept in the database, so the places are
   * shared by every instance.
   */
  admitVisitor(day: string, address: string, visitorId: string): Promise<'new' | 'known' | 'refused'>;
};

/** The rate limiter's admissions (rate-limit.service.ts: admitOnce, wasAdmitted), bound to the database. */
export type Admissions = {
  admitOnce(
    memberKey: string,
    group: { key: string; rule: { limit: number; windowSeconds: number } },
  ): Promise<'new' | 'known' | 'refused'>;
  wasAdmitted(memberKey: string, windowSeconds: number): Promise<boolean>;
};

export type VisitorsOptions = {
  secret: string;
  secureCookie: boolean;
  trustedOrigins: readonly string[];
  /** Visitors without an account counted per address per day, with or without a cookie. */
  visitorsPerAddress?: number | undefined;
  admissions: Admissions;
};

const daySeconds = 24 * 60 * 60;
/** Admissions remembered in memory per day on one instance, so a visitor's later beacons ask the database nothing. */
const rememberedAdmissions = 50_000;

export function createVisitors({ secret, secureCookie, trustedOrigins, visitorsPerAddress = 10, admissions }: VisitorsOptions): Visitors {
  const visitorKey = createHmac('sha256', secret).update('govi product views: visitor ids').digest();
  /**
   * What this instance already learned from the database today: visitors admitted (their places are taken for the
   * day, so they stay admitted) and addresses whose places are all taken (they stay full until the day ends).
   */
  const admitted = createDailyMemo(rememberedAdmissions);
  const full = createDailyMemo(rememberedAdmissions);
  return {
    visitorKey,
    secureCookie,
    fromOurPages: (origin) => origin !== undefined && trustedOrigins.includes(origin),
    async admitVisitor(day, address, visitorId) {
      // The visitor's id bound to the day and to its network: a cookie carried to another network, or kept for
      // another day, is admitted afresh there, taking one of that address's places.
      const bound = createHmac('sha256', visitorKey)
        .update(`admission\n${day}\n${addressRange(address)}\n${visitorId}`)
        .digest('base64url');
      if (admitted.has(day, bound)) return 'known';
      const member = `visitor:${bound}`;
      const addressAllowance = `visitors:${day}:${addressKey(address)}`;
      // A full address admits nobody new, but a visitor another instance admitted before it filled still counts.
      if (full.has(day, addressAllowance)) {
        if (!(await admissions.wasAdmitted(member, daySeconds))) return 'refused';
        admitted.add(day, bound);
        return 'known';
      }
      const admission = await admissions.admitOnce(member, {
        key: addressAllowance,
        rule: { limit: visitorsPerAddress, windowSeconds: daySeconds },
      });
      if (admission === 'refused') {
        full.add(day, addressAllowance);
        return 'refused';
      }
      admitted.add(day, bound);
      return admission;
    },
  };
}

export const visitorCookieName = 'govi_visitor';

/**
 * Only the API reads the cookie (the beacons, and checkout, which notes it on the order); a year, so a returning
 * visitor stays one visitor (and an order a week after a click is credited to the boost). Holding it counts for
 * nothing by itself: each day and each network admits it afresh.
 */
function visitorCookieOptions(secure: boolean): CookieSerializeOptions {
  return { path: '/api/', httpOnly: true, sameSite: 'lax', secure, maxAge: 365 * 24 * 60 * 60 };
}

/** Where the cookie lived before checkout needed it: removed when a browser is given the one under `/api/`. */
const formerVisitorCookiePath = '/api/products/';

/** The visitor cookie holding `id`, and the removal of its former copy, which browsers would send ahead of it. */
function visitorCookies(key: Buffer, id: string, secure: boolean): SetCookie[] {
  const value = `${id}.${signatureOf(key, id).toString('base64url')}`;
  return [
    { name: visitorCookieName, value, options: visitorCookieOptions(secure) },
    { name: visitorCookieName, value: '', options: { path: formerVisitorCookiePath, httpOnly: true, sameSite: 'lax', secure, maxAge: 0 } },
  ];
}

/** 128 bits, base64url. */
const visitorIdPattern = /^[\w-]{22}$/;

function signatureOf(key: Buffer, id: string): Buffer {
  return createHmac('sha256', key).update(`cookie ${id}`).digest();
}

/** The visitor id a cookie holds, or undefined when it is missing, malformed or not signed by us. */
function readVisitorCookie(key: Buffer, value: string | undefined): string | undefined {
  const [id = '', signature = '', ...rest] = (value ?? '').split('.');
  if (rest.length > 0 || !visitorIdPattern.test(id)) return undefined;
  const given = Buffer.from(signature, 'base64url');
  const expected = signatureOf(key, id);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
}

/**
 * The id of a visitor without a (valid) cookie: the same all day for one network address and browser, so a
 * client refusing cookies and sending view after view still counts once a day. The address itself is not kept.
 */
function derivedVisitorId(key: Buffer, { day, address, userAgent }: { day: string; address: string; userAgent: string }): string {
  return createHmac('sha256', key)
    .update(`${day}\n${addressKey(address)}\n${userAgent}`)
    .digest('base64url')
    .slice(0, 22);
}

export type SetCookie = { name: string; value: string; options: CookieSerializeOptions };

export type VisitorRequest = {
  /** The signed-in visitor's id, or null. */
  viewerId: string | null;
  visitorCookie: string | undefined;
  address: string;
  userAgent: string | undefined;
};

/**
 * Who a beacon came from, as a key counted once a day: `u:<user id>` for a signed-in visitor, `v:<id>` from the
 * visitor cookie, or, without a valid cookie, an id made from the address and browser. A visitor without an account
 * counts only once admitted for the day from its address (`admitVisitor`): undefined when refused. The cookies to
 * set come with it: a new visitor's, or a visitor's first of the day on this network, given again under its current
 * path with the former path's copy removed.
 */
export async function identifyVisitor(
  visitors: Visitors,
  day: string,
  { viewerId, visitorCookie, address, userAgent }: VisitorRequest,
): Promise<{ visitor: string; setCookies: SetCookie[] } | undefined> {
  if (viewerId) return { visitor: `u:${viewerId}`, setCookies: [] };
  const fromCookie = readVisitorCookie(visitors.visitorKey, visitorCookie);
  const id = fromCookie ?? derivedVisitorId(visitors.visitorKey, { day, address, userAgent: userAgent ?? '' });
  const admission = await visitors.admitVisitor(day, address, id);
  if (admission === 'refused') return undefined;
  const setCookies = !fromCookie || admission === 'new' ? visitorCookies(visitors.visitorKey, id, visitors.secureCookie) : [];
  return { visitor: `v:${id}`, setCookies };
}

/** The visitor key a signed visitor cookie names (what checkout notes on an order), or null. */
export function visitorOfCookie(visitors: Visitors, visitorCookie: string | undefined): string | null {
  const id = readVisitorCookie(visitors.visitorKey, visitorCookie);
  return id ? `v:${id}` : null;
}
