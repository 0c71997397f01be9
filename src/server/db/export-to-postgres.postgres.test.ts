import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Notification } from '@domain/notifications/notification.schema';
import { buildSmallMarket, readMarket, type SmallMarket } from '@tests/factories/market';
import { placeTestOrder } from '@tests/factories/orders';
import { createTestApp, testOrigin } from '@tests/setup/test-app';
import { databaseUrlFor } from '@tests/setup/test-database-template';
import { exportMarket } from '@scripts/export-to-postgres';
import { openEmbeddedAsIs } from '@scripts/lib/embedded-data-dir';
import { openPglite, openPostgres } from './client';
import { ExportError } from './export-to-postgres';

const authSecret = 'a-secret-kept-in-the-data-dir-0123456789';
const template = inject('databaseTemplate');
if (template.engine !== 'postgres') throw new Error('this file runs in the PostgreSQL pass (TEST_DATABASE_URL)');
const serverUrl = template.serverUrl;
const targetName = `${template.runId}_export_${process.pid}`;
const targetUrl = databaseUrlFor(serverUrl, targetName);

let dataDir: string;
let market: SmallMarket;
let before: Record<string, unknown>;
let exported: Awaited<ReturnType<typeof exportMarket>>;

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The app on the exported market, as `DATABASE_URL=… npm start` runs it with the same DATA_DIR. */
async function openExported() {
  return createTestApp({
    database: await openPostgres(targetUrl, { maxConnections: 4 }),
    env: { DATA_DIR: dataDir, AUTH_SECRET: authSecret },
  });
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'govi-export-'));
  writeFileSync(path.join(dataDir, 'auth-secret'), `${authSecret}\n`, { mode: 0o600 });
  const embedded = await createTestApp({
    database: await openPglite({ dataDir: path.join(dataDir, 'db') }),
    env: { DATA_DIR: dataDir, AUTH_SECRET: authSecret },
  });
  market = await buildSmallMarket(embedded.app);
  before = await readMarket(embedded.app, market);
  await embedded.close();
  await onServer(serverUrl, (admin) => admin.query(`create database "${targetName}"`));
  exported = await exportMarket([targetUrl], { DATA_DIR: dataDir });
}, 180_000);

afterAll(async () => {
  await onServer(serverUrl, (admin) => admin.query(`drop database if exists "${targetName}" with (force)`));
});

describe('exporting an embedded market to PostgreSQL', () => {
  it('copies every table row for row and value for value', async () => {
    const counted = Object.fromEntries(exported.tables.map((table) => [table.name, table.rows]));
    expect(counted).toMatchObject({
      users: 2,
      products: 2,
      product_photos: 3,
      orders: 1,
      order_items: 2,
      reviews: 1,
      boosts: 1,
      seller_customers: 1,
    });
    expect(counted.notifications).toBeGreaterThan(0);
    expect(counted.sessions).toBeGreaterThan(0);

    const source = await openEmbeddedAsIs(dataDir);
    try {
      await source.db.execute(sql`set timezone to 'UTC'`);
      await onServer(targetUrl, async (target) => {
        await target.query(`set timezone to 'UTC'`);
        for (const { name } of exported.tables) {
          const query = `select row_to_json(t)::text as row from "${name}" t order by 1`;
          const fromSource = ((await source.db.execute(sql.raw(query))) as unknown as { rows: { row: string }[] }).rows;
          const { rows: fromTarget } = await target.query<{ row: string }>(query);
          expect(fromTarget, name).toEqual(fromSource);
        }
      });
    } finally {
      await source.close();
    }
  });

  it('leaves the target with the indexes and triggers of a database the app migrated', async () => {
    const schemaOf = (url: string) =>
      onServer(url, async (client) => ({
        indexes: (await client.query(`select indexname, indexdef from pg_indexes where schemaname = 'public' order by indexname`)).rows,
        triggers: (await client.query(`select tgname, tgenabled from pg_trigger where not tgisinternal order by tgname`)).rows,
      }));
    const migrated = await schemaOf(databaseUrlFor(serverUrl, template.template));
    expect(migrated.triggers.length).toBeGreaterThan(0);
    expect(await schemaOf(targetUrl)).toEqual(migrated);
  });

  it('runs the market on the target: the same pages, sessions and passwords, and new orders counted', async () => {
    const target = await openExported();
    try {
      expect(await readMarket(target.app, market)).toEqual(before);
      const signIn = await target.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: testOrigin },
        payload: { email: market.buyer.email, password: market.buyer.password },
      });
      expect(signIn.statusCode).toBe(200);

      // The triggers that keep a seller's customers are back on: a new order counts.
      const [onions] = market.products;
      const order = await placeTestOrder(target.app, market.buyer, [{ productId: onions?.id ?? '', quantity: 1 }]);
      const customers = await target.app.inject({
        method: 'GET',
        url: '/api/seller/customers',
        headers: { origin: testOrigin, cookie: market.seller.cookie },
      });
      expect(customers.json<{ customers: { orders: number }[] }>().customers.map((customer) => customer.orders)).toEqual([2]);

      // Notifications' numbers go on from the exported ones: the new order's notice is the seller's newest.
      const exportedNewest = (before['seller notifications'] as { notifications: Notification[] }).notifications[0]?.sequence ?? 0;
      const notices = await target.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: { origin: testOrigin, cookie: market.seller.cookie },
      });
      const [newest] = notices.json<{ notifications: Notification[] }>().notifications;
      expect(newest).toMatchObject({ kind: 'new_order', params: { orderId: order.id } });
      expect(newest?.sequence).toBeGreaterThan(exportedNewest);
    } finally {
      await target.close();
    }
  });

  it('refuses a target that holds anything, or a data directory a server holds, and changes nothing', async () => {
    const rowsOnTarget = () =>
      onServer(targetUrl, async (client) => (await client.query('select count(*)::int as count from orders')).rows[0]);
    const ordersBefore = await rowsOnTarget();
    await expect(exportMarket([targetUrl], { DATA_DIR: dataDir })).rejects.toThrow(/already holds a market \(table \w+ has rows\)/);
    expect(await rowsOnTarget()).toEqual(ordersBefore);

    const otherName = `${template.runId}_other_${process.pid}`;
    await onServer(serverUrl, (admin) => admin.query(`create database "${otherName}"`));
    try {
      const otherUrl = databaseUrlFor(serverUrl, otherName);
      await onServer(otherUrl, (client) => client.query('create table invoices (id int)'));
      await expect(exportMarket([otherUrl], { DATA_DIR: dataDir })).rejects.toThrow(/is not empty: it holds public\.invoices/);
      const tables = await onServer(
        otherUrl,
        async (client) => (await client.query(`select tablename from pg_tables where schemaname = 'public'`)).rows,
      );
      expect(tables).toEqual([{ tablename: 'invoices' }]);
    } finally {
      await onServer(serverUrl, (admin) => admin.query(`drop database if exists "${otherName}" with (force)`));
    }

    writeFileSync(path.join(dataDir, 'govi-market.lock'), String(process.ppid));
    await expect(exportMarket([targetUrl], { DATA_DIR: dataDir })).rejects.toThrow(ExportError);
    await expect(exportMarket([targetUrl], { DATA_DIR: dataDir })).rejects.toThrow(/A server is running on .*Stop it for the export/);
    await expect(exportMarket(['mysql://localhost/govi'], { DATA_DIR: dataDir })).rejects.toThrow(
      /npm run export-to-postgres -- postgres:\/\//,
    );
  });
});
