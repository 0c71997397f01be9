import type { FastifyInstance } from 'fastify';
import type { Auth } from '../auth/auth';
import { registerReviewModerationRoutes } from './review-moderation.routes';
import { registerReviewRoutes } from './reviews.routes';
import type { ReviewsContext } from './reviews.service';

/** Buyers' reviews of what they received, sellers' replies, reports, and the operators' queue of reported reviews. */
export const reviewsModule = {
  name: 'reviews',
  register(app: FastifyInstance, { reviews, auth }: { reviews: ReviewsContext; auth: Auth }) {
    registerReviewRoutes(app, { reviews, auth });
    registerReviewModerationRoutes(app, { reviews, auth });
  },
};
