/**
 * The live stream, `GET /api/events`: each event is `event: notification`, `id: <sequence>` and the
 * notification as JSON. A reconnecting browser sends the last id in `Last-Event-ID` (or `?lastEventId=`)
 * and first receives what it missed. Kept apart from the zod schemas: the header opens the stream, and
 * the home page's first download must not carry zod.
 */
export const eventsPath = '/api/events';
export const notificationEventName = 'notification';
