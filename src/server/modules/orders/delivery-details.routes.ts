import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deliveryDetailsPath, keptDeliveryDetailsSchema } from '@domain/orders/delivery-details.schema';
import type { Db } from '@server/db/client';
import type { Auth } from '../auth/auth';
import { signedIn, signedInUser } from '../auth/guards';
import { forgetDeliveryDetails, getDeliveryDetails } from './delivery-details.service';

/**
 * The signed-in buyer's kept delivery details: read to fill in checkout, deleted by "Forget these details". There is
 * no id in the path, so nobody can name another's; they are kept by placing an order with `rememberDelivery`.
 */
export function registerDeliveryDetailsRoutes(app: FastifyInstance, { db, auth }: { db: Db; auth: Auth }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // One person's address and phone: no shared cache, and no browser cache either, may keep them.
  const requireSignedIn = signedIn(auth);
  const signedInPrivately = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'private, no-store');
    await requireSignedIn(request);
  };

  typed.get(
    deliveryDetailsPath,
    { onRequest: signedInPrivately, schema: { response: { 200: keptDeliveryDetailsSchema } } },
    async (request) => {
      const user = signedInUser(request);
      return getDeliveryDetails(db, user.id);
    },
  );

  typed.delete(deliveryDetailsPath, { onRequest: signedInPrivately }, async (request, reply) => {
    const user = signedInUser(request);
    await forgetDeliveryDetails(db, user.id);
    return reply.status(204).send();
  });
}
