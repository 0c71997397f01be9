import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
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

    const { email } = await signUpThroughApi(p.context(), baseUrl, 'Sarath');
    await p.goto('/orders');
    await untilSaved(p, '/orders');
    // The page saved for nobody belonged to another viewer: gone once the account's first page was kept.
    expect(await savedIn(p, 'govi-pages')).not.toContain('/about');

    await p.getByRole('button', { name: 'Menu' }).click();
    await p.getByRole('button', { name: 'Sign Out' }).click();
    await p.waitForURL(/\/auth/);
    await expect.poll(() => savedIn(p, 'govi-pages')).not.toContain('/orders');
    // What is kept now was asked for signed out (the session's own answer, null): nothing of the account's.
    const reads = await p.evaluate(async () => {
      const kept = await caches.open('govi-reads');
      return Promise.all((await kept.keys()).map(async (request) => (await kept.match(request))?.text()));
    });
    expect(reads.join('\n')).not.toContain(email);
    expect(await savedIn(p, 'govi-reads')).not.toContain('/api/orders');
  });
});

/** A buyer with a product from another account in the cart, at checkout, with every file the page needs kept. */
async function atCheckoutWith(title: string) {
  const selling = await newVisitorContext();
  await signUpThroughApi(selling, baseUrl, 'Nimal');
  const product = await listProductThroughApi(selling, baseUrl, { title, priceCents: 25_000 });
  const p = page();
  await signUpThroughApi(p.context(), baseUrl, 'Fathima');
  await p.goto(`/product/${product.id}`);
  await p.getByRole('button', { name: 'Add to Cart' }).click();
  await expectLocator(p.getByRole('link', { name: 'Cart, 1 product' })).toBeVisible();
  await untilSaved(p, `/product/${product.id}`);
  await p.goto('/cart');
  await untilSaved(p, '/cart');
  await p.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expectLocator(p.getByRole('button', { name: 'Place Order' })).toBeVisible();
  return { p, selling, product };
}

async function placeWithoutTheNetwork(p: Page) {
  await p.context().setOffline(true);
  await p.getByLabel('Delivery Address').fill('12 Temple Road, Peradeniya');
  await p.getByLabel('District').selectOption('kandy');
  await p.getByLabel('Phone Number').fill('0771234567');
  await p.getByRole('button', { name: 'Place Order' }).click();
  await expectLocator(p.getByRole('heading', { level: 1, name: 'Your order is saved on this phone' })).toBeVisible();
  await expectLocator(p.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
}

async function ordersOf(context: BrowserContext): Promise<{ id: string; items: { title: string }[] }[]> {
  const response = await context.request.get('/api/orders');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { orders: { id: string; items: { title: string }[] }[] }).orders;
}

describe('an order placed without the network', () => {
  it('is kept on the phone, sent once when the link returns, and the buyer is told', async () => {
    const { p } = await atCheckoutWith('Waiting Pumpkin');
    // The cart opens without the network, with the prices it was filled with, and leads on to checkout.
    await p.context().setOffline(true);
    await p.goto('/cart');
    await expectLocator(p.getByRole('status').filter({ hasText: /^You are offline: the prices shown are those/ })).toBeVisible();
    await expectLocator(p.getByRole('link', { name: 'Waiting Pumpkin' })).toBeVisible();
    await p.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await placeWithoutTheNetwork(p);
    await expectLocator(p.getByRole('status').filter({ hasText: 'Your order of Rs 250.00 is saved on this phone.' })).toBeVisible();

    await p.context().setOffline(false);
    await expectLocator(p.getByText('Your order of Rs 250.00, saved while you were offline, has been sent and placed.')).toBeVisible();
    await expectNoSeriousViolations(p);
    await p.getByRole('link', { name: 'See the order' }).click();
    await p.waitForURL(/\/order-confirmation\//);
    await expectLocator(p.getByText('Waiting Pumpkin')).toBeVisible();
    // Told once: the notice is gone once followed.
    await expectLocator(p.getByText(/saved while you were offline/)).toHaveCount(0);
    const orders = await ordersOf(p.context());
    expect(orders.map((order) => order.items.map((item) => item.title))).toEqual([['Waiting Pumpkin']]);
  });

  it('refused when sent (the price changed meanwhile) says why, and puts its products back in the cart', async () => {
    const { p, selling, product } = await atCheckoutWith('Waiting Brinjal');
    await placeWithoutTheNetwork(p);
    const changed = await selling.request.patch(`/api/products/${product.id}`, {
      data: { priceCents: 30_000 },
      headers: { origin: baseUrl },
    });
    expect(changed.status()).toBe(200);

    await p.context().setOffline(false);
    await expectLocator(
      p.getByText(/^Your order of Rs\s250\.00, saved while you were offline, could not be placed\. .*Waiting Brinjal/),
    ).toBeVisible();
    await p.getByRole('button', { name: 'Back to my cart' }).click();
    await p.waitForURL(/\/cart$/);
    await expectLocator(p.getByText('The price of Waiting Brinjal changed from Rs 250.00 to Rs 300.00.')).toBeVisible();
    expect(await ordersOf(p.context())).toEqual([]);
  });

  it('is sent by the service worker when the link returns with the page closed (Background Sync)', async () => {
    const { p } = await atCheckoutWith('Waiting Gotukola');
    await placeWithoutTheNetwork(p);
    const context = p.context();
    const blank = await context.newPage();
    await p.close();
    await context.setOffline(false);

    // What the browser does when it sees the link return, asked for at once through the DevTools protocol.
    const devtools = await context.newCDPSession(blank);
    const registrations = new Promise<string>((resolve) => {
      devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
        const ours = updated.find((registration) => registration.scopeURL.startsWith(baseUrl) && !registration.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await devtools.send('ServiceWorker.enable');
    const registrationId = await registrations;
    await devtools.send('ServiceWorker.dispatchSyncEvent', { origin: baseUrl, registrationId, tag: 'govi-send-orders', lastChance: false });
    await expect.poll(async () => (await ordersOf(context)).length, { timeout: 15_000 }).toBe(1);

    // The buyer opens the market again: told what became of it.
    await blank.goto('/');
    await expectLocator(blank.getByText('Your order of Rs 250.00, saved while you were offline, has been sent and placed.')).toBeVisible();
  });
});

describe('a seller without the network', () => {
  it('is told plainly that confirming an order needs the network, and confirms once it is back', async () => {
    const p = page();
    await signUpThroughApi(p.context(), baseUrl, 'Sunil');
    const product = await listProductThroughApi(p.context(), baseUrl, { title: 'Offline Mangosteen' });
    const buyer = await newVisitorContext();
    await signUpThroughApi(buyer, baseUrl, 'Anoja');
    const placed = await buyer.request.post('/api/orders', {
      headers: { origin: baseUrl },
      data: {
        idempotencyKey: randomUUID(),
        items: [{ productId: product.id, quantity: 1 }],
        deliveryAddress: '12 Temple Road, Peradeniya',
        district: 'kandy',
        phoneNumber: '077 123 4567',
      },
    });
    expect(placed.status()).toBe(201);

    await p.goto('/seller-orders');
    const card = p.getByRole('article', { name: 'Offline Mangosteen' });
    await expectLocator(card.getByText('Pending')).toBeVisible();
    await p.context().setOffline(true);
    await card.getByRole('button', { name: /^Confirm/ }).click();
    await expectLocator(
      p.getByText('You are offline, and this needs the network. Nothing was changed: try again when you are back online.'),
    ).toBeVisible();
    await expectLocator(card.getByText('Pending')).toBeVisible();

    await p.context().setOffline(false);
    await card.getByRole('button', { name: /^Confirm/ }).click();
    await expectLocator(card.getByText('Confirmed')).toBeVisible();
  });
});
