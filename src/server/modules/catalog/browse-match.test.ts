import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '@tests/factories/products';
import { createUser } from '@tests/factories/users';
import { createTestApp, type TestApp } from '@tests/setup/test-app';
import { matchesBrowseQuery } from '@domain/catalog/browse-match';
import { categories } from '@domain/catalog/categories';
import { browseQuerySchema } from '@domain/catalog/product.schema';
import { products } from '@server/db/schema/catalog';
import { selectBrowsePage } from './catalog.repository';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

/** mulberry32: the same products and searches on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const words = ['Mango', 'mango', 'Rice', 'kiri', 'Chilli', 'ගම්මිරිස්', 'மாம்பழம்', '50%_off', 'back\\slash'];
const places = ['kandy', 'jaffna', 'galle', 'badulla'] as const;

describe('Browse matched in memory', () => {
  it('answers as the database does, for many searches over varied products', async () => {
    const random = seeded(3);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
    const sellers = [await createUser(testApp.app), await createUser(testApp.app)];
    for (let index = 0; index < 60; index += 1) {
      const row = await insertProduct(testApp.database.db, {
        sellerId: pick(sellers).id,
        title: `${pick(words)} ${pick(words)} ${index}`,
        category: pick(categories),
        district: pick(places),
        priceCents: Math.floor(random() * 50) * 1000,
        quantity: random() < 0.2 ? 0 : 5,
        status: random() < 0.1 ? 'inactive' : 'active',
      });
      if (random() < 0.5) {
        await testApp.database.db
          .update(products)
          .set({ ratingAverage: Math.round(random() * 50) / 10, ratingCount: 3 })
          .where(eq(products.id, row.id));
      }
    }
    const all = await testApp.database.db.select().from(products);

    for (let search = 0; search < 300; search += 1) {
      const raw: Record<string, unknown> = { district: [] };
      if (random() < 0.4) raw.q = pick([...words, 'mang', 'ILLI', 'kandy', 'nothing', '%', '_']);
      if (random() < 0.4) raw.category = pick(categories);
      if (random() < 0.4) raw.district = [pick(places), ...(random() < 0.5 ? [pick(places)] : [])];
      if (random() < 0.3) raw.minPrice = String(Math.floor(random() * 30) * 1000);
      if (random() < 0.3) raw.maxPrice = String(Math.floor(random() * 50) * 1000);
      if (random() < 0.3) raw.inStock = 'true';
      if (random() < 0.2) raw.minRating = String(1 + Math.floor(random() * 5));
      if (random() < 0.1) raw.seller = pick(sellers).id;
      const query = browseQuerySchema.parse(raw);
      const fromDatabase = (await selectBrowsePage(testApp.database.db, query, 1000, { fewMatches: true })).map((row) => row.id).sort();
      const inMemory = all
        .filter((product) => product.status === 'active' && matchesBrowseQuery(product, query))
        .map((product) => product.id)
        .sort();
      expect(inMemory, JSON.stringify(raw)).toEqual(fromDatabase);
    }
  });
});
