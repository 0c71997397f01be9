import type { FastifyInstance } from 'fastify';
import type { Database } from '@server/db/client';
import { registerHealthRoutes } from './health.routes';

/** Whether this instance and its database answer. */
export const healthModule = {
  name: 'health',
  register(app: FastifyInstance, { database }: { database: Database }) {
    registerHealthRoutes(app, database);
  },
};
