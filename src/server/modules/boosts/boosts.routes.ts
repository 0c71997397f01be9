import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { boostListSchema, boostSchema, launchBoostSchema } from '@domain/boosts/boost.schema';
import { answerBeacon, beaconSender } from '@server/http/beacon';
import type { Auth } from '../auth/auth';
import { findSessionUser } from '../auth/auth.service';
import { signedIn, signedInUser } from '../auth/guards';
import { visitorCookieName } from '@server/infra/visitors';
import { getSellerBoostList, launchBoost, recordBoostEvent, setBoostPaused, type BoostsContext } from './boosts.service';

const idParams = z.strictObject({ id: z.uuid() });
const eventKinds = { impressions: 'impression', clicks: 'click' } as const;

export function registerBoostRoutes(app: FastifyInstance, { boosts, auth }: { boosts: BoostsContext; auth: Auth }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  // The sponsored cards' beacons: answered before the event is written (it waits in a buffer), so they never slow a page.
  for (const [path, kind] of Object.entries(eventKinds)) {
    typed.post(`/api/boosts/:id/${path}`, { schema: { params: idParams } }, async (request, reply) => {
      const { setCookies } = await recordBoostEvent(boosts, {
        boostId: request.params.id,
        kind,
        viewerId: async () => (await findSessionUser(auth, request))?.id ?? null,
        ...beaconSender(request, visitorCookieName),
      });
      return answerBeacon(reply, setCookies);
    });
  }

  // A seller's own boosts: never stored by a browser or a proxy for anyone else.
  void app.register(
    async (plugin) => {
      const requireSignedIn = signedIn(auth);
      plugin.addHook('onRequest', async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        await requireSignedIn(request);
      });
      const seller = plugin.withTypeProvider<ZodTypeProvider>();

      seller.get('/', { schema: { response: { 200: boostListSchema } } }, async (request) =>
        getSellerBoostList(boosts, signedInUser(request).id),
      );

      seller.post('/', { schema: { body: launchBoostSchema, response: { 201: boostSchema } } }, async (request, reply) =>
        reply.status(201).send(await launchBoost(boosts, signedInUser(request), request.body)),
      );

      seller.post('/:id/pause', { schema: { params: idParams, response: { 200: boostSchema } } }, async (request) =>
        setBoostPaused(boosts, signedInUser(request), request.params.id, true),
      );

      seller.post('/:id/resume', { schema: { params: idParams, response: { 200: boostSchema } } }, async (request) =>
        setBoostPaused(boosts, signedInUser(request), request.params.id, false),
      );
    },
    { prefix: '/api/seller/boosts' },
  );
}
