import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '@tests/factories/products';
import { createUser, type TestUser } from '@tests/factories/users';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';
import { productViews } from '@server/db/schema/product-views';

// Ways to make a product's view count say more people looked than did, each closed.

let testApp: TestApp;
let seller: TestUser;

beforeAll(async () => {
  testApp = await createTestApp();
  seller = await createUser(testApp.app, { firstName: 'Sunil', lastName: 'Bandara' });
});
afterAll(async () => {
  await testApp.close();
});

async function countedViews(productId: string): Promise<number> {
  await testApp.app.productViews.flush();
  return (await testApp.database.db.select().from(productViews).where(eq(productViews.productId, productId))).length;
}

function browserAgent(build: number) {
  return `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${build}.0 Safari/537.36`;
}

describe('view-count inflation', () => {
  // A script that keeps no cookie and changes one digit of its user agent is a new visitor on every request:
  // the derived id is HMAC(day, address, agent), and nothing limits how many an address may bring.
  it('one address without cookies cannot add a hundred views to a product in a day', async () => {
    const product = await insertProduct(testApp.database.db, { sellerId: seller.id });
    for (let build = 0; build < 100; build += 1) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api/products/${product.id}/views`,
        remoteAddress: '203.0.113.50',
        headers: { origin: testOrigin, 'user-agent': browserAgent(build) },
      });
      expect(response.statusCode).toBe(204);
    }
    expect(await countedViews(product.id)).toBeLessThanOrEqual(10);
  });

  // The origin check only looks at requests carrying cookies, and SameSite=Lax keeps ours off another site's
  // POST: so any web page can make each of its visitors' browsers "view" any product with a hidden beacon.
  it("does not count a beacon sent from another site's page", async () => {
    const product = await insertProduct(testApp.database.db, { sellerId: seller.id });
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/products/${product.id}/views`,
      remoteAddress: '203.0.113.51',
      headers: { origin: 'https://elsewhere.example', 'user-agent': browserAgent(1) },
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(await countedViews(product.id)).toBe(0);
  });
});
