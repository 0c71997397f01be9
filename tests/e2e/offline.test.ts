import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { languageCookie } from '@domain/i18n/languages';
import { expectNoSeriousViolations } from './support/axe';
import { signUpThroughApi } from './support/accounts';
import { setUpBrowser } from './support/browser';
import { expectLocator } from './support/expect';
import { listProductThroughApi } from './support/listings';

const { page, baseUrl, newVisitorContext } = setUpBrowser({ mobile: true });

/** The addresses (path and query) the service worker keeps in a cache of its own, by the cache's name. */
function savedIn(p: Page, cacheName: string): Promise<string[]> {
  return p.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const requests = await (await caches.open(name)).keys();
    return requests.map((request) => new URL(request.url).pathname + new URL(request.url).search);
  }, cacheName);
}

/** Waits until the worker runs and has kept this address. */
async function untilSaved(p: Page, path: string) {
  await p.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => savedIn(p, 'govi-pages'), { timeout: 15_000 }).toContain(path);
}

describe('a page seen once, opened without the network', () => {
  it('opens as saved, says when it was saved, and a page never seen says what is saved instead', async () => {
    const selling = await newVisitorContext();
    await signUpThroughApi(selling, baseUrl, 'Kumari');
    const product = await listProductThroughApi(selling, baseUrl, { title: 'Offline Jackfruit' });

    const p = page();
    await p.context().addCookies([{ name: languageCookie, value: 'si', url: baseUrl }]);
    await p.goto(`/product/${product.id}`);
    // The first page came before the worker: it is kept once the worker runs.
    await untilSaved(p, `/product/${product.id}`);
    await p.goto('/browse');
    await untilSaved(p, '/browse');

    await p.context().setOffline(true);
    await p.goto(`/product/${product.id}`);
    await expectLocator(p.getByRole('heading', { level: 1, name: 'Offline Jackfruit' })).toBeVisible();
    await expectLocator(p.getByRole('status').filter({ hasText: /^ඔබ අන්තර්ජාලයට සම්බන්ධ වී නැත\. මෙම පිටුව .+ ට සුරැකිණි\.$/ })).toBeVisible();
    // The app runs from what was kept: the cart button answers.
    await expect.poll(() => p.evaluate(() => document.documentElement.hasAttribute('data-interactive'))).toBe(true);

    await p.goto('/about');
    await expectLocator(p.getByRole('heading', { level: 1, name: 'ඔබ අන්තර්ජාලයට සම්බන්ධ වී නැත' })).toBeVisible();
    await expectLocator(p.getByRole('link', { name: /Offline Jackfruit/ })).toBeVisible();
    await expectNoSeriousViolations(p);
    await p.getByRole('link', { name: /Offline Jackfruit/ }).click();
    await expectLocator(p.getByRole('heading', { level: 1, name: 'Offline Jackfruit' })).toBeVisible();
    await p.context().setOffline(false);
  });
});

describe('what the phone keeps of an account', () => {
  it('is its own: pages saved signed out are forgotten when someone signs in, and theirs when they sign out', async () => {
    const p = page();
    await p.goto('/about');
    await untilSaved(p, '/about');

    await signUpThroughApi(p.context(), baseUrl, 'Sarath');
    await p.goto('/orders');
    await untilSaved(p, '/orders');
    // The page saved for nobody belonged to another viewer: gone once the account's first page was kept.
    expect(await savedIn(p, 'govi-pages')).not.toContain('/about');

    await p.getByRole('button', { name: 'Menu' }).click();
    await p.getByRole('button', { name: 'Sign Out' }).click();
    await p.waitForURL(/\/auth/);
    await expect.poll(() => savedIn(p, 'govi-pages')).not.toContain('/orders');
    expect(await savedIn(p, 'govi-reads')).toEqual([]);
  });
});
