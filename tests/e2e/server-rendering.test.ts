import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { languageCookie, languages } from '@domain/i18n/languages';
import { networkQuiet, setUpBrowser } from './support/browser';
import { signUpThroughApi } from './support/accounts';
import { expectLocator } from './support/expect';
import { listProductThroughApi } from './support/listings';

const { page, baseUrl, newVisitorContext } = setUpBrowser();

// Unsafe requests must come from our own pages; the browser adds this header itself, the test's requests do not.
const sameOrigin = () => ({ origin: baseUrl });

type Listing = { productId: string; sellerId: string; title: string };

/** A seller with one product on sale, listed through the API by a visitor of their own. */
async function listProduct(context: BrowserContext, title: string): Promise<Listing> {
  await signUpThroughApi(context, baseUrl, 'Chaminda');
  const created = await listProductThroughApi(context, baseUrl, {
    title,
    description: 'Picked at dawn in Nuwara Eliya.',
    priceCents: 32_050,
    district: 'nuwara-eliya',
    quantity: 25,
  });
  return { productId: created.id, sellerId: created.sellerId, title };
}

/** What a page's first render reads: asked again by the browser, it would have been fetched twice. */
const pageData = /^\/api\/(products|stats|sellers|onboarding|auth\/get-session)(\/|$)/;

/** Collects the API reads the page makes from now on. */
function recordApiReads(p: Page): string[] {
  const reads: string[] = [];
  p.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(`${url.pathname}${url.search}`);
  });
  return reads;
}

/** Waits until the page has loaded what it loads after hydrating and has painted twice since. */
async function settle(p: Page) {
  await networkQuiet(p);
  await p.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

type PageVisit = { path: string; status: number; shows: string | null; endsAt?: string };

function publicPaths({ productId, sellerId, title }: Listing): PageVisit[] {
  const word = title.split(' ')[0] ?? '';
  return [
    // Other journeys list products at the same time: the newest may not be this one.
    { path: '/', status: 200, shows: null },
    { path: '/browse', status: 200, shows: null },
    { path: `/browse?q=${encodeURIComponent(word)}&sort=price_asc&view=list`, status: 200, shows: title },
    {
      path: `/browse?category=vegetables&district=nuwara-eliya&minPrice=30000&maxPrice=40000&inStock=true&page=1`,
      status: 200,
      shows: title,
    },
    { path: `/browse?q=${encodeURIComponent(word)}&page=7`, status: 200, shows: null },
    { path: `/product/${productId}`, status: 200, shows: title },
    { path: `/product/${productId}?reviews=2`, status: 200, shows: title },
    { path: `/seller/${sellerId}`, status: 200, shows: title },
    { path: '/about', status: 200, shows: null },
    { path: '/support', status: 200, shows: null },
    { path: '/no-such-page', status: 404, shows: null },
    // With JavaScript, the redirect of an unknown product to Browse follows; the product is not asked for again.
    { path: '/product/00000000-0000-4000-8000-000000000000', status: 404, shows: null, endsAt: '/browse' },
    { path: '/seller/00000000-0000-4000-8000-000000000000', status: 404, shows: null },
  ];
}

describe('public pages rendered on the server', () => {
  // Each language, signed out and in: the server's HTML carries the page, and React hydrates it without a
  // mismatch (a mismatch is logged as an error, which fails the test) and without asking for its data again.
  for (const language of languages) {
    for (const signedIn of [false, true]) {
      it(`${language}, ${signedIn ? 'signed in' : 'signed out'}: the page arrives rendered and hydrates as it was sent`, async () => {
        const sellerContext = await newVisitorContext();
        const listing = await listProduct(sellerContext, `Leeks${Date.now()} from the hills`);

        const p = page();
        await p.context().addCookies([{ name: languageCookie, value: language, url: baseUrl }]);
        if (signedIn) await signUpThroughApi(p.context(), baseUrl, 'Ruwani');
        const reads = recordApiReads(p);

        for (const { path, status, shows, endsAt } of publicPaths(listing)) {
          reads.length = 0;
          const response = await p.goto(path);
          expect(response?.status(), path).toBe(status);
          const html = (await response?.text()) ?? '';
          // Rendered on the server, in the reader's language: the root holds the page, not an empty element.
          expect(html, path).toMatch(new RegExp(`<html lang="${language}"`));
          expect(html, path).not.toContain('<div id="root"></div>');
          expect(html, path).toContain('<main id="main"');
          if (shows) expect(html, path).toContain(shows);
          await settle(p);
          if (endsAt) {
            await p.waitForURL(`${baseUrl}${endsAt}`);
            expect(
              reads.filter((read) => path.startsWith(read.replace(/^\/api/, ''))),
              path,
            ).toEqual([]);
          } else {
            expect(
              reads.filter((read) => pageData.test(read)),
              path,
            ).toEqual([]);
          }
          await expectLocator(p.locator('html')).toHaveAttribute('lang', language);
        }
      });
    }
  }

  it('a visitor without JavaScript reads the home page, a product and its seller, and follows their links', async () => {
    const sellerContext = await newVisitorContext();
    const listing = await listProduct(sellerContext, `Beans${Date.now()} from Welimada`);
    const visitor = await newVisitorContext({ javaScriptEnabled: false });
    const p = await visitor.newPage();

    await p.goto('/');
    await expectLocator(p.getByRole('heading', { level: 1, name: 'Connect Farmers with Buyers' })).toBeVisible();
    await p.getByRole('link', { name: listing.title }).first().click();
    await p.waitForURL(`${baseUrl}/product/${listing.productId}`);
    await expectLocator(p.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();

    await p
      .getByRole('link', { name: /Chaminda/ })
      .first()
      .click();
    await p.waitForURL(`${baseUrl}/seller/${listing.sellerId}`);
    await expectLocator(p.getByRole('link', { name: listing.title }).first()).toBeVisible();

    await p.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Browse' }).click();
    await p.waitForURL(`${baseUrl}/browse`);
    await expectLocator(p.getByRole('heading', { level: 1, name: 'Browse Products' })).toBeVisible();
  });

  it('a visitor without JavaScript searches, filters and sorts Browse through ordinary forms', async () => {
    const sellerContext = await newVisitorContext();
    const word = `Okra${Date.now()}`;
    await listProduct(sellerContext, `${word} cheap`);
    for (const [suffix, priceCents, district] of [
      ['dear', 90_000, 'nuwara-eliya'],
      ['far', 31_000, 'jaffna'],
    ] as const) {
      const response = await sellerContext.request.post('/api/products', {
        multipart: {
          product: JSON.stringify({
            title: `${word} ${suffix}`,
            description: 'Tender pods.',
            priceCents,
            unit: 'kg',
            category: 'vegetables',
            district,
            quantity: 5,
          }),
        },
        headers: sameOrigin(),
      });
      expect(response.status()).toBe(201);
    }
    const visitor = await newVisitorContext({ javaScriptEnabled: false });
    // A phone: the filter panel, which a toggle opens with JavaScript, shows without it.
    const p = await visitor.newPage();
    await p.setViewportSize({ width: 390, height: 844 });
    const titles = () => p.getByRole('heading', { level: 3 }).filter({ hasText: word }).allInnerTexts();

    await p.goto('/browse');
    await p.getByRole('searchbox', { name: 'Search products' }).fill(word);
    await p.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await p.waitForURL((url) => url.searchParams.get('q') === word);
    expect((await titles()).sort()).toEqual([`${word} cheap`, `${word} dear`, `${word} far`]);

    // Filters and the order go together with the Apply button; the term is kept.
    await p.getByRole('checkbox', { name: 'Nuwara Eliya' }).check();
    await p.getByLabel('Min', { exact: true }).fill('300');
    await p.getByLabel('Sort by').selectOption('price_desc');
    await p.getByRole('button', { name: 'Apply filters' }).click();
    await p.waitForURL((url) => url.searchParams.get('district') === 'nuwara-eliya');
    expect(new URL(p.url()).searchParams.get('q')).toBe(word);
    expect(await titles()).toEqual([`${word} dear`, `${word} cheap`]);
    expect(await p.getByRole('checkbox', { name: 'Nuwara Eliya' }).isChecked()).toBe(true);

    // A new term keeps the filters.
    await p.getByRole('searchbox', { name: 'Search products' }).fill(`${word} dear`);
    await p.getByRole('searchbox', { name: 'Search products' }).press('Enter');
    await p.waitForURL((url) => url.searchParams.get('q') === `${word} dear`);
    expect(new URL(p.url()).searchParams.get('district')).toBe('nuwara-eliya');
    expect(await titles()).toEqual([`${word} dear`]);
  });
  // Each file is a request of its own, and the server speaks HTTP/1.1: six at a time, a round trip apiece on a phone
  // network. Browse and a product page used to start from fourteen and twenty-two files, most of a few hundred bytes.
  it('Browse and a product page start from a handful of files, each of them served', async () => {
    const listing = await listProduct(await newVisitorContext(), `Leeks${Date.now()} fresh`);
    for (const path of ['/browse', `/product/${listing.productId}`]) {
      const visitor = await newVisitorContext();
      const p = await visitor.newPage();
      const scripts: { url: string; status: number }[] = [];
      p.on('response', (response) => {
        if (response.request().resourceType() === 'script')
          scripts.push({ url: new URL(response.url()).pathname, status: response.status() });
      });
      await p.goto(path);
      await p.locator('html[data-interactive]').waitFor({ state: 'attached' });
      expect(scripts.filter((script) => script.status !== 200)).toEqual([]);
      // start.js, the entry, the shell, the runtime, the pages' shared chunk, the page, and the rest of English.
      expect(scripts.map((script) => script.url).length, `${path}: ${scripts.map((script) => script.url).join(' ')}`).toBeLessThanOrEqual(
        7,
      );
      await visitor.close();
    }
  });

  // The seller area's words are about a third of a language: a visitor's page starts without them, in every language,
  // and still says a listing's quantity and unit (the market's words carry units and conditions).
  it("Browse and a product page start without the seller area's words, and still say quantities and units", async () => {
    const listing = await listProduct(await newVisitorContext(), `Leeks${Date.now()} fresh`);
    for (const language of languages) {
      const visitor = await newVisitorContext();
      await visitor.addCookies([{ name: languageCookie, value: language, url: baseUrl }]);
      const p = await visitor.newPage();
      const bodies: Promise<string>[] = [];
      p.on('response', (response) => {
        if (response.request().resourceType() === 'script' && response.status() === 200) bodies.push(response.text());
      });
      for (const path of ['/browse', `/product/${listing.productId}`]) {
        await p.goto(path);
        await p.locator('html[data-interactive]').waitFor({ state: 'attached' });
      }
      const scripts = await Promise.all(bodies);
      // A key of the seller dashboard's, kept by name in whichever file carries the seller area's words.
      expect(
        scripts.filter((script) => script.includes('seller.viewAnalytics')).map((script) => script.slice(0, 80)),
        language,
      ).toEqual([]);
      // The product page (the last one) says its quantity and unit in words, not by a key left untranslated.
      expect(await p.locator('main').innerText(), language).not.toMatch(/seller\./);
      await visitor.close();
    }
  });
});
