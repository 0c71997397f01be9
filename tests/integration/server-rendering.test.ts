import { eq } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, type FilePart } from '@scripts/lib/multipart-body';
import type { BrowseResult, ProductDetail } from '@domain/catalog/product.schema';
import { languages } from '@domain/i18n/languages';
import { pageHeads, pageHeadTitle } from '@domain/site/page-heads';
import { renderDataElementId } from '@domain/site/page-render';
import { pages, pathOf, type PageId } from '@domain/site/pages';
import { products } from '@server/db/schema/catalog';
import { makeImage } from '@tests/factories/images';
import { insertProduct } from '@tests/factories/products';
import { createUser, type TestUser } from '@tests/factories/users';
import { openSecondInstance } from '@tests/setup/second-instance';
import { takeConsoleErrors } from '@tests/setup/fail-on-console-error';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';
import { renderer } from '@web/entry-server';
import { en } from '@web/locales/en';
import { si } from '@web/locales/si';
import { ta } from '@web/locales/ta';
import type { ServerRenderData } from '@web/app/server-render-data';

let testApp: TestApp;
let seller: TestUser;
let sellerId: string;

beforeAll(async () => {
  testApp = await createTestApp({ renderer });
  seller = await createUser(testApp.app, { firstName: 'Sunil' });
  sellerId = (await testApp.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: seller.cookie } })).json().user.id;
});
afterAll(async () => {
  await testApp.close();
});

const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers });

/** What the server rendered into the root element. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf(`<script type="application/json" id="${renderDataElementId}">`);
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  return html.slice(start, end);
}

/** The data handed to the browser with the page. */
function dataOf(html: string): ServerRenderData {
  const match = new RegExp(`<script type="application/json" id="${renderDataElementId}">(.*?)</script>`, 's').exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match?.[1] ?? 'null') as ServerRenderData;
}

function queryData(data: ServerRenderData, key: readonly unknown[]): unknown {
  return data.queries.queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(key))?.state.data;
}

/** Text as React writes it into HTML. */
function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Every script element the page carries: only data and our own files, never one to execute inline. */
function scriptTags(html: string): string[] {
  return html.match(/<script\b[^>]*>/g) ?? [];
}

describe('public pages rendered on the server', () => {
  it('Browse renders the products the address asks for, and hands over the same answer the API gives', async () => {
    const tag = `Rambutan${Date.now()}`;
    await insertProduct(testApp.database.db, { sellerId, title: `${tag} sweet`, priceCents: 30_000, district: 'gampaha' });
    await insertProduct(testApp.database.db, { sellerId, title: `${tag} sour`, priceCents: 90_000, district: 'gampaha' });
    await insertProduct(testApp.database.db, { sellerId, title: `${tag} far`, priceCents: 30_000, district: 'jaffna' });

    const search = `q=${tag}&district=gampaha&sort=price_desc`;
    const response = await get(`/browse?${search}`);
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root).toContain(`${tag} sweet`);
    expect(root).toContain(`${tag} sour`);
    expect(root).not.toContain(`${tag} far`);
    // Sorted as asked: dearest first.
    expect(root.indexOf(`${tag} sour`)).toBeLessThan(root.indexOf(`${tag} sweet`));

    const api = (await get(`/api/products?q=${tag}&district=gampaha&sort=price_desc`)).json() as BrowseResult;
    const handed = queryData(dataOf(response.body), ['products', 'list', `q=${tag}&district=gampaha&sort=price_desc`]);
    expect(handed).toEqual(api);
    expect(api.total).toBe(2);
  });

  it('pages by the address: page 2 shows what the API puts there', async () => {
    const tag = `Mangosteen${Date.now()}`;
    for (let index = 0; index < 30; index += 1) {
      await insertProduct(testApp.database.db, { sellerId, title: `${tag} crate ${String(index).padStart(2, '0')}` });
    }
    const api = (await get(`/api/products?q=${tag}&page=2`)).json() as BrowseResult;
    expect(api.products.length).toBeGreaterThan(0);
    const root = rootOf((await get(`/browse?q=${tag}&page=2`)).body);
    for (const product of api.products) expect(root).toContain(product.title);
    // Paging is by links a visitor without JavaScript can follow.
    const previous = /<a\b[^>]*rel="prev"[^>]*>/.exec(root)?.[0] ?? '';
    expect(previous).toContain(`href="/browse?q=${tag}"`);
    const next = /<a\b[^>]*rel="next"[^>]*>/.exec(root)?.[0];
    expect(next).toBeUndefined();
  });

  it('writes text from the catalog as text: markup in a title cannot close a tag or the data element', async () => {
    const title = 'Jak </script><script>alert(1)</script> <b>fruit</b>';
    const product = await insertProduct(testApp.database.db, { sellerId, title });
    const html = (await get(`/product/${product.id}`)).body;
    expect(rootOf(html)).toContain('Jak &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;b&gt;fruit&lt;/b&gt;');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>fruit</b>');
    expect((queryData(dataOf(html), ['products', 'detail', product.id]) as { title: string }).title).toBe(title);
    for (const tag of scriptTags(html)) expect(tag).toMatch(/type="application\/(ld\+)?json"|src="/);
  });

  it('says a new product has no ratings yet in other words than its condition, in each language', async () => {
    const product = await insertProduct(testApp.database.db, { sellerId, condition: 'new' });
    for (const [language, messages] of [
      ['en', en],
      ['si', si],
      ['ta', ta],
    ] as const) {
      const root = rootOf((await get(`/product/${product.id}`, { cookie: `lang=${language}` })).body);
      expect(root).toContain(messages['reviews.notRated']);
      expect(root).toContain(messages['catalog.condition.label'].replace('{condition}', messages['catalog.condition.new']));
      // The condition's word never stands alone, where it would read as a second badge meaning something else.
      expect(root).not.toContain(`>${messages['catalog.condition.new']}<`);
    }
  });

  it("renders the seller's page with their products", async () => {
    const product = await insertProduct(testApp.database.db, { sellerId, title: `Curd pots ${Date.now()}` });
    const response = await get(`/seller/${sellerId}`);
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root).toContain('Sunil');
    expect(root).toContain(product.title);
    // The head names the seller, as the browser's tab does once the page runs; in the reader's language too.
    expect(response.body).toMatch(/<title>Sunil [^<]* \| Govi Market<\/title>/);
    const sinhala = await get(`/seller/${sellerId}`, { cookie: 'lang=si' });
    expect(sinhala.body).toMatch(/<title>Sunil [^<]* \| Govi Market<\/title>/);
  });

  it('answers an unknown seller or product with 404, kept out of search engines, and says so on the page', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const path of [`/seller/${unknown}`, `/product/${unknown}`, '/seller/not-an-id', '/no-such-page']) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.body, path).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(response.body, path).toContain('<title>Page Not Found | Govi Market</title>');
      expect(rootOf(response.body), path).toMatch(/not (be )?found/i);
    }
  });

  it("shows a seller's draft to the seller alone: another visitor, signed in or not, gets a 404 with nothing of it", async () => {
    const title = `Draft curry leaves ${Date.now()}`;
    const draft = await insertProduct(testApp.database.db, { sellerId, title, status: 'draft' });
    const stranger = await createUser(testApp.app, { firstName: 'Nadeesha' });
    for (const headers of [{}, { cookie: stranger.cookie }] as Record<string, string>[]) {
      const response = await get(`/product/${draft.id}`, headers);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(title);
    }
    const own = await get(`/product/${draft.id}`, { cookie: seller.cookie });
    expect(own.statusCode).toBe(200);
    expect(rootOf(own.body)).toContain(title);
    expect(own.body).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it("renders in the reader's language: the cookie first, else the signed-in user's own choice", async () => {
    const sinhala = await get('/about', { cookie: 'lang=si' });
    expect(sinhala.body).toContain('<html lang="si"');
    expect(rootOf(sinhala.body)).toContain('අප ගැන');
    expect(dataOf(sinhala.body).language).toBe('si');

    const reader = await createUser(testApp.app, { firstName: 'Kavitha' });
    const chose = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/preferences',
      headers: { origin: testOrigin, cookie: reader.cookie },
      payload: { language: 'ta' },
    });
    expect(chose.statusCode).toBe(200);
    const tamil = await get('/about', { cookie: reader.cookie });
    expect(tamil.body).toContain('<html lang="ta"');
    expect(rootOf(tamil.body)).toContain('எங்களைப் பற்றி');
    // The cookie (this device's choice) still wins.
    expect((await get('/about', { cookie: `${reader.cookie}; lang=en` })).body).toContain('<html lang="en"');
  });

  it("renders a signed-in visitor's page for them alone: private, and nothing of it reaches the next visitor", async () => {
    const buyer = await createUser(testApp.app, { firstName: 'Tharindu' });
    const signedIn = await get('/', { cookie: buyer.cookie });
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    expect(signedIn.headers.vary).toMatch(/Cookie/);
    expect(rootOf(signedIn.body)).toContain('My Orders');
    expect(JSON.stringify(dataOf(signedIn.body))).toContain(buyer.email);

    const anonymous = await get('/');
    expect(rootOf(anonymous.body)).not.toContain('My Orders');
    expect(anonymous.body).not.toContain(buyer.email);
    expect(queryData(dataOf(anonymous.body), ['session'])).toBeNull();
  });

  it.each(languages)(
    'draws every private page on the server in %s: header, footer, title and a loading state, for the browser to replace',
    async (language) => {
      const messages = { en, si, ta }[language];
      const privatePages = (Object.keys(pages) as PageId[]).filter((id) => pages[id].private && id !== 'notFound' && id !== 'auth');
      for (const id of privatePages) {
        const path = pathOf(id, { id: '00000000-0000-4000-8000-000000000000' });
        for (const cookie of [`lang=${language}`, `lang=${language}; ${seller.cookie}`]) {
          const response = await get(path, { cookie });
          const where = `${path} ${cookie.length > 10 ? 'signed in' : 'signed out'}`;
          expect(response.statusCode, where).toBe(200);
          expect(response.headers['cache-control'], where).toBe('private, no-cache');
          const root = rootOf(response.body);
          expect(root, where).toContain('<header');
          expect(root, where).toContain('<footer');
          expect(root, where).toContain(`>${escapeHtml(pageHeads[language][id].title)}</h1>`);
          expect(root, where).toMatch(new RegExp(`role="status"[^>]*>${escapeRegExp(escapeHtml(messages['state.loading']))}<`));
          expect(response.body, where).toContain(`<title>${escapeHtml(pageHeadTitle(id, language))}</title>`);
          expect(response.body, where).toContain(`<html lang="${language}"`);
          // The browser renders the page in the shell's place rather than hydrating it.
          expect(dataOf(response.body).shell, where).toBe(true);
        }
      }
      // The header as each visitor sees it: a signed-in seller's own, nobody's for a visitor without a session.
      expect((await get('/orders', { cookie: `lang=${language}; ${seller.cookie}` })).body).not.toContain(`href="${pathOf('auth')}"`);
      expect((await get('/orders', { cookie: `lang=${language}` })).body).toContain(`href="${pathOf('auth')}"`);
    },
  );

  it.each(languages)('renders the sign-in page whole in %s, its forms plain forms the server answers', async (language) => {
    const response = await get('/auth?redirect=%2Forders', { cookie: `lang=${language}` });
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root).toContain('<header');
    expect(root).toContain('<footer');
    expect(root.match(/<form [^>]*method="post"/g)).toHaveLength(2);
    expect(root).toContain('name="intent" value="sign-in"');
    expect(root).toContain('name="intent" value="sign-up"');
    // Each tab is a link to the page with it open, keeping where the person was going.
    expect(root).toContain('href="/auth?tab=sign-up&amp;redirect=%2Forders"');
    expect(dataOf(response.body).shell).toBeUndefined();
  });

  it.each([
    '/product/%E0%A4%A',
    '/product/..%2F..%2Fapi',
    '/product/%00',
    '/seller/..%5C..%5Cetc',
    '/browse?page=-1&minPrice=abc&district=%00&sort=%3Cx%3E&q=%00%5C',
    '/browse?q=' + 'x'.repeat(500),
    '//browse',
    '/browse/..//',
    '/about\\..\\',
  ])('answers the odd address %s with a page, not a fault', async (path) => {
    const response = await get(path);
    expect(response.statusCode).toBeLessThan(500);
    // A path the router cannot decode is refused before any page (400).
    if (response.statusCode === 400) return;
    expect(response.body).toContain('<main id="main"');
    for (const tag of scriptTags(response.body)) expect(tag).toMatch(/type="application\/(ld\+)?json"|src="/);
  });
});

/** The HTML as a browser reads it, whichever encoding it was sent in. */
function htmlOf(response: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  return response.rawPayload.toString('utf8');
}

describe('pages kept for visitors without a session', () => {
  let kept: TestApp;
  let farmer: TestUser;

  beforeAll(async () => {
    // Kept a minute: whatever shows a change sooner is the change dropping the page, not its expiry.
    kept = await createTestApp({ renderer, env: { READ_CACHE_SECONDS: '60' } });
    farmer = await createUser(kept.app, { firstName: 'Ruwani' });
  });
  afterAll(async () => {
    await kept.close();
  });

  const load = (url: string, headers: Record<string, string> = {}) => kept.app.inject({ method: 'GET', url, headers });
  const keptTotals = () => kept.app.cacheTotals().keptPages;
  const asFarmer = (method: 'PATCH' | 'POST', url: string, payload: object) =>
    kept.app.inject({ method, url, headers: { origin: testOrigin, cookie: farmer.cookie }, payload });
  /** Lists a ripe fruit as the farmer, through the API a seller uses. */
  const listAsFarmer = (product: { title: string }, photos: FilePart[] = []) => {
    const listing = multipart(
      {
        product: JSON.stringify({
          description: 'Ripe',
          priceCents: 90_000,
          unit: 'piece',
          category: 'fruits',
          district: 'kandy',
          ...product,
        }),
      },
      photos,
    );
    return kept.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { ...listing.headers, origin: testOrigin, cookie: farmer.cookie },
      payload: listing.payload,
    });
  };

  it('renders a page once for everyone without a session, and sends it in the encoding each accepts', async () => {
    const product = await insertProduct(kept.database.db, { sellerId: farmer.id, title: `Kithul treacle ${Date.now()}` });
    const url = `/product/${product.id}`;
    const first = await load(url, { 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    const before = keptTotals();
    const responses = [first, await load(url, { 'accept-encoding': 'gzip' }), await load(url), await load(url, { cookie: 'theme=dark' })];
    expect(keptTotals().hits).toBe(before.hits + 3);
    // The same render, the moment it was rendered included, so each hydrates as the first did.
    for (const response of responses) expect(htmlOf(response)).toBe(htmlOf(first));
    expect(rootOf(htmlOf(first))).toContain(product.title);
    expect(responses.map((response) => response.headers['content-encoding'])).toEqual(['br', 'gzip', undefined, undefined]);
    for (const response of responses) {
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(response.headers.vary).toBe('Cookie, Save-Data, accept-encoding');
    }
  });

  it("never hands a signed-in visitor's page to anyone else, nor the page kept for everyone to a signed-in visitor", async () => {
    const buyer = await createUser(kept.app, { firstName: 'Kumudini' });
    const url = `/browse?q=privacy${Date.now()}`;
    const theirs = htmlOf(await load(url, { cookie: buyer.cookie }));
    expect(theirs).toContain(buyer.email);
    expect(theirs).toContain('Kumudini');

    const anyones = htmlOf(await load(url));
    expect(anyones).not.toContain(buyer.email);
    expect(anyones).not.toContain('Kumudini');
    expect(queryData(dataOf(anyones), ['session'])).toBeNull();

    // The page kept for everyone exists now; the signed-in visitor still gets their own, rendered for them.
    const before = keptTotals();
    const theirsAgain = htmlOf(await load(url, { cookie: `${buyer.cookie}; lang=si` }));
    expect(theirsAgain).toContain('Kumudini');
    expect(theirsAgain).toContain('<html lang="si"');
    expect(keptTotals()).toEqual(before);

    // All at once, on an address nobody has asked for yet: each gets their own.
    const together = `/?at-once=${Date.now()}`;
    const [first, signedIn, second] = await Promise.all([load(together), load(together, { cookie: buyer.cookie }), load(together)]);
    expect(htmlOf(signedIn)).toContain('Kumudini');
    for (const response of [first, second]) {
      expect(htmlOf(response)).not.toContain('Kumudini');
      expect(htmlOf(response)).not.toContain(buyer.email);
    }
    expect(htmlOf(await load(together))).not.toContain('Kumudini');
  });

  it('gives a visitor whose session has ended, or was never real, the page kept for everyone', async () => {
    const reader = await createUser(kept.app, { firstName: 'Sandaruwan' });
    const url = `/about?ended=${Date.now()}`;
    const anyones = htmlOf(await load(url));
    const signedOut = await kept.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: testOrigin, cookie: reader.cookie },
      payload: {},
    });
    expect(signedOut.statusCode).toBe(200);
    for (const cookie of [reader.cookie, 'better-auth.session_token=forged.c2lnbmF0dXJl']) {
      const page = htmlOf(await load(url, { cookie }));
      expect(page).not.toContain('Sandaruwan');
      expect(page).toBe(anyones);
    }
  });

  it('shows a change to the catalog on the next page: a new price, a new product, a product taken off sale', async () => {
    const tag = `Mangosteen${Date.now()}`;
    const product = await insertProduct(kept.database.db, { sellerId: farmer.id, title: `${tag} crate`, priceCents: 40_000 });
    const productPage = `/product/${product.id}`;
    const browse = `/browse?q=${tag}`;
    const priceOnPage = async () =>
      (queryData(dataOf(htmlOf(await load(productPage))), ['products', 'detail', product.id]) as ProductDetail).priceCents;
    const titlesOnBrowse = async () =>
      (queryData(dataOf(htmlOf(await load(browse))), ['products', 'list', `q=${tag}`]) as BrowseResult).products.map((card) => card.title);
    expect(await priceOnPage()).toBe(40_000);
    expect(await titlesOnBrowse()).toEqual([`${tag} crate`]);
    const before = keptTotals();
    expect(await priceOnPage()).toBe(40_000);
    expect(keptTotals().hits).toBe(before.hits + 1);

    expect((await asFarmer('PATCH', `/api/products/${product.id}`, { priceCents: 55_000 })).statusCode).toBe(200);
    expect(await priceOnPage()).toBe(55_000);

    const created = await listAsFarmer({ title: `${tag} basket` });
    expect(created.statusCode).toBe(201);
    expect((await titlesOnBrowse()).sort()).toEqual([`${tag} basket`, `${tag} crate`]);

    expect((await asFarmer('PATCH', `/api/products/${product.id}`, { status: 'inactive' })).statusCode).toBe(200);
    expect((await load(productPage)).statusCode).toBe(404);
    expect(await titlesOnBrowse()).toEqual([`${tag} basket`]);
  });

  it('shows a change made on another instance within moments, long before the kept page would expire', async () => {
    const other = await openSecondInstance(kept);
    try {
      const product = await insertProduct(kept.database.db, { sellerId: farmer.id, priceCents: 20_000 });
      const price = async () =>
        (queryData(dataOf(htmlOf(await load(`/product/${product.id}`))), ['products', 'detail', product.id]) as ProductDetail).priceCents;
      expect(await price()).toBe(20_000);
      const edited = await other.app.inject({
        method: 'PATCH',
        url: `/api/products/${product.id}`,
        headers: { origin: testOrigin, cookie: farmer.cookie },
        payload: { priceCents: 26_000 },
      });
      expect(edited.statusCode).toBe(200);
      await expect.poll(price, { timeout: 1000, interval: 5 }).toBe(26_000);
    } finally {
      await other.close();
    }
  });

  it('keeps a page apart for each language and each address', async () => {
    const english = htmlOf(await load('/about'));
    const sinhala = htmlOf(await load('/about', { cookie: 'lang=si' }));
    const tamil = htmlOf(await load('/about', { cookie: 'lang=ta' }));
    expect([english, sinhala, tamil].map((html) => /<html lang="(\w+)"/.exec(html)?.[1])).toEqual(['en', 'si', 'ta']);
    expect(htmlOf(await load('/about'))).toBe(english);
    expect(htmlOf(await load('/about', { cookie: 'lang=si' }))).toBe(sinhala);

    const cheapest = dataOf(htmlOf(await load('/browse?sort=price_asc')));
    const dearest = dataOf(htmlOf(await load('/browse?sort=price_desc')));
    expect(queryData(cheapest, ['products', 'list', 'sort=price_asc'])).toBeDefined();
    expect(queryData(dearest, ['products', 'list', 'sort=price_desc'])).toBeDefined();
    expect(queryData(dearest, ['products', 'list', 'sort=price_asc'])).toBeUndefined();
  });

  it('names smaller photos to a reader saving data, and keeps that page apart from the others', async () => {
    const tag = `Saving ${Date.now()}`;
    const created = await listAsFarmer({ title: `${tag} jak` }, [
      { name: 'jak.jpg', bytes: await makeImage('jpeg', { width: 2000, height: 1500 }) },
    ]);
    expect(created.statusCode).toBe(201);
    const product = created.json<ProductDetail>();
    const [photo] = product.photos;
    if (!photo?.thumbUrl || !photo.mainUrl) throw new Error('the photo has no thumbnail or page width');
    const imgWith = (html: string, url: string) =>
      new RegExp(`<img[^>]*(src|srcSet)="[^"]*${escapeRegExp(url)}[^>]*>`).exec(rootOf(html))?.[0];

    const full = await load(`/product/${product.id}`);
    expect(full.headers.vary).toContain('Save-Data');
    const pagePhoto = imgWith(htmlOf(full), photo.fullUrl);
    expect(pagePhoto).toContain(`srcSet="${photo.thumbUrl} 240w, ${photo.cardUrl} 480w, ${photo.mainUrl} 800w, ${photo.fullUrl} 1280w"`);
    expect(pagePhoto).toContain('sizes="(min-width: 1024px) 560px, 100vw"');

    const saving = await load(`/product/${product.id}`, { 'save-data': 'on' });
    const savingHtml = htmlOf(saving);
    expect(imgWith(savingHtml, photo.cardUrl)).not.toContain('srcSet');
    // Opened larger, the page width rather than the full one, fetched only when opened.
    expect(rootOf(savingHtml)).not.toContain(photo.fullUrl);
    expect(imgWith(savingHtml, photo.mainUrl)).toContain('loading="lazy"');
    expect(dataOf(savingHtml).saveData).toBe(true);
    expect(dataOf(htmlOf(full)).saveData).toBeUndefined();

    // Each is kept for its own readers.
    expect(htmlOf(await load(`/product/${product.id}`))).toBe(htmlOf(full));
    expect(htmlOf(await load(`/product/${product.id}`, { 'save-data': 'on' }))).toBe(savingHtml);

    // Browse's card: the card width among the thumbnail's for the browser to choose; the thumbnail alone when saving.
    const search = `/browse?q=${encodeURIComponent(tag)}`;
    expect(imgWith(htmlOf(await load(search)), photo.cardUrl)).toContain(`srcSet="${photo.thumbUrl} 240w, ${photo.cardUrl} 480w"`);
    const savingCard = imgWith(htmlOf(await load(search, { 'save-data': 'on' })), photo.thumbUrl);
    expect(savingCard).toContain(`src="${photo.thumbUrl}"`);
    expect(savingCard).not.toContain('srcSet');
  });

  it('keeps no page for an unknown address, none for a very long one, and odd ones leave the kept pages alone', async () => {
    const browse = htmlOf(await load('/browse'));
    const home = htmlOf(await load('/'));

    const unknown = await load('/no-such-page-kept');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const hits = keptTotals().hits;
    const unknownAgain = await load('/no-such-page-kept');
    expect([unknown.statusCode, unknownAgain.statusCode]).toEqual([404, 404]);
    // Rendered anew (a page carries the moment of its own render): anyone can make up addresses without end.
    expect(dataOf(htmlOf(unknownAgain)).now).toBeGreaterThan(dataOf(htmlOf(unknown)).now);
    expect(keptTotals().hits).toBe(hits);

    // Not even looked up: nobody shares such an address, and it would only push others out.
    const long = `/browse?q=${'y'.repeat(3000)}`;
    const lookups = keptTotals();
    expect((await load(long)).statusCode).toBe(200);
    expect(keptTotals()).toEqual(lookups);

    for (const path of ['/browse?q=%00', '/browse?q=%00%5C&sort=%3Cx%3E', '/..//', '//browse', '/browse/..//', '/browse?q=%E0%A4%A']) {
      for (const attempt of [1, 2]) {
        const response = await load(path);
        expect(response.statusCode, `${path} #${attempt}`).toBeLessThan(500);
        if (response.statusCode !== 400) expect(htmlOf(response), path).toContain('<main id="main"');
      }
    }
    expect(htmlOf(await load('/browse'))).toBe(browse);
    expect(htmlOf(await load('/'))).toBe(home);
  });

  it('keeps no page past the last one: any number is a new address, and would push real pages out', async () => {
    await insertProduct(kept.database.db, { sellerId: farmer.id });
    const past = '/browse?page=999';
    const first = await load(past);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const hits = keptTotals().hits;
    const again = await load(past);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(dataOf(htmlOf(again)).now).toBeGreaterThan(dataOf(htmlOf(first)).now);
    expect(keptTotals().hits).toBe(hits);
    // The first page, with products on it, is kept as before.
    const firstPage = htmlOf(await load('/browse?page=1'));
    expect(htmlOf(await load('/browse?page=1'))).toBe(firstPage);
  });

  it('keeps no page with a part left loading: the next visitor gets a fresh try', async () => {
    // The reviews' read throws (not the database away, which makes the page a 503): the product page renders them as loading, for the browser to ask.
    let reviewReads = 0;
    const failingReviews = await createTestApp({
      env: { READ_CACHE_SECONDS: '60' },
      renderer: {
        render: (request) =>
          renderer.render({
            ...request,
            reads: {
              ...request.reads,
              reviews: () => {
                reviewReads += 1;
                return Promise.reject(new Error('the reviews are away'));
              },
            },
          }),
      },
    });
    try {
      const seller = await createUser(failingReviews.app);
      const product = await insertProduct(failingReviews.database.db, { sellerId: seller.id });
      const load = (url: string) => failingReviews.app.inject({ method: 'GET', url });
      const first = await load(`/product/${product.id}`);
      const again = await load(`/product/${product.id}`);
      expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
      expect(dataOf(htmlOf(again)).now).toBeGreaterThan(dataOf(htmlOf(first)).now);
      expect(failingReviews.app.cacheTotals().keptPages.hits).toBe(0);
      // Asked once a page: the server does not try again (a retry would hold the page back by a second).
      expect(reviewReads).toBe(2);
      // Each failure is in the log, with what the read threw.
      expect(
        takeConsoleErrors().filter((line) => line.includes('a read of the page failed') && line.includes('the reviews are away')),
      ).toHaveLength(2);
      // A page whose reads all came back is kept as usual.
      await load('/about');
      await load('/about');
      expect(failingReviews.app.cacheTotals().keptPages.hits).toBe(1);
    } finally {
      await failingReviews.close();
    }
  });

  it('keeps nothing with the read cache off', async () => {
    const off = await createTestApp({ renderer, env: { READ_CACHE_SECONDS: '0' } });
    try {
      const loadOff = (url: string) => off.app.inject({ method: 'GET', url });
      const first = dataOf(htmlOf(await loadOff('/about')));
      await new Promise((resolve) => setTimeout(resolve, 5));
      const second = dataOf(htmlOf(await loadOff('/about')));
      expect(second.now).toBeGreaterThan(first.now);

      // Even a change nobody announced shows on the next page: nothing was kept to hide it.
      const seller = await createUser(off.app);
      const product = await insertProduct(off.database.db, { sellerId: seller.id, priceCents: 40_000 });
      const price = async () =>
        (queryData(dataOf(htmlOf(await loadOff(`/product/${product.id}`))), ['products', 'detail', product.id]) as ProductDetail)
          .priceCents;
      expect(await price()).toBe(40_000);
      await off.database.db.update(products).set({ priceCents: 45_000 }).where(eq(products.id, product.id));
      expect(await price()).toBe(45_000);
      expect(off.app.cacheTotals()).toEqual({ readCache: { hits: 0, misses: 0 }, keptPages: { hits: 0, misses: 0 } });
    } finally {
      await off.close();
    }
  });
});
