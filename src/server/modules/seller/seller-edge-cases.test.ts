import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeTestOrder } from '@tests/factories/orders';
import { insertProduct } from '@tests/factories/products';
import { createUser, type TestUser } from '@tests/factories/users';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';
import { salesAnalyticsSchema, sellerInsightsSchema } from '@domain/seller/seller-insights.schema';
import { marketToday } from '@domain/seller/sales-range';

// Edges of the seller area's figures: days the database cannot hold, units that changed, ties, and floods.

let testApp: TestApp;
let seller: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  testApp = await createTestApp();
  seller = await createUser(testApp.app, { firstName: 'Sunil', lastName: 'Bandara' });
  buyer = await createUser(testApp.app, { firstName: 'Ayesha', lastName: 'Fernando' });
});
afterAll(async () => {
  await testApp.close();
});

function call(user: TestUser, method: 'GET' | 'PATCH', url: string, payload?: object) {
  return testApp.app.inject({ method, url, headers: { origin: testOrigin, cookie: user.cookie }, ...(payload && { payload }) });
}

describe('days the database cannot hold', () => {
  // PostgreSQL has no year 0: such a day must be refused as input, never reach a query and fail there.
  it.each(['/api/seller/analytics', '/api/seller/sales-report', '/api/seller/sales-report.html', '/api/seller/sales-report.csv'])(
    '%s?from=0000-01-01 answers 400 naming from, not 500',
    async (path) => {
      const response = await call(seller, 'GET', `${path}?from=0000-01-01&to=0000-01-31`);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.fields.map((field: { path: string }) => field.path)).toContain('from');
    },
  );

  // A first day whose previous period would fall in year 0 is refused too, and the earliest day taken has a
  // previous period the database holds.
  it('refuses days before 2000 and answers for the year 2000, previous period included', async () => {
    const early = await call(seller, 'GET', '/api/seller/analytics?from=0001-01-01&to=0001-01-07');
    expect(early.statusCode).toBe(400);
    const first = await call(seller, 'GET', '/api/seller/analytics?from=2000-01-01&to=2000-12-31');
    expect(first.statusCode, first.body).toBe(200);
    expect(salesAnalyticsSchema.parse(first.json()).previousRange).toEqual({ from: '1998-12-31', to: '1999-12-31' }); // 2000 has 366 days
  });
});

describe('a product whose unit changed after it sold', () => {
  // Quantities in different units do not add up: a product sold by the kg, then by the gram, has a line for each.
  it('does not add kilograms and grams together in best sellers', async () => {
    const beans = await insertProduct(testApp.database.db, {
      sellerId: seller.id,
      title: 'Beans',
      unit: 'kg',
      priceCents: 40_000,
      quantity: 1_000,
    });
    await placeTestOrder(testApp.app, buyer, [{ productId: beans.id, quantity: 2 }]);
    const patched = await call(seller, 'PATCH', `/api/products/${beans.id}`, { unit: 'g', priceCents: 50 });
    expect(patched.statusCode, patched.body).toBe(200);
    await placeTestOrder(testApp.app, buyer, [{ productId: beans.id, quantity: 20 }]);

    const today = marketToday();
    const analytics = salesAnalyticsSchema.parse((await call(seller, 'GET', `/api/seller/analytics?from=${today}&to=${today}`)).json());
    const rows = analytics.bestSellers.filter((row) => row.productId === beans.id).map((row) => [row.quantity, row.unit]);
    expect(rows).toEqual(
      expect.arrayContaining([
        [2, 'kg'],
        [20, 'g'],
      ]),
    );
    expect(rows).toHaveLength(2);
  });
});

describe("the seller's home district", () => {
  // The district list is ordered by province (kandy before galle); a tie goes to the name, as the comment says.
  it('breaks a tie by the district name', async () => {
    const nimal = await createUser(testApp.app, { firstName: 'Nimal', lastName: 'Silva' });
    await insertProduct(testApp.database.db, { sellerId: nimal.id, title: 'Tea', district: 'kandy' });
    await insertProduct(testApp.database.db, { sellerId: nimal.id, title: 'Cinnamon', district: 'galle' });
    const insights = sellerInsightsSchema.parse((await call(nimal, 'GET', '/api/seller/insights')).json());
    expect(insights.demand.district?.district).toBe('galle');
  });
});

describe('a flood of requests from one account', () => {
  it('answers 120 requests a minute and refuses the next with 429, while another seller is still answered', async () => {
    const busy = await createUser(testApp.app, { firstName: 'Kamal', lastName: 'Ratnayake' });
    const statuses: number[] = [];
    for (let index = 0; index < 121; index += 1) {
      statuses.push((await call(busy, 'GET', '/api/seller/customers')).statusCode);
    }
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
    const refused = await call(busy, 'GET', '/api/seller/insights');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect((await call(seller, 'GET', '/api/seller/insights')).statusCode).toBe(200);
  });
});
