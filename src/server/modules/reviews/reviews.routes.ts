import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  myReviewSchema,
  replyInputSchema,
  reportInputSchema,
  reviewIdParamsSchema,
  reviewInputSchema,
  reviewSchema,
  reviewsQuerySchema,
  type ReviewsPage,
} from '@domain/reviews/review.schema';
import { productIdParamsSchema } from '@domain/catalog/product.schema';
import { sendSharedJson } from '@server/http/shared-json';
import type { Auth } from '../auth/auth';
import { signedIn, signedInUser } from '../auth/guards';
import {
  createReview,
  editReview,
  getMyReview,
  listProductReviews,
  removeReview,
  reportReview,
  setReply,
  type ReviewsContext,
} from './reviews.service';

const ownReviewSchema = myReviewSchema.shape.review.unwrap();

export function registerReviewRoutes(app: FastifyInstance, { reviews, auth }: { reviews: ReviewsContext; auth: Auth }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const signedInGuard = signedIn(auth);

  // The same for every visitor: sent from one serialized copy, like Browse.
  typed.get(
    '/api/products/:id/reviews',
    { schema: { params: productIdParamsSchema, querystring: reviewsQuerySchema } },
    async (request, reply) =>
      sendSharedJson(request, reply, (await listProductReviews(reviews, request.params.id, request.query.page)) satisfies ReviewsPage),
  );

  typed.get(
    '/api/products/:id/my-review',
    { preHandler: signedInGuard, schema: { params: productIdParamsSchema, response: { 200: myReviewSchema } } },
    async (request, reply) => {
      const user = signedInUser(request);
      reply.header('cache-control', 'private, no-store');
      return getMyReview(reviews, user, request.params.id);
    },
  );

  typed.post(
    '/api/products/:id/reviews',
    { preHandler: signedInGuard, schema: { params: productIdParamsSchema, body: reviewInputSchema, response: { 201: ownReviewSchema } } },
    async (request, reply) => {
      const buyer = signedInUser(request);
      return reply.status(201).send(await createReview(reviews, buyer, request.params.id, request.body));
    },
  );

  typed.patch(
    '/api/reviews/:id',
    { preHandler: signedInGuard, schema: { params: reviewIdParamsSchema, body: reviewInputSchema, response: { 200: ownReviewSchema } } },
    async (request) => editReview(reviews, signedInUser(request), request.params.id, request.body),
  );

  typed.delete('/api/reviews/:id', { preHandler: signedInGuard, schema: { params: reviewIdParamsSchema } }, async (request, reply) => {
    await removeReview(reviews, signedInUser(request), request.params.id);
    return reply.status(204).send();
  });

  typed.put(
    '/api/reviews/:id/reply',
    { preHandler: signedInGuard, schema: { params: reviewIdParamsSchema, body: replyInputSchema, response: { 200: reviewSchema } } },
    async (request) => setReply(reviews, signedInUser(request), request.params.id, request.body.text),
  );

  typed.delete(
    '/api/reviews/:id/reply',
    { preHandler: signedInGuard, schema: { params: reviewIdParamsSchema, response: { 200: reviewSchema } } },
    async (request) => setReply(reviews, signedInUser(request), request.params.id, null),
  );

  typed.post(
    '/api/reviews/:id/reports',
    {
      preHandler: signedInGuard,
      schema: { params: reviewIdParamsSchema, body: reportInputSchema, response: { 201: z.object({ reported: z.literal(true) }) } },
    },
    async (request, reply) => {
      const reporter = signedInUser(request);
      return reply.status(201).send(await reportReview(reviews, reporter, request.params.id, request.body.reason));
    },
  );
}
