import type { FastifyRequest } from 'fastify';
import { AppError } from '@server/errors';

/**
 * The Better Auth endpoints the app forwards to, by exact path. Better Auth routes by the URL it is
 * handed, and building that URL normalises the path ("/reset-password/..\list-sessions" becomes
 * "/list-sessions"), so a request is forwarded only when its raw path is, character for character, one
 * of these: any other spelling could reach an endpoint the app keeps closed.
 */
const forwardedPaths = new Set([
  '/api/auth/sign-up/email',
  '/api/auth/sign-in/email',
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
  '/api/auth/get-session',
]);

/** The reset link from the e-mail; its token is letters and digits. */
const resetLinkPath = /^\/api\/auth\/reset-password\/[A-Za-z0-9_-]{1,256}$/;

export function isForwardedPath(rawUrl: string): boolean {
  const path = rawUrl.split('?', 1)[0] ?? '';
  return forwardedPaths.has(path) || resetLinkPath.test(path);
}

/** An onRequest hook: anything but an exact forwarded path is answered as a route that does not exist. */
export async function refuseUnlistedPath(request: FastifyRequest) {
  if (!isForwardedPath(request.url)) {
    throw new AppError('not_found', `No API route ${request.method} ${request.url.split('?', 1)[0]}`);
  }
}
