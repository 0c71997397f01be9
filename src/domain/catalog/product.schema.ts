import { z } from 'zod';
import { categories } from './categories';
import { districts } from './districts';
import { browsePageSize, maxPriceCents, maxQuantity, productTextLimits } from './limits';
import { requiredText, textInput } from '../text';
import { conditions, listingHiddenReasons, productStatuses, units } from './product-options';
import { ratingSummarySchema } from '../reviews/review.schema';

/** Nothing is given away: a price of 0 is an emptied field or a slip, never an offer (create, edit and quick edit alike). */
const priceCents = z.number().int('must be a whole number of cents').min(1, 'must be more than zero').max(maxPriceCents);
const quantity = z.number().int('must be a whole number').min(0).max(maxQuantity);
/** The seller's "Maximum per order"; null leaves the default (limits.ts). */
const maxPerOrder = z.number().int('must be a whole number').min(1).max(maxQuantity).nullable();

/** What a seller sends to list or change a product. Photos travel separately, as files. */
export const productInputSchema = z.strictObject({
  title: requiredText(productTextLimits.title),
  description: requiredText(productTextLimits.description),
  priceCents,
  unit: z.enum(units).default('unit'),
  category: z.enum(categories),
  district: z.enum(districts),
  town: textInput()
    .trim()
    .max(productTextLimits.town)
    .optional()
    .transform((town) => town || null),
  condition: z.enum(conditions).default('new'),
  quantity: quantity.default(1),
  maxPerOrder: maxPerOrder.default(null),
  /** List now, or keep as a draft only the seller sees. */
  status: z.enum(['active', 'draft']).default('active'),
});
export type ProductInput = z.input<typeof productInputSchema>;

/** Inline changes from the inventory and the status switch: any subset of these. */
export const productPatchSchema = z
  .strictObject({
    title: requiredText(productTextLimits.title),
    description: requiredText(productTextLimits.description),
    priceCents,
    unit: z.enum(units),
    category: z.enum(categories),
    district: z.enum(districts),
    town: textInput()
      .trim()
      .max(productTextLimits.town)
      .nullable()
      .transform((town) => town || null),
    condition: z.enum(conditions),
    quantity,
    maxPerOrder,
    status: z.enum(productStatuses),
  })
  .partial()
  // Asked only of a patch with nothing else wrong: `{"sellerId": …}` is an unknown key, not an empty change.
  .refine((patch) => Object.keys(patch).length > 0, { message: 'nothing to change', when: (payload) => payload.issues.length === 0 });
export type ProductPatch = z.input<typeof productPatchSchema>;
export type ProductChanges = z.output<typeof productPatchSchema>;

export const photoOrderSchema = z.strictObject({ photoIds: z.array(z.uuid()).min(1).max(5) });

/**
 * A photo in the widths stored (240, 480, 800 and 1280 px, never wider than the photo): a photo stored before the
 * thumbnail and page widths existed has them null until the server fills them.
 */
export const photoSchema = z.object({
  id: z.string(),
  thumbUrl: z.string().nullable(),
  cardUrl: z.string(),
  mainUrl: z.string().nullable(),
  fullUrl: z.string(),
  width: z.number(),
  height: z.number(),
});
export type Photo = z.infer<typeof photoSchema>;

/** A product as a card shows it (home Featured, Browse, a seller's page). */
export const productCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  priceCents: z.number().int(),
  unit: z.enum(units),
  category: z.enum(categories),
  district: z.enum(districts),
  town: z.string().nullable(),
  condition: z.enum(conditions),
  quantity: z.number().int(),
  coverUrl: z.string().nullable(),
  /** The cover 240 px wide; null without a photo, or for a photo not yet stored that narrow. */
  coverThumbUrl: z.string().nullable(),
  sellerId: z.string(),
  sellerName: z.string(),
  /** An operator checked the seller's NIC and phone number (decision 064). */
  sellerVerified: z.boolean(),
  createdAt: z.string(),
  /** Its buyers' public ratings; `average` null ("New") while there are none. */
  rating: ratingSummarySchema,
});
export type ProductCard = z.infer<typeof productCardSchema>;

/**
 * A product in a sponsored slot: its card, the boost that put it there (whose impressions and clicks it counts), and
 * what the seller wrote for the ad (the boost's description), shown on the card as the seller wrote it.
 */
export const sponsoredProductSchema = productCardSchema.extend({ boostId: z.string(), adText: z.string() });
export type SponsoredProduct = z.infer<typeof sponsoredProductSchema>;

/** The newest products, and at most one sponsored product not among them. */
export const featuredProductsSchema = z.object({ products: z.array(productCardSchema), sponsored: z.array(sponsoredProductSchema) });
export type FeaturedProducts = z.infer<typeof featuredProductsSchema>;

/** The whole product, for its page and its edit form. */
export const productDetailSchema = productCardSchema.extend({
  description: z.string(),
  status: z.enum(productStatuses),
  /** The seller's own limit per order; null means the default (`maxPerOrderOf`). */
  maxPerOrder: z.number().int().nullable(),
  photos: z.array(photoSchema),
  updatedAt: z.string(),
  /** True when the viewer is the seller: only then are drafts and inactive products shown. */
  isOwner: z.boolean(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** One row of the seller's inventory. */
/** A listing the market's operators hid, as its seller (and the operators) see it. */
export const listingHiddenSchema = z.object({
  at: z.string(),
  reason: z.enum(listingHiddenReasons),
  note: z.string().nullable(),
  /** When the seller asked for it back after changing it; null until they do. */
  restoreRequestedAt: z.string().nullable(),
});
export type ListingHidden = z.infer<typeof listingHiddenSchema>;

export const inventoryItemSchema = productCardSchema.extend({
  status: z.enum(productStatuses),
  updatedAt: z.string(),
  /** Hidden by the market's operators: why, and whether the seller has asked for it back. */
  hidden: listingHiddenSchema.nullable(),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

export const browseSorts = ['newest', 'price_asc', 'price_desc', 'rating'] as const;
export type BrowseSort = (typeof browseSorts)[number];

const manyOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.array(z.enum(values))])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));

const optionalCents = z.coerce.number().int().min(0).max(maxPriceCents).optional();

/** Browse's query string: everything the buyer chose, so a link reproduces the page. */
export const browseQuerySchema = z.strictObject({
  q: textInput().trim().max(100).optional(),
  category: z.enum(categories).optional(),
  district: manyOf(districts),
  minPrice: optionalCents,
  maxPrice: optionalCents,
  inStock: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  /** Only products rated at least this many stars on average ("4 stars & up"). */
  minRating: z.coerce.number().int().min(1).max(5).optional(),
  sort: z.enum(browseSorts).default('newest'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  seller: textInput().max(64).optional(),
});
export type BrowseQuery = z.infer<typeof browseQuerySchema>;

export const browseResultSchema = z.object({
  products: z.array(productCardSchema),
  /** Exact up to the cap; `totalIsCapped` says the real number is larger. */
  total: z.number().int(),
  totalIsCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.literal(browsePageSize),
  /** The highest active price in the market, for the price slider's end. */
  maxActivePriceCents: z.number().int(),
  /** Shown above the results, apart from them: `total` counts only the results. */
  sponsored: z.array(sponsoredProductSchema),
});
export type BrowseResult = z.infer<typeof browseResultSchema>;

/** A product named in an address (`/api/products/:id`). */
export const productIdParamsSchema = z.strictObject({ id: z.uuid() });

/** A seller named in an address (`/api/sellers/:id`): a user id, which is not a UUID. */
export const sellerIdParamsSchema = z.strictObject({ id: textInput().min(1).max(64) });

export const sellerProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  district: z.enum(districts).nullable(),
  memberSince: z.string(),
  activeListings: z.number().int(),
  /** An operator checked the seller's NIC and phone number (decision 064). */
  verified: z.boolean(),
  /** Over every public review of the seller's products. */
  rating: ratingSummarySchema,
});
export type SellerProfile = z.infer<typeof sellerProfileSchema>;
