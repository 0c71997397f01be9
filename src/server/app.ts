import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { BuyerOrderLimits } from '../domain/orders/buyer-order-limits';
import type { Database } from './db/client';
import type { Settings, TrustProxy } from './env';
import { serializeErrorForLog } from './http/error-log';
import { watchDatabaseOutages } from './http/database-outage';
import { OneLinePerRequest } from './http/request-log';
import { multipartLimits } from './http/multipart';
import { createSmtpMailer, type Mailer } from './mail/mailer';
import { marketJobs } from './market-jobs';
import { createScheduler, type Scheduler, type Timers } from './infra/jobs/schedule';
import { createAuth, type PasswordHasher } from './modules/auth/auth';
import { defaultAuthRateLimits, registerAuthRoutes, type AuthRateLimits } from './modules/auth/auth.routes';
import { isDemoMarket } from './modules/site/site.service';
import { createCatalogChanges } from './infra/catalog-changes';
import { registerCatalogRoutes } from './modules/catalog/catalog.routes';
import { defaultClientErrorRateLimit, registerClientErrorRoutes } from './modules/client-errors/client-errors.routes';
import { registerBoostRoutes } from './modules/boosts/boosts.routes';
import type { BoostEventRow } from './modules/boosts/boosts.repository';
import { createBoostEvents, defaultBoostWriteLimit, defaultVisitorEventLimit } from './modules/boosts/boosts.service';
import { createDailyMemo } from './infra/daily-memo';
import type { WriteBuffer } from './infra/write-buffer';
import { visitorOfCookie } from './infra/visitors';
import { createProductViews, type ProductViews } from './modules/catalog/product-views';
import { createReadCache } from './infra/read-cache';
import { createPhotoQueue, type PhotoQueue, type PhotoQueueOptions } from './modules/catalog/photo-queue';
import { defaultCatalogWriteLimits, type CatalogWriteLimits } from './modules/catalog/catalog.service';
import { registerHealthRoutes } from './modules/health/health.routes';
import { registerNotificationRoutes } from './modules/notifications/notifications.routes';
import { announceSessionEnded } from './modules/notifications/notifications.service';
import { registerOrderRoutes } from './modules/orders/orders.routes';
import { registerDeliveryDetailsRoutes } from './modules/orders/delivery-details.routes';
import { registerReviewRoutes } from './modules/reviews/reviews.routes';
import { defaultReviewWriteLimit } from './modules/reviews/reviews.service';
import { registerOnboardingRoutes } from './modules/onboarding/onboarding.routes';
import type { RateLimitRule } from './modules/rate-limit/rate-limit.service';
import { loadShellTemplate } from './modules/site/html-shell';
import { loadPageScripts } from './modules/site/page-scripts';
import { createMarketSnapshot } from './modules/seller/market-snapshot';
import { countMarketFigures } from './modules/seller/seller.service';
import { defaultReportDownloadLimit, registerSellerRoutes } from './modules/seller/seller.routes';
import { keptPagesMax, registerSiteRoutes } from './modules/site/site.routes';
import { defaultSupportRateLimit, registerSupportRoutes } from './modules/support/support.routes';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler';
import { defaultSsrDir, defaultWebDir, photosFolder } from './paths';
import { loadPageRenderer } from './modules/site/page-renderer';
import type { PageRenderer } from '../domain/site/page-render';
import { registerOriginCheck, registerSecurityHeaders } from './plugins/security';
import { openS3Storage } from './storage/s3-storage';
import { createDiskStorage, type Storage } from './storage/storage';
import { registerUploadRoutes } from './storage/uploads.routes';
import { compressAbove, registerBodyCompression } from './http/body-compression';
import { defaultSlowClientLimits, guardSlowClients, type SlowClientLimits } from './http/slow-clients';
import { collectRouteTable } from './http/route-table';
import { registerOpenApiDocument } from './http/openapi';
import { sessionCookieName } from './modules/auth/session-cookie';

export type AppOptions = {
  settings: Settings;
  database: Database;
  /** Defaults to SMTP when SMTP_URL is set, else no mail. */
  mailer?: Mailer | undefined;
  webDir?: string;
  /** Renders public pages on the server; loaded from dist/ssr when not given, none with null. */
  renderer?: PageRenderer | null;
  logger?: FastifyServerOptions['logger'];
  passwordHasher?: PasswordHasher;
  /** Defaults to the bucket of the S3_* settings when given, else files under DATA_DIR/uploads. */
  storage?: Storage;
  rateLimits?: {
    auth?: Partial<AuthRateLimits>;
    support?: RateLimitRule;
    reportDownloads?: RateLimitRule;
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
  /** How slowly a client may send a request; tests shorten the windows. Defaults to `defaultSlowClientLimits`. */
  slowClientLimits?: Partial<SlowClientLimits>;
};

/** How often an instance counts the whole market anew (the dashboard's market prices and "in demand"). */
const marketFiguresRefreshMs = 5 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The product-view buffer; tests flush it to see what was counted. */
    productViews: ProductViews;
    /** Photo decoding on this instance; tests see what waits in it. */
    photoQueue: PhotoQueue;
    /** The sponsored impressions and clicks buffer; tests flush it to see what was counted. */
    boostEvents: WriteBuffer<BoostEventRow>;
    /** Lookups answered from memory and lookups that loaded, since start, in the catalog's read cache and the kept pages. */
    cacheTotals(): Record<'readCache' | 'keptPages', { hits: number; misses: number }>;
    /** The periodic upkeep (rate-limit pruning, support mail retries, notification pruning); tests run a job now. */
    jobs: Scheduler;
  }
}

const requestIdPattern = /^[\w.-]{8,64}$/;

/** Whoever configures the logger, errors in it go through the one serializer that leaves personal data out. */
function withSafeErrorLogs(logger: NonNullable<FastifyServerOptions['logger']>): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  const given = logger === true ? {} : logger;
  return { ...given, serializers: { ...given.serializers, err: serializeErrorForLog } };
}

/** TRUST_PROXY as Fastify takes it (its types have no hop count, so the count becomes a function of the hop). */
function trustProxyOption(trustProxy: TrustProxy) {
  return typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { settings, database } = options;
  const db = database.db;
  const mailer =
    'mailer' in options ? options.mailer : settings.smtpUrl ? createSmtpMailer(settings.smtpUrl, settings.mailFrom) : undefined;
  const webDir = options.webDir ?? defaultWebDir;
  const slowClientLimits: SlowClientLimits = {
    ...defaultSlowClientLimits,
    // Behind trusted proxies every connection comes from a proxy: capping its address would cap every visitor at once.
    maxConnectionsPerAddress: settings.trustProxy === false ? settings.maxConnectionsPerAddress : 0,
    ...options.slowClientLimits,
  };

  const app = Fastify({
    logger: withSafeErrorLogs(options.logger ?? { level: settings.logLevel }),
    logController: new OneLinePerRequest(),
    // A hop count trusts that many nearest proxies; a list trusts those addresses. `request.ip` is then the
    // address the outermost trusted proxy saw, and it is the one client address everything else uses.
    trustProxy: trustProxyOption(settings.trustProxy),
    bodyLimit: 64 * 1024,
    requestTimeout: slowClientLimits.requestTimeoutMs,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && requestIdPattern.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkError,
  });
  guardSlowClients(app.server, slowClientLimits, app.log);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const databaseOutage = watchDatabaseOutages({ ping: database.ping, log: app.log });
  app.addHook('onClose', async () => databaseOutage.stop());
  registerErrorHandler(app, databaseOutage);
  collectRouteTable(app);
  // Before any other route: the document is collected from the routes as they are registered.
  await registerOpenApiDocument(app, settings, sessionCookieName(settings.publicUrl));

  // The request id goes back to the browser too, so a user reporting a problem can quote it.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(cookie);
  await registerSecurityHeaders(app, settings);
  registerOriginCheck(app, settings);
  // Answers held whole in memory are compressed by registerBodyCompression in one call; streams by @fastify/compress.
  await app.register(compress, {
    threshold: compressAbove,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  registerBodyCompression(app);

  // The bucket is asked for at start, so a wrong name, address or key stops start-up instead of the first upload.
  const bucket = options.storage || !settings.s3 ? undefined : await openS3Storage(settings.s3);
  const cache = createReadCache({ ttlMs: settings.readCacheSeconds * 1000 });
  const keptPages = createReadCache({ ttlMs: settings.readCacheSeconds * 1000, maxEntries: keptPagesMax });
  const catalog = {
    db,
    storage: options.storage ?? bucket ?? createDiskStorage(photosFolder(settings.dataDir)),
    cache,
    changes: createCatalogChanges({ database, caches: [cache, keptPages], log: app.log }),
    views: createProductViews({
      db,
      log: app.log,
      secret: settings.authSecret,
      secureCookie: settings.publicUrl.startsWith('https://'),
      trustedOrigins: settings.trustedOrigins,
      ...(options.visitorsPerAddress !== undefined && { visitorsPerAddress: options.visitorsPerAddress }),
    }),
    // Two uploads of five photos: a seller's files wait behind at most one other file (they are taken in turn).
    photos: createPhotoQueue({ maxFiles: 10, ...options.photoQueue }),
    writeLimits: { ...defaultCatalogWriteLimits, ...options.rateLimits?.catalogWrites },
    now: options.clock ?? (() => new Date()),
  };
  const boosts = {
    ...catalog,
    events: createBoostEvents(db, app.log),
    writeLimit: options.rateLimits?.boostWrites ?? defaultBoostWriteLimit,
    visitorEventLimit: options.rateLimits?.boostEventsPerVisitor ?? defaultVisitorEventLimit,
    countedEvents: createDailyMemo(),
  };
  app.decorate('productViews', catalog.views);
  app.decorate('photoQueue', catalog.photos);
  app.decorate('boostEvents', boosts.events);
  app.decorate('cacheTotals', () => ({ readCache: cache.stats(), keptPages: keptPages.stats() }));
  app.addHook('onReady', async () => {
    await catalog.changes.start();
    catalog.views.start();
    boosts.events.start();
  });
  // Views and sponsored events still buffered are written before the database is closed: a clean shutdown loses none.
  app.addHook('onClose', async () => {
    await Promise.all([catalog.views.stop(), boosts.events.stop()]);
    await catalog.changes.stop();
  });
  await app.register(multipart, { limits: multipartLimits });
  registerUploadRoutes(app, catalog.storage);

  const authLimits = { ...defaultAuthRateLimits, ...options.rateLimits?.auth };
  const auth = createAuth({
    db,
    settings,
    mailer,
    log: app.log,
    confirmationMailLimit: authLimits.confirmationMailPerAccount,
    passwordHasher: options.passwordHasher,
    // The event streams a session opened (on any instance) end with it, rather than at their next reconnect.
    async onSessionEnded(session) {
      await announceSessionEnded(db, { sessionId: session.id, userId: session.userId }).catch((error: unknown) =>
        app.log.error({ err: error }, 'announcing an ended session failed; its event streams end at their next reconnect'),
      );
    },
  });
  registerHealthRoutes(app, database);
  registerAuthRoutes(app, { auth, db, settings, mailEnabled: mailer !== undefined, limits: authLimits, catalogChanges: catalog.changes });
  registerSupportRoutes(app, {
    db,
    auth,
    mailer,
    supportEmail: settings.supportEmail,
    limit: options.rateLimits?.support ?? defaultSupportRateLimit,
    now: catalog.now,
  });
  registerClientErrorRoutes(app, { db, limit: options.rateLimits?.clientErrors ?? defaultClientErrorRateLimit });
  registerCatalogRoutes(app, { catalog, auth });
  registerBoostRoutes(app, { boosts, auth });
  registerNotificationRoutes(app, { database, auth, now: catalog.now });
  registerOrderRoutes(app, {
    orders: { db, storage: catalog.storage, limits: { ...settings.orderLimits, ...options.orderLimits }, catalogChanges: catalog.changes },
    auth,
    visitorOf: (visitorCookie) => visitorOfCookie(catalog.views, visitorCookie),
  });
  const reviews = {
    db,
    cache,
    changes: catalog.changes,
    writeLimit: options.rateLimits?.reviewWrites ?? defaultReviewWriteLimit,
    now: catalog.now,
    // Better Auth lets no one sign in before confirming their address when there is mail (auth.ts).
    newAccounts: { newAccountDays: settings.newAccountDays, mailConfirmsAccounts: mailer !== undefined },
  };
  registerReviewRoutes(app, { reviews, auth });
  registerDeliveryDetailsRoutes(app, { db, auth });
  registerOnboardingRoutes(app, { db, auth });
  registerSellerRoutes(app, {
    seller: {
      db,
      currency: settings.currency,
      market: createMarketSnapshot({
        count: (at) => countMarketFigures(db, at),
        refreshMs: marketFiguresRefreshMs,
        onCountFailed: (error) =>
          app.log.error({ err: error }, 'counting the market figures failed; the dashboard shows the previous count'),
      }),
    },
    auth,
    downloadLimit: options.rateLimits?.reportDownloads ?? defaultReportDownloadLimit,
  });

  if (existsSync(path.join(webDir, 'assets'))) {
    await app.register(fastifyStatic, {
      root: webDir,
      index: false,
      decorateReply: false,
      wildcard: false,
      preCompressed: true,
      allowedPath: (pathname) => pathname !== '/index.html',
      setHeaders(response, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        response.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }
  registerSiteRoutes(app, {
    settings,
    template: loadShellTemplate(webDir),
    pageScripts: loadPageScripts(webDir),
    renderer: options.renderer === undefined ? await loadPageRenderer(defaultSsrDir) : (options.renderer ?? undefined),
    catalog,
    reviews,
    auth,
    keptPages,
    // Read once at start: the demonstration seed runs on a stopped server (PGlite) or an empty database.
    siteSettings: { currency: settings.currency, mailEnabled: mailer !== undefined, demoMarket: await isDemoMarket(db) },
  });

  const jobs = createScheduler({
    jobs: marketJobs({ db, mailer, supportEmail: settings.supportEmail, log: app.log, now: catalog.now, reviews }),
    log: app.log,
    timers: options.jobTimers,
  });
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => {
    // A retry in flight finishes with the mailer and the database still open.
    await jobs.stop();
    mailer?.close();
    bucket?.close();
    app.log.info(app.cacheTotals(), 'read cache totals');
  });
  return app;
}
