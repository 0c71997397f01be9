import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { smsAlertChoicesSchema, type SmsSettingsView } from '@domain/auth/auth.schema';
import { isStandInEmail } from '@domain/auth/phone-account';
import type { Db } from '@server/db/client';
import { signInNeeded } from './auth.service';
import type { Auth } from './auth';
import { selectSmsChoices, updateSmsChoices } from './auth.repository';
import { signedIn, signedInUser } from './guards';

/** The signed-in account's SMS settings: its confirmed number and which order alerts it wants. */
async function smsSettingsOf(db: Db, userId: string): Promise<SmsSettingsView> {
  const row = await selectSmsChoices(db, userId);
  if (!row) throw signInNeeded();
  return {
    phoneNumber: row.phoneNumberVerified ? row.phoneNumber : null,
    // Unchosen: on for an account made by phone (it has no other way to hear of an order), off for one with e-mail.
    newOrders: row.smsNewOrders ?? isStandInEmail(row.email),
    orderUpdates: row.smsOrderUpdates,
  };
}

export function registerSmsAlertSettingsRoutes(app: FastifyInstance, { auth, db }: { auth: Auth; db: Db }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = signedIn(auth);

  typed.get('/api/account/sms-alerts', { preHandler }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return smsSettingsOf(db, signedInUser(request).id);
  });

  typed.put('/api/account/sms-alerts', { preHandler, schema: { body: smsAlertChoicesSchema } }, async (request) => {
    const { id } = signedInUser(request);
    await updateSmsChoices(db, id, { smsNewOrders: request.body.newOrders, smsOrderUpdates: request.body.orderUpdates });
    return smsSettingsOf(db, id);
  });
}
