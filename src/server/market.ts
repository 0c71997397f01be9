import type { FastifyInstance } from 'fastify';
import type { BuyerOrderLimits } from '../domain/orders/buyer-order-limits';
import type { PageRenderer } from '../domain/site/page-render';
import type { Database, Db } from './db/client';
import type { Settings } from './env';
import { createCatalogChanges, type CatalogChanges } from './infra/catalog-changes';
import { createReadCache, type ReadCache } from './infra/read-cache';
import type { Timers } from './infra/jobs/schedule';
import { createSmtpMailer, type Mailer } from './mail/mailer';
import { createAuth, type Auth, type PasswordHasher } from './modules/auth/auth';
import { defaultAuthRateLimits, type AuthRateLimits } from './modules/auth/auth.routes';
import { defaultPhoneCodeLimits, type PhoneCodeLimits } from './modules/auth/phone-sign-in.routes';
import { defaultCatalogWriteLimits, type CatalogContext, type CatalogWriteLimits } from './modules/catalog/catalog.service';
import { createPhotoQueue, type PhotoQueue, type PhotoQueueOptions } from './modules/catalog/photo-queue';
import { createProductViews, type ProductViews } from './modules/catalog/product-views';
import { announceSessionEnded } from './modules/notifications/notifications.service';
import type { RateLimitRule } from './modules/rate-limit/rate-limit.service';
import { defaultReviewWriteLimit, type ReviewsContext } from './modules/reviews/reviews.service';
import { keptPagesMax } from './modules/site/site.routes';
import { createSmsOutbox, type SmsOutbox } from './modules/sms/sms.service';
import { photosFolder } from './paths';
import { openS3Storage } from './storage/s3-storage';
import { createDiskStorage, type Storage } from './storage/storage';
import { createSmsSender } from './sms/sms-sender';

declare module 'fastify' {
  interface FastifyInstance {
    /** The product-view buffer; tests flush it to see what was counted. */
    productViews: ProductViews;
    /** Photo decoding on this instance; tests see what waits in it. */
    photoQueue: PhotoQueue;
    /** Lookups answered from memory and lookups that loaded, since start, in the catalog's read cache and the kept pages. */
    cacheTotals(): Record<'readCache' | 'keptPages', { hits: number; misses: number }>;
  }
}

/** What a test or a benchmark may change of the market's defaults; the settings give the rest. */
export type MarketOverrides = {
  /** Renders public pages on the server; loaded from dist/ssr when not given, none with null. */
  renderer?: PageRenderer | null;
  /** Defaults to SMTP when SMTP_URL is set, else no mail. */
  mailer?: Mailer | undefined;
  passwordHasher?: PasswordHasher;
  /** Defaults to the bucket of the S3_* settings when given, else files under DATA_DIR/uploads. */
  storage?: Storage;
  rateLimits?: {
    auth?: Partial<AuthRateLimits>;
    phoneCodes?: Partial<PhoneCodeLimits>;
    support?: RateLimitRule;
    reportDownloads?: RateLimitRule;
    /** Requests to be verified one seller may send; 5 a day by default. */
    sellerVerifications?: RateLimitRule;
    reviewWrites?: RateLimitRule;
    boostWrites?: RateLimitRule;
    clientErrors?: RateLimitRule;
    catalogWrites?: Partial<CatalogWriteLimits>;
    /** Sponsored impressions and clicks one visitor without an account may count a day. */
    boostEventsPerVisitor?: number;
  };
  /** Photo decoding on this instance: 10 files accepted at once, one upload per account, unless given. */
  photoQueue?: Partial<Pick<PhotoQueueOptions, 'maxFiles' | 'uploadsPerAccount'>>;
  /** Visitors without an account counted per address a day, on all instances together; 10 by default. */
  visitorsPerAddress?: number;
  /** Defaults to MAX_ORDERS_PER_HOUR and MAX_PENDING_ORDERS. */
  orderLimits?: Partial<BuyerOrderLimits>;
  /** The clock boosts start, end and are counted by; tests move it. Defaults to the system's. */
  clock?: () => Date;
  /** How the periodic jobs wait between runs; tests pass timers that never fire and run a job with `app.jobs.runNow`. */
  jobTimers?: Timers;
};

/**
 * What the market's modules are built from: the settings and the database, and the parts several modules share,
 * made once per app (the read caches and their change announcements, the photo storage, visitors and product
 * views, sign-in, the catalog's and the reviews' contexts). Each module takes what it needs of it
 * (`modules/<area>/<area>.module.ts`); a module's own parts (boost events, the seller's market snapshot, the
 * notification hub) it makes itself.
 */
export type Market = {
  settings: Settings;
  database: Database;
  db: Db;
  mailer: Mailer | undefined;
  auth: Auth;
  authLimits: AuthRateLimits;
  phoneCodeLimits: PhoneCodeLimits;
  /** Text messages waiting to be sent; undefined when no way to send them is set up (no phone sign-in then). */
  sms: SmsOutbox | undefined;
  /** The clock boosts start, end and are counted by. */
  now: () => Date;
  catalog: CatalogContext;
  reviews: ReviewsContext;
  /** Pages kept for visitors without a session (decision 029): a read cache of their own. */
  keptPages: ReadCache;
  changes: CatalogChanges;
  /** The web build: its pages' template and scripts. */
  webDir: string;
  overrides: MarketOverrides;
};

/** Makes the shared parts, and starts and stops them with the app. */
export async function createMarket(
  app: FastifyInstance,
  { settings, database, webDir, overrides }: { settings: Settings; database: Database; webDir: string; overrides: MarketOverrides },
): Promise<Market> {
  const db = database.db;
  const mailer =
    'mailer' in overrides ? overrides.mailer : settings.smtpUrl ? createSmtpMailer(settings.smtpUrl, settings.mailFrom) : undefined;
  // The bucket is asked for at start, so a wrong name, address or key stops start-up instead of the first upload.
  const bucket = overrides.storage || !settings.s3 ? undefined : await openS3Storage(settings.s3);
  const cache = createReadCache({ ttlMs: settings.readCacheSeconds * 1000 });
  const keptPages = createReadCache({ ttlMs: settings.readCacheSeconds * 1000, maxEntries: keptPagesMax });
  const changes = createCatalogChanges({ database, caches: [cache, keptPages], log: app.log });
  const now = overrides.clock ?? (() => new Date());
  const catalog: CatalogContext = {
    db,
    storage: overrides.storage ?? bucket ?? createDiskStorage(photosFolder(settings.dataDir)),
    cache,
    changes,
    views: createProductViews({
      db,
      log: app.log,
      secret: settings.authSecret,
      secureCookie: settings.publicUrl.startsWith('https://'),
      trustedOrigins: settings.trustedOrigins,
      ...(overrides.visitorsPerAddress !== undefined && { visitorsPerAddress: overrides.visitorsPerAddress }),
    }),
    // Two uploads of five photos: a seller's files wait behind at most one other file (they are taken in turn).
    photos: createPhotoQueue({ maxFiles: 10, ...overrides.photoQueue }),
    writeLimits: { ...defaultCatalogWriteLimits, ...overrides.rateLimits?.catalogWrites },
    now,
  };
  const authLimits = { ...defaultAuthRateLimits, ...overrides.rateLimits?.auth };
  const auth = createAuth({
    db,
    settings,
    mailer,
    log: app.log,
    confirmationMailLimit: authLimits.confirmationMailPerAccount,
    passwordHasher: overrides.passwordHasher,
    // The event streams a session opened (on any instance) end with it, rather than at their next reconnect.
    async onSessionEnded(session) {
      await announceSessionEnded(db, { sessionId: session.id, userId: session.userId }).catch((error: unknown) =>
        app.log.error({ err: error }, 'announcing an ended session failed; its event streams end at their next reconnect'),
      );
    },
  });
  const smsSender = createSmsSender(settings.sms, app.log);
  const sms =
    smsSender &&
    createSmsOutbox({ db, sender: smsSender, secret: settings.authSecret, limits: settings.smsDailyLimits, log: app.log, now });
  const phoneCodeLimits = { ...defaultPhoneCodeLimits, ...overrides.rateLimits?.phoneCodes };
  const reviews: ReviewsContext = {
    db,
    cache,
    changes,
    writeLimit: overrides.rateLimits?.reviewWrites ?? defaultReviewWriteLimit,
    now,
    // Better Auth lets no one sign in before confirming their address when there is mail (auth.ts).
    newAccounts: { newAccountDays: settings.newAccountDays, mailConfirmsAccounts: mailer !== undefined },
  };

  app.decorate('productViews', catalog.views);
  app.decorate('photoQueue', catalog.photos);
  app.decorate('cacheTotals', () => ({ readCache: cache.stats(), keptPages: keptPages.stats() }));
  app.addHook('onReady', async () => {
    await changes.start();
    catalog.views.start();
  });
  // Views still buffered are written before the database is closed: a clean shutdown loses none.
  app.addHook('onClose', async () => {
    // A message being sent is sent (or its failure recorded) before the database closes.
    await sms?.stop();
    await catalog.views.stop();
    await changes.stop();
    mailer?.close();
    bucket?.close();
  });
  return {
    settings,
    database,
    db,
    mailer,
    auth,
    authLimits,
    phoneCodeLimits,
    sms,
    now,
    catalog,
    reviews,
    keptPages,
    changes,
    webDir,
    overrides,
  };
}

/** A part of the market: registers its routes, hooks and decorations on the app, from what the market shares. */
export type MarketModule = {
  name: string;
  register(app: FastifyInstance, market: Market): void | Promise<void>;
};
