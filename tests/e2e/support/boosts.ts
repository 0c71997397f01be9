import { request, type BrowserContext } from 'playwright-core';
import { expect, onTestFinished } from 'vitest';
import type { LaunchBoostInput } from '@domain/boosts/boost.schema';

/**
 * Launches a boost as the seller signed in to this browser context does, and pauses it once the test has ended:
 * every running boost takes its turn in the home page's sponsored place, so one left running would decide what
 * another journey's home page shows. The pause goes through a request context of its own, with the seller's
 * cookies, since the test's contexts are closed by then.
 */
export async function launchBoostThroughApi(context: BrowserContext, baseUrl: string, boost: LaunchBoostInput): Promise<string> {
  const headers = { origin: baseUrl };
  const response = await context.request.post('/api/seller/boosts', { headers, data: boost });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const seller = await request.newContext({ baseURL: baseUrl, storageState: await context.storageState() });
  onTestFinished(async () => {
    try {
      expect((await seller.post(`/api/seller/boosts/${id}/pause`, { headers })).status()).toBe(200);
    } finally {
      await seller.dispose();
    }
  });
  return id;
}
