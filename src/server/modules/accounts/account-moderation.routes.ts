import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  moderatedAccountSchema,
  moderatedAccountsPageSchema,
  moderatedAccountsQuerySchema,
  suspendAccountInputSchema,
  suspensionOutcomeSchema,
} from '@domain/admin/account-moderation.schema';
import { textInput } from '@domain/text';
import type { Auth } from '../auth/auth';
import { getModeratedAccounts, liftAccountSuspension, suspendAccount, type AccountModerationContext } from './account-moderation.service';
import { operatorOf, operatorsOnly } from '../admin/guards';

const accountParams = z.strictObject({ id: textInput().min(1).max(100) });

/** The console's accounts, behind the operators' guard: found, suspended, lifted. */
export function registerAccountModerationRoutes(
  app: FastifyInstance,
  { context, auth }: { context: AccountModerationContext; auth: Auth },
) {
  void app.register(
    async (plugin) => {
      plugin.addHook('onRequest', operatorsOnly(context.db, auth));
      const typed = plugin.withTypeProvider<ZodTypeProvider>();
      typed.get(
        '/',
        { schema: { querystring: moderatedAccountsQuerySchema, response: { 200: moderatedAccountsPageSchema } } },
        async (request) => getModeratedAccounts(context, request.query),
      );
      typed.post(
        '/:id/suspend',
        { schema: { params: accountParams, body: suspendAccountInputSchema, response: { 200: suspensionOutcomeSchema } } },
        async (request) => suspendAccount(context, operatorOf(request), request.params.id, request.body),
      );
      typed.post('/:id/lift', { schema: { params: accountParams, response: { 200: moderatedAccountSchema } } }, async (request) =>
        liftAccountSuspension(context, operatorOf(request), request.params.id),
      );
    },
    { prefix: '/api/admin/accounts' },
  );
}
