import type { z } from 'zod';
import type { SessionUser } from '@domain/auth/auth.schema';
import {
  browseQuerySchema,
  productDetailSchema,
  productIdParamsSchema,
  sellerIdParamsSchema,
  sellerProfileSchema,
} from '@domain/catalog/product.schema';
import { onboardingSchema } from '@domain/onboarding/onboarding.schema';
import { myReviewSchema, reviewsQuerySchema } from '@domain/reviews/review.schema';
import type { PageRead, PageReads } from '@domain/site/page-render';
import { marketStatsSchema } from '@domain/site/stats.schema';
import type { Db } from '@server/db/client';
import { AppError } from '@server/errors';
import { appErrorBody, fieldsOfIssues, validationFailedBody } from '@server/plugins/error-handler';
import {
  browseProducts,
  getMarketStats,
  getProduct,
  getSellerProfile,
  listFeaturedProducts,
  type CatalogContext,
} from '../catalog/catalog.service';
import { signInNeeded } from '../auth/auth.service';
import { getOnboarding } from '../onboarding/onboarding.service';
import { getMyReview, listProductReviews, type ReviewsContext } from '../reviews/reviews.service';

/** What the reads need: the services' contexts. */
export type PageReadsContext = { db: Db; catalog: CatalogContext; reviews: ReviewsContext };

/** Input as a route's schema takes it: a refusal in the route's words when it does not fit. */
type Parsed<T> = { ok: true; input: T } | { ok: false; refusal: PageRead<never> };

function parse<S extends z.ZodType>(schema: S, value: unknown, input: 'params' | 'querystring'): Parsed<z.output<S>> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, refusal: { refused: { status: 400, ...validationFailedBody(fieldsOfIssues(parsed.error.issues, input)) } } };
}

/**
 * A service's answer as the route sends it: the route's response schema applied where it has one (unknown keys
 * dropped; Browse, the featured list and reviews are sent as the service made them, from the read cache), its
 * refusal (AppError) in the API's error shape. Anything else (the database away) rejects, as the route's 500 or 503.
 */
async function answer<T>(read: () => Promise<T>, response?: z.ZodType<T>): Promise<PageRead<T>> {
  try {
    const value = await read();
    return { value: response ? response.parse(value) : value };
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return { refused: { status: error.status, ...appErrorBody(error) } };
    throw error;
  }
}

/** The route's 401 for a read that needs a session, before anything is read. */
const signedOut: PageRead<never> = { refused: { status: 401, ...appErrorBody(signInNeeded()) } };

/**
 * Browse's query string as Fastify's parser gives it to the route: a key named twice is a list, and every key is the
 * object's own (`__proto__` too), so an unknown one is refused as the route refuses it.
 */
function searchToQuery(search: string): Record<string, string | string[]> {
  const params = new URLSearchParams(search);
  return Object.fromEntries(
    [...new Set(params.keys())].map((key) => {
      const values = params.getAll(key);
      return [key, values.length === 1 ? (values[0] as string) : values];
    }),
  );
}

/**
 * The reads a server-rendered page makes, for the visitor it is rendered for (`user`): the same services the
 * routes call, with the routes' input schemas, permissions and response schemas, so the page hydrates with what
 * the browser would have fetched (`page-reads.test.ts` holds each read to its route). They run inside the page's
 * render, so the catalog's read cache shares and keeps them as it does the routes' reads.
 */
export function pageReadsFor({ db, catalog, reviews }: PageReadsContext, user: SessionUser | null): PageReads {
  return {
    async products(search) {
      const parsed = parse(browseQuerySchema, searchToQuery(search), 'querystring');
      return parsed.ok ? answer(() => browseProducts(catalog, parsed.input)) : parsed.refusal;
    },
    featuredProducts: () => answer(() => listFeaturedProducts(catalog)),
    async product(id) {
      const parsed = parse(productIdParamsSchema, { id }, 'params');
      return parsed.ok ? answer(() => getProduct(catalog, parsed.input.id, user?.id ?? null), productDetailSchema) : parsed.refusal;
    },
    async seller(id) {
      const parsed = parse(sellerIdParamsSchema, { id }, 'params');
      return parsed.ok ? answer(() => getSellerProfile(catalog, parsed.input.id), sellerProfileSchema) : parsed.refusal;
    },
    marketStats: () => answer(() => getMarketStats(catalog), marketStatsSchema),
    async reviews(productId, page) {
      const params = parse(productIdParamsSchema, { id: productId }, 'params');
      if (!params.ok) return params.refusal;
      const query = parse(reviewsQuerySchema, { page: String(page) }, 'querystring');
      if (!query.ok) return query.refusal;
      return answer(() => listProductReviews(reviews, params.input.id, query.input.page));
    },
    // The route checks its address before the session (a hook after validation), so a malformed id is a 400 either way.
    async myReview(productId) {
      const parsed = parse(productIdParamsSchema, { id: productId }, 'params');
      if (!parsed.ok) return parsed.refusal;
      return user ? answer(() => getMyReview(reviews, user, parsed.input.id), myReviewSchema) : signedOut;
    },
    async onboarding() {
      if (!user) return signedOut;
      return answer(() => getOnboarding(db, user.id), onboardingSchema);
    },
  };
}
