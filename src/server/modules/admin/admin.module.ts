import type { FastifyInstance } from 'fastify';
import type { Db } from '@server/db/client';
import type { Auth } from '../auth/auth';
import { registerAdminRoutes } from './admin.routes';
import { registerMarketOverviewRoutes } from './market-overview.routes';

/**
 * Running the market: its operators (given on the command line, `npm run operator`), the guard every part of the
 * console stands behind (guards.ts), the audit log of what they do, and the market's overview (counted ahead by a job).
 */
export const adminModule = {
  name: 'admin',
  register(app: FastifyInstance, market: { db: Db; auth: Auth }) {
    registerAdminRoutes(app, { db: market.db, auth: market.auth });
    registerMarketOverviewRoutes(app, { db: market.db, auth: market.auth });
  },
};
