import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminSessionSchema, auditPageSchema, auditQuerySchema } from '@domain/admin/audit.schema';
import type { Db } from '@server/db/client';
import type { Auth } from '../auth/auth';
import { getAuditPage } from './admin.service';
import { operatorOf, operatorsOnly } from './guards';

/** The operator console's own API: who is asking, and the audit log. Other parts register under /api/admin themselves. */
export function registerAdminRoutes(app: FastifyInstance, { db, auth }: { db: Db; auth: Auth }) {
  void app.register(
    async (plugin) => {
      plugin.addHook('onRequest', operatorsOnly(db, auth));
      const typed = plugin.withTypeProvider<ZodTypeProvider>();

      typed.get('/session', { schema: { response: { 200: adminSessionSchema } } }, async (request) => ({ operator: operatorOf(request) }));

      typed.get('/audit', { schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema } } }, async (request) =>
        getAuditPage(db, request.query),
      );
    },
    { prefix: '/api/admin' },
  );
}
