import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowseResult } from '@domain/catalog/product.schema';
import { renderDataElementId } from '@domain/site/page-render';
import { insertProduct } from '@tests/factories/products';
import { createUser, type TestUser } from '@tests/factories/users';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';
import { renderer } from '@web/entry-server';
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

  it("renders the seller's page with their products", async () => {
    const product = await insertProduct(testApp.database.db, { sellerId, title: `Curd pots ${Date.now()}` });
    const response = await get(`/seller/${sellerId}`);
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root).toContain('Sunil');
    expect(root).toContain(product.title);
  });

  it('answers an unknown seller or product with 404, kept out of search engines, and says so on the page', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const path of [`/seller/${unknown}`, `/product/${unknown}`, '/seller/not-an-id', '/no-such-page']) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.body, path).toContain('<meta name="robots" content="noindex, nofollow">');
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

  it('leaves private pages to the browser: the shell alone', async () => {
    for (const path of ['/cart', '/checkout', '/orders', '/seller-dashboard', '/auth']) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.body, path).toContain('<div id="root"></div>');
      expect(response.body, path).not.toContain(renderDataElementId);
    }
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
