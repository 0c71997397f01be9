/** The catalog's fixed numbers, kept apart from the zod schemas so pages can read them cheaply. */
export const featuredProductCount = 4;
export const browsePageSize = 24;
export const maxPhotosPerProduct = 5;
export const maxPhotoBytes = 5 * 1024 * 1024;
/** Quantity at or below which stock is "Low Stock" (1 to 10). */
export const lowStockThreshold = 10;
/** Rs 10,000,000.00: no single listing on a farmers' market costs more; larger numbers are typing mistakes. */
export const maxPriceCents = 1_000_000_000;
export const maxQuantity = 1_000_000;
/**
 * How much of a product one order may take when its seller has not chosen a limit. Orders are paid on
 * delivery, so a large order costs the buyer nothing until it arrives: without a cap one order could hold a
 * whole harvest back from everyone else. 20 covers a household's or a small shop's purchase of anything sold
 * here (20 kg of rice, 20 dozen eggs); a seller who sells in bulk sets a higher limit on the product.
 */
export const defaultMaxPerOrder = 20;

/** The most of a product one order may take: the seller's own limit, else the default. */
export function maxPerOrderOf(product: { maxPerOrder: number | null }): number {
  return product.maxPerOrder ?? defaultMaxPerOrder;
}
/** "{n} products found" counts exactly up to here and says "1,000+" beyond: counting every match of a broad search costs more than it tells. */
export const browseCountCap = 1_000;

export const productTextLimits = { title: 120, description: 5000, town: 80 } as const;
