import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  browseQuerySchema,
  type BrowseResult,
  type FeaturedProducts,
  inventoryItemSchema,
  photoOrderSchema,
  productDetailSchema,
  productIdParamsSchema,
  productPatchSchema,
  sellerIdParamsSchema,
  sellerProfileSchema,
} from '@domain/catalog/product.schema';
import { marketStatsSchema } from '@domain/site/stats.schema';
import { jsonField, multipartLimits, readMultipart } from '@server/http/multipart';
import { answerBeacon, beaconSender } from '@server/http/beacon';
import { sendSharedJson } from '@server/http/shared-json';
import type { Auth } from '../auth/auth';
import { findSessionUser } from '../auth/auth.service';
import { signedIn, signedInUser } from '../auth/guards';
import {
  addPhotos,
  browseProducts,
  createProduct,
  deleteProduct,
  enforceProductCreationLimit,
  ensurePhotoQueueTakes,
  getMarketStats,
  getProduct,
  getSellerProfile,
  listFeaturedProducts,
  listOwnProducts,
  orderPhotos,
  recordProductView,
  removePhoto,
  updateProduct,
  type CatalogContext,
} from './catalog.service';
import { visitorCookieName } from '@server/infra/visitors';

/**
 * Whether a new product's form may carry photos: a body of unknown length, or longer than its product field may be.
 * A listing without photos is never turned away by a busy photo queue.
 */
function mayCarryPhotos(request: FastifyRequest): boolean {
  const length = Number(request.headers['content-length']);
  return !Number.isFinite(length) || length > multipartLimits.fieldSize;
}
const photoParams = z.strictObject({ id: z.uuid(), photoId: z.uuid() });

export function registerCatalogRoutes(app: FastifyInstance, { catalog, auth }: { catalog: CatalogContext; auth: Auth }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const signedInGuard = signedIn(auth);

  // Browse pages and the featured list are shared by every visitor: sent from one serialized copy.
  typed.get('/api/products', { schema: { querystring: browseQuerySchema } }, async (request, reply) =>
    sendSharedJson(request, reply, (await browseProducts(catalog, request.query)) satisfies BrowseResult),
  );

  typed.get('/api/products/featured', async (request, reply) => {
    return sendSharedJson(request, reply, (await listFeaturedProducts(catalog)) satisfies FeaturedProducts);
  });

  // The answer depends on who asks (an owner's draft, `isOwner`): no shared cache may keep it for the next one.
  typed.get(
    '/api/products/:id',
    { schema: { params: productIdParamsSchema, response: { 200: productDetailSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const viewer = await findSessionUser(auth, request);
      return getProduct(catalog, request.params.id, viewer?.id ?? null);
    },
  );

  // The product page's beacon: answered before the view is written (it waits in a buffer), so it never slows a page.
  typed.post('/api/products/:id/views', { schema: { params: productIdParamsSchema } }, async (request, reply) => {
    const { setCookies } = await recordProductView(catalog, {
      productId: request.params.id,
      viewerId: async () => (await findSessionUser(auth, request))?.id ?? null,
      ...beaconSender(request, visitorCookieName),
    });
    return answerBeacon(reply, setCookies);
  });

  typed.post('/api/products', { preHandler: signedInGuard, schema: { response: { 201: productDetailSchema } } }, async (request, reply) => {
    const seller = signedInUser(request);
    // A queue that would turn photos away refuses before anything is counted or read.
    if (mayCarryPhotos(request)) ensurePhotoQueueTakes(catalog, seller.id);
    // Counted before the photos are read: a refused listing costs no upload.
    await enforceProductCreationLimit(catalog, seller.id);
    const form = await readMultipart(request);
    const product = await createProduct(catalog, seller, jsonField(form, 'product'), form.files);
    return reply.status(201).send(product);
  });

  typed.patch(
    '/api/products/:id',
    {
      preHandler: signedInGuard,
      schema: { params: productIdParamsSchema, body: productPatchSchema, response: { 200: productDetailSchema } },
    },
    async (request) => {
      const seller = signedInUser(request);
      return updateProduct(catalog, seller.id, request.params.id, request.body);
    },
  );

  typed.delete('/api/products/:id', { preHandler: signedInGuard, schema: { params: productIdParamsSchema } }, async (request, reply) => {
    const seller = signedInUser(request);
    await deleteProduct(catalog, seller.id, request.params.id);
    return reply.status(204).send();
  });

  typed.post(
    '/api/products/:id/photos',
    { preHandler: signedInGuard, schema: { params: productIdParamsSchema, response: { 200: productDetailSchema } } },
    async (request) => {
      const seller = signedInUser(request);
      ensurePhotoQueueTakes(catalog, seller.id);
      const form = await readMultipart(request);
      return addPhotos(catalog, seller.id, request.params.id, form.files);
    },
  );

  typed.delete(
    '/api/products/:id/photos/:photoId',
    { preHandler: signedInGuard, schema: { params: photoParams, response: { 200: productDetailSchema } } },
    async (request) => {
      const seller = signedInUser(request);
      return removePhoto(catalog, seller.id, request.params.id, request.params.photoId);
    },
  );

  typed.put(
    '/api/products/:id/photos/order',
    {
      preHandler: signedInGuard,
      schema: { params: productIdParamsSchema, body: photoOrderSchema, response: { 200: productDetailSchema } },
    },
    async (request) => {
      const seller = signedInUser(request);
      return orderPhotos(catalog, seller.id, request.params.id, request.body.photoIds);
    },
  );

  typed.get(
    '/api/me/products',
    { preHandler: signedInGuard, schema: { response: { 200: z.object({ products: z.array(inventoryItemSchema) }) } } },
    async (request, reply) => {
      const seller = signedInUser(request);
      reply.header('cache-control', 'private, no-store');
      return { products: await listOwnProducts(catalog, seller.id) };
    },
  );

  typed.get('/api/sellers/:id', { schema: { params: sellerIdParamsSchema, response: { 200: sellerProfileSchema } } }, async (request) =>
    getSellerProfile(catalog, request.params.id),
  );

  typed.get('/api/stats', { schema: { response: { 200: marketStatsSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return getMarketStats(catalog);
  });
}
