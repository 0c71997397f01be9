import { z } from 'zod';
import { textInput } from '../text';
import { listingHideReasons, productStatuses } from './product-options';
import { listingHiddenSchema } from './product.schema';

export { listingHideReasons, type ListingHideReason } from './product-options';
export { listingHiddenSchema, type ListingHidden } from './product.schema';

// The operators' side of listings (the console's Listings): any product found, hidden with a reason its seller is
// told, asked back by the seller after an edit, restored.

export const listingNoteMaxLength = 500;

export const hideListingInputSchema = z
  .strictObject({
    reason: z.enum(listingHideReasons),
    note: textInput().trim().max(listingNoteMaxLength).optional(),
  })
  .refine((input) => input.reason !== 'other' || (input.note ?? '') !== '', { path: ['note'], message: 'say why, for “other”' });
export type HideListingInput = z.infer<typeof hideListingInputSchema>;

/** `hidden`: hidden ones only; `asked`: hidden ones whose sellers asked for them back. */
export const listingFilters = ['hidden', 'asked'] as const;

export const moderatedListingsQuerySchema = z.strictObject({
  /** Words in the title, description, town or seller's name; or a product's id. */
  q: textInput().trim().min(1).max(100).optional(),
  show: z.enum(listingFilters).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ModeratedListingsQuery = z.infer<typeof moderatedListingsQuerySchema>;

export const moderatedListingsPageSize = 25;

export const moderatedListingSchema = z.object({
  id: z.string(),
  title: z.string(),
  sellerId: z.string(),
  sellerName: z.string(),
  status: z.enum(productStatuses),
  updatedAt: z.string(),
  hidden: listingHiddenSchema.nullable(),
});
export type ModeratedListing = z.infer<typeof moderatedListingSchema>;

export const moderatedListingsPageSchema = z.object({
  listings: z.array(moderatedListingSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  more: z.boolean(),
});
export type ModeratedListingsPage = z.infer<typeof moderatedListingsPageSchema>;
