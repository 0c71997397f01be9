import type { FastifyInstance } from 'fastify';
import type { Database } from '@server/db/client';
import { unavailableRetryAfterSeconds } from '@server/http/database-outage';

export function registerHealthRoutes(app: FastifyInstance, database: Database) {
  app.get('/api/health', async (_request, reply) => {
    const reachable = await database.ping();
    reply.header('cache-control', 'no-store');
    if (!reachable) reply.header('retry-after', String(unavailableRetryAfterSeconds));
    return reply.status(reachable ? 200 : 503).send({
      status: reachable ? 'ok' : 'unavailable',
      database: { engine: database.engine, reachable },
    });
  });
}
