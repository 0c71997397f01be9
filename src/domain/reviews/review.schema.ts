import { z } from 'zod';
import { requiredText, textInput } from '../text';
import { reportReasons, reviewLimits } from './review-limits';

const rating = z.number().int('must be a whole number of stars').min(1, 'must be 1 to 5 stars').max(5, 'must be 1 to 5 stars');

/** What a buyer sends to rate a product, or to change their rating. An empty comment is no comment. */
export const reviewInputSchema = z.strictObject({
  rating,
  comment: textInput()
    .trim()
    .max(reviewLimits.comment)
    .nullish()
    .transform((comment) => comment || null),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

export const replyInputSchema = z.strictObject({ text: requiredText(reviewLimits.reply) });
export type ReplyInput = z.input<typeof replyInputSchema>;

export const reportInputSchema = z.strictObject({ reason: z.enum(reportReasons) });
export type ReportInput = z.input<typeof reportInputSchema>;

export const reviewsQuerySchema = z.strictObject({ page: z.coerce.number().int().min(1).max(1000).default(1) });

/** A product's or a seller's ratings: the average to one decimal, or null ("New") while there are none. */
export const ratingSummarySchema = z.object({ average: z.number().nullable(), count: z.number().int() });
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const reviewSchema = z.object({
  id: z.string(),
  productId: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  /** The buyer's first name and the initial of their last. */
  authorName: z.string(),
  /** When the buyer confirmed receiving the goods, paid for on delivery: the verified purchase. */
  receivedAt: z.string(),
  createdAt: z.string(),
  /** Set when the buyer changed the review after writing it. */
  editedAt: z.string().nullable(),
  reply: z.object({ text: z.string(), repliedAt: z.string() }).nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewsPageSchema = z.object({
  summary: ratingSummarySchema,
  /** How many public reviews give each number of stars: index 0 is one star, index 4 five. */
  distribution: z.array(z.number().int()).length(5),
  reviews: z.array(reviewSchema),
  page: z.number().int(),
  pageSize: z.literal(reviewLimits.pageSize),
  total: z.number().int(),
});
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;

/**
 * Whether the signed-in viewer may write a review of the product: `reviewed` (they have one: edit it),
 * `eligible`, `not_received` (no order of it delivered and confirmed received yet) or `own_product`.
 */
export const reviewEligibilities = ['eligible', 'reviewed', 'not_received', 'own_product'] as const;
export type ReviewEligibility = (typeof reviewEligibilities)[number];

/** The viewer's own review of a product, hidden or held or not, and what they may do. */
export const myReviewSchema = z.object({
  review: reviewSchema
    .extend({
      hidden: z.boolean(),
      /** Written from a new account: shown to others and counted from this time (domain/reviews/new-account.ts). */
      heldUntil: z.string().nullable(),
      /** Removed by the market's operators, for this reason: hidden for good; it may be deleted, not edited. */
      removedReason: z.enum(reportReasons).nullable(),
    })
    .nullable(),
  eligibility: z.enum(reviewEligibilities),
  /** Reviews of this product the viewer has reported, so the list can say so. */
  reportedReviewIds: z.array(z.string()),
});
export type MyReview = z.infer<typeof myReviewSchema>;

export const reviewIdParamsSchema = z.strictObject({ id: z.uuid() });

/** Why a review write was refused, for the web app to say in the reader's language. */
export const reviewRefusalReasons = ['not_received', 'own_product', 'already_reviewed', 'own_review', 'removed'] as const;
export type ReviewRefusalReason = (typeof reviewRefusalReasons)[number];
