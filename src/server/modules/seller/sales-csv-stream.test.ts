import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '@tests/factories/products';
import { createUser, type TestUser } from '@tests/factories/users';
import { takeConsoleErrors } from '@tests/setup/fail-on-console-error';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';
import { addDays, marketToday } from '@domain/seller/sales-range';

let testApp: TestApp;
let seller: TestUser;
let buyer: TestUser;

// 2,345 items over three pages of the export's reads; most share one instant, so only the id tells them apart.
const itemCount = 2_345;

beforeAll(async () => {
  testApp = await createTestApp();
  seller = await createUser(testApp.app, { firstName: 'Sunil', lastName: 'Bandara' });
  buyer = await createUser(testApp.app, { firstName: 'Ayesha', lastName: 'Fernando' });
  const product = await insertProduct(testApp.database.db, { sellerId: seller.id, title: 'Carrots', priceCents: 12_345, quantity: 10_000 });
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { origin: testOrigin, cookie: buyer.cookie },
    payload: {
      idempotencyKey: randomUUID(),
      items: [{ productId: product.id, quantity: 1 }],
      deliveryAddress: '4 Lake Drive, Kurunegala',
      district: 'kurunegala',
      phoneNumber: '0715550101',
    },
  });
  expect(response.statusCode).toBe(201);
  const orderId = response.json<{ id: string }>().id;
  // Copies of the one item: the same order, the same instant for all but every tenth, which is a second later.
  await testApp.database.db.execute(sql`
    insert into order_items (order_id, product_id, seller_id, title, unit, price_cents_at_time, quantity, status, ordered_at)
    select ${orderId}::uuid, ${product.id}::uuid, ${seller.id}, 'Carrots ' || n, 'kg', 100, 1, 'pending',
      date_trunc('second', now()) - interval '1 hour' + (case when n % 10 = 0 then interval '1 second' else interval '0' end)
    from generate_series(2, ${itemCount}) as n`);
});
afterAll(async () => {
  await testApp.close();
});

function download(user: TestUser | null, query: string) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/seller/sales-report.csv?${query}`,
    headers: { origin: testOrigin, ...(user && { cookie: user.cookie }) },
  });
}

describe('the sales CSV', () => {
  it('streams every row once across its pages, oldest first', async () => {
    // From yesterday: an hour ago may be yesterday in Colombo.
    const today = marketToday();
    const yesterday = addDays(today, -1);
    const response = await download(seller, `from=${yesterday}&to=${today}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="govi-market-sales-${yesterday}-to-${today}.csv"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.startsWith('\uFEFFOrder ID,Date,Product,')).toBe(true);

    const lines = response.body.split('\r\n').filter(Boolean).slice(1);
    expect(lines).toHaveLength(itemCount);
    const titles = lines.map((line) => line.split(',')[2]);
    expect(new Set(titles).size).toBe(itemCount);
    expect(titles).toContain('Carrots');
    expect(titles).toContain(`Carrots ${itemCount}`);
    // The copies a second later come after the others, and the order's own item, placed now, last of all.
    const later = Math.floor(itemCount / 10);
    expect(titles.at(-1)).toBe('Carrots');
    expect(titles.slice(-1 - later, -1).every((title) => Number(title?.split(' ')[1]) % 10 === 0)).toBe(true);
    expect(titles.slice(0, -1 - later).every((title) => Number(title?.split(' ')[1]) % 10 !== 0)).toBe(true);
  });

  it('is sent with gzip even to a browser that takes brotli, so each page goes out as it is read', async () => {
    const today = marketToday();
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/seller/sales-report.csv?from=${addDays(today, -1)}&to=${today}`,
      headers: { origin: testOrigin, cookie: seller.cookie, 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    const text = gunzipSync(response.rawPayload).toString('utf8');
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(itemCount + 1);
  });

  it('gives a foreign seller their own empty file, and nobody without a session any file', async () => {
    const stranger = await createUser(testApp.app, { firstName: 'Kasun', lastName: 'Silva' });
    const today = marketToday();
    const foreign = await download(stranger, `from=${today}&to=${today}`);
    expect(foreign.statusCode).toBe(200);
    expect(foreign.body.split('\r\n').filter(Boolean)).toHaveLength(1);
    expect((await download(null, `from=${today}&to=${today}`)).statusCode).toBe(401);
  });

  it('refuses a range it cannot read, naming the field', async () => {
    const response = await download(seller, 'from=2026-11-30&to=2026-11-01');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { fields: { path: string }[] } }>().error.fields.map((field) => field.path)).toEqual(['from']);
  });

  it('lets one person download only so many reports in ten minutes, CSV and HTML together', async () => {
    const downloader = await createUser(testApp.app, { firstName: 'Nimal', lastName: 'Perera' });
    const range = 'from=2026-01-01&to=2026-01-31';
    for (let index = 0; index < 30; index += 1) {
      const format = index % 2 === 0 ? 'csv' : 'html';
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/seller/sales-report.${format}?${range}`,
        headers: { origin: testOrigin, cookie: downloader.cookie },
      });
      expect(response.statusCode).toBe(200);
    }
    const refused = await download(downloader, range);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ error: { code: string } }>().error.code).toBe('rate_limited');
    // Someone else is not held back by it.
    expect((await download(seller, range)).statusCode).toBe(200);
  });

  it('answers a failing database with a 500 before sending any of the file, not with a cut-off 200', async () => {
    const broken = await createTestApp();
    try {
      const user = await createUser(broken.app, { firstName: 'Ruwan', lastName: 'Dias' });
      // The table the export reads is gone: every read of it fails.
      await broken.database.db.execute(sql`alter table order_items rename to order_items_gone`);
      const response = await broken.app.inject({
        method: 'GET',
        url: '/api/seller/sales-report.csv?from=2026-01-01&to=2026-01-31',
        headers: { origin: testOrigin, cookie: user.cookie },
      });
      expect(response.statusCode).toBe(500);
      expect(response.headers['content-disposition']).toBeUndefined();
      expect(takeConsoleErrors().join('\n')).toContain('unhandled error');
    } finally {
      await broken.close();
    }
  });
});
