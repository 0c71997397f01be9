import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import type { FastifyBaseLogger } from 'fastify';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { phoneNumber } from 'better-auth/plugins/phone-number';
import { shownEmail, standInEmail } from '@domain/auth/phone-account';
import { isLanguage } from '@domain/i18n/languages';
import { pathOf } from '@domain/site/pages';
import { maxPasswordLength, minPasswordLength, type SessionUser } from '@domain/auth/auth.schema';
import { normalizeSriLankanMobile } from '@domain/phone';
import type { Db } from '@server/db/client';
import { accounts, sessions, users, verifications } from '@server/db/schema/auth';
import type { Settings } from '@server/env';
import { detailsForLog } from '@server/http/error-log';
import { mailTexts } from '@server/mail/mail-texts';
import type { Mailer } from '@server/mail/mailer';
import { takeAllowance, type RateLimitRule } from '../rate-limit/rate-limit.service';
import { prepareSessionByToken, selectSuspensionInForce } from './auth.repository';
import { suspensionRefusal } from './suspensions.service';
import { checkPhoneCode } from './phone-codes.service';
import { usesSecureCookies, verifiedSessionToken } from './session-cookie';

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
};

export type AuthOptions = {
  db: Db;
  settings: Settings;
  mailer: Mailer | undefined;
  log: FastifyBaseLogger;
  /** Confirmation e-mails one account may be sent, across every address asking for them. */
  confirmationMailLimit: RateLimitRule;
  /** Tests swap in a cheap hash; everything else uses Better Auth's scrypt. */
  passwordHasher?: PasswordHasher;
  /** Runs after any session is deleted (sign-out, revoking all of a user's sessions, password reset). */
  onSessionEnded?: (session: { id: string; userId: string }) => Promise<void>;
};

const day = 24 * 60 * 60;

type MailUser = { email: string; name: string; emailVerified: boolean; firstName?: unknown; language?: unknown };

/**
 * The name to greet someone by, only once their address is confirmed: before that, the name is whatever the person
 * signing up typed, and anyone may sign up with any address, so it would be a stranger's words in the owner's inbox.
 */
function greetingName(user: MailUser): string | undefined {
  if (!user.emailVerified) return undefined;
  return typeof user.firstName === 'string' && user.firstName ? user.firstName : user.name;
}

/**
 * The confirmation link leads to the page where the owner of the address chooses the account's password (the one
 * typed at sign-up is not trusted), carrying Better Auth's token and where to go afterwards.
 */
function confirmationPageUrl(betterAuthUrl: string, publicUrl: string): string {
  const link = new URL(betterAuthUrl);
  const page = new URL(pathOf('confirmEmail'), publicUrl);
  for (const name of ['token', 'callbackURL']) {
    const value = link.searchParams.get(name);
    if (value !== null) page.searchParams.set(name, value);
  }
  return page.toString();
}

/** A user's stored language, English when it is not one of ours. */
function languageOf(user: MailUser | UserRecord) {
  return isLanguage(user.language) ? user.language : 'en';
}

/** How long a session lasts, and how often activity moves its end forward (so reads do not write on every request). */
const sessionExpiresIn = 30 * day;
const sessionUpdateAge = day;

/** A signed-in person and which of their sessions this is, as the server's own routes see them. */
export type FoundSession = { user: SessionUser; sessionId: string };

type UserRecord = Omit<SessionUser, 'language' | 'email' | 'phoneNumber'> & {
  email: string;
  phoneNumber?: string | null;
  phoneNumberVerified?: boolean | null;
  language?: unknown;
};

/** The session as the routes see it, from a session id and its user's record (ours or Better Auth's). */
export function foundSession(sessionId: string, user: UserRecord): FoundSession {
  const { id, firstName, lastName, emailVerified } = user;
  const phoneNumber = user.phoneNumberVerified ? (user.phoneNumber ?? null) : null;
  return {
    sessionId,
    user: { id, email: shownEmail(user.email), phoneNumber, firstName, lastName, emailVerified, language: languageOf(user) },
  };
}

export function createAuth({ db, settings, mailer, log, confirmationMailLimit, passwordHasher, onSessionEnded }: AuthOptions) {
  const auth = createBetterAuth({ db, settings, mailer, log, confirmationMailLimit, passwordHasher, onSessionEnded });
  const sessionByToken = prepareSessionByToken(db);
  /**
   * The session of a request's cookies in one statement: the common case of every signed-in request. A session
   * that has ended, or whose end is due to move forward, is left to Better Auth (`'ask-better-auth'`), which
   * deletes or extends it as it does for its own routes.
   */
  async function findSession(cookies: Record<string, string | undefined>): Promise<FoundSession | null | 'ask-better-auth'> {
    // The name and the secret as Better Auth uses them (`__Secure-` before the name on https; BETTER_AUTH_SECRETS,
    // when set, overrides the configured secret).
    const context = await auth.$context;
    const cookieValue = cookies[context.authCookies.sessionToken.name];
    const token = cookieValue ? verifiedSessionToken(cookieValue, context.secret) : null;
    if (!token) return null;
    const [row] = await sessionByToken.execute({ token });
    if (!row || row.suspended) return null;
    // Due to move forward once a day has passed since it last did (an ended session is past that too).
    if (row.expiresAt.getTime() - (sessionExpiresIn - sessionUpdateAge) * 1000 <= Date.now()) return 'ask-better-auth';
    return foundSession(row.sessionId, row);
  }
  /** Whether the account is suspended now: Better Auth's own look-up knows nothing of suspensions. */
  async function isSuspended(userId: string): Promise<boolean> {
    return (await selectSuspensionInForce(db, userId, new Date())) !== undefined;
  }
  return Object.assign(auth, { findSession, isSuspended });
}

function createBetterAuth({ db, settings, mailer, log, confirmationMailLimit, passwordHasher, onSessionEnded }: AuthOptions) {
  const mailEnabled = mailer !== undefined;
  return betterAuth({
    appName: 'Govi Market',
    baseURL: settings.publicUrl,
    basePath: '/api/auth',
    secret: settings.authSecret,
    trustedOrigins: settings.trustedOrigins,
    database: drizzleAdapter(db, { provider: 'pg', schema: { users, sessions, accounts, verifications }, usePlural: true }),
    // Our own limiter, shared through the database by every instance, guards the endpoints that need it.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      // What Better Auth hands its logger may be a failed query with its parameters (tokens, e-mail addresses).
      log: (level, message, ...args) => log[level]({ details: detailsForLog(args) }, `auth: ${message}`),
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: true, input: true },
        lastName: { type: 'string', required: true, input: true },
        language: { type: 'string', required: false, defaultValue: 'en', input: true },
      },
    },
    databaseHooks: {
      // An account is called by the name its owner gave, whichever way it was made (the phone-number plugin would
      // call it by its number).
      user: {
        create: {
          before: async (user) => {
            const { firstName, lastName } = user as { firstName?: unknown; lastName?: unknown };
            if (typeof firstName !== 'string' || typeof lastName !== 'string') return;
            return { data: { ...user, name: `${firstName} ${lastName}`.trim() } };
          },
        },
      },
      session: {
        // Every way of signing in opens a session here: a suspended account is refused, told why and until when.
        create: {
          before: async (session) => {
            const suspension = await selectSuspensionInForce(db, session.userId, new Date());
            if (suspension) throw new APIError('FORBIDDEN', suspensionRefusal(suspension));
          },
        },
        ...(onSessionEnded && { delete: { after: (session) => onSessionEnded({ id: session.id, userId: session.userId }) } }),
      },
    },
    plugins: [
      // Signing in with a phone number (decision 055): our routes make, send and check the codes; the plugin finds or
      // makes the account for a number whose code was right, and opens its session as every sign-in does.
      phoneNumber({
        otpLength: 6,
        phoneNumberValidator: (number) => normalizeSriLankanMobile(number) === number,
        // Codes are made and sent by our own route (auth.routes.ts), never by the plugin's, which is not reachable.
        sendOTP: () => {
          throw new Error('phone codes are sent by POST /api/auth/phone/send-code');
        },
        // The code is used up here, so of parallel sign-ins with one code exactly one opens a session.
        verifyOTP: async ({ phoneNumber: number, code }) =>
          (await checkPhoneCode(db, settings.authSecret, { phoneNumber: number, purpose: 'sign-in' }, { code, use: true, now: new Date() }))
            .outcome === 'right',
        signUpOnVerification: { getTempEmail: () => standInEmail() },
      }),
    ],
    session: {
      expiresIn: sessionExpiresIn,
      updateAge: sessionUpdateAge,
    },
    advanced: {
      useSecureCookies: usesSecureCookies(settings.publicUrl),
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
      database: { generateId: () => crypto.randomUUID() },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength,
      maxPasswordLength,
      requireEmailVerification: mailEnabled,
      autoSignIn: !mailEnabled,
      revokeSessionsOnPasswordReset: true,
      ...(passwordHasher && { password: passwordHasher }),
      ...(mailer && {
        async sendResetPassword({ user, url }) {
          const texts = mailTexts[languageOf(user)];
          await mailer.send({ to: user.email, subject: texts.resetSubject, text: texts.resetBody(greetingName(user), url) });
        },
      }),
    },
    emailVerification: mailer
      ? {
          sendOnSignUp: true,
          // Signing in before confirming sends a fresh link, so a lost or expired one is never a dead end.
          sendOnSignIn: true,
          expiresIn: 24 * 60 * 60,
          // Only reached through confirmEmailWithPassword, once the owner has chosen the password.
          autoSignInAfterVerification: true,
          async sendVerificationEmail({ user, url }) {
            // Each sign-in attempt to an unconfirmed account asks for a mail; without a cap per account,
            // anyone knowing its password could flood the inbox. The answer to the sign-in is the same
            // either way, and the links already sent stay valid.
            const key = `confirmation-mail:account:${user.email.toLowerCase()}`;
            if (!(await takeAllowance(db, { key, rule: confirmationMailLimit }))) {
              log.info({ userId: user.id }, 'confirmation mail not sent: limit per account reached');
              return;
            }
            const texts = mailTexts[languageOf(user)];
            await mailer.send({
              to: user.email,
              subject: texts.verifySubject,
              text: texts.verifyBody(confirmationPageUrl(url, settings.publicUrl)),
            });
          },
        }
      : { sendOnSignUp: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
