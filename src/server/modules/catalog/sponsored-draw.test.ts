import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '@tests/factories/products';
import { createUser, type TestUser } from '@tests/factories/users';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';
import { browseQuerySchema } from '@domain/catalog/product.schema';
import { selectSponsoredProducts } from './catalog.repository';

let testApp: TestApp;
let seller: TestUser;

beforeAll(async () => {
  testApp = await createTestApp();
  seller = await createUser(testApp.app, { firstName: 'Sunil', lastName: 'Bandara' });
});
afterAll(async () => {
  await testApp.close();
});

async function boostedProduct(dailyBudgetCents: number) {
  const product = await insertProduct(testApp.database.db, { sellerId: seller.id, category: 'other', district: 'mullaitivu', quantity: 5 });
  const launched = await testApp.app.inject({
    method: 'POST',
    url: '/api/seller/boosts',
    headers: { origin: testOrigin, cookie: seller.cookie },
    payload: { productId: product.id, description: 'In season', dailyBudgetCents, durationDays: 5 },
  });
  expect(launched.statusCode, launched.body).toBe(201);
  return product.id;
}

describe('drawing the sponsored slots', () => {
  it('draws the boosts that qualify in proportion to their daily budgets', async () => {
    const budgets = [1_000_00, 2_000_00, 7_000_00];
    const budgetOf = new Map<string, number>();
    for (const budget of budgets) budgetOf.set(await boostedProduct(budget), budget);
    const search = browseQuerySchema.parse({ category: 'other', district: 'mullaitivu' });

    const draws = 3000;
    const shown = new Map<number, number>();
    for (let draw = 0; draw < draws; draw += 1) {
      const [first] = await selectSponsoredProducts(testApp.database.db, search, { shownIds: [], count: 1, now: new Date() });
      const budget = budgetOf.get(first?.id ?? '') ?? 0;
      shown.set(budget, (shown.get(budget) ?? 0) + 1);
    }
    const total = budgets.reduce((sum, budget) => sum + budget, 0);
    for (const budget of budgets) {
      // Three standard deviations of a share of 3,000 draws is at most 0.028.
      expect(Math.abs((shown.get(budget) ?? 0) / draws - budget / total), `budget ${budget}`).toBeLessThan(0.03);
    }
    expect(shown.get(0)).toBeUndefined();
  });

  it('draws two different boosts for two slots, and leaves out what the page shows', async () => {
    const search = browseQuerySchema.parse({ category: 'other', district: 'mullaitivu' });
    const all = await selectSponsoredProducts(testApp.database.db, search, { shownIds: [], count: 10, now: new Date() });
    expect(all).toHaveLength(3);
    for (let draw = 0; draw < 50; draw += 1) {
      const pair = await selectSponsoredProducts(testApp.database.db, search, {
        shownIds: [all[0]?.id ?? ''],
        count: 2,
        now: new Date(),
      });
      expect(pair).toHaveLength(2);
      expect(new Set(pair.map((product) => product.id)).size).toBe(2);
      expect(pair.map((product) => product.id)).not.toContain(all[0]?.id);
    }
  });
});
