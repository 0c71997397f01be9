import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  requestPasswordResetSchema,
  resetPasswordSchema,
  signInSchema,
  signOutSchema,
  signUpSchema,
  updatePreferencesSchema,
} from '../../../domain/auth/auth.schema';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { Settings } from '../../env';
import {
  enforceRateLimits,
  recordFailure,
  refuseIfExhausted,
  type RateLimitRule,
} from '../rate-limit/rate-limit.service';
import type { Auth } from './auth';
import { requireUser, signOutEverywhere } from './auth.service';
import { sendWebResponse, toWebRequest } from './web-request';

export type AuthRateLimits = {
  signInPerIp: RateLimitRule;
  signInPerAccount: RateLimitRule;
  signUpPerIp: RateLimitRule;
  signUpPerAccount: RateLimitRule;
  passwordResetPerIp: RateLimitRule;
  passwordResetPerAccount: RateLimitRule;
};

export const defaultAuthRateLimits: AuthRateLimits = {
  signInPerIp: { limit: 30, windowSeconds: 15 * 60 },
  signInPerAccount: { limit: 10, windowSeconds: 15 * 60 },
  signUpPerIp: { limit: 20, windowSeconds: 60 * 60 },
  signUpPerAccount: { limit: 5, windowSeconds: 60 * 60 },
  passwordResetPerIp: { limit: 10, windowSeconds: 60 * 60 },
  passwordResetPerAccount: { limit: 3, windowSeconds: 60 * 60 },
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
  }: { auth: Auth; db: Db; settings: Settings; mailEnabled: boolean; limits: AuthRateLimits },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const forward = (request: FastifyRequest) => auth.handler(toWebRequest(request, settings.publicUrl));

  typed.post('/api/auth/sign-up/email', { schema: { body: signUpSchema } }, async (request, reply) => {
    const email = request.body.email.trim().toLowerCase();
    await enforceRateLimits(
      db,
      [
        { key: `sign-up:ip:${request.ip}`, rule: limits.signUpPerIp },
        { key: `sign-up:account:${email}`, rule: limits.signUpPerAccount },
      ],
      tooMany,
    );
    const { firstName, lastName } = request.body;
    request.body = { ...request.body, name: request.body.name ?? `${firstName} ${lastName}` };
    return sendWebResponse(reply, await forward(request));
  });

  typed.post('/api/auth/sign-in/email', { schema: { body: signInSchema } }, async (request, reply) => {
    // Per account, only wrong passwords count: otherwise anyone could lock a user out by signing in as them.
    const accountKey = `sign-in:account:${request.body.email.trim().toLowerCase()}`;
    await enforceRateLimits(db, [{ key: `sign-in:ip:${request.ip}`, rule: limits.signInPerIp }], tooMany);
    await refuseIfExhausted(db, accountKey, limits.signInPerAccount, tooMany);
    const response = await forward(request);
    if (response.status === 401) await recordFailure(db, accountKey, limits.signInPerAccount);
    return sendWebResponse(reply, response);
  });

  typed.post(
    '/api/auth/request-password-reset',
    { schema: { body: requestPasswordResetSchema } },
    async (request, reply) => {
      if (!mailEnabled) {
        throw new AppError('mail_not_configured', 'Password reset needs e-mail, and e-mail is not set up on this server.');
      }
      await enforceRateLimits(
        db,
        [
          { key: `reset:ip:${request.ip}`, rule: limits.passwordResetPerIp },
          { key: `reset:account:${request.body.email.trim().toLowerCase()}`, rule: limits.passwordResetPerAccount },
        ],
        tooMany,
      );
      return sendWebResponse(reply, await forward(request));
    },
  );

  typed.post('/api/auth/reset-password', { schema: { body: resetPasswordSchema } }, async (request, reply) =>
    sendWebResponse(reply, await forward(request)),
  );

  typed.post('/api/auth/sign-out', { schema: { body: signOutSchema } }, async (request, reply) =>
    sendWebResponse(reply, await signOutEverywhere(auth, request)),
  );

  typed.post('/api/auth/preferences', { schema: { body: updatePreferencesSchema } }, async (request) => {
    await requireUser(auth, request);
    await auth.api.updateUser({ headers: fromNodeHeaders(request.headers), body: { language: request.body.language } });
    return { language: request.body.language };
  });

  // Everything else Better Auth offers that the web app uses: get-session, verify-email and the
  // reset-password link. Endpoints not listed here stay closed.
  typed.get('/api/auth/get-session', async (request, reply) => sendWebResponse(reply, await forward(request)));
  typed.get('/api/auth/verify-email', async (request, reply) => sendWebResponse(reply, await forward(request)));
  typed.get('/api/auth/reset-password/:token', async (request, reply) =>
    sendWebResponse(reply, await forward(request)),
  );
}
