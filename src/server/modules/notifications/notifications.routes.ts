import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eventsPath, notificationEventName } from '@domain/notifications/event-stream';
import {
  eventsQuerySchema,
  markReadResultSchema,
  notificationIdParamsSchema,
  notificationsPageSchema,
  notificationsQuerySchema,
  sequenceParamSchema,
  type Notification,
} from '@domain/notifications/notification.schema';
import type { Database } from '@server/db/client';
import { AppError } from '@server/errors';
import type { Auth } from '../auth/auth';
import { signedIn, signedInSession, signedInUser } from '../auth/guards';
import { createEventStreams } from './event-stream';
import { createNotificationHub } from './notification-hub';
import {
  getNotificationsPage,
  listMissedNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  readSessionEnd,
  sessionEndsChannel,
} from './notifications.service';
import { createSessionStreams, maxStreamsPerUser } from './session-streams';

/** A comment every 25 s keeps an idle stream inside common proxies' idle timeouts (docs/product-rules.md#heartbeat). */
export const heartbeatMs = 25_000;

/** The last event a reconnecting browser saw: its Last-Event-ID header, else the `lastEventId` query parameter. */
function lastEventIdOf(request: FastifyRequest, fromQuery: number | undefined): number | undefined {
  const header = request.headers['last-event-id'];
  if (header === undefined || header === '') return fromQuery;
  const parsed = sequenceParamSchema.safeParse(header);
  if (!parsed.success) {
    throw new AppError('validation_failed', 'Invalid last-event-id: must be a notification sequence number', [
      { path: 'last-event-id', message: 'must be a notification sequence number' },
    ]);
  }
  return parsed.data;
}

const statsOf = new WeakMap<FastifyInstance, () => { streams: number; users: number }>();

/** How many event streams an app holds open, and for how many users (tests and diagnostics). */
export function eventStreamStats(app: FastifyInstance): { streams: number; users: number } {
  return statsOf.get(app)?.() ?? { streams: 0, users: 0 };
}

export function registerNotificationRoutes(
  app: FastifyInstance,
  { database, auth, now }: { database: Database; auth: Auth; now: () => Date },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const signedInGuard = signedIn(auth);
  const db = database.db;
  const hub = createNotificationHub(database, app.log);
  const streams = createEventStreams({
    heartbeatMs,
    retryMs: () => 2000 + Math.random() * 3000,
    // 10 to 15 minutes, spread so that reconnections do not come in waves.
    maxAgeMs: () => (10 + Math.random() * 5) * 60_000,
  });

  const sessionStreams = createSessionStreams(maxStreamsPerUser);
  let stopHearingSessionEnds: (() => Promise<void>) | undefined;

  statsOf.set(app, () => ({ streams: streams.size, users: hub.userCount }));

  app.addHook('onReady', async () => {
    await hub.start();
    // Whichever instance ended a session announces it; each ends the streams it holds for it. An announcement
    // missed while the listener was away is covered by the hub, which ends every stream when it is back.
    stopHearingSessionEnds = await database.listen(sessionEndsChannel, (payload) => {
      const end = readSessionEnd(payload);
      if (end) sessionStreams.endSession(end.userId, end.sessionId);
      else app.log.warn({ channel: sessionEndsChannel }, 'ignored a malformed session-end announcement');
    });
  });
  // Open streams would hold the server open: end them first, and the browsers reconnect to another instance.
  app.addHook('preClose', async () => streams.closeAll());
  app.addHook('onClose', async () => {
    await stopHearingSessionEnds?.();
    await hub.stop();
  });

  typed.get(
    '/api/notifications',
    { preHandler: signedInGuard, schema: { querystring: notificationsQuerySchema, response: { 200: notificationsPageSchema } } },
    async (request, reply) => {
      const user = signedInUser(request);
      reply.header('cache-control', 'private, no-store');
      return getNotificationsPage(db, user.id, request.query.before);
    },
  );

  typed.post(
    '/api/notifications/:id/read',
    { preHandler: signedInGuard, schema: { params: notificationIdParamsSchema, response: { 200: markReadResultSchema } } },
    async (request) => {
      const user = signedInUser(request);
      return markNotificationRead(db, user.id, request.params.id, now());
    },
  );

  typed.post(
    '/api/notifications/read-all',
    { preHandler: signedInGuard, schema: { response: { 200: markReadResultSchema } } },
    async (request) => {
      const user = signedInUser(request);
      return markAllNotificationsRead(db, user.id, now());
    },
  );

  // Refused like any API call (a JSON error, no stream) until both the session and the request check out.
  typed.get(
    eventsPath,
    { preHandler: signedInGuard, schema: { querystring: eventsQuerySchema }, exposeHeadRoute: false },
    async (request, reply) => {
      const { user, sessionId } = signedInSession(request);
      const lastEventId = lastEventIdOf(request, request.query.lastEventId);

      const stream = streams.start(reply);
      sessionStreams.add(user.id, sessionId, stream);
      const send = (notification: Notification) =>
        stream.send({ id: notification.sequence, event: notificationEventName, data: JSON.stringify(notification) });

      // Listen before reading what was missed, holding live ones back, so nothing falls between the two. An
      // announcement can reach this instance after the replay has read its row (NOTIFY is delivered when the
      // listening connection next reads), so what the replay sent is never sent again.
      let held: Notification[] | undefined = [];
      let replayed = new Set<string>();
      const unsubscribe = hub.subscribe(user.id, {
        deliver: (notification) => {
          if (held) held.push(notification);
          else if (!replayed.has(notification.id)) send(notification);
        },
        resync: () => stream.end(),
      });
      stream.onClose(unsubscribe);

      let missed: Notification[] = [];
      if (lastEventId !== undefined) {
        try {
          missed = await listMissedNotifications(db, user.id, lastEventId);
        } catch (error) {
          request.log.error({ err: error }, 'reading missed notifications failed');
          stream.end();
          return;
        }
      }
      replayed = new Set(missed.map((notification) => notification.id));
      for (const notification of missed) send(notification);
      for (const notification of held) if (!replayed.has(notification.id)) send(notification);
      held = undefined;
    },
  );
}
