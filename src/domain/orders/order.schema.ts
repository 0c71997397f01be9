import { z } from 'zod';
import { ratingSummarySchema } from '../reviews/review.schema';
import { districts } from '../catalog/districts';
import { maxPriceCents, maxQuantity } from '../catalog/limits';
import { units } from '../catalog/product-options';
import { phoneNumberInput, requiredText, textInput } from '../text';
import { maxCartLines } from './cart';
import { itemStatuses } from './order-status';

export const paymentMethods = ['cash_on_delivery'] as const;
export const orderTextLimits = { deliveryAddress: 500, notes: 1000 } as const;
/** My Orders and the seller's order list come a page at a time. */
export const ordersPageSize = 20;
/** The dashboard shows the 5 newest order items (docs/product-rules.md#recent-orders). */
export const recentOrderCount = 5;

const orderLineSchema = z.strictObject({
  productId: z.uuid(),
  quantity: z.number().int('must be a whole number').min(1).max(maxQuantity),
  /**
   * The unit price the buyer was shown. Only compared, never charged: when today's price differs, the order is
   * refused (`price_changed`) so the change is pointed out instead of silently applied.
   */
  expectedPriceCents: z.number().int().min(0).max(maxPriceCents).optional(),
});

/**
 * What the browser sends to place an order: which products and how many, and where to deliver.
 * Prices and totals are never sent: the server reads them.
 */
export const placeOrderSchema = z.strictObject({
  /** Made once per checkout attempt by the browser: the same key again returns the same order. */
  idempotencyKey: z.uuid(),
  items: z
    .array(orderLineSchema)
    .min(1, 'the cart is empty')
    .max(maxCartLines)
    .refine((items) => new Set(items.map((item) => item.productId)).size === items.length, 'a product appears twice'),
  deliveryAddress: requiredText(orderTextLimits.deliveryAddress),
  district: z.enum(districts),
  phoneNumber: phoneNumberInput(),
  notes: textInput()
    .trim()
    .max(orderTextLimits.notes)
    .nullish()
    .transform((notes) => notes || null),
  /**
   * Keep this order's address, district and phone with the account, to fill in the next checkout (replacing
   * what was kept before). Left out or false, what was kept stays as it was.
   */
  rememberDelivery: z.boolean().optional(),
});
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;
export type PlaceOrder = z.output<typeof placeOrderSchema>;

export const orderItemSchema = z.object({
  id: z.string(),
  /** Null once the seller has deleted the product; the order keeps its title and price. */
  productId: z.string().nullable(),
  title: z.string(),
  unit: z.enum(units),
  priceCents: z.number().int(),
  quantity: z.number().int(),
  coverUrl: z.string().nullable(),
  sellerId: z.string(),
  sellerName: z.string(),
  status: z.enum(itemStatuses),
  /**
   * When the buyer confirmed receiving it; null until then. A delivered item not yet confirmed is offered
   * "I received it" in My Orders: the seller's delivered mark alone does not make a verified purchase.
   */
  receivedAt: z.string().nullable(),
  /** Received (confirmed by the buyer), its product on sale, and not yet rated by the buyer: "Rate this product". */
  awaitsReview: z.boolean(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** An order as its buyer sees it (confirmation page, My Orders). */
export const orderSchema = z.object({
  id: z.string(),
  status: z.enum(itemStatuses),
  totalCents: z.number().int(),
  paymentMethod: z.enum(paymentMethods),
  deliveryAddress: z.string(),
  district: z.enum(districts),
  /** `+94XXXXXXXXX`. */
  phoneNumber: z.string(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  items: z.array(orderItemSchema),
  /** True while the buyer may still cancel: nothing confirmed yet. */
  canCancel: z.boolean(),
});
export type Order = z.infer<typeof orderSchema>;

export const pageQuerySchema = z.strictObject({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

export const orderListSchema = z.object({ orders: z.array(orderSchema), page: z.number().int(), hasMore: z.boolean() });
export type OrderList = z.infer<typeof orderListSchema>;

/** One item of an order, as the seller of that item sees it, with the buyer's contact details for delivery. */
export const sellerOrderItemSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  productId: z.string().nullable(),
  title: z.string(),
  unit: z.enum(units),
  priceCents: z.number().int(),
  quantity: z.number().int(),
  /** Price at the time × quantity. */
  amountCents: z.number().int(),
  status: z.enum(itemStatuses),
  orderedAt: z.string(),
  updatedAt: z.string(),
  buyer: z.object({
    id: z.string(),
    name: z.string(),
    district: z.enum(districts),
    phoneNumber: z.string(),
    deliveryAddress: z.string(),
    notes: z.string().nullable(),
  }),
});
export type SellerOrderItem = z.infer<typeof sellerOrderItemSchema>;

export const sellerOrdersQuerySchema = pageQuerySchema.extend({ status: z.enum(itemStatuses).optional() });
export type SellerOrdersQuery = z.infer<typeof sellerOrdersQuerySchema>;

export const sellerOrderListSchema = z.object({ items: z.array(sellerOrderItemSchema), page: z.number().int(), hasMore: z.boolean() });
export type SellerOrderList = z.infer<typeof sellerOrderListSchema>;

/** A seller moves one of their items on; which moves are allowed is in order-status.ts. */
export const itemStatusChangeSchema = z.strictObject({ status: z.enum(['confirmed', 'delivered', 'cancelled']) });

/** The seller dashboard's four cards and its Recent Orders. Cancelled items count in none of the figures. */
export const sellerDashboardSchema = z.object({
  /**
   * Σ price at the time × quantity of the seller's items, apart by status: delivered (earned), confirmed (promised)
   * and pending (waiting for the seller); cancelled ones count in none.
   */
  revenueCents: z.object({ delivered: z.number().int(), confirmed: z.number().int(), pending: z.number().int() }),
  /** Active products. */
  productsListed: z.number().int(),
  /** Distinct orders holding at least one of the seller's items not cancelled. */
  totalOrders: z.number().int(),
  /** The seller's order items not cancelled. */
  orderItems: z.number().int(),
  /** Over every public review of the seller's products. */
  rating: ratingSummarySchema,
  recentOrders: z.array(sellerOrderItemSchema),
});
export type SellerDashboard = z.infer<typeof sellerDashboardSchema>;

/** The cart asks for today's price and stock of its products; ids of products no longer for sale are left out. */
export const cartProductsQuerySchema = z.strictObject({
  ids: z.union([z.uuid(), z.array(z.uuid()).max(maxCartLines)]).transform((ids) => (Array.isArray(ids) ? ids : [ids])),
});

export const cartProductSchema = z.object({
  id: z.string(),
  title: z.string(),
  priceCents: z.number().int(),
  unit: z.enum(units),
  quantity: z.number().int(),
  coverUrl: z.string().nullable(),
  sellerId: z.string(),
  /** The seller's limit per order; null takes the default (`maxPerOrderOf`). */
  maxPerOrder: z.number().int().nullable(),
});
export const cartProductsSchema = z.object({ products: z.array(cartProductSchema) });
export type CartProducts = z.infer<typeof cartProductsSchema>;

/**
 * Why placing or changing an order was refused, in `error.reason`, with `error.params` for the message in the
 * reader's language. `fields` points at the cart line (`items.N`).
 */
export const orderRefusals = [
  'insufficient_stock',
  'price_changed',
  'product_unavailable',
  'own_product',
  'quantity_limit_exceeded',
  'too_many_orders',
  'too_many_pending_orders',
  'order_too_large',
  'order_not_cancellable',
  'status_change_not_allowed',
  'not_delivered_yet',
] as const;
export type OrderRefusal = (typeof orderRefusals)[number];
