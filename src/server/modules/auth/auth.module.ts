import type { FastifyInstance } from 'fastify';
import type { Db } from '@server/db/client';
import type { Settings } from '@server/env';
import type { CatalogChanges } from '@server/infra/catalog-changes';
import type { Mailer } from '@server/mail/mailer';
import type { Auth } from './auth';
import { registerAuthRoutes, type AuthRateLimits } from './auth.routes';

/** Sign-up, sign-in, sessions, password reset and address confirmation, through Better Auth behind our routes. */
export const authModule = {
  name: 'auth',
  register(
    app: FastifyInstance,
    market: { auth: Auth; db: Db; settings: Settings; mailer: Mailer | undefined; authLimits: AuthRateLimits; changes: CatalogChanges },
  ) {
    registerAuthRoutes(app, {
      auth: market.auth,
      db: market.db,
      settings: market.settings,
      mailEnabled: market.mailer !== undefined,
      limits: market.authLimits,
      catalogChanges: market.changes,
    });
  },
};
