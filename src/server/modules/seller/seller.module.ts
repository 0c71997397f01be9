import type { FastifyInstance } from 'fastify';
import type { Db } from '@server/db/client';
import type { Settings } from '@server/env';
import type { CatalogChanges } from '@server/infra/catalog-changes';
import type { Auth } from '../auth/auth';
import type { RateLimitRule } from '../rate-limit/rate-limit.service';
import { createMarketSnapshot } from './market-snapshot';
import { defaultReportDownloadLimit, registerSellerRoutes } from './seller.routes';
import { registerSellerVerificationRoutes } from './seller-verification.routes';
import { createNicKeeper, defaultVerificationRequestLimit } from './seller-verification.service';
import { countMarketFigures } from './seller.service';

/** How often an instance counts the whole market anew (the dashboard's market prices and "in demand"). */
const marketFiguresRefreshMs = 5 * 60 * 1000;

/** The seller area's figures and reports: dashboard, insights, analytics, customers, sales reports. */
export const sellerModule = {
  name: 'seller',
  register(
    app: FastifyInstance,
    market: {
      db: Db;
      settings: Settings;
      auth: Auth;
      changes: CatalogChanges;
      now: () => Date;
      overrides: { rateLimits?: { reportDownloads?: RateLimitRule; sellerVerifications?: RateLimitRule } };
    },
  ) {
    const { db } = market;
    registerSellerRoutes(app, {
      seller: {
        db,
        currency: market.settings.currency,
        market: createMarketSnapshot({
          count: (at) => countMarketFigures(db, at),
          refreshMs: marketFiguresRefreshMs,
          onCountFailed: (error) =>
            app.log.error({ err: error }, 'counting the market figures failed; the dashboard shows the previous count'),
        }),
      },
      auth: market.auth,
      downloadLimit: market.overrides.rateLimits?.reportDownloads ?? defaultReportDownloadLimit,
      requestsPerMinute: market.settings.sellerRequestsPerMinute,
    });
    registerSellerVerificationRoutes(app, {
      verification: {
        db,
        changes: market.changes,
        // The NIC number is sealed with a key made from the market's secret, as a text waiting to be sent is.
        nic: createNicKeeper(market.settings.authSecret),
        now: market.now,
        requestLimit: market.overrides.rateLimits?.sellerVerifications ?? defaultVerificationRequestLimit,
      },
      auth: market.auth,
    });
  },
};
