import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyBaseLogger } from 'fastify';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { marketToday } from '@domain/seller/sales-range';
import type { Db } from '@server/db/client';
import { createWriteBuffer, type WriteBuffer, type WriteBufferOptions } from '@server/db/write-buffer';
import { AppError } from '@server/errors';
import { addressKey } from '../rate-limit/address-key';
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
   * Whether one more visitor without a cookie may be counted for this address today. Such a visitor is known
   * only by address and browser, and a script can vary its browser at will: so an address brings at most
   * `newVisitorsPerAddress` of them a day on this instance. Visitors it brought before stay counted.
   */
  admitNewVisitor(day: string, address: string, visitorId: string): boolean;
};

export type ProductViewsOptions = Omit<WriteBufferOptions<ProductViewRow>, 'what' | 'keyOf' | 'write' | 'log'> & {
  db: Db;
  log: FastifyBaseLogger;
  secret: string;
  secureCookie: boolean;
  trustedOrigins: readonly string[];
  /** New visitors without a cookie counted per address per day. */
  newVisitorsPerAddress?: number;
};

export function createProductViews({
  db,
  log,
  secret,
  secureCookie,
  trustedOrigins,
  newVisitorsPerAddress = 10,
  ...buffering
}: ProductViewsOptions): ProductViews {
  /** Today's cookieless visitors by address; started afresh each day. */
  let newVisitors = { day: '', byAddress: new Map<string, Set<string>>() };
  const buffer = createWriteBuffer<ProductViewRow>({
    what: 'product views',
    keyOf: (view) => `${view.productId} ${view.day} ${view.visitor}`,
    write: (views) => insertProductViews(db, views),
    log,
    ...buffering,
  });

  return {
    ...buffer,
    visitorKey: createHmac('sha256', secret).update('govi product views: visitor ids').digest(),
    secureCookie,
    fromOurPages: (origin) => origin !== undefined && trustedOrigins.includes(origin),
    admitNewVisitor(day, address, visitorId) {
      if (newVisitors.day !== day) newVisitors = { day, byAddress: new Map() };
      const key = addressKey(address);
      let seen = newVisitors.byAddress.get(key);
      if (!seen) {
        seen = new Set();
        newVisitors.byAddress.set(key, seen);
      }
      if (seen.has(visitorId)) return true;
      if (seen.size >= newVisitorsPerAddress) return false;
      seen.add(visitorId);
      return true;
    },
  };
}

export const visitorCookieName = 'govi_visitor';

/**
 * Only the API reads the cookie (the beacons, and checkout, which notes it on the order); a year, so a returning
 * visitor stays one visitor.
 */
function visitorCookieOptions(secure: boolean): CookieSerializeOptions {
  return { path: '/api/', httpOnly: true, sameSite: 'lax', secure, maxAge: 365 * 24 * 60 * 60 };
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
 * visitor cookie, or, without a valid cookie, an id made from the address and browser (then the cookie to set) —
 * undefined when the address has brought its day's share of new visitors already.
 */
export function identifyVisitor(
  views: ProductViews,
  day: string,
  { viewerId, visitorCookie, address, userAgent }: VisitorRequest,
): { visitor: string; setCookie?: SetCookie } | undefined {
  if (viewerId) return { visitor: `u:${viewerId}` };
  const fromCookie = readVisitorCookie(views.visitorKey, visitorCookie);
  if (fromCookie) return { visitor: `v:${fromCookie}` };
  const id = derivedVisitorId(views.visitorKey, { day, address, userAgent: userAgent ?? '' });
  if (!views.admitNewVisitor(day, address, id)) return undefined;
  const value = `${id}.${signatureOf(views.visitorKey, id).toString('base64url')}`;
  return { visitor: `v:${id}`, setCookie: { name: visitorCookieName, value, options: visitorCookieOptions(views.secureCookie) } };
}

/** The visitor key a signed visitor cookie names (what checkout notes on an order), or null. */
export function visitorOfCookie(views: ProductViews, visitorCookie: string | undefined): string | null {
  const id = readVisitorCookie(views.visitorKey, visitorCookie);
  return id ? `v:${id}` : null;
}

/**
 * Counts a view of a product page, unless it is the seller's own or an obvious bot's. A product the viewer may
 * not see is not found, as on the product page. Resolves, without waiting on any write, with the visitor cookie
 * to set when the visitor had none.
 */
export async function recordProductView(context: CatalogContext, view: ViewRequest): Promise<{ setCookie?: SetCookie }> {
  const product = (await loadProduct(context, view.productId))?.product;
  if (!product) throw productNotFound();
  const viewerId = await view.viewerId();
  if (product.status !== 'active' && product.sellerId !== viewerId) throw productNotFound();
  const { views } = context;
  if (product.sellerId === viewerId || isLikelyBot(view.userAgent) || !views.fromOurPages(view.origin)) return {};

  const day = marketToday();
  const visitor = identifyVisitor(views, day, { ...view, viewerId });
  if (!visitor) return {};
  views.record({ productId: product.id, day, visitor: visitor.visitor, viewerId });
  return visitor.setCookie ? { setCookie: visitor.setCookie } : {};
}
