import type { FastifyInstance } from 'fastify';
import type { Db } from '@server/db/client';
import type { WriteBuffer } from '@server/infra/write-buffer';
import { createDailyMemo } from '@server/infra/daily-memo';
import type { Auth } from '../auth/auth';
import type { CatalogContext } from '../catalog/catalog.service';
import type { RateLimitRule } from '../rate-limit/rate-limit.service';
import type { BoostEventRow } from './boosts.repository';
import { registerBoostRoutes } from './boosts.routes';
import { createBoostEvents, defaultBoostWriteLimit, defaultVisitorEventLimit } from './boosts.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sponsored impressions and clicks buffer; tests flush it to see what was counted. */
    boostEvents: WriteBuffer<BoostEventRow>;
  }
}

/** Sellers' paid boosts: sponsored places in Browse and Featured, their impressions and clicks. */
export const boostsModule = {
  name: 'boosts',
  register(
    app: FastifyInstance,
    market: {
      db: Db;
      catalog: CatalogContext;
      auth: Auth;
      overrides: { rateLimits?: { boostWrites?: RateLimitRule; boostEventsPerVisitor?: number } };
    },
  ) {
    const boosts = {
      ...market.catalog,
      events: createBoostEvents(market.db, app.log),
      writeLimit: market.overrides.rateLimits?.boostWrites ?? defaultBoostWriteLimit,
      visitorEventLimit: market.overrides.rateLimits?.boostEventsPerVisitor ?? defaultVisitorEventLimit,
      countedEvents: createDailyMemo(),
    };
    app.decorate('boostEvents', boosts.events);
    app.addHook('onReady', async () => boosts.events.start());
    // Events still buffered are written before the database is closed: a clean shutdown loses none.
    app.addHook('onClose', async () => boosts.events.stop());
    registerBoostRoutes(app, { boosts, auth: market.auth });
  },
};
