import { randomUUID } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpThroughApi } from './support/accounts';
import { setUpBrowser } from './support/browser';
import { expectLocator } from './support/expect';

// The charts' tables for screen readers are `sr-only` tables. A table box ignores
// `width: 1px` and `overflow: hidden` (it is as wide as its content, and sr-only adds `white-space: nowrap`),
// so the hidden table of a 90-day range by week in Tamil makes a 390 px phone's page scroll sideways.

const { page, baseUrl, newVisitorContext } = setUpBrowser({ mobile: true });
const sameOrigin = () => ({ origin: baseUrl });

const signUp = (context: BrowserContext, firstName: string) => signUpThroughApi(context, baseUrl, firstName);

describe('Analytics on a phone in Tamil', () => {
  it('does not scroll sideways with a 90-day range by week', async () => {
    const p = page();
    await signUp(p.context(), 'Selvi');
    const listing = {
      title: `Onions ${Date.now()}`,
      description: 'Picked this morning.',
      unit: 'kg',
      category: 'vegetables',
      district: 'jaffna',
      quantity: 50,
      priceCents: 32_300,
    };
    const listed = await p
      .context()
      .request.post('/api/products', { multipart: { product: JSON.stringify(listing) }, headers: sameOrigin() });
    expect(listed.status()).toBe(201);
    const productId = ((await listed.json()) as { id: string }).id;

    const buyerContext = await newVisitorContext();
    await signUp(buyerContext, 'Murugan');
    const order = await buyerContext.request.post('/api/orders', {
      data: {
        idempotencyKey: randomUUID(),
        items: [{ productId, quantity: 10 }],
        deliveryAddress: '4 Temple Road',
        district: 'jaffna',
        phoneNumber: '077 123 4567',
      },
      headers: sameOrigin(),
    });
    expect(order.status()).toBe(201);

    await p.context().addCookies([{ name: 'lang', value: 'ta', url: baseUrl }]);
    await p.goto('/analytics?days=90&interval=week');
    await expectLocator(p.locator('figure svg').first()).toBeVisible();
    const widths = await p.evaluate(() => ({ page: document.documentElement.scrollWidth, window: document.documentElement.clientWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.window);
  });
});
