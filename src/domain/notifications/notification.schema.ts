import { z } from 'zod';
import { verificationRefusals } from '../seller/seller-verification.schema';
import { districts } from '../catalog/districts';
import { listingHideReasons, units } from '../catalog/product-options';
import { reportReasons, reviewFormAnchor, reviewsAnchor } from '../reviews/review-limits';
import { readerSideOf } from './order-side';

/**
 * Notifications are stored as a kind and parameters, and written out in the reader's language when shown.
 * - new_order: to a seller, for their items of a new order.
 * - order_confirmed / order_delivered: to the buyer, when a seller moves their items.
 * - order_cancelled: to the buyer when a seller cancels, to each seller when the buyer cancels.
 * - review_invitation: to the buyer when an item reaches them, asking for a rating of the product.
 * - review_received: to the seller, for each new review of their product.
 * - review_replied: to the buyer, when the seller first replies to their review.
 * - review_removed: to the buyer, when an operator removes their review (with the reason).
 * - review_kept: to the buyer, when an operator shows their hidden or removed review again.
 * - listing_hidden: to the seller, when an operator hides their listing (with the reason and the operator's words).
 * - listing_restored: to the seller, when an operator lists it again.
 * - verification_approved / verification_refused: to the seller, when an operator decides their request to be verified
 *   (a refusal with the reason and the operator's words).
 * - verification_withdrawn: to the seller, when an operator takes their badge back (with the reason and the words).
 */
export const notificationKinds = [
  'new_order',
  'order_confirmed',
  'order_delivered',
  'order_cancelled',
  'review_invitation',
  'review_received',
  'review_replied',
  'review_removed',
  'review_kept',
  'listing_hidden',
  'listing_restored',
  'verification_approved',
  'verification_refused',
  'verification_withdrawn',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

const aboutItems = {
  orderId: z.string(),
  /** The first item concerned; `itemCount` says how many there are. */
  productTitle: z.string(),
  quantity: z.number().int(),
  unit: z.enum(units),
  itemCount: z.number().int().min(1),
};

const aboutProduct = { productId: z.string(), productTitle: z.string() };

export const notificationParamsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('new_order'), params: z.object({ ...aboutItems, buyerDistrict: z.enum(districts) }) }),
  z.object({ kind: z.literal('order_confirmed'), params: z.object({ ...aboutItems, actor: z.literal('seller') }) }),
  z.object({ kind: z.literal('order_delivered'), params: z.object({ ...aboutItems, actor: z.literal('seller') }) }),
  z.object({
    kind: z.literal('order_cancelled'),
    params: z.object({
      ...aboutItems,
      actor: z.enum(['buyer', 'seller', 'operator']),
      /** Said when an operator cancelled: whose account was suspended, and which side of the order the reader is on. */
      reason: z.enum(['buyer_suspended', 'seller_suspended']).optional(),
      side: z.enum(['buyer', 'seller']).optional(),
    }),
  }),
  z.object({ kind: z.literal('review_invitation'), params: z.object(aboutProduct) }),
  z.object({ kind: z.literal('review_received'), params: z.object({ ...aboutProduct, rating: z.number().int().min(1).max(5) }) }),
  z.object({ kind: z.literal('review_replied'), params: z.object(aboutProduct) }),
  z.object({ kind: z.literal('review_removed'), params: z.object({ ...aboutProduct, reason: z.enum(reportReasons) }) }),
  z.object({ kind: z.literal('review_kept'), params: z.object(aboutProduct) }),
  z.object({
    kind: z.literal('listing_hidden'),
    params: z.object({ ...aboutProduct, reason: z.enum(listingHideReasons), note: z.string().nullable() }),
  }),
  z.object({ kind: z.literal('listing_restored'), params: z.object(aboutProduct) }),
  z.object({ kind: z.literal('verification_approved'), params: z.object({}) }),
  z.object({
    kind: z.literal('verification_refused'),
    params: z.object({ reason: z.enum(verificationRefusals), note: z.string().nullable() }),
  }),
  z.object({
    kind: z.literal('verification_withdrawn'),
    params: z.object({ reason: z.enum(verificationRefusals), note: z.string().nullable() }),
  }),
]);
export type NotificationContent = z.infer<typeof notificationParamsSchema>;

export const notificationSchema = z.intersection(
  z.object({
    id: z.string(),
    /** Grows with every notification stored; the event stream's `id:`, so a reconnecting browser catches up from it. */
    sequence: z.number().int(),
    readAt: z.string().nullable(),
    createdAt: z.string(),
  }),
  notificationParamsSchema,
);
export type Notification = z.infer<typeof notificationSchema>;

/**
 * Where opening a notification goes: buyers to their order, sellers to their order list; an invitation to the
 * product's review form, and news of a review or a reply to the product's reviews.
 */
export function notificationHref(notification: NotificationContent): string {
  switch (notification.kind) {
    case 'review_invitation':
      return `/product/${notification.params.productId}#${reviewFormAnchor}`;
    case 'review_received':
    case 'review_replied':
      return `/product/${notification.params.productId}#${reviewsAnchor}`;
    case 'review_removed':
    case 'review_kept':
      return `/product/${notification.params.productId}#${reviewFormAnchor}`;
    case 'listing_hidden':
      return `/edit-product/${notification.params.productId}`;
    case 'listing_restored':
      return `/product/${notification.params.productId}`;
    case 'new_order':
      return '/seller-orders';
    case 'order_cancelled':
      return readerSideOf(notification.params) === 'seller' ? '/seller-orders' : `/order-confirmation/${notification.params.orderId}`;
    case 'verification_approved':
    case 'verification_refused':
    case 'verification_withdrawn':
      return '/seller-dashboard';
    default:
      return `/order-confirmation/${notification.params.orderId}`;
  }
}

/** The bell's list comes a page at a time, newest first. */
export const notificationsPageSize = 20;

/** A notification's `sequence` as sent in a query string or an event stream's Last-Event-ID. */
export const sequenceParamSchema = z
  .string()
  .regex(/^\d{1,15}$/, 'must be a notification sequence number')
  .transform(Number);

export const notificationsQuerySchema = z.object({
  /** The `sequence` of the oldest notification already shown: the next page starts below it. */
  before: sequenceParamSchema.optional(),
});

export const notificationsPageSchema = z.object({
  notifications: z.array(notificationSchema),
  /** Of all the user's notifications, not only this page's. */
  unreadCount: z.number().int(),
  hasMore: z.boolean(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

export const notificationIdParamsSchema = z.strictObject({ id: z.uuid() });

/** What marking one or all read answers: the unread count that remains. */
export const markReadResultSchema = z.object({ unreadCount: z.number().int() });
export type MarkReadResult = z.infer<typeof markReadResultSchema>;

/** The live stream's query (event-stream.ts describes the stream). */
export const eventsQuerySchema = z.object({ lastEventId: sequenceParamSchema.optional() });
