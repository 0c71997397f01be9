import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminSessionSchema, auditPageSchema, auditQuerySchema, type AdminSession } from '@domain/admin/audit.schema';
import type { Db } from '@server/db/client';
import type { Auth } from '../auth/auth';
import { signedIn, signedInUser } from '../auth/guards';
import { getAuditPage, requireOperator } from './admin.service';

/**
 * The operator console's API. Every request is refused to nobody (401) and to anyone signed in who is not an operator
 * (403), asked anew of the database each time: an operator removed on the command line is refused at their next
 * request, on every instance. Nothing here may be kept by a browser or a proxy.
 */
export function registerAdminRoutes(app: FastifyInstance, { db, auth }: { db: Db; auth: Auth }) {
  void app.register(
    async (plugin) => {
      const operators = new WeakMap<FastifyRequest, AdminSession['operator']>();
      const requireSignedIn = signedIn(auth);
      plugin.addHook('onRequest', async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        await requireSignedIn(request);
        operators.set(request, await requireOperator(db, signedInUser(request)));
      });
      const operatorOf = (request: FastifyRequest) => {
        const operator = operators.get(request);
        if (!operator) throw new Error(`${request.url} reached its handler without the operator guard`);
        return operator;
      };
      const typed = plugin.withTypeProvider<ZodTypeProvider>();

      typed.get('/session', { schema: { response: { 200: adminSessionSchema } } }, async (request) => ({ operator: operatorOf(request) }));

      typed.get('/audit', { schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema } } }, async (request) =>
        getAuditPage(db, request.query),
      );
    },
    { prefix: '/api/admin' },
  );
}
