import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientErrorReportSchema } from '@domain/site/client-error.schema';
import type { Db } from '@server/db/client';
import { addressKey } from '@server/http/address-key';
import { enforceRateLimits, type RateLimitRule } from '../rate-limit/rate-limit.service';

/** A page that fails keeps failing as the visitor tries again: a few reports an address tell the operator enough. */
export const defaultClientErrorRateLimit: RateLimitRule = { limit: 10, windowSeconds: 10 * 60 };

/**
 * Where the web app reports a page that failed to render in the browser: one warn line in the log per report, so the
 * operator sees it beside the requests. Anyone may report (a visitor without a session breaks pages too); the
 * answer is 204 whatever the report says, and a flood from one address is refused before it reaches the log.
 */
export function registerClientErrorRoutes(app: FastifyInstance, deps: { db: Db; limit: RateLimitRule }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/api/client-errors', { schema: { body: clientErrorReportSchema } }, async (request, reply) => {
      const key = `client-errors:ip:${addressKey(request.ip)}`;
      await enforceRateLimits(deps.db, [{ key, rule: deps.limit }], 'Too many error reports from this address. Please wait a few minutes.');
      const { message, stack, path, buildId } = request.body;
      // No user, cookie or query: the path and the error are all an operator needs to find the broken page.
      request.log.warn({ clientError: { message, stack, path, buildId } }, 'a page failed to render in the browser');
      reply.header('cache-control', 'no-store');
      return reply.status(204).send();
    });
}
