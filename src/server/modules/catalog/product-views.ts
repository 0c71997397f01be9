import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyBaseLogger } from 'fastify';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { marketToday } from '@domain/seller/sales-range';
import type { Db } from '@server/db/client';
import { AppError } from '@server/errors';
import { addressKey } from '../rate-limit/address-key';
import { isLikelyBot } from './bot-user-agents';
import { insertProductViews, type ProductViewRow } from './catalog.repository';
import { loadProduct, type CatalogContext } from './catalog.service';

/**
 * Product page views, counted once per visitor per product per Colombo day. A view is answered before anything
 * is written: it goes into this instance's buffer (repeats dropped there), which is written as one statement
 * every couple of seconds, when it holds a batch's worth, and when the app closes. The table's primary key
 * drops repeats across flushes and across instances.
 */
export type ProductViews = {
  /** Signs visitor cookies and makes cookieless visitors' ids; derived from the app's secret, used for nothing else. */
  readonly visitorKey: Buffer;
  /** Whether the visitor cookie is sent only over HTTPS (when the site's public address is https). */
  readonly secureCookie: boolean;
  /** Whether a view came from one of our own pages: browsers name the page's origin on every beacon. */
  fromOurPages(origin: string | undefined): boolean;
  /**
   * Whether one more visitor without a cookie may be counted for this address today. Such a visitor is known
   * only by address and browser, and a script can vary its browser at will: so an address brings at most
   * `newVisitorsPerAddress` of them a day on this instance. Visitors it brought before stay counted.
   */
  admitNewVisitor(day: string, address: string, visitorId: string): boolean;
  /** Buffers one view; a repeat of a buffered one adds nothing, and a full buffer drops it. */
  record(view: ProductViewRow): void;
  /** Writes every view buffered so far. Never rejects: a failed write is logged and its views are lost. */
  flush(): Promise<void>;
  start(): void;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
};

export type ProductViewsOptions = {
  db: Db;
  log: FastifyBaseLogger;
  secret: string;
  secureCookie: boolean;
  trustedOrigins: readonly string[];
  /** New visitors without a cookie counted per address per day. */
  newVisitorsPerAddress?: number;
  /** Views held at most; more are dropped (and counted in a warning) until the next write. */
  capacity?: number;
  /** A write starts as soon as this many views wait. */
  batchSize?: number;
  flushEveryMs?: number;
};

export function createProductViews({
  db,
  log,
  secret,
  secureCookie,
  trustedOrigins,
  newVisitorsPerAddress = 10,
  capacity = 10_000,
  batchSize = 500,
  flushEveryMs = 2_000,
}: ProductViewsOptions): ProductViews {
  let pending = new Map<string, ProductViewRow>();
  let dropped = 0;
  /** The last write started or queued; the next one waits for it, so writes never overlap. */
  let last: Promise<void> = Promise.resolve();
  /** A write queued but not yet started: it will take everything buffered by then, so callers share it. */
  let queued: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  /** Today's cookieless visitors by address; started afresh each day. */
  let newVisitors = { day: '', byAddress: new Map<string, Set<string>>() };

  async function writePending() {
    queued = undefined;
    const batch = [...pending.values()];
    pending = new Map();
    if (dropped > 0) {
      log.warn({ dropped }, 'product views dropped: the buffer was full');
      dropped = 0;
    }
    if (batch.length === 0) return;
    try {
      await insertProductViews(db, batch);
    } catch (error) {
      log.error({ err: error, views: batch.length }, 'writing product views failed; these views are not counted');
    }
  }

  function flush(): Promise<void> {
    queued ??= last.then(writePending);
    last = queued;
    return queued;
  }

  return {
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
    record(view) {
      const key = `${view.productId} ${view.day} ${view.visitor}`;
      if (pending.has(key)) return;
      if (pending.size >= capacity) {
        dropped += 1;
        return;
      }
      pending.set(key, view);
      if (pending.size >= batchSize) void flush();
    },
    flush,
    start() {
      timer ??= setInterval(() => void flush(), flushEveryMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await flush();
    },
  };
}

export const visitorCookieName = 'govi_visitor';

/** Only the view beacon reads the cookie; a year, so a returning visitor stays one visitor. */
function visitorCookieOptions(secure: boolean): CookieSerializeOptions {
  return { path: '/api/products/', httpOnly: true, sameSite: 'lax', secure, maxAge: 365 * 24 * 60 * 60 };
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
  if (viewerId) {
    views.record({ productId: product.id, day, visitor: `u:${viewerId}`, viewerId });
    return {};
  }
  const fromCookie = readVisitorCookie(views.visitorKey, view.visitorCookie);
  if (fromCookie) {
    views.record({ productId: product.id, day, visitor: `v:${fromCookie}`, viewerId: null });
    return {};
  }
  const id = derivedVisitorId(views.visitorKey, { day, address: view.address, userAgent: view.userAgent ?? '' });
  if (!views.admitNewVisitor(day, view.address, id)) return {};
  views.record({ productId: product.id, day, visitor: `v:${id}`, viewerId: null });
  const value = `${id}.${signatureOf(views.visitorKey, id).toString('base64url')}`;
  return { setCookie: { name: visitorCookieName, value, options: visitorCookieOptions(views.secureCookie) } };
}
