import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  keepReviewInputSchema,
  removeReviewInputSchema,
  reportedReviewSchema,
  reportedReviewsPageSchema,
  reportedReviewsQuerySchema,
} from '@domain/reviews/review-moderation.schema';
import { reviewIdParamsSchema } from '@domain/reviews/review.schema';
import { operatorOf, operatorsOnly } from '../admin/guards';
import type { Auth } from '../auth/auth';
import { getReportedReviews, keepReportedReview, removeReportedReview, restoreRemovedReview } from './review-moderation.service';
import type { ReviewsContext } from './reviews.service';

/** The operator console's queue of reported reviews, behind the operators' guard. */
export function registerReviewModerationRoutes(app: FastifyInstance, { reviews, auth }: { reviews: ReviewsContext; auth: Auth }) {
  void app.register(
    async (plugin) => {
      plugin.addHook('onRequest', operatorsOnly(reviews.db, auth));
      const typed = plugin.withTypeProvider<ZodTypeProvider>();
      typed.get(
        '/',
        { schema: { querystring: reportedReviewsQuerySchema, response: { 200: reportedReviewsPageSchema } } },
        async (request) => getReportedReviews(reviews, request.query),
      );
      const decision = { params: reviewIdParamsSchema, response: { 200: reportedReviewSchema } };
      typed.post('/:id/keep', { schema: { ...decision, body: keepReviewInputSchema } }, async (request) =>
        keepReportedReview(reviews, operatorOf(request), request.params.id, request.body),
      );
      typed.post('/:id/restore', { schema: { ...decision, body: keepReviewInputSchema } }, async (request) =>
        restoreRemovedReview(reviews, operatorOf(request), request.params.id, request.body),
      );
      typed.post('/:id/remove', { schema: { ...decision, body: removeReviewInputSchema } }, async (request) =>
        removeReportedReview(reviews, operatorOf(request), request.params.id, request.body),
      );
    },
    { prefix: '/api/admin/reviews' },
  );
}
