import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  supportAnswerInputSchema,
  supportInboxQuerySchema,
  supportInboxSchema,
  supportMessageIdParamsSchema,
  supportThreadSchema,
} from '@domain/support/support-inbox.schema';
import { operatorOf, operatorsOnly } from '../admin/guards';
import type { Auth } from '../auth/auth';
import {
  answerSupportMessage,
  assignSupportMessage,
  closeSupportMessage,
  getSupportInbox,
  getSupportThread,
  type SupportInboxContext,
} from './support-inbox.service';

/** The operator console's support inbox, behind the operators' guard. */
export function registerSupportInboxRoutes(app: FastifyInstance, { auth, inbox }: { auth: Auth; inbox: SupportInboxContext }) {
  void app.register(
    async (plugin) => {
      plugin.addHook('onRequest', operatorsOnly(inbox.db, auth));
      const typed = plugin.withTypeProvider<ZodTypeProvider>();
      typed.get('/', { schema: { querystring: supportInboxQuerySchema, response: { 200: supportInboxSchema } } }, async (request) =>
        getSupportInbox(inbox, operatorOf(request), request.query),
      );
      const thread = { params: supportMessageIdParamsSchema, response: { 200: supportThreadSchema } };
      typed.get('/:id', { schema: thread }, async (request) => getSupportThread(inbox, request.params.id));
      typed.post('/:id/answers', { schema: { ...thread, body: supportAnswerInputSchema } }, async (request) =>
        answerSupportMessage(inbox, operatorOf(request), request.params.id, request.body),
      );
      typed.post('/:id/assign', { schema: thread }, async (request) => assignSupportMessage(inbox, operatorOf(request), request.params.id));
      typed.post('/:id/close', { schema: thread }, async (request) => closeSupportMessage(inbox, operatorOf(request), request.params.id));
    },
    { prefix: '/api/admin/support' },
  );
}
