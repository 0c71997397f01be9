import type { FastifyInstance } from 'fastify';
import type { Database } from '@server/db/client';
import type { Auth } from '../auth/auth';
import { registerNotificationRoutes } from './notifications.routes';

/** The bell: stored notifications and each session's live event stream, across instances. */
export const notificationsModule = {
  name: 'notifications',
  register(app: FastifyInstance, market: { database: Database; auth: Auth; now: () => Date }) {
    registerNotificationRoutes(app, market);
  },
};
