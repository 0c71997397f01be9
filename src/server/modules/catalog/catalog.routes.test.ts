import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '@tests/factories/products';
import { createUser } from '@tests/factories/users';
import { createTestApp, type TestApp } from '@tests/setup/test-app';

let testApp: TestApp;

beforeAll(async () => {
  // These tests read the empty market, then write rows straight to the database, which no write through the
  // app announces: the read cache is off here. How writes through the app keep it true: catalog-fresh-reads.test.ts.
  testApp = await createTestApp({ env: { READ_CACHE_SECONDS: '0' } });
});
afterAll(async () => {
  await testApp.close();
});

const getJson = async (url: string) => {
  const response = await testApp.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('featured products and market statistics', () => {
  it('start empty', async () => {
    expect(await getJson('/api/products/featured')).toEqual({ products: [], sponsored: [] });
    const stats = await getJson('/api/stats');
    expect(stats).toMatchObject({ members: 0, sellers: 0, activeProducts: 0 });
    expect(Object.values(stats.productsByCategory).every((count) => count === 0)).toBe(true);
  });

  it('list the newest four active products and count what is really there', async () => {
    const farmer = await createUser(testApp.app);
    const grower = await createUser(testApp.app);
    await createUser(testApp.app);
    const minute = 60_000;
    const base = Date.now() - 60 * minute;
    for (let index = 0; index < 5; index++) {
      await insertProduct(testApp.database.db, {
        sellerId: index % 2 ? grower.id : farmer.id,
        title: `Listing ${index}`,
        category: index < 3 ? 'vegetables' : 'fruits',
        createdAt: new Date(base + index * minute),
      });
    }
    await insertProduct(testApp.database.db, { sellerId: farmer.id, title: 'Draft', status: 'draft', createdAt: new Date() });
    await insertProduct(testApp.database.db, { sellerId: grower.id, title: 'Hidden', status: 'inactive', createdAt: new Date() });

    const featured = await getJson('/api/products/featured');
    expect(featured.products.map((product: { title: string }) => product.title)).toEqual([
      'Listing 4',
      'Listing 3',
      'Listing 2',
      'Listing 1',
    ]);
    expect(featured.products[0]).toMatchObject({ priceCents: 25_000, unit: 'kg', district: 'nuwara-eliya', coverUrl: null });

    const stats = await getJson('/api/stats');
    expect(stats).toMatchObject({ members: 3, sellers: 2, activeProducts: 5 });
    expect(stats.productsByCategory).toMatchObject({ vegetables: 3, fruits: 2, dairy: 0 });
  });
});
