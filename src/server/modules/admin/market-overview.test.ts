import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketOverview } from '@domain/admin/market-overview.schema';
import { accountSuspensions, users } from '@server/db/schema/auth';
import { reviewReports, reviews } from '@server/db/schema/reviews';
import { jobNames } from '@server/market-jobs';
import { itemOf, moveTestItem, placeTestOrderAt } from '@tests/factories/orders';
import { makeOperator } from '@tests/factories/operators';
import { insertProduct } from '@tests/factories/products';
import { createUser, type TestUser } from '@tests/factories/users';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';

// The console's Market overview, from a small market whose every figure is known: orders across Colombo days, weeks
// and a month, districts and categories, cancelled by the buyer, the seller and a suspension; new accounts, a report
// and a suspension dated into the same days. Colombo is UTC+05:30: 18:30 UTC is its midnight.

let testApp: TestApp;
let operator: TestUser;
let member: TestUser;
let seller: TestUser;
let dairy: TestUser;
const buyers: TestUser[] = [];
let products: Record<'carrots' | 'mangoes' | 'milk', { id: string }>;

const get = (url: string, user: TestUser | null = operator) =>
  testApp.app.inject({ method: 'GET', url, headers: user ? { cookie: user.cookie } : {} });

async function overview(query: string): Promise<MarketOverview> {
  const answer = await get(`/api/admin/overview?${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<MarketOverview>();
}

const countNow = () => testApp.app.jobs.runNow(jobNames.countMarketOverview);

/** The period starting on `start`, without the fields a check does not name. */
const period = (answer: MarketOverview, start: string) => answer.periods.find((each) => each.start === start);

beforeAll(async () => {
  testApp = await createTestApp();
  const { app } = testApp;
  const { db } = testApp.database;
  operator = await createUser(app, { firstName: 'Anoma', lastName: 'Silva' });
  member = await createUser(app, { firstName: 'Kasun', lastName: 'Fernando' });
  seller = await createUser(app, { firstName: 'Nimal', lastName: 'Perera' });
  dairy = await createUser(app, { firstName: 'Dilani', lastName: 'Bandara' });
  for (const firstName of ['Ruwan', 'Priya', 'Saman']) buyers.push(await createUser(app, { firstName, lastName: 'Jayasuriya' }));
  await makeOperator(db, operator);
  // Every account so far was made today; the three below are dated into the days the tests read.
  products = {
    carrots: await insertProduct(db, { sellerId: seller.id, category: 'vegetables', priceCents: 10_000, quantity: 100 }),
    mangoes: await insertProduct(db, { sellerId: seller.id, category: 'fruits', priceCents: 15_000, quantity: 100 }),
    milk: await insertProduct(db, { sellerId: dairy.id, category: 'dairy', priceCents: 25_000, quantity: 100 }),
  };
});
afterAll(async () => {
  await testApp?.close();
});

describe('the market overview', () => {
  it('answers operators only: 403 to anyone else signed in, 401 to nobody, and is never kept by a cache', async () => {
    const url = '/api/admin/overview?from=2026-03-01&to=2026-03-31';
    const answer = await get(url);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect((await get(url, member)).statusCode).toBe(403);
    expect((await get(url, null)).statusCode).toBe(401);
  });

  it('refuses what it cannot read with a 400 naming the field', async () => {
    const refused = async (query: string) => {
      const answer = await get(`/api/admin/overview?${query}`);
      expect(answer.statusCode, query).toBe(400);
      return answer.json<{ error: { code: string; fields: { path: string }[] } }>().error.fields.map((field) => field.path);
    };
    expect(await refused('to=2026-03-31')).toEqual(['from']);
    expect(await refused('from=2026-02-30&to=2026-03-31')).toEqual(['from']);
    expect(await refused('from=2026-03-31&to=2026-03-01')).toEqual(['from']);
    expect(await refused('from=2024-01-01&to=2026-03-31')).toEqual(['to']);
    expect(await refused('from=2026-03-01&to=2026-03-31&by=year')).toEqual(['by']);
    expect(await refused('from=2026-03-01&to=2026-03-31&district=atlantis')).toEqual(['district']);
    expect(await refused('from=2026-03-01&to=2026-03-31&category=toys')).toEqual(['category']);
  });

  it('counts orders, their value, sellers and buyers per Colombo day, week and month, by district and category', async () => {
    const { app } = testApp;
    const { db } = testApp.database;
    const [ruwan, priya, saman] = buyers as [TestUser, TestUser, TestUser];
    const { carrots, mangoes, milk } = products;
    // 23:30 in Colombo on 2 March: that day's. Two sellers, two categories, Rs 450.
    await placeTestOrderAt(app, db, '2026-03-02T18:00:00Z', ruwan, [
      { productId: carrots.id, quantity: 2 },
      { productId: milk.id, quantity: 1 },
    ]);
    // 00:15 in Colombo on 3 March, though UTC still says the 2nd.
    await placeTestOrderAt(app, db, '2026-03-02T18:45:00Z', priya, [{ productId: mangoes.id, quantity: 3 }], { district: 'galle' });
    // Cancelled by its buyer.
    const cancelled = await placeTestOrderAt(app, db, '2026-03-03T05:00:00Z', ruwan, [{ productId: carrots.id, quantity: 1 }]);
    const cancel = await app.inject({
      method: 'POST',
      url: `/api/orders/${cancelled.id}/cancel`,
      headers: { origin: testOrigin, cookie: ruwan.cookie },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // The same buyer again that week, in another district.
    await placeTestOrderAt(app, db, '2026-03-04T06:00:00Z', ruwan, [{ productId: mangoes.id, quantity: 1 }], { district: 'galle' });
    // The next week: the seller cancels their part of an order with the dairy's milk.
    const mixed = await placeTestOrderAt(app, db, '2026-03-10T04:00:00Z', saman, [
      { productId: milk.id, quantity: 2 },
      { productId: carrots.id, quantity: 1 },
    ]);
    await moveTestItem(app, seller, itemOf(mixed, carrots.id), 'cancelled');
    // And April's, for the months.
    await placeTestOrderAt(app, db, '2026-04-01T04:00:00Z', priya, [{ productId: milk.id, quantity: 4 }], { district: 'colombo' });

    // Nothing is counted until the job runs; what waits is said.
    const before = await overview('from=2026-03-01&to=2026-03-31');
    expect(before.totals.orders).toBe(0);
    expect(Date.parse(before.countedUpTo)).toBeLessThan(Date.now());
    await countNow();

    const days = await overview('from=2026-03-02&to=2026-03-10');
    expect(days.range).toEqual({ from: '2026-03-02', to: '2026-03-10' });
    expect(days.periods.map((each) => each.start)).toHaveLength(9);
    expect(period(days, '2026-03-02')).toMatchObject({ orders: 1, valueCents: 45_000, sellers: 2, buyers: 1, cancelledItems: 0 });
    expect(period(days, '2026-03-03')).toMatchObject({
      orders: 1,
      valueCents: 45_000,
      sellers: 1,
      buyers: 1,
      cancelledItems: 1,
      cancelledCents: 10_000,
    });
    expect(period(days, '2026-03-04')).toMatchObject({ orders: 1, valueCents: 15_000, sellers: 1, buyers: 1 });
    expect(period(days, '2026-03-05')).toMatchObject({ orders: 0, valueCents: 0, sellers: 0, buyers: 0, cancelledItems: 0 });
    // The seller's cancelled carrots leave the dairy as the day's only seller.
    expect(period(days, '2026-03-10')).toMatchObject({ orders: 1, valueCents: 50_000, sellers: 1, buyers: 1, cancelledItems: 1 });
    expect(days.totals).toMatchObject({ orders: 4, valueCents: 155_000, cancelledItems: 2, cancelledCents: 20_000 });
    expect(days.cancellations).toEqual(
      expect.arrayContaining([
        { reason: 'buyer', items: 1 },
        { reason: 'seller', items: 1 },
      ]),
    );
    expect(days.cancellations).toHaveLength(2);
    expect(days.byDistrict).toEqual([
      { district: 'kandy', orders: 2, valueCents: 95_000, cancelledItems: 2, cancelledCents: 20_000 },
      { district: 'galle', orders: 2, valueCents: 60_000, cancelledItems: 0, cancelledCents: 0 },
    ]);
    // An order with vegetables and milk counts in both.
    expect(days.byCategory).toEqual([
      { category: 'dairy', orders: 2, valueCents: 75_000, cancelledItems: 0, cancelledCents: 0 },
      { category: 'fruits', orders: 2, valueCents: 60_000, cancelledItems: 0, cancelledCents: 0 },
      { category: 'vegetables', orders: 1, valueCents: 20_000, cancelledItems: 2, cancelledCents: 20_000 },
    ]);

    // Weeks run Monday to Sunday, whole: a buyer and a seller active on several days count once a week.
    const weeks = await overview('from=2026-03-03&to=2026-03-10&by=week');
    expect(weeks.range).toEqual({ from: '2026-03-02', to: '2026-03-15' });
    expect(weeks.periods).toMatchObject([
      { start: '2026-03-02', orders: 3, valueCents: 105_000, sellers: 2, buyers: 2, cancelledItems: 1 },
      { start: '2026-03-09', orders: 1, valueCents: 50_000, sellers: 1, buyers: 1, cancelledItems: 1 },
    ]);

    const months = await overview('from=2026-03-15&to=2026-04-15&by=month');
    expect(months.range).toEqual({ from: '2026-03-01', to: '2026-04-30' });
    expect(months.periods).toMatchObject([
      { start: '2026-03-01', orders: 4, valueCents: 155_000, sellers: 2, buyers: 3, cancelledItems: 2 },
      { start: '2026-04-01', orders: 1, valueCents: 100_000, sellers: 1, buyers: 1, cancelledItems: 0 },
    ]);

    // A district, a category, and both.
    const kandy = await overview('from=2026-03-02&to=2026-03-08&by=week&district=kandy');
    expect(kandy.district).toBe('kandy');
    expect(kandy.periods).toMatchObject([{ orders: 1, valueCents: 45_000, sellers: 2, buyers: 1, cancelledItems: 1 }]);
    // The districts beside it stay in view, to compare; the categories are the district's.
    expect(kandy.byDistrict).toEqual([
      { district: 'galle', orders: 2, valueCents: 60_000, cancelledItems: 0, cancelledCents: 0 },
      { district: 'kandy', orders: 1, valueCents: 45_000, cancelledItems: 1, cancelledCents: 10_000 },
    ]);
    expect(kandy.byCategory.map((row) => [row.category, row.orders])).toEqual([
      ['dairy', 1],
      ['vegetables', 1],
    ]);
    const vegetables = await overview('from=2026-03-01&to=2026-03-31&by=month&category=vegetables');
    expect(vegetables.periods).toMatchObject([{ orders: 1, valueCents: 20_000, sellers: 1, buyers: 1, cancelledItems: 2 }]);
    expect(vegetables.byDistrict.map((row) => row.district)).toEqual(['kandy']);
    const both = await overview('from=2026-03-01&to=2026-03-31&by=month&district=galle&category=fruits');
    expect(both.periods).toMatchObject([{ orders: 2, valueCents: 60_000, sellers: 1, buyers: 2 }]);
    const none = await overview('from=2026-03-01&to=2026-03-31&by=month&district=galle&category=dairy');
    expect(none.periods).toMatchObject([{ orders: 0, valueCents: 0, sellers: 0, buyers: 0 }]);
  });

  it('counts a change made after the count at the next count: an item cancelled when its buyer is suspended', async () => {
    const { app } = testApp;
    const { db } = testApp.database;
    const saman = buyers[2] as TestUser;
    await placeTestOrderAt(app, db, '2026-03-11T06:00:00Z', saman, [{ productId: products.mangoes.id, quantity: 1 }]);
    await countNow();
    expect(period(await overview('from=2026-03-11&to=2026-03-11'), '2026-03-11')).toMatchObject({ orders: 1, valueCents: 15_000 });

    const suspend = await app.inject({
      method: 'POST',
      url: `/api/admin/accounts/${saman.id}/suspend`,
      headers: { origin: testOrigin, cookie: operator.cookie },
      payload: { reason: 'fraud', days: null },
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    await db
      .update(accountSuspensions)
      .set({ startedAt: new Date('2026-03-11T08:00:00Z') })
      .where(eq(accountSuspensions.userId, saman.id));
    // Counted as it was until the job runs again.
    expect(period(await overview('from=2026-03-11&to=2026-03-11'), '2026-03-11')).toMatchObject({ orders: 1, suspensions: 1 });
    await countNow();
    const after = await overview('from=2026-03-11&to=2026-03-11');
    expect(period(after, '2026-03-11')).toMatchObject({ orders: 0, valueCents: 0, buyers: 0, cancelledItems: 1, suspensions: 1 });
    expect(after.cancellations).toEqual([{ reason: 'buyer_suspended', items: 1 }]);
    expect(after.suspensions).toEqual([{ reason: 'fraud', suspensions: 1 }]);
    expect(Date.parse(after.countedUpTo)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('counts new accounts, reports and suspensions on the day they were made, in Colombo', async () => {
    const { db } = testApp.database;
    const [ruwan, priya, saman] = buyers as [TestUser, TestUser, TestUser];
    // A minute before Colombo's midnight, and a minute after.
    await db
      .update(users)
      .set({ createdAt: new Date('2026-03-02T18:29:00Z') })
      .where(eq(users.id, ruwan.id));
    await db
      .update(users)
      .set({ createdAt: new Date('2026-03-02T18:31:00Z') })
      .where(eq(users.id, priya.id));
    await db
      .update(users)
      .set({ createdAt: new Date('2026-03-05T03:00:00Z') })
      .where(eq(users.id, saman.id));
    const [review] = await db
      .insert(reviews)
      .values({ productId: products.carrots.id, buyerId: ruwan.id, rating: 2, receivedAt: new Date('2026-03-03T00:00:00Z') })
      .returning();
    await db.insert(reviewReports).values([
      { reviewId: review?.id ?? '', reporterId: priya.id, reason: 'offensive', createdAt: new Date('2026-03-02T18:40:00Z') },
      { reviewId: review?.id ?? '', reporterId: member.id, reason: 'spam', createdAt: new Date('2026-03-09T10:00:00Z') },
    ]);
    await countNow();

    const days = await overview('from=2026-03-02&to=2026-03-03');
    expect(days.periods).toMatchObject([
      { start: '2026-03-02', newAccounts: 1, reports: 0 },
      { start: '2026-03-03', newAccounts: 1, reports: 1 },
    ]);
    expect(days.reports).toEqual([{ reason: 'offensive', reports: 1 }]);
    const weeks = await overview('from=2026-03-02&to=2026-03-15&by=week&district=galle');
    // The market's own figures, whatever the district.
    expect(weeks.periods).toMatchObject([
      { start: '2026-03-02', newAccounts: 3, reports: 1, suspensions: 0 },
      { start: '2026-03-09', newAccounts: 0, reports: 1, suspensions: 1 },
    ]);
    expect(weeks.totals).toMatchObject({ newAccounts: 3, reports: 2, suspensions: 1 });
    // Most first; as many of each, in the order the reasons are offered.
    expect(weeks.reports).toEqual([
      { reason: 'spam', reports: 1 },
      { reason: 'offensive', reports: 1 },
    ]);
  });
});
