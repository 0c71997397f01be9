import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { setUpBrowser } from './support/browser';
import { uniqueEmail } from './support/accounts';
import { expectLocator } from './support/expect';

const { page, baseUrl, newVisitorContext } = setUpBrowser();

/** What Chrome on a desktop says it is: a person's browser, whose views count. */
const desktopChrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A seller, signed up and listing through the API in the test's own browser context. */
async function listProduct(title: string): Promise<string> {
  const p = page();
  const signUp = await p.request.post('/api/auth/sign-up/email', {
    headers: { origin: baseUrl },
    data: { firstName: 'Ruwan', lastName: 'Dissanayake', email: uniqueEmail('ruwan'), password: 'secret1' },
  });
  expect(signUp.status()).toBe(200);
  const listed = await p.request.post('/api/products', {
    headers: { origin: baseUrl },
    multipart: {
      product: JSON.stringify({
        title,
        description: 'Fresh from Bandarawela.',
        priceCents: 28_000,
        unit: 'kg',
        category: 'vegetables',
        district: 'badulla',
        quantity: 30,
      }),
    },
  });
  expect(listed.status()).toBe(201);
  return ((await listed.json()) as { id: string }).id;
}

function nextViewBeacon(visitorPage: Page, productId: string) {
  return visitorPage.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url() === `${baseUrl}/api/products/${productId}/views`,
  );
}

describe('product views', () => {
  it('a visit to a product page sends a beacon the server accepts, and the visitor keeps the cookie it is given', async () => {
    const title = `Leeks ${Date.now()}`;
    const productId = await listProduct(title);
    const visitor = await newVisitorContext({ userAgent: desktopChrome });
    const visitorPage = await visitor.newPage();

    const firstBeacon = nextViewBeacon(visitorPage, productId);
    await visitorPage.goto(`/product/${productId}`);
    await expectLocator(visitorPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const first = await firstBeacon;
    expect(first.status()).toBe(204);
    // Chromium's name for a navigator.sendBeacon request.
    expect(first.request().resourceType()).toBe('ping');
    // Sent by our own page: the origin check lets it through.
    expect(await first.request().headerValue('origin')).toBe(baseUrl);
    expect(await first.headerValue('set-cookie')).toMatch(/^govi_visitor=/);
    const [cookie] = await visitor.cookies(`${baseUrl}/api/products/${productId}/views`);
    expect(cookie).toMatchObject({ name: 'govi_visitor', httpOnly: true, sameSite: 'Lax', path: '/api/' });

    // Back to Browse and to the product again: another visit, another beacon, now carrying the cookie.
    await visitorPage.goto('/browse');
    const secondBeacon = nextViewBeacon(visitorPage, productId);
    await visitorPage.goto(`/product/${productId}`);
    const second = await secondBeacon;
    expect(second.status()).toBe(204);
    expect(await second.request().headerValue('cookie')).toContain('govi_visitor=');
    expect(await second.headerValue('set-cookie')).toBeNull();
  });
});
