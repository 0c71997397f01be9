import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * Names whose answer a GET is, without saying who: `nobody` without a session, else a digest of the session's cookie.
 * The service worker keeps the pages and reads of one viewer at a time, and forgets them when the viewer changes
 * (decision 057), so a page saved for one account is never shown to another on the same phone.
 */
export const viewerHeader = 'govi-viewer';

export function viewerKey(sessionToken: string | undefined): string {
  return sessionToken ? createHash('sha256').update(sessionToken).digest('hex').slice(0, 32) : 'nobody';
}

export function registerViewerKey(app: FastifyInstance, sessionCookie: string) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET') reply.header(viewerHeader, viewerKey(request.cookies[sessionCookie]));
    return payload;
  });
}
