import { maxPerOrderOf } from '../catalog/limits';
import type { Unit } from '../catalog/product-options';
import type { OrderRefusal } from './order.schema';

/** Rs 1,000,000,000: far beyond any cash-on-delivery order; a larger total is a mistake. */
export const maxOrderTotalCents = 100_000_000_000;

export type RequestedLine = { productId: string; quantity: number; expectedPriceCents?: number | undefined };
/** A product as the server reads it, locked, while placing an order. */
export type ProductForOrder = {
  id: string;
  sellerId: string;
  title: string;
  unit: Unit;
  priceCents: number;
  quantity: number;
  /** The seller's limit per order; null takes the default. */
  maxPerOrder: number | null;
  status: 'active' | 'draft' | 'inactive';
};
export type PricedLine = {
  productId: string;
  sellerId: string;
  title: string;
  unit: Unit;
  priceCents: number;
  quantity: number;
};

export type Refusal = {
  reason: OrderRefusal;
  /** Which requested line, for the error's field path. */
  line: number | null;
  message: string;
  params: Record<string, string | number>;
};

/**
 * Checks each requested line against the product as it is now and prices it at today's price.
 * The first problem found refuses the whole order: nothing is bought in part.
 */
export function priceOrderLines(
  requested: readonly RequestedLine[],
  products: readonly ProductForOrder[],
  buyerId: string,
): { lines: PricedLine[]; totalCents: number } | { refusal: Refusal } {
  const byId = new Map(products.map((product) => [product.id, product]));
  const lines: PricedLine[] = [];
  let totalCents = 0;
  for (const [index, { productId, quantity, expectedPriceCents }] of requested.entries()) {
    const product = byId.get(productId);
    if (!product || product.status !== 'active') {
      // A draft or withdrawn product is answered exactly like one that never existed: its title stays the seller's.
      return {
        refusal: {
          reason: 'product_unavailable',
          line: index,
          message: 'A product in your cart is no longer for sale.',
          params: { productId },
        },
      };
    }
    if (product.sellerId === buyerId) {
      return {
        refusal: {
          reason: 'own_product',
          line: index,
          message: `You cannot buy your own product: ${product.title}.`,
          params: { title: product.title },
        },
      };
    }
    if (product.quantity < quantity) {
      const message =
        product.quantity === 0 ? `${product.title} is out of stock.` : `Only ${product.quantity} ${product.unit} of ${product.title} left.`;
      return {
        refusal: {
          reason: 'insufficient_stock',
          line: index,
          message,
          params: { title: product.title, available: product.quantity, unit: product.unit },
        },
      };
    }
    const limit = maxPerOrderOf(product);
    if (quantity > limit) {
      return {
        refusal: {
          reason: 'quantity_limit_exceeded',
          line: index,
          message: `At most ${limit} ${product.unit} of ${product.title} per order.`,
          params: { title: product.title, limit, unit: product.unit },
        },
      };
    }
    if (expectedPriceCents !== undefined && expectedPriceCents !== product.priceCents) {
      return {
        refusal: {
          reason: 'price_changed',
          line: index,
          message: `The price of ${product.title} has changed.`,
          params: { title: product.title, fromCents: expectedPriceCents, toCents: product.priceCents },
        },
      };
    }
    totalCents += product.priceCents * quantity;
    lines.push({
      productId,
      sellerId: product.sellerId,
      title: product.title,
      unit: product.unit,
      priceCents: product.priceCents,
      quantity,
    });
  }
  if (totalCents > maxOrderTotalCents) {
    return { refusal: { reason: 'order_too_large', line: null, message: 'The order total is too large for one order.', params: {} } };
  }
  return { lines, totalCents };
}
