import type { FastifyInstance } from 'fastify';
import type { Db } from '@server/db/client';
import type { CatalogChanges } from '@server/infra/catalog-changes';
import type { Auth } from '../auth/auth';
import { registerAccountModerationRoutes } from './account-moderation.routes';

/**
 * Accounts as the market's operators run them (decision 063): found, suspended and lifted. A module of its own because
 * a suspension reaches into others (auth's sessions, catalog's listings, orders), and none of them reaches back.
 */
export const accountsModule = {
  name: 'accounts',
  register(app: FastifyInstance, market: { db: Db; auth: Auth; changes: CatalogChanges; now: () => Date }) {
    const context = { db: market.db, changes: market.changes, log: app.log, now: market.now };
    registerAccountModerationRoutes(app, { context, auth: market.auth });
  },
};
