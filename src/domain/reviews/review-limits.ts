// The reviews' limits and names, apart from their schemas: pages that only show reviews need these, not zod.

/** The product page's review form, and its list of reviews: where invitations and review news open. */
export const reviewFormAnchor = 'write-review';
export const reviewsAnchor = 'reviews';

export const reviewLimits = {
  comment: 1000,
  reply: 1000,
  /** Reviews per page of a product's list. */
  pageSize: 10,
  /** Reports by this many different established users hide a review until its author edits it. */
  reportsToHide: 3,
} as const;

export const reportReasons = ['spam', 'offensive', 'off_topic', 'false_information'] as const;
export type ReportReason = (typeof reportReasons)[number];

/**
 * Where a report stands: `open` until the author changes the review (`superseded`: it was of an older version), or
 * until an operator decides: `upheld` when they remove the review, `dismissed` when they keep it.
 */
export const reportStatuses = ['open', 'superseded', 'upheld', 'dismissed'] as const;
export type ReportStatus = (typeof reportStatuses)[number];
