import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '@tests/factories/products';
import { createUser, type TestUser } from '@tests/factories/users';
import { openSecondInstance, type SecondInstance } from '@tests/setup/second-instance';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';
import type { BrowseResult, ProductDetail } from '@domain/catalog/product.schema';
import type { Order } from '@domain/orders/order.schema';

/**
 * Public reads are shared from memory for a while (READ_CACHE_SECONDS). Every write that changes what they
 * answer must drop them at once: a cache lifetime far longer than any test shows that nothing here is fresh
 * merely because an entry expired.
 */
let testApp: TestApp;
let seller: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  testApp = await createTestApp({ env: { READ_CACHE_SECONDS: '60' } });
  seller = await createUser(testApp.app, { firstName: 'Sunil', lastName: 'Bandara' });
  buyer = await createUser(testApp.app, { firstName: 'Ayesha', lastName: 'Fernando' });
});
afterAll(async () => {
  await testApp.close();
});

function call(app: FastifyInstance, user: TestUser | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    headers: { origin: testOrigin, ...(user && { cookie: user.cookie }) },
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  });
}

async function productOn(app: FastifyInstance, id: string) {
  const response = await call(app, null, 'GET', `/api/products/${id}`);
  return response.statusCode === 200 ? response.json<ProductDetail>() : response.statusCode;
}

async function stockShownOn(app: FastifyInstance, id: string) {
  const product = await productOn(app, id);
  return typeof product === 'number' ? product : product.quantity;
}

/** The titles Browse shows for a query, and each one's stock as its card shows it. */
async function browseOn(app: FastifyInstance, query: string) {
  const result = (await call(app, null, 'GET', `/api/products?${query}`)).json<BrowseResult>();
  return Object.fromEntries(result.products.map((product) => [product.title, product.quantity]));
}

async function order(productId: string, quantity: number, app = testApp.app): Promise<Order> {
  const response = await call(app, buyer, 'POST', '/api/orders', {
    idempotencyKey: randomUUID(),
    items: [{ productId, quantity }],
    deliveryAddress: '4 Lake Drive, Kurunegala',
    district: 'kurunegala',
    phoneNumber: '+94 71 555 0101',
  });
  if (response.statusCode !== 201) throw new Error(`order failed: ${response.statusCode} ${response.body}`);
  return response.json<Order>();
}

/** Each test has its own district, so its Browse queries see its own products only. */
function inDistrict(district: string, extra = '') {
  return `district=${district}${extra}`;
}

describe('reads after a write, with the read cache on', () => {
  it('a checkout of the last units shows at once on the product page and in Browse', async () => {
    const jackfruit = await insertProduct(testApp.database.db, {
      sellerId: seller.id,
      title: 'Jackfruit',
      quantity: 5,
      district: 'matara',
    });
    expect(await stockShownOn(testApp.app, jackfruit.id)).toBe(5);
    expect(await browseOn(testApp.app, inDistrict('matara', '&inStock=true'))).toEqual({ Jackfruit: 5 });
    expect(await browseOn(testApp.app, inDistrict('matara'))).toEqual({ Jackfruit: 5 });

    await order(jackfruit.id, 5);

    expect(await stockShownOn(testApp.app, jackfruit.id)).toBe(0);
    expect(await browseOn(testApp.app, inDistrict('matara', '&inStock=true'))).toEqual({});
    expect(await browseOn(testApp.app, inDistrict('matara'))).toEqual({ Jackfruit: 0 });
  });

  it('a checkout that leaves stock shows the new stock on every list that shows the product', async () => {
    const okra = await insertProduct(testApp.database.db, { sellerId: seller.id, title: 'Okra', quantity: 9, district: 'galle' });
    expect(await browseOn(testApp.app, inDistrict('galle', '&sort=price_asc'))).toEqual({ Okra: 9 });
    expect((await call(testApp.app, null, 'GET', '/api/products/featured')).json().products).toContainEqual(
      expect.objectContaining({ title: 'Okra', quantity: 9 }),
    );

    await order(okra.id, 2);

    expect(await browseOn(testApp.app, inDistrict('galle', '&sort=price_asc'))).toEqual({ Okra: 7 });
    expect((await call(testApp.app, null, 'GET', '/api/products/featured')).json().products).toContainEqual(
      expect.objectContaining({ title: 'Okra', quantity: 7 }),
    );
  });

  it('a cancel by the buyer, or by the seller, puts the stock back in view at once', async () => {
    const pumpkin = await insertProduct(testApp.database.db, { sellerId: seller.id, title: 'Pumpkin', quantity: 3, district: 'badulla' });
    const first = await order(pumpkin.id, 3);
    expect(await stockShownOn(testApp.app, pumpkin.id)).toBe(0);
    expect(await browseOn(testApp.app, inDistrict('badulla', '&inStock=true'))).toEqual({});

    expect((await call(testApp.app, buyer, 'POST', `/api/orders/${first.id}/cancel`)).statusCode).toBe(200);
    expect(await stockShownOn(testApp.app, pumpkin.id)).toBe(3);
    expect(await browseOn(testApp.app, inDistrict('badulla', '&inStock=true'))).toEqual({ Pumpkin: 3 });

    const second = await order(pumpkin.id, 3);
    expect(await browseOn(testApp.app, inDistrict('badulla', '&inStock=true'))).toEqual({});
    const item = second.items[0]!;
    expect((await call(testApp.app, seller, 'PATCH', `/api/seller/order-items/${item.id}`, { status: 'cancelled' })).statusCode).toBe(200);
    expect(await stockShownOn(testApp.app, pumpkin.id)).toBe(3);
    expect(await browseOn(testApp.app, inDistrict('badulla', '&inStock=true'))).toEqual({ Pumpkin: 3 });
  });

  it('a seller’s edits of stock, price and status, and a deletion, show at once', async () => {
    const rice = await insertProduct(testApp.database.db, {
      sellerId: seller.id,
      title: 'Red rice',
      quantity: 40,
      priceCents: 30_000,
      district: 'ampara',
    });
    await insertProduct(testApp.database.db, {
      sellerId: seller.id,
      title: 'White rice',
      quantity: 40,
      priceCents: 25_000,
      district: 'ampara',
    });
    const cheapestFirst = async () => Object.keys(await browseOn(testApp.app, inDistrict('ampara', '&sort=price_asc')));
    expect(await cheapestFirst()).toEqual(['White rice', 'Red rice']);
    expect(await stockShownOn(testApp.app, rice.id)).toBe(40);
    const stats = async () => (await call(testApp.app, null, 'GET', '/api/stats')).json<{ activeProducts: number }>().activeProducts;
    const listedBefore = await stats();

    const edit = (patch: Record<string, unknown>) => call(testApp.app, seller, 'PATCH', `/api/products/${rice.id}`, patch);
    expect((await edit({ quantity: 12, priceCents: 20_000 })).statusCode).toBe(200);
    expect(await stockShownOn(testApp.app, rice.id)).toBe(12);
    expect(await cheapestFirst()).toEqual(['Red rice', 'White rice']);

    expect((await edit({ status: 'inactive' })).statusCode).toBe(200);
    expect(await productOn(testApp.app, rice.id)).toBe(404);
    expect(await cheapestFirst()).toEqual(['White rice']);
    expect(await stats()).toBe(listedBefore - 1);

    expect((await edit({ status: 'active' })).statusCode).toBe(200);
    expect(await cheapestFirst()).toEqual(['Red rice', 'White rice']);
    expect(await stats()).toBe(listedBefore);

    expect((await call(testApp.app, seller, 'DELETE', `/api/products/${rice.id}`)).statusCode).toBe(204);
    expect(await productOn(testApp.app, rice.id)).toBe(404);
    expect(await cheapestFirst()).toEqual(['White rice']);
  });
});

describe('the market counts, with the read cache on', () => {
  it('count a new member as soon as they sign up', async () => {
    const members = async () => (await call(testApp.app, null, 'GET', '/api/stats')).json<{ members: number }>().members;
    const before = await members();
    await createUser(testApp.app);
    expect(await members()).toBe(before + 1);
  });
});

describe('pages past the last one, with the read cache on', () => {
  /** How many lookups of the read cache loaded while `read` ran. */
  async function loadsDuring(read: () => Promise<unknown>) {
    const before = testApp.app.cacheTotals().readCache.misses;
    await read();
    return testApp.app.cacheTotals().readCache.misses - before;
  }

  it('are answered but not kept for Browse, while a page with products is', async () => {
    await insertProduct(testApp.database.db, { sellerId: seller.id, title: 'Curry leaves', district: 'monaragala' });
    const page = (number: number) => () => call(testApp.app, null, 'GET', `/api/products?${inDistrict('monaragala', `&page=${number}`)}`);

    expect((await page(1)()).json<BrowseResult>().products).toHaveLength(1);
    expect(await loadsDuring(page(1))).toBe(0);

    const past = await page(700)();
    expect(past.statusCode).toBe(200);
    expect(past.json<BrowseResult>().products).toEqual([]);
    expect(await loadsDuring(page(700))).toBeGreaterThan(0);
  });

  it('are answered but not kept for a product’s reviews, nor are unknown products’', async () => {
    const basil = await insertProduct(testApp.database.db, { sellerId: seller.id, title: 'Basil' });
    const page = (productId: string, number: number) => () =>
      call(testApp.app, null, 'GET', `/api/products/${productId}/reviews?page=${number}`);

    expect((await page(basil.id, 1)()).statusCode).toBe(200);
    expect(await loadsDuring(page(basil.id, 1))).toBe(0);

    expect((await page(basil.id, 900)()).json<{ reviews: unknown[] }>().reviews).toEqual([]);
    expect(await loadsDuring(page(basil.id, 900))).toBe(1);

    const unknown = randomUUID();
    expect((await page(unknown, 1)()).statusCode).toBe(404);
    expect(await loadsDuring(page(unknown, 1))).toBe(1);
  });
});

describe('reads after a write made through another instance on the same database', () => {
  let other: SecondInstance;

  beforeAll(async () => {
    // Separate connections and listeners are tested on PostgreSQL in catalog-fresh-reads.postgres.test.ts.
    other = await openSecondInstance(testApp);
  });
  afterAll(async () => {
    await other.close();
  });

  it('drops what the other instance changed as soon as it hears of it', async () => {
    const beans = await insertProduct(testApp.database.db, { sellerId: seller.id, title: 'Long beans', quantity: 4, district: 'kegalle' });
    expect(await stockShownOn(testApp.app, beans.id)).toBe(4);
    expect(await browseOn(testApp.app, inDistrict('kegalle', '&inStock=true'))).toEqual({ 'Long beans': 4 });

    await order(beans.id, 4, other.app);

    await expect.poll(() => stockShownOn(testApp.app, beans.id), { timeout: 2000, interval: 20 }).toBe(0);
    expect(await browseOn(testApp.app, inDistrict('kegalle', '&inStock=true'))).toEqual({});
  });
});
