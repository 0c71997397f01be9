import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertProduct } from '@tests/factories/products';
import { cookieFrom, createUser, type TestUser } from '@tests/factories/users';
import { takeConsoleErrors } from '@tests/setup/fail-on-console-error';
import { openSecondInstance } from '@tests/setup/second-instance';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';
import { products } from '@server/db/schema/catalog';
import { productViews } from '@server/db/schema/product-views';
import { createProductViews } from './product-views';

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

const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

type ViewOptions = { cookie?: string; address?: string; userAgent?: string; app?: TestApp['app'] };

/** What the product page's beacon sends: a POST from our own page, with whatever cookies the browser holds. */
function view(productId: string, { cookie, address = '203.0.113.10', userAgent = chrome, app = testApp.app }: ViewOptions = {}) {
  return app.inject({
    method: 'POST',
    url: `/api/products/${productId}/views`,
    remoteAddress: address,
    headers: { origin: testOrigin, 'user-agent': userAgent, ...(cookie && { cookie }) },
  });
}

async function newProduct(overrides: Partial<Parameters<typeof insertProduct>[1]> = {}) {
  return insertProduct(testApp.database.db, { sellerId: seller.id, ...overrides });
}

/** The views counted for a product, once everything buffered is written. */
async function countedViews(productId: string) {
  await testApp.app.productViews.flush();
  return testApp.database.db
    .select({ day: productViews.day, visitor: productViews.visitor, sellerId: productViews.sellerId })
    .from(productViews)
    .where(eq(productViews.productId, productId))
    .orderBy(asc(productViews.day), asc(productViews.visitor));
}

function setCookieOf(response: Awaited<ReturnType<typeof view>>): string | undefined {
  const header = response.headers['set-cookie'];
  return Array.isArray(header) ? header[0] : header;
}

describe('counting product views', () => {
  it('answers 204 and counts a visitor once a day, by the cookie it gives them', async () => {
    const product = await newProduct();
    const first = await view(product.id);
    expect(first.statusCode).toBe(204);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const setCookie = setCookieOf(first);
    expect(setCookie).toMatch(/^govi_visitor=[\w-]{22}\.[\w-]+;/);
    expect(setCookie).toContain('Path=/api/;');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    expect(setCookie).not.toContain('Secure');
    const cookie = cookieFrom(first.headers['set-cookie']);

    // The same browser again from the same address: its cookie says who it is, and it is not set again.
    const again = await view(product.id, { cookie });
    expect(again.statusCode).toBe(204);
    expect(again.headers['set-cookie']).toBeUndefined();
    // From another network it is admitted there afresh (given its cookie again), and is still the same visitor.
    const elsewhere = await view(product.id, { cookie, address: '198.51.100.7' });
    expect(setCookieOf(elsewhere)).toBe(setCookie);
    expect(await countedViews(product.id)).toHaveLength(1);
    // Written already: the table's key keeps a later repeat out too.
    await view(product.id, { cookie });
    const rows = await countedViews(product.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.sellerId).toBe(seller.id);
    // An opaque key: no address in it.
    expect(rows[0]?.visitor).toMatch(/^v:[\w-]{22}$/);
  });

  it('counts two visitors twice', async () => {
    const product = await newProduct();
    await view(product.id, { address: '203.0.113.21' });
    await view(product.id, { address: '203.0.113.22' });
    expect(await countedViews(product.id)).toHaveLength(2);
  });

  it('counts the same visitor again on a new Colombo day', async () => {
    const product = await newProduct();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // 23:30 in Colombo, then 00:01 the next day there (UTC is still on the 23rd).
      vi.setSystemTime(new Date('2026-11-23T18:00:00Z'));
      const cookie = cookieFrom((await view(product.id)).headers['set-cookie']);
      await view(product.id, { cookie });
      vi.setSystemTime(new Date('2026-11-23T18:31:00Z'));
      await view(product.id, { cookie });
    } finally {
      vi.useRealTimers();
    }
    const rows = await countedViews(product.id);
    expect(rows.map((row) => row.day)).toEqual(['2026-11-23', '2026-11-24']);
    expect(rows[0]?.visitor).toBe(rows[1]?.visitor);
  });

  it('counts a signed-in visitor by their account, and never the seller’s own views', async () => {
    const product = await newProduct();
    const asBuyer = await view(product.id, { cookie: buyer.cookie });
    expect(asBuyer.statusCode).toBe(204);
    expect(asBuyer.headers['set-cookie']).toBeUndefined();
    await view(product.id, { cookie: buyer.cookie, address: '198.51.100.8', userAgent: firefox });
    const asSeller = await view(product.id, { cookie: seller.cookie });
    expect(asSeller.statusCode).toBe(204);
    expect(await countedViews(product.id)).toEqual([{ day: expect.any(String), visitor: `u:${buyer.id}`, sellerId: seller.id }]);
  });

  it('does not count obvious bots, nor give them a cookie', async () => {
    const product = await newProduct();
    const headless = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';
    // An empty agent is as good as none (inject would otherwise send its own).
    for (const userAgent of [headless, 'curl/8.5.0', 'facebookexternalhit/1.1', '']) {
      const response = await view(product.id, { userAgent });
      expect(response.statusCode).toBe(204);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(await countedViews(product.id)).toEqual([]);
  });

  it('answers 404 for a product nobody may see, as the product page does, and 400 for a malformed id', async () => {
    const draft = await newProduct({ status: 'draft' });
    const inactive = await newProduct({ status: 'inactive' });
    for (const id of [draft.id, inactive.id, '6f1c1d1e-8b1a-4f43-9a55-0b3f0f0e7a11']) {
      const anonymous = await view(id);
      expect(anonymous.statusCode).toBe(404);
      expect(anonymous.json()).toMatchObject({ error: { code: 'not_found' } });
      expect((await view(id, { cookie: buyer.cookie })).statusCode).toBe(404);
    }
    // The seller sees their own hidden product, so their beacon is answered, and not counted.
    expect((await view(inactive.id, { cookie: seller.cookie })).statusCode).toBe(204);
    expect(await countedViews(inactive.id)).toEqual([]);

    const malformed = await view('not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: { code: 'validation_failed', fields: [{ path: 'id' }] } });
  });

  it('does not trust a cookie it did not sign', async () => {
    const product = await newProduct();
    const address = '203.0.113.31';
    const forged = await view(product.id, { address, cookie: `govi_visitor=${'A'.repeat(22)}.${'B'.repeat(43)}` });
    expect(forged.statusCode).toBe(204);
    // Treated as no cookie: the visitor gets the id their address and browser give them today.
    const issued = setCookieOf(forged);
    expect(issued).toMatch(/^govi_visitor=[\w-]{22}\./);
    expect(issued).not.toContain('A'.repeat(22));
    await view(product.id, { address, cookie: `govi_visitor=${'C'.repeat(22)}.${'D'.repeat(43)}` });
    await view(product.id, { address, cookie: 'govi_visitor=garbage' });
    const rows = await countedViews(product.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.visitor).toBe(`v:${issued?.slice('govi_visitor='.length, issued.indexOf('.'))}`);
  });

  it('counts a flood of cookieless beacons from one address and browser once', async () => {
    const product = await newProduct();
    for (let index = 0; index < 500; index++) {
      const response = await view(product.id, { address: '203.0.113.41' });
      expect(response.statusCode).toBe(204);
      // Half way, what was buffered is written: the rest are repeats of a stored view.
      if (index === 249) await testApp.app.productViews.flush();
    }
    expect(await countedViews(product.id)).toHaveLength(1);
    // Another browser on the same address is another visitor.
    await view(product.id, { address: '203.0.113.41', userAgent: firefox });
    expect(await countedViews(product.id)).toHaveLength(2);
  });

  it('counts a visitor once across instances, and writes what an instance still holds when it closes', async () => {
    const product = await newProduct();
    const other = await openSecondInstance(testApp);
    let cookie: string;
    try {
      cookie = cookieFrom((await view(product.id, { app: other.app })).headers['set-cookie']);
      await view(product.id, { app: other.app, cookie: buyer.cookie });
    } finally {
      await other.close();
    }
    // Closing wrote both views; the first instance knows the visitor by the cookie the other one gave.
    expect(await countedViews(product.id)).toHaveLength(2);
    await view(product.id, { cookie, address: '198.51.100.9' });
    expect(await countedViews(product.id)).toHaveLength(2);
  });

  it('keeps answering when writing views fails, and logs the failure', async () => {
    const product = await newProduct();
    const db = testApp.database.db;
    await db.execute(sql`alter table product_views rename to product_views_away`);
    try {
      expect((await view(product.id, { address: '203.0.113.51' })).statusCode).toBe(204);
      await testApp.app.productViews.flush();
      expect((await view(product.id, { address: '203.0.113.52' })).statusCode).toBe(204);
    } finally {
      await db.execute(sql`alter table product_views_away rename to product_views`);
    }
    expect(takeConsoleErrors().join('\n')).toContain('writing product views failed');
    // The view that failed to be written is lost; the next write takes the next one.
    expect(await countedViews(product.id)).toHaveLength(1);
  });
});

describe('the view buffer', () => {
  const secret = 'buffer-test-secret-buffer-test-secret';

  function viewsOf(productId: string, visitors: string[]) {
    return visitors.map((visitor) => ({ productId, day: '2026-11-23', visitor, viewerId: null }));
  }

  it('holds at most its capacity, and warns how many it dropped', async () => {
    const product = await newProduct();
    const buffer = createProductViews({
      db: testApp.database.db,
      log: testApp.app.log.child({}, { level: 'warn' }),
      secret,
      secureCookie: false,
      trustedOrigins: [testOrigin],
      capacity: 3,
      batchSize: 100,
    });
    for (const each of viewsOf(product.id, ['v:a', 'v:a', 'v:b', 'v:c', 'v:d', 'v:e'])) buffer.record(each);
    await buffer.flush();
    expect((await countedViews(product.id)).map((row) => row.visitor)).toEqual(['v:a', 'v:b', 'v:c']);
    const warnings = takeConsoleErrors();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('"dropped":2');
  });

  it('writes no view of a product gone off sale, nor the seller’s own', async () => {
    const product = await newProduct();
    const withdrawn = await newProduct();
    const buffer = createProductViews({
      db: testApp.database.db,
      log: testApp.app.log,
      secret,
      secureCookie: false,
      trustedOrigins: [testOrigin],
    });
    buffer.record({ productId: product.id, day: '2026-11-23', visitor: `u:${seller.id}`, viewerId: seller.id });
    buffer.record({ productId: product.id, day: '2026-11-23', visitor: `u:${buyer.id}`, viewerId: buyer.id });
    for (const each of viewsOf(withdrawn.id, ['v:a'])) buffer.record(each);
    // Taken off sale between the view and the write.
    await testApp.database.db.update(products).set({ status: 'inactive' }).where(eq(products.id, withdrawn.id));
    await buffer.flush();
    expect((await countedViews(product.id)).map((row) => row.visitor)).toEqual([`u:${buyer.id}`]);
    expect(await countedViews(withdrawn.id)).toEqual([]);
  });

  it('writes on its own once a batch is waiting, and every little while', async () => {
    const product = await newProduct();
    const log = testApp.app.log;
    const byBatch = createProductViews({
      db: testApp.database.db,
      log,
      secret,
      secureCookie: false,
      trustedOrigins: [testOrigin],
      batchSize: 2,
    });
    for (const each of viewsOf(product.id, ['v:a', 'v:b'])) byBatch.record(each);
    await vi.waitFor(async () => expect(await countedViews(product.id)).toHaveLength(2));

    const byTimer = createProductViews({
      db: testApp.database.db,
      log,
      secret,
      secureCookie: false,
      trustedOrigins: [testOrigin],
      flushEveryMs: 20,
    });
    byTimer.start();
    try {
      for (const each of viewsOf(product.id, ['v:c'])) byTimer.record(each);
      await vi.waitFor(async () => expect(await countedViews(product.id)).toHaveLength(3));
    } finally {
      await byTimer.stop();
    }
  });
});
