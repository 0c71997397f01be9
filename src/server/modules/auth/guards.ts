import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '@domain/auth/auth.schema';
import type { Auth, FoundSession } from './auth';
import { requireSession } from './auth.service';

// The route guards, as hooks: a route (or a plugin, for all its routes) that needs a signed-in person names the
// guard as a hook, and its handler reads who passed with signedInUser() (or signedInSession(), when it needs the
// session's id too). Used as a preHandler, the guard runs where the handlers' own checks ran, after the request is
// validated; as an onRequest hook, before the body is read.

const passed = new WeakMap<FastifyRequest, FoundSession>();

/** Refuses a request without a session (401 `unauthenticated`), else remembers its session for the handler. */
export function signedIn(auth: Auth) {
  return async function requireSignedIn(request: FastifyRequest): Promise<void> {
    passed.set(request, await requireSession(auth, request));
  };
}

/** The session the signedIn guard let through; a route without the guard is a mistake, answered with a 500. */
export function signedInSession(request: FastifyRequest): FoundSession {
  const session = passed.get(request);
  if (!session)
    throw new Error(`${request.method} ${request.routeOptions.url ?? request.url} reads the signed-in user without the signedIn guard`);
  return session;
}

/** The person the signedIn guard let through. */
export function signedInUser(request: FastifyRequest): SessionUser {
  return signedInSession(request).user;
}
