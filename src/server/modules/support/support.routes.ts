import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { supportMessageSchema } from '@domain/support/support.schema';
import { languageOfRequest } from '@server/http/language';
import type { Db } from '@server/db/client';
import type { Mailer } from '@server/mail/mailer';
import { addressKey } from '@server/http/address-key';
import { enforceRateLimits, type RateLimitRule } from '../rate-limit/rate-limit.service';
import type { Auth } from '../auth/auth';
import { findSessionUser } from '../auth/auth.service';
import { submitSupportMessage } from './support.service';

export const defaultSupportRateLimit: RateLimitRule = { limit: 5, windowSeconds: 10 * 60 };

export function registerSupportRoutes(
  app: FastifyInstance,
  deps: { db: Db; auth: Auth; mailer: Mailer | undefined; supportEmail: string; limit: RateLimitRule; now: () => Date },
) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/support/messages',
      { schema: { body: supportMessageSchema, response: { 201: z.object({ id: z.string() }) } } },
      async (request, reply) => {
        await enforceRateLimits(
          deps.db,
          [{ key: `support:ip:${addressKey(request.ip)}`, rule: deps.limit }],
          'You have sent several messages already. Please wait a few minutes before sending another.',
        );
        const user = await findSessionUser(deps.auth, request);
        const result = await submitSupportMessage(
          { db: deps.db, mailer: deps.mailer, supportEmail: deps.supportEmail, log: request.log, now: deps.now },
          request.body,
          { userId: user?.id ?? null, language: user?.language ?? languageOfRequest(request) },
        );
        return reply.status(201).send(result);
      },
    );
}
