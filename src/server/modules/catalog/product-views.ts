import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyBaseLogger } from 'fastify';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { marketToday } from '@domain/seller/sales-range';
import type { Db } from '@server/db/client';
import { createWriteBuffer, type WriteBuffer, type WriteBufferOptions } from '@server/db/write-buffer';
import { AppError } from '@server/errors';
import { addressKey, addressRange } from '@server/http/address-key';
import { createDailyMemo } from '@server/daily-memo';
import { admitOnce, wasAdmitted } from '../rate-limit/rate-limit.service';
import { isLikelyBot } from './bot-user-agents';
import { insertProductViews, type ProductViewRow } from './catalog.repository';
import { loadProduct, type CatalogContext } from './catalog.service';

/**
 * Product page views, counted once per visitor per product per Colombo day. A view is answered before anything
 * is written: it waits in a write buffer (db/write-buffer.ts). The visitor ids made here also count sponsored
 * cards' impressions and clicks, and attribute orders to them (modules/boosts).
 */
export type ProductViews = WriteBuffer<ProductViewRow> & {
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

export type ProductViewsOptions = Omit<WriteBufferOptions<ProductViewRow>, 'what' | 'keyOf' | 'write' | 'log'> & {
  db: Db;
  log: FastifyBaseLogger;
  secret: string;
  secureCookie: boolean;
  trustedOrigins: readonly string[];
  /** Visitors without an account counted per address per day, with or without a cookie. */
  visitorsPerAddress?: number;
};

const daySeconds = 24 * 60 * 60;
/** Admissions remembered in memory per day on one instance, so a visitor's later beacons ask the database nothing. */
const rememberedAdmissions = 50_000;

export function createProductViews({
  db,
  log,
  secret,
  secureCookie,
  trustedOrigins,
  visitorsPerAddress = 10,
  ...buffering
}: ProductViewsOptions): ProductViews {
  const visitorKey = createHmac('sha256', secret).update('govi product views: visitor ids').digest();
  /**
   * What this instance already learned from the database today: visitors admitted (their places are taken for the
   * day, so they stay admitted) and addresses whose places are all taken (they stay full until the day ends).
   */
  const admitted = createDailyMemo(rememberedAdmissions);
  const full = createDailyMemo(rememberedAdmissions);
  const buffer = createWriteBuffer<ProductViewRow>({
    what: 'product views',
    keyOf: (view) => `${view.productId} ${view.day} ${view.visitor}`,
    write: (views) => insertProductViews(db, views),
    log,
    ...buffering,
  });

  return {
    ...buffer,
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
        if (!(await wasAdmitted(db, member, daySeconds))) return 'refused';
        admitted.add(day, bound);
        return 'known';
      }
      const admission = await admitOnce(db, member, {
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

export type ViewRequest = {
  productId: string;
  /** The signed-in viewer's id; asked once the product is known to exist. */
  viewerId: () => Promise<string | null>;
  visitorCookie: string | undefined;
  /** The Origin header: only views from our own pages count, or any site could make its readers "view" a product. */
  origin: string | undefined;
  address: string;
  userAgent: string | undefined;
};

function productNotFound() {
  return new AppError('not_found', 'Product not found or unavailable');
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
  views: ProductViews,
  day: string,
  { viewerId, visitorCookie, address, userAgent }: VisitorRequest,
): Promise<{ visitor: string; setCookies: SetCookie[] } | undefined> {
  if (viewerId) return { visitor: `u:${viewerId}`, setCookies: [] };
  const fromCookie = readVisitorCookie(views.visitorKey, visitorCookie);
  const id = fromCookie ?? derivedVisitorId(views.visitorKey, { day, address, userAgent: userAgent ?? '' });
  const admission = await views.admitVisitor(day, address, id);
  if (admission === 'refused') return undefined;
  const setCookies = !fromCookie || admission === 'new' ? visitorCookies(views.visitorKey, id, views.secureCookie) : [];
  return { visitor: `v:${id}`, setCookies };
}

/** The visitor key a signed visitor cookie names (what checkout notes on an order), or null. */
export function visitorOfCookie(views: ProductViews, visitorCookie: string | undefined): string | null {
  const id = readVisitorCookie(views.visitorKey, visitorCookie);
  return id ? `v:${id}` : null;
}

/**
 * Counts a view of a product page, unless it is the seller's own or an obvious bot's. A product the viewer may
 * not see is not found, as on the product page. Resolves, without waiting on any write, with the visitor cookies
 * to set.
 */
export async function recordProductView(context: CatalogContext, view: ViewRequest): Promise<{ setCookies: SetCookie[] }> {
  const product = (await loadProduct(context, view.productId))?.product;
  if (!product) throw productNotFound();
  const viewerId = await view.viewerId();
  if (product.status !== 'active' && product.sellerId !== viewerId) throw productNotFound();
  const { views } = context;
  if (product.sellerId === viewerId || isLikelyBot(view.userAgent) || !views.fromOurPages(view.origin)) return { setCookies: [] };

  const day = marketToday();
  const visitor = await identifyVisitor(views, day, { ...view, viewerId });
  if (!visitor) return { setCookies: [] };
  views.record({ productId: product.id, day, visitor: visitor.visitor, viewerId });
  return { setCookies: visitor.setCookies };
}
