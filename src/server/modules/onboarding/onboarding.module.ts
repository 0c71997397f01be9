import type { FastifyInstance } from 'fastify';
import type { Db } from '@server/db/client';
import type { Auth } from '../auth/auth';
import { registerOnboardingRoutes } from './onboarding.routes';

/** The first-sign-in walkthrough, kept with the account. */
export const onboardingModule = {
  name: 'onboarding',
  register(app: FastifyInstance, market: { db: Db; auth: Auth }) {
    registerOnboardingRoutes(app, market);
  },
};
