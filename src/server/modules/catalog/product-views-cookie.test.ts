import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '@tests/factories/products';
import { createUser } from '@tests/factories/users';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';

let testApp: TestApp;
let sellerId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  sellerId = (await createUser(testApp.app)).id;
});
afterAll(async () => {
  await testApp.close();
});

const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('the visitor cookie', () => {
  // Browsers that visited before the cookie moved to /api/ still hold a copy under /api/products/, sent ahead of
  // the new one on product beacons and never on checkout: the copy is removed where the new cookie is given.
  it('removes the copy kept under its former path when it is given', async () => {
    const product = await insertProduct(testApp.database.db, { sellerId });
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/products/${product.id}/views`,
      remoteAddress: '203.0.113.70',
      headers: { origin: testOrigin, 'user-agent': chrome },
    });
    expect(response.statusCode).toBe(204);
    const cookies = [response.headers['set-cookie']].flat().map(String);
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toMatch(/^govi_visitor=[\w-]{22}\.[\w-]+;.*Path=\/api\/;/);
    expect(cookies[1]).toMatch(/^govi_visitor=;/);
    expect(cookies[1]).toContain('Max-Age=0');
    expect(cookies[1]).toContain('Path=/api/products/');
  });
});
