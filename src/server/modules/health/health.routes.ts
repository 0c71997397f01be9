import type { FastifyInstance } from 'fastify';
import type { Database } from '@server/db/client';

export function registerHealthRoutes(app: FastifyInstance, database: Database) {
  app.get('/api/health', async (_request, reply) => {
    const reachable = await database.ping();
    reply.header('cache-control', 'no-store');
    return reply.status(reachable ? 200 : 503).send({
      status: reachable ? 'ok' : 'unavailable',
      database: { engine: database.engine, reachable },
    });
  });
}
