import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  hideListingInputSchema,
  moderatedListingSchema,
  moderatedListingsPageSchema,
  moderatedListingsQuerySchema,
} from '@domain/catalog/listing-moderation.schema';
import { productIdParamsSchema } from '@domain/catalog/product.schema';
import { operatorOf, operatorsOnly } from '../admin/guards';
import type { Auth } from '../auth/auth';
import { signedIn, signedInUser } from '../auth/guards';
import type { CatalogContext } from './catalog.service';
import { askForListingBack, getModeratedListings, hideListing, restoreListing } from './listing-moderation.service';

/** The console's listings, behind the operators' guard; and the seller's request to have a hidden listing back. */
export function registerListingModerationRoutes(app: FastifyInstance, { catalog, auth }: { catalog: CatalogContext; auth: Auth }) {
  void app.register(
    async (plugin) => {
      plugin.addHook('onRequest', operatorsOnly(catalog.db, auth));
      const typed = plugin.withTypeProvider<ZodTypeProvider>();
      typed.get(
        '/',
        { schema: { querystring: moderatedListingsQuerySchema, response: { 200: moderatedListingsPageSchema } } },
        async (request) => getModeratedListings(catalog, request.query),
      );
      const listing = { params: productIdParamsSchema, response: { 200: moderatedListingSchema } };
      typed.post('/:id/hide', { schema: { ...listing, body: hideListingInputSchema } }, async (request) =>
        hideListing(catalog, operatorOf(request), request.params.id, request.body),
      );
      typed.post('/:id/restore', { schema: listing }, async (request) => restoreListing(catalog, operatorOf(request), request.params.id));
    },
    { prefix: '/api/admin/listings' },
  );

  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/products/:id/restore-request',
      { preHandler: signedIn(auth), schema: { params: productIdParamsSchema } },
      async (request, reply) => {
        await askForListingBack(catalog, signedInUser(request).id, request.params.id);
        return reply.status(204).send();
      },
    );
}
