import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dismissalSchema, onboardingSchema, onboardingUpdateSchema } from '@domain/onboarding/onboarding.schema';
import type { Db } from '@server/db/client';
import type { Auth } from '../auth/auth';
import { signedIn, signedInUser } from '../auth/guards';
import { changeOnboarding, dismissNotification, getOnboarding } from './onboarding.service';

/**
 * The signed-in user's own onboarding record: there is no id in the path, so nobody can name another's.
 * The session is checked before the body, so a caller without one learns only that they must sign in.
 */
export function registerOnboardingRoutes(app: FastifyInstance, { db, auth }: { db: Db; auth: Auth }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // Every answer is one user's own record: no shared cache may keep it.
  const requireSignedIn = signedIn(auth);
  const signedInPrivately = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'private, no-store');
    await requireSignedIn(request);
  };

  typed.get('/api/onboarding', { onRequest: signedInPrivately, schema: { response: { 200: onboardingSchema } } }, async (request) => {
    const user = signedInUser(request);
    return getOnboarding(db, user.id);
  });

  typed.patch(
    '/api/onboarding',
    { onRequest: signedInPrivately, schema: { body: onboardingUpdateSchema, response: { 200: onboardingSchema } } },
    async (request) => {
      const user = signedInUser(request);
      return changeOnboarding(db, user.id, request.body);
    },
  );

  typed.post(
    '/api/onboarding/dismissals',
    { onRequest: signedInPrivately, schema: { body: dismissalSchema, response: { 200: onboardingSchema } } },
    async (request) => {
      const user = signedInUser(request);
      return dismissNotification(db, user.id, request.body.name);
    },
  );
}
