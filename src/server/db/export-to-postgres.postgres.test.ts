import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Notification } from '@domain/notifications/notification.schema';
import { readMarket, type SmallMarket } from '@tests/factories/market';
import { placeTestOrder } from '@tests/factories/orders';
import { createMarketDataDir, dataDirAuthSecret } from '@tests/setup/market-data-dir';
import { createTestApp, testOrigin } from '@tests/setup/test-app';
import { databaseUrlFor } from '@tests/setup/test-database-template';
import { exportMarket } from '@scripts/export-to-postgres';
import { openEmbeddedAsIs } from '@scripts/lib/embedded-data-dir';
import { openPglite, openPostgres, selectRows } from './client';
import { exportToPostgres, ExportError } from './export-to-postgres';

const template = inject('databaseTemplate');
if (template.engine !== 'postgres') throw new Error('this file runs in the PostgreSQL pass (TEST_DATABASE_URL)');
const { serverUrl, runId } = template;
const targetName = `${runId}_export_${process.pid}`;
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
    env: { DATA_DIR: dataDir, AUTH_SECRET: dataDirAuthSecret },
  });
}

/** Every row of every one of `tables` on the target is the source's, value for value. */
async function expectSameRows(url: string, tables: string[]) {
  const source = await openEmbeddedAsIs(dataDir);
  try {
    await source.db.execute(sql`set timezone to 'UTC'`);
    await onServer(url, async (target) => {
      await target.query(`set timezone to 'UTC'`);
      for (const name of tables) {
        const query = `select row_to_json(t)::text as row from "${name}" t order by 1`;
        const fromSource = await selectRows<{ row: string }>(source.db, sql.raw(query));
        const { rows: fromTarget } = await target.query<{ row: string }>(query);
        expect(fromTarget, name).toEqual(fromSource);
      }
    });
  } finally {
    await source.close();
  }
}

/** Rows in each of the target's public tables. */
function rowsPerTable(url: string): Promise<Record<string, number>> {
  return onServer(url, async (client) => {
    const { rows: tables } = await client.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public'`);
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      counts[name] = (await client.query<{ count: number }>(`select count(*)::int as count from "${name}"`)).rows[0]?.count ?? -1;
    }
    return counts;
  });
}

/** Runs `work` on a new, empty database on the test server, dropped afterwards. */
async function withDatabase(label: string, work: (url: string) => Promise<void>) {
  const name = `${runId}_${label}_${process.pid}`;
  await onServer(serverUrl, (admin) => admin.query(`create database "${name}"`));
  try {
    await work(databaseUrlFor(serverUrl, name));
  } finally {
    await onServer(serverUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
  }
}

beforeAll(async () => {
  ({ dataDir, market, before } = await createMarketDataDir());
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

    await expectSameRows(
      targetUrl,
      exported.tables.map((table) => table.name),
    );
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

  it('leaves the target empty when copying fails midway, and a second export then succeeds, batch by batch', async () => {
    await withDatabase('midway', async (url) => {
      // The app's schema, with one rule that refuses any review: the copy fails at the reviews, its later tables.
      const migrated = await openPostgres(url, { maxConnections: 1 });
      await migrated.close();
      await onServer(url, (client) => client.query('alter table reviews add constraint refuse_reviews check (false) not valid'));
      const copied: string[] = [];
      await expect(exportMarket([url], { DATA_DIR: dataDir }, (name) => copied.push(name))).rejects.toThrow(/refuse_reviews/);
      expect(copied).toContain('users');
      expect(copied).toContain('orders');
      expect(copied).not.toContain('reviews');
      expect(Object.values(await rowsPerTable(url)).every((count) => count === 0)).toBe(true);
      const indexes = (url: string) =>
        onServer(
          url,
          async (client) => (await client.query(`select indexname from pg_indexes where schemaname = 'public' order by 1`)).rows,
        );
      expect(await indexes(url)).toEqual(await indexes(databaseUrlFor(serverUrl, template.template)));

      await onServer(url, (client) => client.query('alter table reviews drop constraint refuse_reviews'));
      // One row a batch: every table with more than one row goes through the cursor several times.
      const source = await openPglite({ dataDir: path.join(dataDir, 'db') });
      let again: Awaited<ReturnType<typeof exportToPostgres>>;
      try {
        again = await exportToPostgres({ source: source.db, targetUrl: url, batchRows: 1 });
      } finally {
        await source.close();
      }
      expect(again.tables).toEqual(exported.tables);
      expect(again.warnings).toEqual([]);
      expect(again.tables.filter((table) => table.rows > 1).length).toBeGreaterThan(3);
      await expectSameRows(
        url,
        again.tables.map((table) => table.name),
      );
    });
  });

  it('checks the target before it opens the embedded market, and never shows the password', async () => {
    // A data directory whose database folder is empty: opening it would create a database there.
    const untouched = mkdtempSync(path.join(os.tmpdir(), 'govi-export-untouched-'));
    mkdirSync(path.join(untouched, 'db'));
    const withPassword = new URL(databaseUrlFor(serverUrl, `${template.runId}_no_such_database`));
    withPassword.username = 'postgres';
    withPassword.password = 'hunter2-secret';
    const closedPort = 'postgres://govi:hunter2-secret@127.0.0.1:1/govi';
    for (const url of [withPassword.toString(), closedPort]) {
      const refused = exportMarket([url], { DATA_DIR: untouched });
      await expect(refused).rejects.toThrow(ExportError);
      await expect(refused).rejects.toThrow(/^Cannot connect to the PostgreSQL server at postgres:\/\/\w+:\*\*\*@/);
      await expect(refused).rejects.not.toThrow(/hunter2/);
    }
    expect(readdirSync(path.join(untouched, 'db'))).toEqual([]);
    expect(readdirSync(untouched)).toEqual(['db']);
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
    rmSync(path.join(dataDir, 'govi-market.lock'));
    await expect(exportMarket(['mysql://localhost/govi'], { DATA_DIR: dataDir })).rejects.toThrow(
      /npm run export-to-postgres -- postgres:\/\//,
    );
  });
});
