import type { FastifyInstance } from 'fastify';
import type { Db } from '@server/db/client';
import type { Settings } from '@server/env';
import type { Auth } from '../auth/auth';
import type { RateLimitRule } from '../rate-limit/rate-limit.service';
import { createMarketSnapshot } from './market-snapshot';
import { defaultReportDownloadLimit, registerSellerRoutes } from './seller.routes';
import { countMarketFigures } from './seller.service';

/** How often an instance counts the whole market anew (the dashboard's market prices and "in demand"). */
const marketFiguresRefreshMs = 5 * 60 * 1000;

/** The seller area's figures and reports: dashboard, insights, analytics, customers, sales reports. */
export const sellerModule = {
  name: 'seller',
  register(
    app: FastifyInstance,
    market: { db: Db; settings: Settings; auth: Auth; overrides: { rateLimits?: { reportDownloads?: RateLimitRule } } },
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
  },
};
