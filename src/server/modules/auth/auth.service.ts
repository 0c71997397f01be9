import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '@domain/auth/auth.schema';
import { AppError } from '@server/errors';
import { foundSession, type Auth, type FoundSession } from './auth';

const sessionCache = new WeakMap<FastifyRequest, Promise<FoundSession | null>>();

/** The request's session, or null; looked up once per request. */
function findSession(auth: Auth, request: FastifyRequest): Promise<FoundSession | null> {
  // Without a session cookie there is nobody to look up: most catalog reads are anonymous.
  if (!request.headers.cookie?.includes('session_token')) return Promise.resolve(null);
  let found = sessionCache.get(request);
  if (!found) {
    found = auth.findSession(request.cookies).then((session) => (session === 'ask-better-auth' ? askBetterAuth(auth, request) : session));
    sessionCache.set(request, found);
  }
  return found;
}

/** Better Auth's own look-up, which deletes an ended session and moves a due one's end forward. */
async function askBetterAuth(auth: Auth, request: FastifyRequest): Promise<FoundSession | null> {
  const result = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  return result ? foundSession(result.session.id, result.user) : null;
}

/** The signed-in user of a request, or null. */
export async function findSessionUser(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  return (await findSession(auth, request))?.user ?? null;
}

/** The signed-in user and which of their sessions this is (what outlives the request must end with it). */
export async function requireSession(auth: Auth, request: FastifyRequest): Promise<FoundSession> {
  const session = await findSession(auth, request);
  if (!session) throw new AppError('unauthenticated', 'Please sign in to continue.');
  return session;
}

export async function requireUser(auth: Auth, request: FastifyRequest): Promise<SessionUser> {
  return (await requireSession(auth, request)).user;
}

/** Ends every session of the signed-in user (all devices) and clears this browser's cookie. */
export async function signOutEverywhere(auth: Auth, request: FastifyRequest): Promise<Response> {
  const headers = fromNodeHeaders(request.headers);
  if (await findSessionUser(auth, request)) await auth.api.revokeSessions({ headers });
  return auth.api.signOut({ headers, asResponse: true });
}
