import type { FastifyInstance } from 'fastify';
import type { Db } from '@server/db/client';
import type { RateLimitRule } from '../rate-limit/rate-limit.service';
import { defaultClientErrorRateLimit, registerClientErrorRoutes } from './client-errors.routes';

/** Pages that failed to render in a browser, reported to the server's log. */
export const clientErrorsModule = {
  name: 'client-errors',
  register(app: FastifyInstance, market: { db: Db; overrides: { rateLimits?: { clientErrors?: RateLimitRule } } }) {
    registerClientErrorRoutes(app, { db: market.db, limit: market.overrides.rateLimits?.clientErrors ?? defaultClientErrorRateLimit });
  },
};
