import { verifyJWT } from 'better-auth/crypto';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '@domain/auth/auth.schema';
import { AppError } from '@server/errors';
import { foundSession, type Auth, type FoundSession } from './auth';
import { headersForAuth } from './web-request';

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

/** The address of the account a password-reset token belongs to, or null when the token is not (or no longer) valid. */
export async function accountOfResetToken(auth: Auth, token: string): Promise<string | null> {
  const context = await auth.$context;
  const verification = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification || verification.expiresAt < new Date()) return null;
  return (await context.internalAdapter.findUserById(verification.value))?.email ?? null;
}

/**
 * Confirms an address from the link in the confirmation mail, with the password its owner chooses there. Whoever
 * signed up may not own the address: the password typed at sign-up is replaced and every session of the account
 * ends, so after confirming only the person who holds the mailbox can enter. Then signs that person in (the answer
 * carries the session cookie). Returns the confirmed address.
 */
export async function confirmEmailWithPassword(
  auth: Auth,
  request: FastifyRequest,
  { token, password }: { token: string; password: string },
): Promise<{ email: string; response: Response }> {
  const context = await auth.$context;
  const payload = await verifyJWT(token, context.secret);
  // A link that changes an address (`updateTo`) is not one we send; only plain confirmations are taken here.
  const email = typeof payload?.email === 'string' && payload.updateTo === undefined ? payload.email : null;
  const found = email ? await context.internalAdapter.findUserByEmail(email) : null;
  if (!email || !found)
    throw new AppError('validation_failed', 'This link is not valid or has expired.', undefined, { reason: 'INVALID_TOKEN' });
  // Once confirmed, the link is no way to change a password: that is what the reset link is for.
  if (found.user.emailVerified) {
    throw new AppError('validation_failed', 'This address is already confirmed. Please sign in.', undefined, {
      reason: 'EMAIL_ALREADY_VERIFIED',
    });
  }
  const userId = found.user.id;
  const hash = await context.password.hash(password);
  if (await context.internalAdapter.findCredentialAccount(userId)) await context.internalAdapter.updatePassword(userId, hash);
  else await context.internalAdapter.createAccount({ userId, providerId: 'credential', accountId: userId, password: hash });
  await context.internalAdapter.deleteUserSessions(userId);
  // The session it opens records the address TRUST_PROXY resolved, not one the client wrote.
  const response = await auth.api.verifyEmail({ query: { token }, headers: headersForAuth(request), asResponse: true });
  return { email, response };
}
