import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpBrowser, watchForFaults } from './support/browser';
import { signUpThroughApi } from './support/accounts';
import { expectLocator } from './support/expect';
import { latestCodeTo } from './support/sms';

// A person on a cheap phone does not wait for the app to start: each control is used the moment it shows, on a
// phone-like profile (4× CPU slowdown, 150 ms latency, 1.6 Mbit/s down) where the app starts seconds later.
// These pages are opened without the journeys' wait for html[data-interactive].
const { page, baseUrl } = setUpBrowser();

const sameOrigin = () => ({ origin: baseUrl });

const opened: BrowserContext[] = [];
const problems: string[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((context) => context.close()));
  expect(problems.splice(0)).toEqual([]);
});

/** A signed-in buyer's phone (or tablet): a context of its own whose pages do not wait for the app before acting. */
async function openPhone({ wide = false, signedIn = true } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const browser = page().context().browser();
  if (!browser) throw new Error('no browser');
  const context = await browser.newContext({
    baseURL: baseUrl,
    // Wide, a tablet: the header shows its language choice instead of folding it into the menu.
    ...(wide ? { viewport: { width: 1024, height: 768 } } : { viewport: { width: 412, height: 823 }, isMobile: true }),
    hasTouch: true,
    extraHTTPHeaders: { 'x-forwarded-for': `10.200.${process.pid % 250}.${opened.length + 1}` },
  });
  context.setDefaultTimeout(20_000);
  opened.push(context);
  watchForFaults(context, problems);
  if (signedIn) await signUpThroughApi(context, baseUrl, 'Kumari');
  const phone = await context.newPage();
  const cdp = await context.newCDPSession(phone);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1_600_000 / 8,
    uploadThroughput: 750_000 / 8,
  });
  return { context, page: phone };
}

/** Opens `path` and returns as soon as the server's HTML starts to arrive, not when the app runs. */
async function openEarly(phone: Page, path: string) {
  await phone.goto(path, { waitUntil: 'commit' });
}

/** Whether the app already runs the page: a control used before then is the case under test. */
const appRuns = (phone: Page) => phone.evaluate(() => document.documentElement.hasAttribute('data-interactive'));

async function listProduct(title: string): Promise<{ id: string; sellerId: string }> {
  const seller = await page()
    .context()
    .browser()!
    .newContext({ baseURL: baseUrl, extraHTTPHeaders: { 'x-forwarded-for': `10.201.${process.pid % 250}.1` } });
  try {
    await signUpThroughApi(seller, baseUrl, 'Chaminda');
    const product = {
      title,
      description: 'Picked at dawn.',
      priceCents: 25_000,
      unit: 'kg',
      category: 'vegetables',
      district: 'kandy',
      quantity: 40,
    };
    const response = await seller.request.post('/api/products', { multipart: { product: JSON.stringify(product) }, headers: sameOrigin() });
    expect(response.status()).toBe(201);
    return (await response.json()) as { id: string; sellerId: string };
  } finally {
    await seller.close();
  }
}

describe('a control used the moment it shows, before the app runs', () => {
  it('product page: Add to Cart pressed at once ends with the item in the cart and the toast', async () => {
    const title = `Early Leeks ${Date.now()}`;
    const { id } = await listProduct(title);
    const { page: phone } = await openPhone();
    await openEarly(phone, `/product/${id}`);
    const add = phone.getByRole('button', { name: 'Add to Cart' });
    await add.waitFor({ state: 'visible' });
    expect(await appRuns(phone)).toBe(false);
    await add.click();
    // Held until the app runs, and shown as such.
    const held = await phone.evaluate(() => ({
      runs: document.documentElement.hasAttribute('data-interactive'),
      busy: document.querySelector('button[aria-busy="true"]')?.textContent ?? null,
    }));
    if (!held.runs) expect(held.busy).toContain('Add to Cart');

    await expectLocator(phone.getByText(`${title} has been added to your cart.`).last()).toBeVisible();
    await phone.goto('/cart');
    await expectLocator(
      phone
        .getByRole('heading', { name: title })
        .or(phone.getByRole('link', { name: title }))
        .first(),
    ).toBeVisible();
  });

  it('product page: a reader who scrolled down before the app runs stays there when it does', async () => {
    const { id } = await listProduct(`Early Okra ${Date.now()}`);
    const { page: phone } = await openPhone();
    await openEarly(phone, `/product/${id}`);
    await phone.getByRole('button', { name: 'Add to Cart' }).waitFor({ state: 'visible' });
    expect(await appRuns(phone)).toBe(false);
    const scrolled = await phone.evaluate(() => {
      window.scrollTo(0, 200);
      return window.scrollY;
    });
    expect(scrolled).toBe(200);

    await phone.locator('html[data-interactive]').waitFor({ state: 'attached' });
    // The app's first frame drawn: had it moved the page, it would have by now.
    const after = await phone.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(window.scrollY))));
    expect(after).toBe(200);
  });

  it('Browse: a word typed at once stays in the box and is searched for', async () => {
    const word = `Kohila${Date.now()}`;
    await listProduct(`${word} fresh`);
    const { page: phone } = await openPhone();
    await openEarly(phone, '/browse');
    const search = phone.getByRole('searchbox', { name: 'Search products' });
    await search.waitFor({ state: 'visible' });
    expect(await appRuns(phone)).toBe(false);
    await search.pressSequentially(word);

    await phone.waitForURL((url) => url.searchParams.get('q') === word);
    await expectLocator(search).toHaveValue(word);
    await expectLocator(phone.getByRole('link', { name: new RegExp(word) }).first()).toBeVisible();
  });

  it('Browse: an order chosen at once is the order of the results', async () => {
    const { page: phone } = await openPhone();
    await openEarly(phone, '/browse');
    const sort = phone.getByRole('combobox', { name: 'Sort by' });
    await sort.waitFor({ state: 'visible' });
    expect(await appRuns(phone)).toBe(false);
    await sort.selectOption('price_asc');

    await phone.waitForURL((url) => url.searchParams.get('sort') === 'price_asc');
    await expectLocator(sort).toHaveValue('price_asc');
  });

  it('home: Start Buying pressed at once takes the buyer to Browse', async () => {
    const { page: phone } = await openPhone();
    await openEarly(phone, '/');
    const startBuying = phone.getByRole('button', { name: 'Start Buying' });
    await startBuying.waitFor({ state: 'visible' });
    expect(await appRuns(phone)).toBe(false);
    await startBuying.click();

    await phone.waitForURL((url) => url.pathname === '/browse');
  });

  it("a seller's page: a language chosen at once is the page's language", async () => {
    const { sellerId } = await listProduct(`Early Beans ${Date.now()}`);
    const { page: phone } = await openPhone({ wide: true });
    await openEarly(phone, `/seller/${sellerId}`);
    const language = phone.getByRole('combobox', { name: 'Language' });
    await language.waitFor({ state: 'visible' });
    expect(await appRuns(phone)).toBe(false);
    await language.selectOption('si');

    await expectLocator(phone.locator('html[lang="si"]')).toHaveCount(1);
    await expectLocator(phone.getByRole('combobox', { name: 'භාෂාව' })).toHaveValue('si');
  });

  it('sign-in page: an e-mail and password typed and sent before the app runs sign in', async () => {
    const { context } = await openPhone({ signedIn: false });
    const { email } = await signUpThroughApi(context, baseUrl, 'Nimal');
    await context.clearCookies();
    // The app's code arrives late (as on a slow link): start.js is listening, React has not yet taken the page over.
    await context.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const phone = await context.newPage();
    await phone.goto('/auth');
    const form = phone.getByRole('tabpanel');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill('secret1');
    await phone.getByRole('button', { name: 'Sign In', exact: true }).click();
    expect(await appRuns(phone)).toBe(false);

    await phone.waitForURL(`${baseUrl}/`);
    const session = await (await context.request.get('/api/auth/get-session')).json();
    expect(session.user).toMatchObject({ email });
  });

  it('sign-in page: a mobile number typed and sent at once gets its code, and the code typed at once signs up', async () => {
    const { context, page: phone } = await openPhone({ signedIn: false });
    const digits = String(Date.now() % 10_000_000).padStart(7, '0');
    const number = { written: `076 ${digits.slice(0, 3)} ${digits.slice(3)}`, e164: `+9476${digits}` };
    await openEarly(phone, '/auth');
    const field = phone.getByRole('textbox', { name: 'Mobile number', exact: true });
    await field.waitFor({ state: 'visible' });
    expect(await appRuns(phone)).toBe(false);
    await field.pressSequentially(number.written);
    await phone.getByRole('button', { name: 'Send code' }).click();

    // Sent by the app if it had started by then, or by the browser as a plain form the server answered.
    const code = await latestCodeTo(number.e164);
    const codeField = phone.getByRole('textbox', { name: 'Code from the SMS', exact: true });
    await codeField.waitFor({ state: 'visible' });
    await codeField.pressSequentially(code);
    await phone.getByRole('button', { name: 'Continue' }).click();
    const firstName = phone.getByRole('textbox', { name: 'First Name', exact: true });
    await firstName.waitFor({ state: 'visible' });
    await firstName.pressSequentially('Kumari');
    await phone.getByRole('textbox', { name: 'Last Name', exact: true }).pressSequentially('Herath');
    await phone.getByRole('button', { name: 'Create account' }).click();
    await phone.waitForURL(`${baseUrl}/`);
    const session = await (await context.request.get('/api/auth/get-session')).json();
    expect(session.user).toMatchObject({ phoneNumber: number.e164, firstName: 'Kumari' });
  });
});
