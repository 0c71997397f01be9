import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { marketOverviewQuerySchema, marketOverviewSchema } from '@domain/admin/market-overview.schema';
import type { Db } from '@server/db/client';
import type { Auth } from '../auth/auth';
import { operatorsOnly } from './guards';
import { getMarketOverview } from './market-overview.service';

/** The console's Market overview, behind the operators' guard. Reading it changes nothing, so nothing is written to the audit log. */
export function registerMarketOverviewRoutes(app: FastifyInstance, { db, auth }: { db: Db; auth: Auth }) {
  void app.register(
    async (plugin) => {
      plugin.addHook('onRequest', operatorsOnly(db, auth));
      plugin
        .withTypeProvider<ZodTypeProvider>()
        .get('/', { schema: { querystring: marketOverviewQuerySchema, response: { 200: marketOverviewSchema } } }, async (request) =>
          getMarketOverview(db, request.query),
        );
    },
    { prefix: '/api/admin/overview' },
  );
}
