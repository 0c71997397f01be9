import { signJWT, verifyJWT } from 'better-auth/crypto';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '@domain/auth/auth.schema';
import { isStandInEmail } from '@domain/auth/phone-account';
import { isLanguage, type Language } from '@domain/i18n/languages';
import { pathOf } from '@domain/site/pages';
import type { Db } from '@server/db/client';
import { isUniqueViolation } from '@server/db/unique-violation';
import { AppError } from '@server/errors';
import { foundSession, type Auth, type FoundSession } from './auth';
import {
  deleteAddEmailNonce,
  isOpenAddEmailNonce,
  lockAccountAddress,
  replaceAddEmailNonce,
  selectAccountByPhone,
  selectAccountsByEmail,
  selectAccountsByIds,
  setConfirmedEmailAndPassword,
} from './auth.repository';
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
  if (!result || (await auth.isSuspended(result.user.id))) return null;
  return foundSession(result.session.id, result.user);
}

/** The signed-in user of a request, or null. */
export async function findSessionUser(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  return (await findSession(auth, request))?.user ?? null;
}

/** The refusal of anything that needs a session, to a request without one. */
export function signInNeeded(): AppError {
  return new AppError('unauthenticated', 'Please sign in to continue.');
}

/** The signed-in user and which of their sessions this is (what outlives the request must end with it). */
export async function requireSession(auth: Auth, request: FastifyRequest): Promise<FoundSession> {
  const session = await findSession(auth, request);
  if (!session) throw signInNeeded();
  return session;
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

const invalidLink = () =>
  new AppError('validation_failed', 'This link is not valid or has expired.', undefined, { reason: 'INVALID_TOKEN' });
const alreadyConfirmed = () =>
  new AppError('validation_failed', 'This address is already confirmed. Please sign in.', undefined, { reason: 'EMAIL_ALREADY_VERIFIED' });

/** How long the link to add an address to a phone account works. */
const addEmailLinkSeconds = 24 * 60 * 60;
/** The claim that makes a token a link to add an address, which no token of Better Auth's carries. */
const addEmailPurpose = 'add-email';

/**
 * The link mailed to an address that an account made with a phone number wants to add: the confirmation page, whose
 * token names the address, the account and this link's one-time value (signed with the auth secret, for 24 hours).
 * Only the latest link asked for works: asking again (with an address typed right, say) ends the one before.
 * Opening it, the owner of the mailbox chooses the password (`confirmEmailWithPassword`).
 */
export async function addEmailLink(
  auth: Auth,
  db: Db,
  publicUrl: string,
  { userId, email, now }: { userId: string; email: string; now: Date },
): Promise<string> {
  const context = await auth.$context;
  const nonce = crypto.randomUUID();
  await replaceAddEmailNonce(db, userId, nonce, new Date(now.getTime() + addEmailLinkSeconds * 1000), now);
  const token = await signJWT({ purpose: addEmailPurpose, email, addTo: userId, nonce }, context.secret, addEmailLinkSeconds);
  const page = new URL(pathOf('confirmEmail'), publicUrl);
  page.searchParams.set('token', token);
  page.searchParams.set('callbackURL', pathOf('account'));
  // Only the page's words change with it: what the link does is in the token.
  page.searchParams.set('adding', '1');
  return page.toString();
}

/** What a confirmation did: the address confirmed, the session answer, and, for an address added to a phone account, whom to tell. */
export type EmailConfirmed = {
  email: string;
  response: Response;
  added?: { userId: string; phoneNumber: string | null; language: Language };
};

/**
 * Confirms an address from the link in the confirmation mail, with the password its owner chooses there. Whoever
 * signed up may not own the address: the password typed at sign-up is replaced and every session of the account
 * ends, so after confirming only the person who holds the mailbox can enter. Then signs that person in (the answer
 * carries the session cookie). A link that adds an address to a phone account (`addEmailLink`) gives the account
 * the address and the password instead, and leaves its sessions be: its owner asked for it while signed in.
 */
export async function confirmEmailWithPassword(
  auth: Auth,
  db: Db,
  request: FastifyRequest,
  { token, password }: { token: string; password: string },
): Promise<EmailConfirmed> {
  const context = await auth.$context;
  const payload = await verifyJWT(token, context.secret);
  if (payload?.purpose === addEmailPurpose) {
    const { addTo, email, nonce } = payload;
    if (typeof addTo !== 'string' || typeof email !== 'string' || typeof nonce !== 'string') throw invalidLink();
    return addEmailWithPassword(auth, db, request, { userId: addTo, email, nonce, password });
  }
  // A link that changes an address (`updateTo`) is not one we send; only plain confirmations are taken here.
  const plain = typeof payload?.email === 'string' && payload.updateTo === undefined && payload.purpose === undefined;
  const email = plain && typeof payload?.email === 'string' ? payload.email : null;
  const found = email ? await context.internalAdapter.findUserByEmail(email) : null;
  if (!email || !found) throw invalidLink();
  // Once confirmed, the link is no way to change a password: that is what the reset link is for.
  if (found.user.emailVerified) throw alreadyConfirmed();
  const userId = found.user.id;
  const hash = await context.password.hash(password);
  if (await context.internalAdapter.findCredentialAccount(userId)) await context.internalAdapter.updatePassword(userId, hash);
  else await context.internalAdapter.createAccount({ userId, providerId: 'credential', accountId: userId, password: hash });
  await context.internalAdapter.deleteUserSessions(userId);
  // The session it opens records the address TRUST_PROXY resolved, not one the client wrote.
  const response = await auth.api.verifyEmail({ query: { token }, headers: headersForAuth(request), asResponse: true });
  return { email, response };
}

/**
 * Gives a phone account the address from the link and the password chosen for it, in one transaction with the
 * account and the link's one-time value locked: only while the link is the account's open one and the account has no
 * address of its own, so a link works once, an earlier one not at all, and parallel confirmations make one password.
 * An address another account holds is refused by the unique index. Then signs in with them, as the confirmation of a
 * new account does.
 */
async function addEmailWithPassword(
  auth: Auth,
  db: Db,
  request: FastifyRequest,
  { userId, email, nonce, password }: { userId: string; email: string; nonce: string; password: string },
): Promise<EmailConfirmed> {
  const context = await auth.$context;
  const now = new Date();
  // A link that cannot work is refused before the password is hashed (scrypt, the costly part), so a used link
  // sent again and again costs the server a lookup.
  if (!(await isOpenAddEmailNonce(db, userId, nonce, now))) {
    const holder = await context.internalAdapter.findUserByEmail(email);
    throw holder?.user.id === userId ? alreadyConfirmed() : invalidLink();
  }
  const passwordHash = await context.password.hash(password);
  const outcome = await db
    .transaction(async (tx) => {
      const account = await lockAccountAddress(tx, userId);
      if (!account) return 'invalid' as const;
      // A parallel confirmation of the same link got there first.
      if (account.email === email) return 'already' as const;
      if (!isStandInEmail(account.email) || !(await isOpenAddEmailNonce(tx, userId, nonce, now, { lock: true }))) return 'invalid' as const;
      await setConfirmedEmailAndPassword(tx, userId, { email, passwordHash }, now);
      await deleteAddEmailNonce(tx, userId);
      return {
        userId,
        phoneNumber: account.phoneNumberVerified ? account.phoneNumber : null,
        language: isLanguage(account.language) ? account.language : 'en',
      };
    })
    .catch((error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
      throw new AppError('conflict', 'This address belongs to another Govi Market account.', undefined, { reason: 'EMAIL_TAKEN' });
    });
  if (outcome === 'invalid') throw invalidLink();
  if (outcome === 'already') throw alreadyConfirmed();
  const response = await auth.api.signInEmail({ body: { email, password }, headers: headersForAuth(request), asResponse: true });
  return { email, response, added: outcome };
}

/** An account as the market's operators see it: who it is and whether its address or phone is confirmed. */
export type AccountSummary = {
  id: string;
  name: string;
  email: string | null;
  emailVerified: boolean;
  phoneNumber: string | null;
  phoneNumberVerified: boolean;
};

function summaryOf(row: Awaited<ReturnType<typeof selectAccountsByEmail>>[number]): AccountSummary {
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    // An account made by phone has a stand-in address nobody can write to.
    email: isStandInEmail(row.email) ? null : row.email,
    emailVerified: row.emailVerified,
    phoneNumber: row.phoneNumber,
    phoneNumberVerified: row.phoneNumberVerified,
  };
}

/** The one account with this address, compared without case; none when two differ only by case (which is meant?). */
export async function findAccountByEmail(db: Db, email: string): Promise<AccountSummary | undefined> {
  const rows = await selectAccountsByEmail(db, email);
  return rows.length === 1 && rows[0] ? summaryOf(rows[0]) : undefined;
}

/** The account holding this mobile number (E.164). */
export async function findAccountByPhone(db: Db, phoneNumber: string): Promise<AccountSummary | undefined> {
  const row = await selectAccountByPhone(db, phoneNumber);
  return row && summaryOf(row);
}

export async function findAccountsByIds(db: Db, ids: string[]): Promise<AccountSummary[]> {
  return (await selectAccountsByIds(db, ids)).map(summaryOf);
}
