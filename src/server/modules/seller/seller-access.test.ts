import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeTestOrder } from '@tests/factories/orders';
import { insertProduct } from '@tests/factories/products';
import { createUser, type TestUser } from '@tests/factories/users';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';
import { customerListSchema, salesAnalyticsSchema, salesReportSchema, sellerInsightsSchema } from '@domain/seller/seller-insights.schema';
import { addDays, marketToday } from '@domain/seller/sales-range';

// Sunil has sold Cabbage to Ayesha today; Kasun is a seller with nothing. Every seller-area read is Sunil's own.

let testApp: TestApp;
let seller: TestUser;
let foreign: TestUser;
let buyer: TestUser;
const today = marketToday();
const lastWeek = `from=${addDays(today, -6)}&to=${today}`;

const endpoints = [
  '/api/seller/insights',
  `/api/seller/analytics?${lastWeek}`,
  '/api/seller/customers',
  `/api/seller/sales-report?${lastWeek}`,
  `/api/seller/sales-report.csv?${lastWeek}`,
  `/api/seller/sales-report.html?${lastWeek}`,
];
const rangedEndpoints = [
  '/api/seller/analytics',
  '/api/seller/sales-report',
  '/api/seller/sales-report.csv',
  '/api/seller/sales-report.html',
];

beforeAll(async () => {
  testApp = await createTestApp();
  const { app, database } = testApp;
  seller = await createUser(app, { firstName: 'Sunil', lastName: 'Bandara' });
  foreign = await createUser(app, { firstName: 'Kasun', lastName: 'Jayasuriya' });
  buyer = await createUser(app, { firstName: 'Ayesha', lastName: 'Fernando' });
  const cabbage = await insertProduct(database.db, {
    sellerId: seller.id,
    sellerName: 'Sunil Bandara',
    title: 'Cabbage',
    priceCents: 15_000,
  });
  await placeTestOrder(app, buyer, [{ productId: cabbage.id, quantity: 2 }], { district: 'kurunegala', phoneNumber: '077 123 4567' });
});
afterAll(async () => {
  await testApp.close();
});

function get(user: TestUser | null, url: string) {
  return testApp.app.inject({ method: 'GET', url, headers: { origin: testOrigin, ...(user && { cookie: user.cookie }) } });
}

async function fieldsOf400(user: TestUser, url: string): Promise<string[]> {
  const response = await get(user, url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
  const body = response.json<{ error: { code: string; fields?: { path: string }[] } }>();
  expect(body.error.code).toBe('validation_failed');
  return (body.error.fields ?? []).map((field) => field.path);
}

describe('without a session', () => {
  it.each(endpoints)('%s answers 401 unauthenticated', async (url) => {
    const response = await get(null, url);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthenticated');
    expect(response.body).not.toContain('Ayesha');
  });
});

describe("the seller's own data", () => {
  it('reaches the seller: the sale is in every figure', async () => {
    const analytics = salesAnalyticsSchema.parse((await get(seller, `/api/seller/analytics?${lastWeek}`)).json());
    expect(analytics.totals).toEqual({ revenueCents: 30_000, orders: 1, items: 1 });
    const customers = customerListSchema.parse((await get(seller, '/api/seller/customers')).json());
    expect(customers.customers.map((customer) => [customer.name, customer.phoneNumber])).toEqual([['Ayesha Fernando', '+94771234567']]);
    const csv = await get(seller, `/api/seller/sales-report.csv?${lastWeek}`);
    expect(csv.body).toContain('Cabbage');
  });
});

describe("another seller's session", () => {
  it("sees empty insights and never the first seller's buyers", async () => {
    const response = await get(foreign, '/api/seller/insights');
    expect(response.statusCode).toBe(200);
    const insights = sellerInsightsSchema.parse(response.json());
    expect(insights.topProducts).toEqual([]);
    expect(insights.marketPrices).toEqual([]);
    expect(insights.demand.district).toBeNull();
    // The market's demand may name Sunil's Cabbage; it names no buyer.
    for (const secret of ['Ayesha', '771234567', buyer.email]) expect(response.body).not.toContain(secret);
  });

  it('sees zero analytics', async () => {
    const response = await get(foreign, `/api/seller/analytics?${lastWeek}`);
    expect(response.statusCode).toBe(200);
    const analytics = salesAnalyticsSchema.parse(response.json());
    expect(analytics.totals).toEqual({ revenueCents: 0, orders: 0, items: 0 });
    expect(analytics.cancelled).toEqual({ items: 0, revenueCents: 0 });
    expect(analytics.series).toHaveLength(7);
    expect(analytics.series.every((bucket) => bucket.revenueCents === 0 && bucket.orders === 0)).toBe(true);
    expect(analytics.bestSellers).toEqual([]);
    expect(analytics.buyersByDistrict).toEqual([]);
    expect(analytics.views).toEqual({ total: 0, products: [] });
    expect(response.body).not.toContain('Cabbage');
  });

  it('sees no customers, even searching for the buyer by name', async () => {
    for (const url of ['/api/seller/customers', '/api/seller/customers?q=Ayesha']) {
      const response = await get(foreign, url);
      expect(response.statusCode).toBe(200);
      expect(customerListSchema.parse(response.json())).toMatchObject({ customers: [], total: 0 });
      for (const secret of ['771234567', buyer.email]) expect(response.body).not.toContain(secret);
    }
  });

  it('gets empty reports in every format', async () => {
    const report = salesReportSchema.parse((await get(foreign, `/api/seller/sales-report?${lastWeek}`)).json());
    expect(report).toMatchObject({ totals: { revenueCents: 0, orders: 0, items: 0, averageOrderCents: 0 }, products: [], days: [] });
    for (const format of ['csv', 'html']) {
      const response = await get(foreign, `/api/seller/sales-report.${format}?${lastWeek}`);
      expect(response.statusCode).toBe(200);
      for (const secret of ['Cabbage', 'Ayesha', '771234567', 'kurunegala', 'Kurunegala'])
        expect(response.body, format).not.toContain(secret);
    }
  });

  it('is the buyer too: as a seller they see nothing of the order they placed', async () => {
    const analytics = salesAnalyticsSchema.parse((await get(buyer, `/api/seller/analytics?${lastWeek}`)).json());
    expect(analytics.totals).toEqual({ revenueCents: 0, orders: 0, items: 0 });
    expect(customerListSchema.parse((await get(buyer, '/api/seller/customers')).json()).total).toBe(0);
  });
});

describe('bad ranges', () => {
  const cases: [string, string, string][] = [
    ['from after to', 'from=2026-03-10&to=2026-03-09', 'from'],
    // 2024-01-01 … 2026-01-01 is 732 days; two years at most is 731.
    ['more than two years', 'from=2024-01-01&to=2026-01-01', 'to'],
    ['a day not on the calendar', 'from=2026-02-30&to=2026-03-09', 'from'],
    ['a malformed day', 'from=2026-03-01&to=9-3-2026', 'to'],
    ['from missing', 'to=2026-03-09', 'from'],
    ['to missing', 'from=2026-03-09', 'to'],
    ['a NUL byte', 'from=2026-03-01%00&to=2026-03-09', 'from'],
    ['an unknown query field', 'from=2026-03-01&to=2026-03-09&seller=someone-else', 'seller'],
  ];
  for (const endpoint of rangedEndpoints) {
    it.each(cases)(`${endpoint}: %s is 400 naming the field`, async (_name, query, field) => {
      expect(await fieldsOf400(seller, `${endpoint}?${query}`)).toContain(field);
    });
  }

  it('accepts exactly two years, counting the leap day', async () => {
    // 2024-01-01 … 2025-12-31: 366 + 365 = 731 days.
    for (const endpoint of rangedEndpoints) {
      const response = await get(seller, `${endpoint}?from=2024-01-01&to=2025-12-31`);
      expect(response.statusCode, endpoint).toBe(200);
    }
  });

  it('refuses an interval that is not day, week or month', async () => {
    expect(await fieldsOf400(seller, '/api/seller/analytics?from=2026-03-01&to=2026-03-09&interval=year')).toContain('interval');
  });
});

describe('bad customer queries', () => {
  it.each([
    ['page 0', 'page=0', 'page'],
    ['a page that is not a number', 'page=two', 'page'],
    ['an unknown sort', 'sort=foo', 'sort'],
    ['an unknown direction', 'direction=up', 'direction'],
    ['a NUL byte in the search', 'q=Ay%00esha', 'q'],
    ['an unknown field', 'sellerId=someone-else', 'sellerId'],
  ])('%s is 400 naming the field', async (_name, query, field) => {
    expect(await fieldsOf400(seller, `/api/seller/customers?${query}`)).toContain(field);
  });
});
