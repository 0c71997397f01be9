import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '@tests/factories/users';
import { createTestApp, type TestApp } from '@tests/setup/test-app';
import { searchTextSeparator } from '@domain/catalog/search-text';
import { districts } from '@domain/catalog/districts';
import { browseCountCap, browsePageSize } from '@domain/catalog/limits';
import type { BrowseResult } from '@domain/catalog/product.schema';
import { districtNames } from '@domain/catalog/taxonomy-names';
import { languages } from '@domain/i18n/languages';
import { products } from '@server/db/schema/catalog';
import { insertGeneratedProducts } from './catalog.repository';

/**
 * A Browse page is found one of two ways: walking the sort's index when matches are many, or taking the few
 * matches through the filter's index and sorting them. Both must give the same order, the one the page promises.
 */
let testApp: TestApp;
type Row = { id: string; priceCents: number; createdAt: Date; category: string };
let listed: Row[];

beforeAll(async () => {
  testApp = await createTestApp();
  const seller = await createUser(testApp.app);
  await insertGeneratedProducts(testApp.database.db, {
    count: browseCountCap + 300,
    sellers: [{ id: seller.id, name: 'Order Tester' }],
    districts: districts.map((slug) => ({
      slug,
      names: languages.map((language) => districtNames[slug][language]).join(searchTextSeparator),
    })),
  });
  listed = await testApp.database.db
    .select({ id: products.id, priceCents: products.priceCents, createdAt: products.createdAt, category: products.category })
    .from(products)
    .where(and(eq(products.status, 'active')));
});
afterAll(async () => {
  await testApp.close();
});

const byId = (a: Row, b: Row) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const newestFirst = (a: Row, b: Row) => b.createdAt.getTime() - a.createdAt.getTime() || byId(a, b);
const expectedOrder = {
  newest: newestFirst,
  price_asc: (a: Row, b: Row) => a.priceCents - b.priceCents || newestFirst(a, b),
  price_desc: (a: Row, b: Row) => b.priceCents - a.priceCents || newestFirst(a, b),
};

async function pageIds(query: string) {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/products?${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<BrowseResult>();
}

describe.each(Object.keys(expectedOrder) as (keyof typeof expectedOrder)[])('sorted %s', (sort) => {
  it('matches many products: pages follow the promised order', async () => {
    const all = [...listed].sort(expectedOrder[sort]);
    expect(all.length).toBeGreaterThan(browseCountCap);
    for (const page of [1, 7]) {
      const result = await pageIds(`sort=${sort}&page=${page}`);
      expect(result.totalIsCapped).toBe(true);
      expect(result.products.map((product) => product.id)).toEqual(
        all.slice((page - 1) * browsePageSize, page * browsePageSize).map((row) => row.id),
      );
    }
  });

  it('matches few products: the same order', async () => {
    const fruits = listed.filter((row) => row.category === 'fruits').sort(expectedOrder[sort]);
    expect(fruits.length).toBeGreaterThan(browsePageSize);
    expect(fruits.length).toBeLessThanOrEqual(browseCountCap);
    for (const page of [1, 2]) {
      const result = await pageIds(`category=fruits&sort=${sort}&page=${page}`);
      expect(result.total).toBe(fruits.length);
      expect(result.products.map((product) => product.id)).toEqual(
        fruits.slice((page - 1) * browsePageSize, page * browsePageSize).map((row) => row.id),
      );
    }
  });
});
