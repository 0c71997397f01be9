import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  confirmEmailSchema,
  requestPasswordResetSchema,
  resetPasswordLinkQuerySchema,
  resetPasswordSchema,
  signInSchema,
  signOutSchema,
  signUpSchema,
  updatePreferencesSchema,
  verifyEmailQuerySchema,
} from '@domain/auth/auth.schema';
import { pathOf } from '@domain/site/pages';
import type { Db } from '@server/db/client';
import { AppError } from '@server/errors';
import type { Settings } from '@server/env';
import { addressKey } from '@server/http/address-key';
import { enforceRateLimits, forgiveHits, takeAllowances, type RateLimitRule } from '../rate-limit/rate-limit.service';
import type { CatalogChanges } from '@server/infra/catalog-changes';
import { smsTexts } from '@server/sms/sms-texts';
import type { SmsOutbox } from '../sms/sms.service';
import type { Auth } from './auth';
import { accountOfResetToken, confirmEmailWithPassword, signOutEverywhere } from './auth.service';
import { signedIn } from './guards';
import { refuseUnlistedPath } from './forwarded-paths';
import { createKnownDevices, emailAccount } from './known-device';
import { usesSecureCookies } from './session-cookie';
import { sendWebResponse, toWebRequest } from './web-request';

/** How the sign-in limits fit together, and why, is written down in docs/decisions (sign-in throttling). */
export type AuthRateLimits = {
  signInPerIp: RateLimitRule;
  /** Guesses at one account from one address: the limit a stranger meets, which leaves the owner alone. */
  signInPerAccountAndIp: RateLimitRule;
  /**
   * A much higher ceiling per account across all addresses, against guessing spread over many. Browsers that have
   * entered the account before are not held to it, so filling it does not lock the owner out.
   */
  signInPerAccount: RateLimitRule;
  /** Confirmation e-mails per account, whatever sends them (sign-up, signing in unconfirmed). */
  confirmationMailPerAccount: RateLimitRule;
  signUpPerIp: RateLimitRule;
  signUpPerAccount: RateLimitRule;
  /** Reset requests from one address, for any accounts: over it, the answer is 429. */
  passwordResetPerIp: RateLimitRule;
  /** Reset mails one address may have sent to one account: over it, the same answer as ever, and no mail. */
  passwordResetPerAccountAndIp: RateLimitRule;
  /** Reset mails to one account from anywhere (browsers that entered it before excepted): the same, no mail. */
  passwordResetPerAccount: RateLimitRule;
};

export const defaultAuthRateLimits: AuthRateLimits = {
  signInPerIp: { limit: 30, windowSeconds: 15 * 60 },
  signInPerAccountAndIp: { limit: 5, windowSeconds: 15 * 60 },
  signInPerAccount: { limit: 100, windowSeconds: 15 * 60 },
  confirmationMailPerAccount: { limit: 3, windowSeconds: 60 * 60 },
  signUpPerIp: { limit: 20, windowSeconds: 60 * 60 },
  signUpPerAccount: { limit: 5, windowSeconds: 60 * 60 },
  passwordResetPerIp: { limit: 10, windowSeconds: 60 * 60 },
  passwordResetPerAccountAndIp: { limit: 3, windowSeconds: 60 * 60 },
  passwordResetPerAccount: { limit: 10, windowSeconds: 60 * 60 },
};

/** What Better Auth answers a reset request, whether or not the account exists: also the answer when no mail may go. */
const resetRequestedAnswer = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
};

const tooMany = 'Too many attempts. Please wait a few minutes and try again.';

export function registerAuthRoutes(
  app: FastifyInstance,
  {
    auth,
    db,
    settings,
    mailEnabled,
    limits,
    catalogChanges,
    sms,
  }: {
    auth: Auth;
    db: Db;
    settings: Settings;
    mailEnabled: boolean;
    limits: AuthRateLimits;
    catalogChanges: CatalogChanges;
    /** Tells an account's number when an address is added to it; undefined without SMS. */
    sms: SmsOutbox | undefined;
  },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const forward = (request: FastifyRequest) => auth.handler(toWebRequest(request, settings.publicUrl));
  // Every route that forwards to Better Auth first checks that the raw path is exactly one it may reach.
  const onRequest = refuseUnlistedPath;
  const knownDevices = createKnownDevices({ secret: settings.authSecret, secure: usesSecureCookies(settings.publicUrl) });
  const rememberDevice = (reply: FastifyReply, account: string) => {
    const cookie = knownDevices.cookieFor(account);
    reply.setCookie(cookie.name, cookie.value, cookie.options);
  };

  typed.post('/api/auth/sign-up/email', { onRequest, schema: { body: signUpSchema } }, async (request, reply) => {
    const email = request.body.email.trim().toLowerCase();
    await enforceRateLimits(
      db,
      [
        { key: `sign-up:ip:${addressKey(request.ip)}`, rule: limits.signUpPerIp },
        { key: `sign-up:account:${email}`, rule: limits.signUpPerAccount },
      ],
      tooMany,
    );
    const { firstName, lastName } = request.body;
    request.body = { ...request.body, name: request.body.name ?? `${firstName} ${lastName}` };
    const response = await forward(request);
    // A new account counts among the market's members at once.
    if (response.ok) catalogChanges.announce({ members: true });
    return sendWebResponse(reply, response);
  });

  typed.post('/api/auth/sign-in/email', { onRequest, schema: { body: signInSchema } }, async (request, reply) => {
    const account = request.body.email.trim().toLowerCase();
    const address = addressKey(request.ip);
    const knownDevice = knownDevices.isKnown(request.cookies, emailAccount(account));
    const attempt = [
      { key: `sign-in:ip:${address}`, rule: limits.signInPerIp },
      { key: `sign-in:account-ip:${account}:${address}`, rule: limits.signInPerAccountAndIp },
      ...(knownDevice ? [] : [{ key: `sign-in:account:${account}`, rule: limits.signInPerAccount }]),
    ];
    // Counted before the password is checked, in one statement per key, so parallel guesses cannot all
    // slip past the limit while each other's failures are still being recorded.
    await enforceRateLimits(db, attempt, tooMany);
    const response = await forward(request);
    // A right password (signed in, or refused only for an unconfirmed e-mail) was no guess: it is
    // taken back, so owners signing in often never come near the limits.
    if (response.status !== 401) await forgiveHits(db, attempt);
    if (response.ok) rememberDevice(reply, emailAccount(account));
    return sendWebResponse(reply, response);
  });

  typed.post('/api/auth/request-password-reset', { onRequest, schema: { body: requestPasswordResetSchema } }, async (request, reply) => {
    if (!mailEnabled) {
      throw new AppError('mail_not_configured', 'Password reset needs e-mail, and e-mail is not set up on this server.');
    }
    const address = addressKey(request.ip);
    const account = request.body.email.trim().toLowerCase();
    await enforceRateLimits(db, [{ key: `reset:ip:${address}`, rule: limits.passwordResetPerIp }], tooMany);
    // Limits on mails to one account never show in the answer: a 429 here would refuse the owner because of what
    // a stranger asked for, and would tell the stranger something. Over them, nothing is sent.
    const mayMail = await takeAllowances(db, [
      { key: `reset:account-ip:${account}:${address}`, rule: limits.passwordResetPerAccountAndIp },
      ...(knownDevices.isKnown(request.cookies, emailAccount(account))
        ? []
        : [{ key: `reset:account:${account}`, rule: limits.passwordResetPerAccount }]),
    ]);
    if (!mayMail) {
      request.log.info('password reset mail not sent: limit per account reached');
      return reply.send(resetRequestedAnswer);
    }
    return sendWebResponse(reply, await forward(request));
  });

  typed.post('/api/auth/reset-password', { onRequest, schema: { body: resetPasswordSchema } }, async (request, reply) => {
    // Read before Better Auth uses the token up: the browser that set the new password has entered the account.
    const account = await accountOfResetToken(auth, request.body.token);
    const response = await forward(request);
    if (response.ok && account) rememberDevice(reply, emailAccount(account));
    return sendWebResponse(reply, response);
  });

  // The confirmation link's page sends the token with the password the owner of the address chose. Each try may
  // hash a password (the costly part of a sign-in): held to the sign-in limit per address.
  typed.post('/api/auth/confirm-email', { schema: { body: confirmEmailSchema } }, async (request, reply) => {
    await enforceRateLimits(db, [{ key: `confirm-email:ip:${addressKey(request.ip)}`, rule: limits.signInPerIp }], tooMany);
    const { email, response, added } = await confirmEmailWithPassword(auth, db, request, request.body);
    if (response.ok) rememberDevice(reply, emailAccount(email));
    // A new way into an account made by phone: its number hears of it, as an old number hears of a new one. The
    // address is the account's by now; a notice that cannot be stored is logged, not the confirmation's failure.
    if (added?.phoneNumber && sms) {
      const queued = await sms
        .queue({ to: added.phoneNumber, text: smsTexts[added.language].emailAdded(email), kind: 'email-added', userId: added.userId })
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'the text about an added e-mail address was not stored');
          return 'failed';
        });
      if (queued !== 'queued')
        request.log.warn({ userId: added.userId, queued }, 'the text about an added e-mail address will not be sent');
    }
    return sendWebResponse(reply, response);
  });

  typed.post('/api/auth/sign-out', { schema: { body: signOutSchema } }, async (request, reply) =>
    sendWebResponse(reply, await signOutEverywhere(auth, request)),
  );

  typed.post('/api/auth/preferences', { preHandler: signedIn(auth), schema: { body: updatePreferencesSchema } }, async (request) => {
    await auth.api.updateUser({ headers: fromNodeHeaders(request.headers), body: { language: request.body.language } });
    return { language: request.body.language };
  });

  // Everything else Better Auth offers that the web app uses: get-session and the reset-password link.
  // Endpoints not listed here stay closed. The links redirect to their callbackURL, so it is held to the same
  // same-site rule as in the requests that asked for the links.
  typed.get('/api/auth/get-session', { onRequest }, async (request, reply) => sendWebResponse(reply, await forward(request)));
  // Confirmation links sent before they led to the confirmation page: opening one no longer confirms anything by
  // itself, it leads to that page, where the owner chooses the password.
  typed.get('/api/auth/verify-email', { schema: { querystring: verifyEmailQuerySchema } }, async (request, reply) => {
    const { token, callbackURL } = request.query;
    const page = new URLSearchParams({ token, ...(callbackURL && { callbackURL }) });
    return reply.redirect(`${pathOf('confirmEmail')}?${page.toString()}`, 302);
  });
  typed.get(
    '/api/auth/reset-password/:token',
    { onRequest, schema: { querystring: resetPasswordLinkQuerySchema } },
    async (request, reply) => sendWebResponse(reply, await forward(request)),
  );
}
