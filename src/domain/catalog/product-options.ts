/** A product's fixed choices. Kept apart from the zod schemas, so the web app's first download can use them without zod. */
export const units = ['kg', 'g', 'litre', 'piece', 'bunch', 'dozen', 'pack', 'unit'] as const;
export type Unit = (typeof units)[number];
export const conditions = ['new', 'excellent', 'good', 'fair'] as const;
export type Condition = (typeof conditions)[number];
export const productStatuses = ['active', 'draft', 'inactive'] as const;
export type ProductStatus = (typeof productStatuses)[number];

/** Why an operator hides a listing (decision 062); \`other\` needs a few words, which its seller reads. */
export const listingHideReasons = ['prohibited', 'misleading', 'duplicate', 'other'] as const;
export type ListingHideReason = (typeof listingHideReasons)[number];
/** Why a listing is hidden: an operator's reason, or its seller's account suspended (decision 063; lifted, it returns). */
export const listingHiddenReasons = [...listingHideReasons, 'account_suspended'] as const;
export type ListingHiddenReason = (typeof listingHiddenReasons)[number];
