import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemOf, moveTestItem, placeTestOrderAt } from '@tests/factories/orders';
import { insertProduct } from '@tests/factories/products';
import { createUser, type TestUser } from '@tests/factories/users';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';
import type { District } from '@domain/catalog/districts';
import { sellerInsightsSchema, type SellerInsights } from '@domain/seller/seller-insights.schema';
import { products } from '@server/db/schema/catalog';

// The dashboard looks back 30 days from now, so these orders are dated relative to the moment the file runs.
// Expected figures are worked out by hand in the comments beside them.

const hour = 3_600_000;
const day = 24 * hour;
const startedAt = Date.now();
const ago = (days: number, hours = 0) => new Date(startedAt - days * day - hours * hour);

function getInsights(testApp: TestApp, user: TestUser) {
  return testApp.app.inject({ method: 'GET', url: '/api/seller/insights', headers: { origin: testOrigin, cookie: user.cookie } });
}

async function insightsOf(testApp: TestApp, user: TestUser): Promise<SellerInsights> {
  const response = await getInsights(testApp, user);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return sellerInsightsSchema.parse(response.json());
}

const lines = (...pairs: [string, number][]) => pairs.map(([productId, quantity]) => ({ productId, quantity }));

describe('top products and market prices', () => {
  let testApp: TestApp;
  let seller: TestUser;
  let newcomer: TestUser;
  const id: Record<string, string> = {};

  beforeAll(async () => {
    testApp = await createTestApp();
    const { app, database } = testApp;
    const db = database.db;
    seller = await createUser(app, { firstName: 'Sunil', lastName: 'Bandara' });
    const nimal = await createUser(app, { firstName: 'Nimal', lastName: 'Silva' });
    const ruwan = await createUser(app, { firstName: 'Ruwan', lastName: 'Kumara' });
    newcomer = await createUser(app, { firstName: 'Nadeesha', lastName: 'Gamage' });
    const buyer = await createUser(app, { firstName: 'Ayesha', lastName: 'Fernando' });

    const add = async (key: string, values: Parameters<typeof insertProduct>[1]) => {
      id[key] = (await insertProduct(db, { quantity: 100, ...values })).id;
    };
    const sunil = { sellerId: seller.id, sellerName: 'Sunil Bandara' };
    const byNimal = { sellerId: nimal.id, sellerName: 'Nimal Silva' };
    const byRuwan = { sellerId: ruwan.id, sellerName: 'Ruwan Kumara' };
    // Sunil's listings.
    await add('onions', { ...sunil, title: 'Red onions', category: 'vegetables', unit: 'kg', priceCents: 40_000 });
    await add('potatoes', { ...sunil, title: 'Potatoes', category: 'vegetables', unit: 'kg', priceCents: 25_000 });
    await add('ginger', { ...sunil, title: 'Ginger', category: 'herbs-spices', unit: 'kg', priceCents: 80_000 });
    await add('pineapple', { ...sunil, title: 'Pineapple', category: 'fruits', unit: 'piece', priceCents: 30_000 });
    await add('beans', { ...sunil, title: 'Old beans', category: 'vegetables', unit: 'kg', priceCents: 50_000 });
    await add('pumpkin', { ...sunil, title: 'Pumpkin', category: 'vegetables', unit: 'kg', priceCents: 10_000 });
    await add('chillies', { ...sunil, title: 'Chillies', category: 'vegetables', unit: 'kg', priceCents: 15_000 });
    await add('spring', { ...sunil, title: 'Spring onions', category: 'vegetables', unit: 'bunch', priceCents: 5_000 });
    await add('papaya', { ...sunil, title: 'Papaya', category: 'fruits', unit: 'kg', priceCents: 30_000, status: 'inactive' });
    // The rest of the market.
    await add('n1', { ...byNimal, category: 'vegetables', unit: 'kg', priceCents: 30_000 });
    await add('n2', { ...byNimal, category: 'vegetables', unit: 'kg', priceCents: 60_000 });
    await add('n3', { ...byNimal, category: 'herbs-spices', unit: 'kg', priceCents: 50_000 });
    await add('n4', { ...byNimal, category: 'herbs-spices', unit: 'kg', priceCents: 60_000 });
    await add('n5', { ...byNimal, category: 'vegetables', unit: 'bunch', priceCents: 7_000 });
    await add('n6', { ...byNimal, category: 'vegetables', unit: 'kg', priceCents: 1_000, status: 'inactive' });
    await add('mangoes', { ...byNimal, title: 'Mangoes', category: 'fruits', unit: 'kg', priceCents: 20_000 });
    await add('r1', { ...byRuwan, category: 'vegetables', unit: 'kg', priceCents: 20_000 });
    await add('r2', { ...byRuwan, category: 'herbs-spices', unit: 'kg', priceCents: 65_000 });
    await add('r3', { ...byRuwan, category: 'herbs-spices', unit: 'kg', priceCents: 150_000 });
    await add('r4', { ...byRuwan, category: 'vegetables', unit: 'kg', priceCents: 5, status: 'draft' });
    // Priced as Sunil's Potatoes and Red onions: an equal price is not a cheaper one.
    await add('r5', { ...byRuwan, category: 'vegetables', unit: 'kg', priceCents: 25_000 });
    await add('r6', { ...byRuwan, category: 'vegetables', unit: 'kg', priceCents: 40_000 });

    const order = (at: Date, ...pairs: [string, number][]) => placeTestOrderAt(app, db, at, buyer, lines(...pairs));
    await order(ago(2), [id.onions!, 3], [id.mangoes!, 1]);
    await order(ago(29), [id.ginger!, 1]); // inside the 30 days, near the edge
    await order(ago(30, 1), [id.beans!, 10]); // an hour beyond the 30 days
    await order(ago(5), [id.pineapple!, 2]);
    await order(ago(3), [id.pumpkin!, 1], [id.onions!, 1]);
    await order(ago(4), [id.chillies!, 1]);
    const cancelled = await order(ago(1), [id.potatoes!, 10]);
    await order(ago(6), [id.potatoes!, 2]);
    await moveTestItem(app, seller, itemOf(cancelled, id.potatoes!), 'cancelled');

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/products/${id.pineapple}`,
      headers: { origin: testOrigin, cookie: seller.cookie },
    });
    if (deleted.statusCode !== 204) throw new Error(`delete failed: ${deleted.body}`);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("ranks the seller's products of the last 30 days by revenue, five at most, a deleted one without its id", async () => {
    const { topProducts } = await insightsOf(testApp, seller);
    expect(topProducts).toEqual([
      // 3 kg + 1 kg at 400.00, in two orders.
      { productId: id.onions, title: 'Red onions', unit: 'kg', quantity: 4, revenueCents: 160_000, orders: 2 },
      // 29 days ago is inside.
      { productId: id.ginger, title: 'Ginger', unit: 'kg', quantity: 1, revenueCents: 80_000, orders: 1 },
      // Deleted after the sale: the title it was sold under stays.
      { productId: null, title: 'Pineapple', unit: 'piece', quantity: 2, revenueCents: 60_000, orders: 1 },
      // 2 kg; the 10 kg order was cancelled.
      { productId: id.potatoes, title: 'Potatoes', unit: 'kg', quantity: 2, revenueCents: 50_000, orders: 1 },
      { productId: id.chillies, title: 'Chillies', unit: 'kg', quantity: 1, revenueCents: 15_000, orders: 1 },
      // Pumpkin (10000) is sixth; Old beans (500000) sold 30 days and an hour ago; Mangoes are Nimal's.
    ]);
  });

  it('gives the median and range of active prices per category and unit the seller lists in, and where each own price sits', async () => {
    const { marketPrices } = await insightsOf(testApp, seller);
    const sorted = [...marketPrices]
      .sort((a, b) => `${a.category}/${a.unit}`.localeCompare(`${b.category}/${b.unit}`))
      .map((entry) => ({ ...entry, own: [...entry.own].sort((a, b) => a.priceCents - b.priceCents) }));
    const own = (key: string, title: string, priceCents: number, cheaperShare: number) => ({
      productId: id[key],
      title,
      priceCents,
      cheaperShare,
    });
    expect(sorted).toEqual([
      {
        // Active: Sunil 80000; Nimal 50000, 60000; Ruwan 65000, 150000. Odd count: the middle of
        // 50000 60000 65000 80000 150000 is 65000; three of five are below Ginger.
        category: 'herbs-spices',
        unit: 'kg',
        listings: 5,
        medianCents: 65_000,
        minCents: 50_000,
        maxCents: 150_000,
        own: [own('ginger', 'Ginger', 80_000, 0.6)],
      },
      {
        // Sunil's 5000 and Nimal's 7000: the median of two is their mean.
        category: 'vegetables',
        unit: 'bunch',
        listings: 2,
        medianCents: 6_000,
        minCents: 5_000,
        maxCents: 7_000,
        own: [own('spring', 'Spring onions', 5_000, 0)],
      },
      {
        // Active: 10000 15000 20000 25000 25000 30000 40000 40000 50000 60000 (Nimal's inactive 1000 and
        // Ruwan's draft 5 are not for sale). Even count: (25000 + 30000) / 2 = 27500. Shares strictly below each
        // own price, of 10: Potatoes has 3 below (not Ruwan's equal 25000), Red onions 6.
        category: 'vegetables',
        unit: 'kg',
        listings: 10,
        medianCents: 27_500,
        minCents: 10_000,
        maxCents: 60_000,
        own: [
          own('pumpkin', 'Pumpkin', 10_000, 0),
          own('chillies', 'Chillies', 15_000, 0.1),
          own('potatoes', 'Potatoes', 25_000, 0.3),
          own('onions', 'Red onions', 40_000, 0.6),
          own('beans', 'Old beans', 50_000, 0.8),
        ],
      },
      // No fruits: Sunil's Papaya is inactive and his Pineapple is deleted.
    ]);
  });

  it('gives a seller with nothing listed or sold empty panels and no district', async () => {
    const insights = await insightsOf(testApp, newcomer);
    expect(insights.topProducts).toEqual([]);
    expect(insights.marketPrices).toEqual([]);
    expect(insights.demand.district).toBeNull();
  });
});

// Demand is counted over the whole market. Six orders of nested products give every product and category a count
// of its own, so the order of the lists is fixed:
//
// order  delivered to  products
//   A    colombo       P1 P2 P3 P4 P5 P6
//   B    kandy         P1 P2 P3 P4 P5
//   C    kandy         P1 P2 P3 P4
//   D    kandy         P1 P2 P3
//   E    kandy         P1 P2
//   F    kandy         P1
// P1 and P2 are vegetables, P3 fruits, P4 dairy, P5 grains, P6 herbs-spices. Besides: three orders of P6 (kandy),
// cancelled; one order of P5 and P6 (kandy) 31 days ago.
describe('items in demand', () => {
  let testApp: TestApp;
  let reader: TestUser;
  let onlyInactive: TestUser;
  const id: Record<string, string> = {};

  beforeAll(async () => {
    testApp = await createTestApp();
    const { app, database } = testApp;
    const db = database.db;
    reader = await createUser(app, { firstName: 'Sunil', lastName: 'Bandara' });
    const grower = await createUser(app, { firstName: 'Nimal', lastName: 'Silva' });
    onlyInactive = await createUser(app, { firstName: 'Kasun', lastName: 'Jayasuriya' });
    const buyer = await createUser(app, { firstName: 'Ayesha', lastName: 'Fernando' });

    const add = async (key: string, values: Parameters<typeof insertProduct>[1]) => {
      id[key] = (await insertProduct(db, { quantity: 100, ...values })).id;
    };
    const sunil = { sellerId: reader.id, sellerName: 'Sunil Bandara' };
    const nimal = { sellerId: grower.id, sellerName: 'Nimal Silva' };
    // Sunil's active products: two in kandy, one in matale; his three inactive ones in galle do not decide.
    await add('p1', { ...sunil, title: 'Cabbage', category: 'vegetables', district: 'kandy' });
    await add('p2', { ...sunil, title: 'Leeks', category: 'vegetables', district: 'kandy' });
    await add('s3', { ...sunil, title: 'Turmeric', category: 'herbs-spices', district: 'matale' });
    for (const title of ['Old rice', 'Old maize', 'Old gram']) {
      await add(title, { ...sunil, title, category: 'grains', district: 'galle', status: 'inactive' });
    }
    await add('p3', { ...nimal, title: 'Bananas', category: 'fruits', district: 'gampaha' });
    await add('p4', { ...nimal, title: 'Buffalo curd', category: 'dairy', unit: 'litre', district: 'gampaha' });
    await add('p5', { ...nimal, title: 'Red rice', category: 'grains', district: 'gampaha' });
    await add('p6', { ...nimal, title: 'Cinnamon', category: 'herbs-spices', district: 'gampaha' });
    await add('k1', {
      sellerId: onlyInactive.id,
      sellerName: 'Kasun Jayasuriya',
      title: 'Goat',
      category: 'livestock',
      unit: 'piece',
      status: 'inactive',
    });

    const order = (at: Date, district: District, keys: string[]) =>
      placeTestOrderAt(app, db, at, buyer, lines(...keys.map((key): [string, number] => [id[key]!, 1])), { district });
    const all = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'];
    await order(ago(1), 'colombo', all);
    for (const [index, district] of (['kandy', 'kandy', 'kandy', 'kandy', 'kandy'] as const).entries()) {
      await order(ago(2 + index), district, all.slice(0, 5 - index));
    }
    for (let index = 0; index < 3; index += 1) {
      const cancelled = await order(ago(3), 'kandy', ['p6']);
      await moveTestItem(app, grower, itemOf(cancelled, id.p6!), 'cancelled');
    }
    await order(ago(31), 'kandy', ['p5', 'p6']);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('ranks categories and products across the market by distinct orders of the last 30 days', async () => {
    const { demand } = await insightsOf(testApp, reader);
    // Distinct orders, not items: A holds two vegetables and counts once for them.
    expect(demand.market.categories).toEqual([
      { category: 'vegetables', orders: 6 }, // A–F
      { category: 'fruits', orders: 4 }, // A–D
      { category: 'dairy', orders: 3 }, // A–C
      { category: 'grains', orders: 2 }, // A, B (the one 31 days ago is out)
      { category: 'herbs-spices', orders: 1 }, // A (three cancelled ones do not count)
    ]);
    // Five at most: Cinnamon (1) is sixth.
    expect(demand.market.products).toEqual([
      { productId: id.p1, title: 'Cabbage', category: 'vegetables', sellerName: 'Sunil Bandara', orders: 6 },
      { productId: id.p2, title: 'Leeks', category: 'vegetables', sellerName: 'Sunil Bandara', orders: 5 },
      { productId: id.p3, title: 'Bananas', category: 'fruits', sellerName: 'Nimal Silva', orders: 4 },
      { productId: id.p4, title: 'Buffalo curd', category: 'dairy', sellerName: 'Nimal Silva', orders: 3 },
      { productId: id.p5, title: 'Red rice', category: 'grains', sellerName: 'Nimal Silva', orders: 2 },
    ]);
    const countedAt = Date.parse(demand.countedAt);
    expect(countedAt).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(countedAt).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("counts the orders delivered to the district most of the seller's active products are in", async () => {
    const { demand } = await insightsOf(testApp, reader);
    // kandy (two active products against matale's one; the three inactive ones in galle do not count).
    // Orders B–F were delivered there.
    expect(demand.district).toEqual({
      district: 'kandy',
      categories: [
        { category: 'vegetables', orders: 5 }, // B–F
        { category: 'fruits', orders: 3 }, // B–D
        { category: 'dairy', orders: 2 }, // B, C
        { category: 'grains', orders: 1 }, // B
      ],
      products: [
        { productId: id.p1, title: 'Cabbage', category: 'vegetables', sellerName: 'Sunil Bandara', orders: 5 },
        { productId: id.p2, title: 'Leeks', category: 'vegetables', sellerName: 'Sunil Bandara', orders: 4 },
        { productId: id.p3, title: 'Bananas', category: 'fruits', sellerName: 'Nimal Silva', orders: 3 },
        { productId: id.p4, title: 'Buffalo curd', category: 'dairy', sellerName: 'Nimal Silva', orders: 2 },
        { productId: id.p5, title: 'Red rice', category: 'grains', sellerName: 'Nimal Silva', orders: 1 },
      ],
    });
  });

  it('shows a seller with only inactive products the market, and no district', async () => {
    const insights = await insightsOf(testApp, onlyInactive);
    expect(insights.demand.district).toBeNull();
    expect(insights.demand.market.categories.map((entry) => entry.category)).toEqual([
      'vegetables',
      'fruits',
      'dairy',
      'grains',
      'herbs-spices',
    ]);
    expect(insights.topProducts).toEqual([]);
    expect(insights.marketPrices).toEqual([]);
  });

  it('leaves out of the products a product no longer for sale', async () => {
    // Its own app and database: the market-wide figures above may already be counted and kept for a while.
    const fresh = await createTestApp();
    try {
      const { app, database } = fresh;
      const seller = await createUser(app, { firstName: 'Sunil', lastName: 'Bandara' });
      const buyer = await createUser(app, { firstName: 'Ayesha', lastName: 'Fernando' });
      const sunil = { sellerId: seller.id, sellerName: 'Sunil Bandara', quantity: 100 };
      const kept = await insertProduct(database.db, { ...sunil, title: 'Cabbage' });
      const withdrawn = await insertProduct(database.db, { ...sunil, title: 'Leeks' });
      await placeTestOrderAt(app, database.db, ago(1), buyer, lines([kept.id, 1], [withdrawn.id, 1]));
      await placeTestOrderAt(app, database.db, ago(2), buyer, lines([withdrawn.id, 1]));
      await database.db.update(products).set({ status: 'inactive' }).where(eq(products.id, withdrawn.id));
      const { demand } = await insightsOf(fresh, seller);
      expect(demand.market.products).toEqual([
        { productId: kept.id, title: 'Cabbage', category: 'vegetables', sellerName: 'Sunil Bandara', orders: 1 },
      ]);
    } finally {
      await fresh.close();
    }
  });
});
