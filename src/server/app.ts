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
import type { Database } from './db/client';
import type { Settings, TrustProxy } from './env';
import { serializeErrorForLog } from './http/error-log';
import { watchDatabaseOutages } from './http/database-outage';
import { OneLinePerRequest } from './http/request-log';
import { registerViewerKey } from './http/viewer-key';
import { multipartLimits } from './http/multipart';
import { marketJobs } from './market-jobs';
import { createMarket, type MarketModule, type MarketOverrides } from './market';
import { createScheduler, type Scheduler } from './infra/jobs/schedule';
import { accountsModule } from './modules/accounts/accounts.module';
import { adminModule } from './modules/admin/admin.module';
import { authModule } from './modules/auth/auth.module';
import { boostsModule } from './modules/boosts/boosts.module';
import { catalogModule } from './modules/catalog/catalog.module';
import { clientErrorsModule } from './modules/client-errors/client-errors.module';
import { healthModule } from './modules/health/health.module';
import { notificationsModule } from './modules/notifications/notifications.module';
import { onboardingModule } from './modules/onboarding/onboarding.module';
import { ordersModule } from './modules/orders/orders.module';
import { reviewsModule } from './modules/reviews/reviews.module';
import { sellerModule } from './modules/seller/seller.module';
import { siteModule } from './modules/site/site.module';
import { supportModule } from './modules/support/support.module';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler';
import { defaultWebDir } from './paths';
import { registerOriginCheck, registerSecurityHeaders } from './plugins/security';
import { registerUploadRoutes } from './storage/uploads.routes';
import { compressAbove, registerBodyCompression } from './http/body-compression';
import { defaultSlowClientLimits, guardSlowClients, type SlowClientLimits } from './http/slow-clients';
import { collectRouteTable } from './http/route-table';
import { registerOpenApiDocument } from './http/openapi';
import { sessionCookieName } from './modules/auth/session-cookie';

export type AppOptions = MarketOverrides & {
  settings: Settings;
  database: Database;
  webDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** How slowly a client may send a request; tests shorten the windows. Defaults to `defaultSlowClientLimits`. */
  slowClientLimits?: Partial<SlowClientLimits>;
};

/**
 * The market's modules, in the order they register. Each takes what it needs of the market (`market.ts`) and
 * registers its own routes, hooks and parts; the site's pages come last, after every API route they read.
 */
const marketModules = [
  healthModule,
  authModule,
  supportModule,
  clientErrorsModule,
  catalogModule,
  boostsModule,
  notificationsModule,
  ordersModule,
  reviewsModule,
  onboardingModule,
  sellerModule,
  adminModule,
  accountsModule,
  siteModule,
] satisfies MarketModule[];

declare module 'fastify' {
  interface FastifyInstance {
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
  const { settings, database, webDir = defaultWebDir, logger, slowClientLimits: givenSlowClientLimits, ...overrides } = options;
  const slowClientLimits: SlowClientLimits = {
    ...defaultSlowClientLimits,
    // Behind trusted proxies every connection comes from a proxy: capping its address would cap every visitor at once.
    maxConnectionsPerAddress: settings.trustProxy === false ? settings.maxConnectionsPerAddress : 0,
    ...givenSlowClientLimits,
  };

  const app = Fastify({
    logger: withSafeErrorLogs(logger ?? { level: settings.logLevel }),
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
  registerViewerKey(app, sessionCookieName(settings.publicUrl));
  await registerSecurityHeaders(app, settings);
  registerOriginCheck(app, settings);
  // Answers held whole in memory are compressed by registerBodyCompression in one call; streams by @fastify/compress.
  await app.register(compress, {
    threshold: compressAbove,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  registerBodyCompression(app);
  await app.register(multipart, { limits: multipartLimits });

  const market = await createMarket(app, { settings, database, webDir, overrides });
  registerUploadRoutes(app, market.catalog.storage);
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
        // The service worker is asked again on every visit, so a new release reaches people at once (decision 057).
        const worker = path.basename(filePath) === 'sw.js';
        response.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : worker ? 'no-cache' : 'public, max-age=3600');
      },
    });
  }
  for (const module of marketModules) await module.register(app, market);

  const jobs = createScheduler({
    jobs: marketJobs({
      db: market.db,
      mailer: market.mailer,
      supportEmail: settings.supportEmail,
      log: app.log,
      now: market.now,
      reviews: market.reviews,
      catalog: market.catalog,
      sms: market.sms,
      currency: settings.currency,
      smsAlertGatherMs: settings.smsAlertGatherSeconds * 1000,
    }),
    log: app.log,
    timers: overrides.jobTimers,
  });
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => jobs.start());
  // Closing hooks run last-registered first: the jobs stop (a mail retry in flight finishes) before the modules'
  // buffers are written and the market's mailer, bucket and change listener close.
  app.addHook('onClose', async () => {
    await jobs.stop();
    app.log.info(app.cacheTotals(), 'read cache totals');
  });
  return app;
}
