import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '@tests/factories/products';
import { createUser, type TestUser } from '@tests/factories/users';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';
import { browseQuerySchema } from '@domain/catalog/product.schema';
import { createDiskStorage } from '@server/storage/storage';
import { drawSponsored } from './catalog.service';
import { createReadCache } from '@server/infra/read-cache';

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
  return product;
}

/** What the catalog draws with, as shipped: the database, a read cache, the app's clock. */
function sponsorContext() {
  return {
    db: testApp.database.db,
    storage: createDiskStorage(mkdtempSync(path.join(os.tmpdir(), 'govi-draw-'))),
    cache: createReadCache({ ttlMs: 2000 }),
    now: () => new Date(),
  };
}

describe('drawing the sponsored slots', () => {
  it('draws the boosts that qualify in proportion to their daily budgets, read after read', async () => {
    const budgets = [1_000_00, 2_000_00, 7_000_00];
    const budgetOf = new Map<string, number>();
    for (const budget of budgets) budgetOf.set((await boostedProduct(budget)).id, budget);
    const search = browseQuerySchema.parse({ category: 'other', district: 'mullaitivu' });
    const context = sponsorContext();

    const draws = 3000;
    const shown = new Map<number, number>();
    for (let draw = 0; draw < draws; draw += 1) {
      const [first] = await drawSponsored(context, search, [], 1);
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

  it('draws two different boosts for two slots, never one the page already shows', async () => {
    const search = browseQuerySchema.parse({ category: 'other', district: 'mullaitivu' });
    const context = sponsorContext();
    const all = await drawSponsored(context, search, [], 10);
    expect(all).toHaveLength(3);
    const [onPage] = all;
    if (!onPage) throw new Error('nothing drawn');
    for (let draw = 0; draw < 50; draw += 1) {
      const pair = await drawSponsored(context, search, [onPage], 2);
      expect(pair).toHaveLength(2);
      expect(new Set(pair.map((product) => product.id)).size).toBe(2);
      expect(pair.map((product) => product.id)).not.toContain(onPage.id);
    }
  });
});
