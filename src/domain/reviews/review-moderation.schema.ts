import { z } from 'zod';
import { textInput } from '../text';
import { reportReasons, reportStatuses } from './review-limits';

// The operators' side of reported reviews (the console's queue): which reviews people reported, by whom and why, and
// the operator's decision to keep or remove each.

/**
 * The queue's lists: `open`, reviews with reports no operator has decided on; `removed`, reviews operators removed;
 * `kept`, reviews whose reports operators dismissed (and which have no open ones).
 */
export const moderationStates = ['open', 'removed', 'kept'] as const;
export type ModerationState = (typeof moderationStates)[number];

export const reportedReviewsPageSize = 20;

export const reportedReviewsQuerySchema = z.strictObject({
  state: z.enum(moderationStates).default('open'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ReportedReviewsQuery = z.infer<typeof reportedReviewsQuerySchema>;

/** Why an operator removes a review: the reasons people report one for. The author is told which. */
export const removeReviewInputSchema = z.strictObject({
  reason: z.enum(reportReasons),
  /** For the audit log only: never sent to the author. */
  note: textInput().trim().max(500).optional(),
});
export type RemoveReviewInput = z.infer<typeof removeReviewInputSchema>;

export const keepReviewInputSchema = z.strictObject({ note: textInput().trim().max(500).optional() });
export type KeepReviewInput = z.infer<typeof keepReviewInputSchema>;

export const reviewReportSchema = z.object({
  reporterId: z.string(),
  reporterName: z.string(),
  reason: z.enum(reportReasons),
  status: z.enum(reportStatuses),
  at: z.string(),
  /** When the reporter's account was made: a report from an account a day old weighs little. */
  reporterSince: z.string(),
  /** Whether the reporter has ordered the product (any order of it, delivered or not). */
  reporterOrdered: z.boolean(),
  /** Whether the report counted toward hiding the review by itself (the reporter's account was established). */
  counted: z.boolean(),
});
export type ReviewReport = z.infer<typeof reviewReportSchema>;

export const reportedReviewSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productTitle: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  authorId: z.string(),
  /** The author's whole name: operators see who wrote it. */
  authorName: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  /** Hidden from readers now (by reports, where the market had no operators, or removed). */
  hidden: z.boolean(),
  removed: z.object({ at: z.string(), reason: z.enum(reportReasons) }).nullable(),
  /** Its list; `unreported` for a review no list holds (removed by id and restored, with no report). */
  state: z.enum([...moderationStates, 'unreported']),
  /** Every report of it, newest first, whatever its status. */
  reports: z.array(reviewReportSchema),
});
export type ReportedReview = z.infer<typeof reportedReviewSchema>;

export const reportedReviewsPageSchema = z.object({
  reviews: z.array(reportedReviewSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  more: z.boolean(),
});
export type ReportedReviewsPage = z.infer<typeof reportedReviewsPageSchema>;
