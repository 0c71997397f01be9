import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AdminSession } from '@domain/admin/audit.schema';
import type { Db } from '@server/db/client';
import type { Auth } from '../auth/auth';
import { signedIn, signedInUser } from '../auth/guards';
import { requireOperator } from './admin.service';

// The operator console's guard, as a hook: every part of the console (this module's routes, and those other modules
// register under /api/admin for their own data) names it for all its routes, and its handlers read who passed with
// operatorOf().

const passed = new WeakMap<FastifyRequest, AdminSession['operator']>();

/**
 * Refuses nobody (401) and anyone signed in who is not an operator (403), asked of the database on every request, so
 * an operator removed on the command line is refused at their next request on every instance. Nothing it lets through
 * may be kept by a browser or a proxy.
 */
export function operatorsOnly(db: Db, auth: Auth) {
  const requireSignedIn = signedIn(auth);
  return async function requireOperatorHook(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    reply.header('cache-control', 'private, no-store');
    await requireSignedIn(request);
    passed.set(request, await requireOperator(db, signedInUser(request)));
  };
}

/** The operator the guard let through; a route without the guard is a mistake, answered with a 500. */
export function operatorOf(request: FastifyRequest): AdminSession['operator'] {
  const operator = passed.get(request);
  if (!operator)
    throw new Error(`${request.method} ${request.routeOptions.url ?? request.url} reads the operator without the operators' guard`);
  return operator;
}
