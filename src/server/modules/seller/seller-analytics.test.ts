import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '@tests/factories/products';
import { itemOf, moveTestItem, placeTestOrderAt } from '@tests/factories/orders';
import { createUser, type TestUser } from '@tests/factories/users';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';
import { salesAnalyticsSchema, type SalesAnalytics } from '@domain/seller/seller-insights.schema';
import { productViews } from '@server/db/schema/product-views';

// Every expected figure below is worked out by hand from the orders placed in beforeAll; times are written in
// Colombo time (+05:30). 2026-03-02, 03-09, 03-16 and 03-23 are Mondays.
//
// Seller Sunil's products: Carrots 300.00/kg, Leeks 200.00/kg, Honey 1500.00/litre, Beans and Pumpkin (never
// ordered). Nimal (another seller) sells Mangoes 50.00/piece.
//
// order  Colombo time        buyer (delivered to)  Sunil's items                       other
//   J    2026-02-28 23:30    Anura (kandy)         Carrots ×1 = 30000
//   F    2026-03-01 00:15    Bimal (colombo)       Leeks ×1 = 20000                    (UTC: 02-28 18:45)
//   E    2026-03-05 09:00    Bimal (colombo)       Carrots ×4 = 120000
//   H    2026-03-09 00:15    Chamari (galle)       Leeks ×2 = 40000                    (UTC: 03-08 18:45)
//   A    2026-03-10 10:00    Anura (kandy)         Carrots ×2 = 60000 (delivered)      Mangoes ×4 (Nimal's)
//   D    2026-03-12 12:00    Chamari (galle)       Leeks ×1 = 20000; Honey ×2 = 300000 CANCELLED
//   B    2026-03-14 23:30    Bimal (colombo)       Leeks ×3 = 60000; Honey ×1 = 150000 (UTC: 03-14 18:00)
//   C    2026-03-15 00:15    Dilani (kandy)        Carrots ×1 = 30000                  (UTC: 03-14 18:45)
//   G    2026-03-16 00:15    Bimal (colombo)       Honey ×1 = 150000                   (UTC: 03-15 18:45)

let testApp: TestApp;
let seller: TestUser;
let otherSeller: TestUser;
const ids: Record<'carrots' | 'leeks' | 'honey' | 'beans' | 'pumpkin' | 'mangoes', string> = {
  carrots: '',
  leeks: '',
  honey: '',
  beans: '',
  pumpkin: '',
  mangoes: '',
};

beforeAll(async () => {
  testApp = await createTestApp();
  const { app, database } = testApp;
  const db = database.db;
  seller = await createUser(app, { firstName: 'Sunil', lastName: 'Bandara' });
  otherSeller = await createUser(app, { firstName: 'Nimal', lastName: 'Silva' });
  const anura = await createUser(app, { firstName: 'Anura', lastName: 'Perera' });
  const bimal = await createUser(app, { firstName: 'Bimal', lastName: 'Jayasinghe' });
  const chamari = await createUser(app, { firstName: 'Chamari', lastName: 'Fonseka' });
  const dilani = await createUser(app, { firstName: 'Dilani', lastName: 'Wijesinghe' });

  const own = { sellerId: seller.id, sellerName: 'Sunil Bandara', quantity: 100 };
  ids.carrots = (await insertProduct(db, { ...own, title: 'Carrots', priceCents: 30_000 })).id;
  ids.leeks = (await insertProduct(db, { ...own, title: 'Leeks', priceCents: 20_000 })).id;
  ids.honey = (await insertProduct(db, { ...own, title: 'Honey', unit: 'litre', category: 'other', priceCents: 150_000 })).id;
  ids.beans = (await insertProduct(db, { ...own, title: 'Beans', priceCents: 18_000 })).id;
  ids.pumpkin = (await insertProduct(db, { ...own, title: 'Pumpkin', priceCents: 9_000 })).id;
  ids.mangoes = (
    await insertProduct(db, {
      sellerId: otherSeller.id,
      sellerName: 'Nimal Silva',
      title: 'Mangoes',
      unit: 'piece',
      category: 'fruits',
      priceCents: 5_000,
      quantity: 100,
    })
  ).id;

  const at = (time: string, buyer: TestUser, lines: [string, number][], district: 'kandy' | 'colombo' | 'galle') =>
    placeTestOrderAt(
      app,
      db,
      time,
      buyer,
      lines.map(([productId, quantity]) => ({ productId, quantity })),
      { district },
    );

  await at('2026-02-28T23:30:00+05:30', anura, [[ids.carrots, 1]], 'kandy');
  await at('2026-03-01T00:15:00+05:30', bimal, [[ids.leeks, 1]], 'colombo');
  await at('2026-03-05T09:00:00+05:30', bimal, [[ids.carrots, 4]], 'colombo');
  await at('2026-03-09T00:15:00+05:30', chamari, [[ids.leeks, 2]], 'galle');
  const orderA = await at(
    '2026-03-10T10:00:00+05:30',
    anura,
    [
      [ids.carrots, 2],
      [ids.mangoes, 4],
    ],
    'kandy',
  );
  const orderD = await at(
    '2026-03-12T12:00:00+05:30',
    chamari,
    [
      [ids.leeks, 1],
      [ids.honey, 2],
    ],
    'galle',
  );
  await at(
    '2026-03-14T23:30:00+05:30',
    bimal,
    [
      [ids.leeks, 3],
      [ids.honey, 1],
    ],
    'colombo',
  );
  await at('2026-03-15T00:15:00+05:30', dilani, [[ids.carrots, 1]], 'kandy');
  await at('2026-03-16T00:15:00+05:30', bimal, [[ids.honey, 1]], 'colombo');

  await moveTestItem(app, seller, itemOf(orderA, ids.carrots), 'delivered');
  await moveTestItem(app, seller, itemOf(orderD, ids.honey), 'cancelled');

  // Views are one row per visitor, product and Colombo day.
  const view = (productId: string, sellerId: string, day: string, visitor: string) => ({ productId, sellerId, day, visitor });
  await db.insert(productViews).values([
    view(ids.carrots, seller.id, '2026-03-08', 'v9'), // the day before the range
    view(ids.carrots, seller.id, '2026-03-10', 'v1'),
    view(ids.carrots, seller.id, '2026-03-10', 'v2'),
    view(ids.carrots, seller.id, '2026-03-10', 'v3'),
    view(ids.carrots, seller.id, '2026-03-15', 'v1'),
    view(ids.carrots, seller.id, '2026-03-16', 'v1'), // the day after the range
    view(ids.leeks, seller.id, '2026-03-09', 'v1'),
    view(ids.leeks, seller.id, '2026-03-09', 'v2'),
    view(ids.beans, seller.id, '2026-03-11', 'v5'),
    view(ids.mangoes, otherSeller.id, '2026-03-10', 'v1'),
  ]);
});
afterAll(async () => {
  await testApp.close();
});

async function analytics(user: TestUser, query: string): Promise<SalesAnalytics> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/seller/analytics?${query}`,
    headers: { origin: testOrigin, cookie: user.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return salesAnalyticsSchema.parse(response.json());
}

const zeroTotals = { revenueCents: 0, orders: 0, items: 0 };

describe('a week by day (2026-03-09 … 03-15)', () => {
  it('totals the non-cancelled items of the seller on Colombo days, the cancelled apart, and the week before', async () => {
    const result = await analytics(seller, 'from=2026-03-09&to=2026-03-15&interval=day');
    expect(result.range).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(result.interval).toBe('day');
    // Seven days before: 03-02 … 03-08.
    expect(result.previousRange).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    // H 40000 + A 60000 + D 20000 + B 60000 + 150000 + C 30000 = 360000; orders H, A, D, B, C; lines 1+1+1+2+1.
    // G (00:15 on 03-16, still 03-15 in UTC) is outside; so are Nimal's Mangoes in A and the cancelled Honey in D.
    expect(result.totals).toEqual({ revenueCents: 360_000, orders: 5, items: 6 });
    // Only E (03-05) falls in 03-02 … 03-08: F is 03-01, H is 03-09 in Colombo though 03-08 in UTC.
    expect(result.previousTotals).toEqual({ revenueCents: 120_000, orders: 1, items: 1 });
    expect(result.cancelled).toEqual({ items: 1, revenueCents: 300_000 });
  });

  it('has one bucket a day, empty days included, each order on its Colombo day', async () => {
    const result = await analytics(seller, 'from=2026-03-09&to=2026-03-15&interval=day');
    expect(result.series).toEqual([
      { start: '2026-03-09', revenueCents: 40_000, orders: 1 }, // H at 00:15
      { start: '2026-03-10', revenueCents: 60_000, orders: 1 }, // A
      { start: '2026-03-11', revenueCents: 0, orders: 0 },
      { start: '2026-03-12', revenueCents: 20_000, orders: 1 }, // D without its cancelled Honey
      { start: '2026-03-13', revenueCents: 0, orders: 0 },
      { start: '2026-03-14', revenueCents: 210_000, orders: 1 }, // B at 23:30
      { start: '2026-03-15', revenueCents: 30_000, orders: 1 }, // C at 00:15
    ]);
  });

  it('ranks best sellers by revenue, with units, revenue and distinct orders of each', async () => {
    const result = await analytics(seller, 'from=2026-03-09&to=2026-03-15');
    expect(result.bestSellers).toEqual([
      // Honey: B ×1 (D's ×2 was cancelled).
      { productId: ids.honey, title: 'Honey', unit: 'litre', quantity: 1, revenueCents: 150_000, orders: 1 },
      // Leeks: H ×2 + D ×1 + B ×3 = 6 kg, 120000, three orders.
      { productId: ids.leeks, title: 'Leeks', unit: 'kg', quantity: 6, revenueCents: 120_000, orders: 3 },
      // Carrots: A ×2 + C ×1 = 3 kg, 90000, two orders.
      { productId: ids.carrots, title: 'Carrots', unit: 'kg', quantity: 3, revenueCents: 90_000, orders: 2 },
    ]);
  });

  it('shows where the orders went: buyers, orders and revenue per delivery district, by revenue', async () => {
    const result = await analytics(seller, 'from=2026-03-09&to=2026-03-15');
    expect(result.buyersByDistrict).toEqual([
      { district: 'colombo', buyers: 1, orders: 1, revenueCents: 210_000 }, // Bimal: B
      { district: 'kandy', buyers: 2, orders: 2, revenueCents: 90_000 }, // Anura: A 60000; Dilani: C 30000
      { district: 'galle', buyers: 1, orders: 2, revenueCents: 60_000 }, // Chamari: H 40000, D 20000
    ]);
  });

  it('counts views in the range beside the orders of each product viewed or ordered', async () => {
    const result = await analytics(seller, 'from=2026-03-09&to=2026-03-15');
    // Carrots 4 (three on 03-10, one on 03-15; 03-08 and 03-16 are outside), Leeks 2, Beans 1; Mangoes are Nimal's.
    expect(result.views.total).toBe(7);
    const byTitle = [...result.views.products].sort((a, b) => a.title.localeCompare(b.title));
    expect(byTitle).toEqual([
      { productId: ids.beans, title: 'Beans', views: 1, orders: 0 },
      { productId: ids.carrots, title: 'Carrots', views: 4, orders: 2 },
      { productId: ids.honey, title: 'Honey', views: 0, orders: 1 },
      { productId: ids.leeks, title: 'Leeks', views: 2, orders: 3 },
    ]);
  });
});

describe('weeks and months', () => {
  it('buckets by Monday weeks, the first starting before the range, the last one empty', async () => {
    const result = await analytics(seller, 'from=2026-03-04&to=2026-03-29&interval=week');
    expect(result.series).toEqual([
      // Only 03-04 … 03-08 of this week is in the range: E, not F (03-01).
      { start: '2026-03-02', revenueCents: 120_000, orders: 1 },
      { start: '2026-03-09', revenueCents: 360_000, orders: 5 },
      { start: '2026-03-16', revenueCents: 150_000, orders: 1 }, // G
      { start: '2026-03-23', revenueCents: 0, orders: 0 },
    ]);
    expect(result.totals).toEqual({ revenueCents: 630_000, orders: 7, items: 8 });
    // 26 days: the previous range is 02-06 … 03-03, holding J (02-28) and F (03-01).
    expect(result.previousRange).toEqual({ from: '2026-02-06', to: '2026-03-03' });
    expect(result.previousTotals).toEqual({ revenueCents: 50_000, orders: 2, items: 2 });
  });

  it('buckets by calendar month on Colombo days, an order at 00:15 on the 1st in its month', async () => {
    const result = await analytics(seller, 'from=2026-02-20&to=2026-04-10&interval=month');
    expect(result.interval).toBe('month');
    expect(result.series).toEqual([
      { start: '2026-02-01', revenueCents: 30_000, orders: 1 }, // J at 23:30 on 02-28
      // F (00:15 on 03-01, 02-28 in UTC) + E + the 360000 of 03-09 … 03-15 + G = 650000, eight orders.
      { start: '2026-03-01', revenueCents: 650_000, orders: 8 },
      { start: '2026-04-01', revenueCents: 0, orders: 0 },
    ]);
    expect(result.totals).toEqual({ revenueCents: 680_000, orders: 9, items: 10 });
    // 50 days before: 01-01 … 02-19, no sales.
    expect(result.previousRange).toEqual({ from: '2026-01-01', to: '2026-02-19' });
    expect(result.previousTotals).toEqual(zeroTotals);
  });
});

describe("another seller's figures", () => {
  it('hold only their own item of a shared order', async () => {
    const result = await analytics(otherSeller, 'from=2026-03-09&to=2026-03-15');
    // Mangoes ×4 at 50.00 in order A.
    expect(result.totals).toEqual({ revenueCents: 20_000, orders: 1, items: 1 });
    expect(result.cancelled).toEqual({ items: 0, revenueCents: 0 });
    expect(result.bestSellers).toEqual([
      { productId: ids.mangoes, title: 'Mangoes', unit: 'piece', quantity: 4, revenueCents: 20_000, orders: 1 },
    ]);
    expect(result.buyersByDistrict).toEqual([{ district: 'kandy', buyers: 1, orders: 1, revenueCents: 20_000 }]);
    expect(result.views).toEqual({ total: 1, products: [{ productId: ids.mangoes, title: 'Mangoes', views: 1, orders: 1 }] });
  });
});
