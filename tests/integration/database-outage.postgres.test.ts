import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, selectRows, type Database } from '@server/db/client';
import { insertProduct } from '@tests/factories/products';
import { createUser, type TestUser } from '@tests/factories/users';
import { startCutProxy, urlThrough, type CutProxy } from '@tests/setup/tcp-cut-proxy';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';
import { createTestDatabase } from '@tests/setup/test-database';
import { databaseUrlFor } from '@tests/setup/test-database-template';
import { renderer } from '@web/entry-server';

// The app's database goes away (stopped, restarting, the network to it lost) while the app runs, and comes back.
// The shared PostgreSQL server is never stopped: the app reaches its database through a proxy this test cuts.

type LogLine = { level: number; msg: string; err?: { message?: string; code?: string; stack?: string }; [key: string]: unknown };

const warnLevel = 40;
const errorLevel = 50;

let owned: Database;
let proxy: CutProxy;
let proxied: Database;
let testApp: TestApp;
let seller: TestUser;
let productId: string;
const lines: LogLine[] = [];

beforeAll(async () => {
  owned = await createTestDatabase();
  const [row] = await selectRows<{ name: string }>(owned.db, sql`select current_database() as name`);
  const serverUrl = new URL(process.env.TEST_DATABASE_URL as string);
  proxy = await startCutProxy({ host: serverUrl.hostname, port: Number(serverUrl.port || 5432) });
  proxied = await openPostgres(urlThrough(proxy, databaseUrlFor(serverUrl.toString(), row?.name as string)), { maxConnections: 3 });
  testApp = await createTestApp({
    database: proxied,
    // The web app's renderer, so public pages are rendered with their data.
    renderer,
    env: { READ_CACHE_SECONDS: '0' },
    logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line) as LogLine) } },
  });
  seller = await createUser(testApp.app);
  productId = (await insertProduct(owned.db, { sellerId: seller.id })).id;
});
afterAll(async () => {
  await proxy?.restore().catch(() => {});
  await testApp?.close();
  await proxy?.close();
  await owned?.close();
});

const send = (method: 'GET' | 'POST', url: string, user?: TestUser, payload?: unknown) =>
  testApp.app.inject({
    method,
    url,
    headers: {
      origin: testOrigin,
      ...(user && { cookie: user.cookie }),
      accept: url.startsWith('/api') ? 'application/json' : 'text/html',
    },
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  });

const warnings = () => lines.filter((line) => line.level === warnLevel);
const errors = () => lines.filter((line) => line.level >= errorLevel);

describe('while the database cannot be reached', () => {
  it('answers 503 with Retry-After in the one error shape, says so once, and once again when it is back', async () => {
    expect((await send('GET', `/api/products/${productId}`)).statusCode).toBe(200);
    lines.length = 0;
    await proxy.cut();

    const asked = [
      send('GET', '/api/products?q=carrots'),
      send('GET', `/api/products/${productId}`),
      send('GET', '/api/orders', seller),
      send('GET', '/api/me/products', seller),
      send('POST', '/api/support/messages', undefined, { name: 'Nimal', email: 'nimal@example.lk', subject: 'Hello', message: 'Down?' }),
      send('GET', '/api/onboarding', seller),
      send('POST', '/api/auth/sign-in/email', undefined, { email: seller.email, password: seller.password }),
    ];
    const answers = await Promise.all(asked);
    for (const response of answers) {
      expect(response.statusCode, response.body).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        error: { code: 'unavailable', reason: 'market_unavailable', message: expect.stringMatching(/briefly unavailable/) },
      });
    }
    const health = await send('GET', '/api/health');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'unavailable', database: { reachable: false } });

    // One warning with its cause, no error lines (and so no stacks) for the requests that met it.
    expect(errors()).toEqual([]);
    const outage = warnings().filter((line) => line.msg.includes('database cannot be reached'));
    expect(outage).toHaveLength(1);
    expect(outage[0]?.err?.message ?? outage[0]?.err?.code).toBeTruthy();
    expect(lines.filter((line) => line.msg.includes('database is reachable again'))).toEqual([]);

    await proxy.restore();
    await expect.poll(async () => (await send('GET', `/api/products/${productId}`)).statusCode, { timeout: 15_000 }).toBe(200);
    await expect.poll(() => lines.filter((line) => line.msg.includes('database is reachable again')).length, { timeout: 15_000 }).toBe(1);
    expect(warnings().filter((line) => line.msg.includes('database cannot be reached'))).toHaveLength(1);
    expect(errors()).toEqual([]);
    expect((await send('GET', '/api/orders', seller)).statusCode).toBe(200);
  });

  it.each([
    ['a private page', { method: 'GET', url: '/seller/products' }],
    [
      'the sign-in page’s plain form (sent without the app)',
      {
        method: 'POST',
        url: '/auth',
        headers: { origin: testOrigin, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ intent: 'sign-in', email: 'someone@example.lk', password: 'a password' }).toString(),
      },
    ],
  ] as const)('answers %s with a translated 503 page, not a 500 nor JSON', async (_what, asked) => {
    lines.length = 0;
    await proxy.cut();
    try {
      const page = await testApp.app.inject({
        ...asked,
        headers: { ...('headers' in asked && asked.headers), cookie: `${seller.cookie}; lang=si`, accept: 'text/html' },
      });
      expect(page.statusCode).toBe(503);
      expect(page.headers['retry-after']).toBe('5');
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('<html lang="si">');
      expect(page.body).toContain('වෙළඳපොළ මොහොතකට ලබා ගත නොහැක');
      expect(errors()).toEqual([]);
    } finally {
      await proxy.restore();
    }
    await expect.poll(async () => (await send('GET', '/api/health')).statusCode, { timeout: 15_000 }).toBe(200);
  });

  it('answers a public page, whose reads find the database away, with the same 503 page and one warning', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: `/product/${productId}` })).statusCode).toBe(200);
    await expect.poll(() => lines.filter((line) => line.msg.includes('database is reachable again')).length, { timeout: 15_000 }).toBe(1);
    lines.length = 0;
    await proxy.cut();
    try {
      for (const url of ['/browse?q=carrots', '/']) {
        const page = await testApp.app.inject({ method: 'GET', url, headers: { cookie: 'lang=ta', accept: 'text/html' } });
        expect(page.statusCode, url).toBe(503);
        expect(page.headers['retry-after']).toBe('5');
        expect(page.body).toContain('<html lang="ta">');
      }
      expect(errors()).toEqual([]);
      expect(warnings().filter((line) => line.msg.includes('database cannot be reached'))).toHaveLength(1);
    } finally {
      await proxy.restore();
    }
    await expect
      .poll(async () => (await testApp.app.inject({ method: 'GET', url: '/browse?q=carrots' })).statusCode, { timeout: 15_000 })
      .toBe(200);
  });
});
