import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  myVerificationSchema,
  refuseVerificationInputSchema,
  verificationCaseSchema,
  verificationQueuePageSchema,
  verificationQueueQuerySchema,
  verificationRequestSchema,
  withdrawVerificationInputSchema,
} from '@domain/seller/seller-verification.schema';
import { operatorOf, operatorsOnly } from '../admin/guards';
import type { Auth } from '../auth/auth';
import { signedIn, signedInUser } from '../auth/guards';
import {
  approveVerification,
  getMyVerification,
  getVerificationQueue,
  refuseVerification,
  requestVerification,
  withdrawVerification,
  type VerificationContext,
} from './seller-verification.service';

const caseParams = z.strictObject({ id: z.uuid() });

/** The seller's request to be verified, and the console's Verification behind the operators' guard (decision 064). */
export function registerSellerVerificationRoutes(
  app: FastifyInstance,
  { verification, auth }: { verification: VerificationContext; auth: Auth },
) {
  void app.register(
    async (plugin) => {
      const requireSignedIn = signedIn(auth);
      plugin.addHook('onRequest', async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        await requireSignedIn(request);
      });
      const typed = plugin.withTypeProvider<ZodTypeProvider>();
      typed.get('/', { schema: { response: { 200: myVerificationSchema } } }, async (request) =>
        getMyVerification(verification, signedInUser(request).id),
      );
      typed.post('/', { schema: { body: verificationRequestSchema, response: { 201: myVerificationSchema } } }, async (request, reply) =>
        reply.status(201).send(await requestVerification(verification, signedInUser(request).id, request.body)),
      );
    },
    { prefix: '/api/seller/verification' },
  );

  void app.register(
    async (plugin) => {
      plugin.addHook('onRequest', operatorsOnly(verification.db, auth));
      const typed = plugin.withTypeProvider<ZodTypeProvider>();
      typed.get(
        '/',
        { schema: { querystring: verificationQueueQuerySchema, response: { 200: verificationQueuePageSchema } } },
        async (request) => getVerificationQueue(verification, request.query),
      );
      const decided = { params: caseParams, response: { 200: verificationCaseSchema } };
      typed.post('/:id/approve', { schema: decided }, async (request) =>
        approveVerification(verification, operatorOf(request), request.params.id),
      );
      typed.post('/:id/refuse', { schema: { ...decided, body: refuseVerificationInputSchema } }, async (request) =>
        refuseVerification(verification, operatorOf(request), request.params.id, request.body),
      );
      typed.post('/:id/withdraw', { schema: { ...decided, body: withdrawVerificationInputSchema } }, async (request) =>
        withdrawVerification(verification, operatorOf(request), request.params.id, request.body),
      );
    },
    { prefix: '/api/admin/verifications' },
  );
}
