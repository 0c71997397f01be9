import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import type { ProductInput } from '@domain/catalog/product.schema';

export type Listed = { id: string; sellerId: string };

/**
 * Lists a product through the API as the seller signed in to this browser context: vegetables sold by the kg
 * unless the journey says otherwise. Unsafe requests must come from our own pages: the browser adds the Origin
 * header itself, a test's requests do not.
 */
export async function listProductThroughApi(
  context: BrowserContext,
  baseUrl: string,
  product: Partial<ProductInput> & { title: string },
): Promise<Listed> {
  const listing = {
    description: 'Picked this morning.',
    priceCents: 25_000,
    unit: 'kg',
    category: 'vegetables',
    district: 'kandy',
    quantity: 40,
    ...product,
  };
  const response = await context.request.post('/api/products', {
    multipart: { product: JSON.stringify(listing) },
    headers: { origin: baseUrl },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Listed;
}
