import { randomUUID } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import type { District } from '@domain/catalog/districts';

export type PlacedOrder = { id: string; items: { id: string }[] };

/**
 * Places an order through the API as the buyer signed in to this browser context, delivered to an address in the
 * district given. Unsafe requests must come from our own pages: the browser adds the Origin header itself, a test's
 * requests do not.
 */
export async function orderThroughApi(
  context: BrowserContext,
  baseUrl: string,
  items: { productId: string; quantity: number }[],
  delivery: { address: string; district: District },
): Promise<PlacedOrder> {
  const response = await context.request.post('/api/orders', {
    headers: { origin: baseUrl },
    data: {
      idempotencyKey: randomUUID(),
      items,
      deliveryAddress: delivery.address,
      district: delivery.district,
      phoneNumber: '0771234567',
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as PlacedOrder;
}
