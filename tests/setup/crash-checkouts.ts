import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, inject } from 'vitest';
import { districts } from '@domain/catalog/districts';
import { orderListSchema, orderSchema, type Order, type PlaceOrderInput } from '@domain/orders/order.schema';
import { buildApp } from '@server/app';
import { openPglite, openPgliteAsIs, selectRows, type Database, type Db } from '@server/db/client';
import { lockDataDir } from '@server/db/data-dir-lock';
import { loadSettings } from '@server/env';
import { defaultAuthRateLimits, type AuthRateLimits } from '@server/modules/auth/auth.routes';
import { insertProduct } from '../factories/products';
import { countedCustomers, keptCustomers } from '../factories/seller-customers';
import { createUser, type TestUser } from '../factories/users';
import { startServer, waitUntilReady, type ServerProcess } from './server-process';
import { cheapPasswordHasher, testOrigin } from './test-app';
import { createTestDatabase, migratedDataDir } from './test-database';
import { databaseUrlFor } from './test-database-template';

/**
 * A market's data, wherever it lives, with what a crash test needs of it: the settings that start a server on
 * it, a way to open it in this process to read what was stored, and a check of every table and index.
 */
export type Market = {
  engine: 'pglite' | 'postgres';
  /** The settings that put a server on this market's data. */
  serverEnv: Record<string, string>;
  /** The embedded database's lock file, which a killed server leaves behind. */
  lockFile?: string;
  /** Runs `work` with the market's database open in this process (on PGlite, only while no server holds it). */
  withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T>;
  /** PostgreSQL's amcheck over the tables and indexes: how many it checked, and what it found wrong. */
  findCorruption(): Promise<CorruptionReport>;
  dispose(): Promise<void>;
};

export type CorruptionReport = { indexes: number; tables: number; problems: string[] };

const authSecret = 'crash-test-secret-crash-test-secret-0123';

/** An embedded market in a data directory of its own, opened as the server opens it (taking its lock). */
export async function openEmbeddedMarket(): Promise<Market> {
  const dataDir = await migratedDataDir('govi-crash-');
  const databaseDir = path.join(dataDir, 'db');

  async function whileLocked<T>(work: () => Promise<T>): Promise<T> {
    const release = lockDataDir(dataDir);
    try {
      return await work();
    } finally {
      release();
    }
  }

  return {
    engine: 'pglite',
    serverEnv: { DATA_DIR: dataDir },
    lockFile: path.join(dataDir, 'govi-market.lock'),
    withDatabase: (work) =>
      whileLocked(async () => {
        const database = await openPglite({ dataDir: databaseDir });
        try {
          return await work(database);
        } finally {
          await database.close();
        }
      }),
    findCorruption: () =>
      whileLocked(async () => {
        const database = await openPgliteAsIs(databaseDir, { extraExtensions: { amcheck } });
        try {
          return await findCorruption(database.db);
        } finally {
          await database.close();
        }
      }),
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A market in a new database on the test PostgreSQL server (TEST_DATABASE_URL), dropped by `dispose`. */
export async function openServerMarket(): Promise<Market> {
  const template = inject('databaseTemplate');
  if (template.engine !== 'postgres') throw new Error('a market on a PostgreSQL server needs TEST_DATABASE_URL');
  const database = await createTestDatabase();
  const [row] = await selectRows<{ name: string }>(database.db, sql`select current_database() as name`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'govi-crash-'));
  return {
    engine: 'postgres',
    serverEnv: { DATA_DIR: dataDir, DATABASE_URL: databaseUrlFor(template.serverUrl, row?.name ?? '') },
    withDatabase: (work) => work(database),
    findCorruption: () => findCorruption(database.db),
    async dispose() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Every B-tree index checked against its table (each row of the table found in the index) and every table's
 * pages and tuples checked, of the market's tables and of the system catalogs: amcheck raises an error for a bad
 * index and answers a row for each bad tuple.
 */
async function findCorruption(db: Db): Promise<CorruptionReport> {
  await db.execute(sql`create extension if not exists amcheck`);
  const indexes = await selectRows(
    db,
    sql`select c.relname, bt_index_check(c.oid, true)
      from pg_class c
      join pg_index i on i.indexrelid = c.oid
      join pg_am am on am.oid = c.relam
      join pg_namespace n on n.oid = c.relnamespace
      where am.amname = 'btree' and c.relkind = 'i' and i.indisvalid and i.indisready and n.nspname in ('public', 'pg_catalog')`,
  );
  const tables = await selectRows<{ relname: string; problems: { blkno: number; offnum: number; msg: string }[] | null }>(
    db,
    sql`select c.relname, (select json_agg(v) from verify_heapam(c.oid) v) as problems
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname in ('public', 'pg_catalog')`,
  );
  return {
    indexes: indexes.length,
    tables: tables.length,
    problems: tables.flatMap(({ relname, problems }) =>
      (problems ?? []).map((problem) => `${relname} block ${problem.blkno} item ${problem.offnum}: ${problem.msg}`),
    ),
  };
}

// ——— The market: sellers, products with stock that runs out, buyers with sessions ———

type Product = { id: string; sellerId: string; priceCents: number; stock: number };
export type SeededMarket = { sellers: TestUser[]; buyers: TestUser[]; products: Product[] };

/**
 * One scarce product (sold out within a few orders) and others that run out or nearly so: run to the end, the
 * 200 checkouts below place about 140 orders and refuse about 60 for stock.
 */
const startingStocks = [5, 120, 150, 180, 210, 1000];
const sellerCount = 3;
/** Four checkouts a buyer stays within the shipped limits (10 orders an hour, 5 waiting for sellers). */
const buyerCount = 50;

const generous = { limit: 10_000, windowSeconds: 60 };

/**
 * Sellers and buyers sign up through the API of an app in this process, on the market's own database and with the
 * server's AUTH_SECRET, so their session cookies hold on the server; the cheap test hash spares the real one's
 * ~100 ms a user. Products are written straight to the database.
 */
export function seedMarket(market: Market): Promise<SeededMarket> {
  return market.withDatabase(async (database) => {
    const app = await buildApp({
      settings: loadSettings({ ...market.serverEnv, PUBLIC_URL: testOrigin, AUTH_SECRET: authSecret, LOG_LEVEL: 'silent' }),
      database,
      passwordHasher: cheapPasswordHasher,
      logger: { level: 'error', stream: { write: (line: string) => console.error(`seeding app logged: ${line}`) } },
      webDir: path.join(os.tmpdir(), 'govi-no-web-build'),
      renderer: null,
      rateLimits: {
        auth: Object.fromEntries(Object.keys(defaultAuthRateLimits).map((name) => [name, generous])) as AuthRateLimits,
      },
    });
    await app.ready();
    try {
      const sellers: TestUser[] = [];
      for (let index = 0; index < sellerCount; index++) sellers.push(await createUser(app, { firstName: `Seller${index}` }));
      const buyers: TestUser[] = [];
      for (let index = 0; index < buyerCount; index++) buyers.push(await createUser(app, { firstName: `Buyer${index}` }));
      const products: Product[] = [];
      for (const [index, stock] of startingStocks.entries()) {
        const seller = sellers[index % sellerCount] as TestUser;
        const row = await insertProduct(database.db, {
          sellerId: seller.id,
          sellerName: `Seller${index % sellerCount} Perera`,
          quantity: stock,
          priceCents: 10_000 + 2_500 * index,
        });
        products.push({ id: row.id, sellerId: seller.id, priceCents: row.priceCents, stock });
      }
      return { sellers, buyers, products };
    } finally {
      await app.close();
    }
  });
}

// ——— Checkouts ———

export type Checkout = { buyer: TestUser; payload: PlaceOrderInput };

/**
 * 200 checkouts of 2 or 3 products each (two of one seller in many), 1 to 3 of each, four per buyer; the scarce
 * product is in every fourth.
 */
export function planCheckouts({ buyers, products }: SeededMarket, count = 200): Checkout[] {
  return Array.from({ length: count }, (_, index) => {
    const picked = [index % 6, (index + 1) % 6, (index + 3) % 6].filter((product) => product !== 0 || index % 4 === 0);
    return {
      buyer: buyers[index % buyers.length] as TestUser,
      payload: {
        idempotencyKey: randomUUID(),
        items: picked.map((product, line) => ({
          productId: (products[product] as Product).id,
          quantity: 1 + ((index * 7 + line * 3) % 3),
        })),
        deliveryAddress: `${index + 1} Temple Road`,
        district: districts[index % districts.length] as PlaceOrderInput['district'],
        phoneNumber: '071 555 0101',
      },
    };
  });
}

type Answer = { status: number; body: unknown };

/**
 * One request on a connection of its own (no keep-alive: the server is killed and restarted on the same port).
 * Rejects when the connection breaks before the whole answer arrived.
 */
function call(server: ServerProcess, method: string, url: string, cookie: string, payload?: unknown): Promise<Answer> {
  const body = payload === undefined ? undefined : JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: Number(server.port),
        method,
        path: url,
        agent: false,
        headers: {
          origin: testOrigin,
          ...(cookie && { cookie }),
          ...(body !== undefined && { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
        response.on('close', () => {
          if (!response.complete) reject(new Error('the connection closed before the whole answer arrived'));
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const placeOrderCall = (server: ServerProcess, checkout: Checkout) =>
  call(server, 'POST', '/api/orders', checkout.buyer.cookie, checkout.payload);

export type BurstOutcome = { checkout: Checkout; answer?: Answer };

/**
 * Sends every checkout at once and SIGKILLs the server as soon as `killAfterCreated` orders have been answered
 * 201, with the rest still in flight; answers once every request has ended and the server is gone. A request
 * without an answer was cut off by the kill.
 */
export async function checkoutUntilKilled(server: ServerProcess, checkouts: Checkout[], killAfterCreated: number) {
  let created = 0;
  const outcomes = await Promise.all(
    checkouts.map(async (checkout): Promise<BurstOutcome> => {
      try {
        const answer = await placeOrderCall(server, checkout);
        if (answer.status === 201 && ++created === killAfterCreated) server.child.kill('SIGKILL');
        return { checkout, answer };
      } catch {
        return { checkout };
      }
    }),
  );
  // Should too few orders have been placed to reach the kill, the test still ends (and fails on the count).
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await server.exited;
  return outcomes;
}

/**
 * The only answers a checkout may get: placed (201) or refused for stock (409); and on a retry of one cut off by the
 * crash, placed before (200), as its first try may have committed. In the burst every checkout is sent once with an
 * idempotency key of its own, so a 200 there would be an order the server claims it placed before.
 */
function expectCheckoutAnswer(answer: Answer, checkout: Checkout, { retry }: { retry: boolean }): Order | undefined {
  if (answer.status === 409) {
    expect(answer.body).toMatchObject({ error: { code: 'conflict', reason: 'insufficient_stock' } });
    return undefined;
  }
  expect(retry ? [200, 201] : [201], JSON.stringify(answer.body)).toContain(answer.status);
  const order = orderSchema.parse(answer.body);
  expectOrderOf(order, checkout);
  return order;
}

/** The order holds exactly the checkout's lines at the products' prices, and its total is their sum. */
function expectOrderOf(order: Order, checkout: Checkout, products?: Map<string, Product>) {
  const lines = order.items.map((item) => ({ productId: item.productId, quantity: item.quantity }));
  const sortLines = <Line extends { productId: string | null }>(list: Line[]) =>
    [...list].sort((a, b) => String(a.productId).localeCompare(String(b.productId)));
  expect(sortLines(lines)).toEqual(sortLines(checkout.payload.items.map(({ productId, quantity }) => ({ productId, quantity }))));
  expect(order.totalCents).toBe(order.items.reduce((sum, item) => sum + item.priceCents * item.quantity, 0));
  if (products) for (const item of order.items) expect(item.priceCents).toBe(products.get(item.productId ?? '')?.priceCents);
}

// ——— The whole test ———

/** Server log lines at level error (50) or fatal (60): a 500, a failed start, anything unexpected. */
function errorLines(server: ServerProcess): string[] {
  return server
    .output()
    .split('\n')
    .filter((line) => /"level":(50|60)/.test(line));
}

async function startMarketServer(market: Market, port?: string): Promise<ServerProcess> {
  const server = await startServer({
    ...market.serverEnv,
    PUBLIC_URL: testOrigin,
    AUTH_SECRET: authSecret,
    // 200 buyers at once, all from this machine's one address: the per-address connection cap would refuse most of them.
    MAX_CONNECTIONS_PER_ADDRESS: '0',
    ...(port && { PORT: port }),
  });
  await waitUntilReady(server, 60_000);
  return server;
}

/**
 * Kills the real server process with SIGKILL in the middle of 200 concurrent checkouts, restarts it on the same
 * data and checks, through the API and in the database, that every order answered 201 is there whole, that no
 * order is partial, that each checkout cut off either happened whole or not at all (its retry with the same
 * idempotency key says which), and that stock plus what was sold is the starting stock of every product.
 */
export async function crashDuringCheckouts(market: Market, { killAfterCreated = 50 } = {}) {
  const seeded = await seedMarket(market);
  const products = new Map(seeded.products.map((product) => [product.id, product]));
  const checkouts = planCheckouts(seeded);

  const server = await startMarketServer(market);
  const burst = await checkoutUntilKilled(server, checkouts, killAfterCreated);
  expect(server.child.signalCode).toBe('SIGKILL');
  expect(errorLines(server)).toEqual([]);
  const answered = burst.filter((outcome) => outcome.answer);
  const cutOff = burst.filter((outcome) => !outcome.answer).map((outcome) => outcome.checkout);
  const placed = new Map<Checkout, Order>();
  for (const { checkout, answer } of answered) {
    const order = expectCheckoutAnswer(answer as Answer, checkout, { retry: false });
    if (order) placed.set(checkout, order);
  }
  // Not vacuous: orders had been placed, and many checkouts were still under way when the process died.
  expect(placed.size).toBeGreaterThanOrEqual(killAfterCreated);
  expect(cutOff.length).toBeGreaterThanOrEqual(checkouts.length / 4);
  if (market.lockFile) expect(readFileSync(market.lockFile, 'utf8').split(' ')[0]).toBe(String(server.child.pid));

  // The same data, the same port: the lock of the dead process is taken over and the database recovers.
  const restarted = await startMarketServer(market, server.port);
  const seenBeforeCrash = new Map(placed);
  const retries = await Promise.all(cutOff.map(async (checkout) => ({ checkout, answer: await placeOrderCall(restarted, checkout) })));
  for (const { checkout, answer } of retries) {
    const order = expectCheckoutAnswer(answer, checkout, { retry: true });
    if (order) placed.set(checkout, order);
  }
  // Run to the end, the checkouts asked for more than there was: some were refused.
  expect(placed.size).toBeLessThan(checkouts.length);

  // Through the API: each buyer's orders are exactly those placed, each whole, those seen before the crash unchanged.
  for (const buyer of seeded.buyers) {
    const answer = await call(restarted, 'GET', '/api/orders', buyer.cookie);
    expect(answer.status).toBe(200);
    const listed = orderListSchema.parse(answer.body).orders;
    const ofBuyer = [...placed].filter(([checkout]) => checkout.buyer === buyer);
    expect(listed.map((order) => order.id).sort()).toEqual(ofBuyer.map(([, order]) => order.id).sort());
    for (const [checkout, order] of ofBuyer) {
      const stored = listed.find((candidate) => candidate.id === order.id) as Order;
      expectOrderOf(stored, checkout, products);
      if (seenBeforeCrash.has(checkout)) expect(stored).toEqual(seenBeforeCrash.get(checkout));
    }
  }
  const sold = new Map<string, number>();
  for (const checkout of placed.keys()) {
    for (const line of checkout.payload.items) sold.set(line.productId, (sold.get(line.productId) ?? 0) + line.quantity);
  }
  for (const product of seeded.products) {
    const answer = await call(restarted, 'GET', `/api/products/${product.id}`, '');
    expect(answer.body).toMatchObject({ quantity: product.stock - (sold.get(product.id) ?? 0) });
  }

  restarted.child.kill('SIGTERM');
  expect(await restarted.exited).toBe(0);
  expect(errorLines(restarted)).toEqual([]);

  // In the database, opened afresh: the orders stored are exactly those placed, and nothing is partial.
  await market.withDatabase((database) => expectStoreConsistent(database.db, seeded, placed));
  const corruption = await market.findCorruption();
  expect(corruption.problems).toEqual([]);
  expect(corruption.indexes).toBeGreaterThan(0);
  expect(corruption.tables).toBeGreaterThan(0);
}

async function expectStoreConsistent(db: Db, seeded: SeededMarket, placed: Map<Checkout, Order>) {
  const stored = await selectRows<{ id: string; buyer_id: string; idempotency_key: string; total_cents: string | number }>(
    db,
    sql`select id, buyer_id, idempotency_key, total_cents from orders`,
  );
  expect(stored.map((order) => `${order.buyer_id} ${order.idempotency_key} ${order.id}`).sort()).toEqual(
    [...placed].map(([checkout, order]) => `${checkout.buyer.id} ${checkout.payload.idempotencyKey} ${order.id}`).sort(),
  );

  const items = await selectRows<{ order_id: string; product_id: string; seller_id: string; quantity: number; price: number }>(
    db,
    sql`select order_id, product_id, seller_id, quantity, price_cents_at_time as price from order_items`,
  );
  const sellerOf = new Map(seeded.products.map((product) => [product.id, product.sellerId]));
  for (const [checkout, order] of placed) {
    const ofOrder = items.filter((item) => item.order_id === order.id);
    expect(ofOrder.map(({ product_id, quantity }) => `${product_id} ${quantity}`).sort()).toEqual(
      checkout.payload.items.map(({ productId, quantity }) => `${productId} ${quantity}`).sort(),
    );
    for (const item of ofOrder) expect(item.seller_id).toBe(sellerOf.get(item.product_id));
    const total = stored.find((row) => row.id === order.id)?.total_cents;
    expect(Number(total)).toBe(ofOrder.reduce((sum, item) => sum + item.price * item.quantity, 0));
  }
  // Every item belongs to an order placed (the loop above covered each of those orders' items).
  expect(items.length).toBe([...placed.keys()].reduce((sum, checkout) => sum + checkout.payload.items.length, 0));

  // Each item's first event, and one "new order" notice per seller of each order, written with it.
  const [events] = await selectRows<{ items: number; bad: number }>(
    db,
    sql`select count(distinct oi.id)::int as items,
        count(*) filter (where e.id is null or e.from_status is not null or e.to_status <> 'pending' or e.actor <> 'buyer')::int as bad
      from order_items oi left join order_item_events e on e.order_item_id = oi.id`,
  );
  expect(events).toEqual({ items: items.length, bad: 0 });
  const notices = await selectRows<{ user_id: string; order_id: string; item_count: number }>(
    db,
    sql`select user_id, params->>'orderId' as order_id, (params->>'itemCount')::int as item_count from notifications where kind = 'new_order'`,
  );
  const expectedNotices = new Map<string, number>();
  for (const item of items) {
    const key = `${item.seller_id} ${item.order_id}`;
    expectedNotices.set(key, (expectedNotices.get(key) ?? 0) + 1);
  }
  expect(notices.map((notice) => `${notice.user_id} ${notice.order_id} ${notice.item_count}`).sort()).toEqual(
    [...expectedNotices].map(([key, count]) => `${key} ${count}`).sort(),
  );

  // Stock plus what was sold is what each product started with.
  const stock = await selectRows<{ id: string; in_stock: number; sold: number }>(
    db,
    sql`select p.id, p.quantity as in_stock, coalesce(sum(oi.quantity), 0)::int as sold
      from products p left join order_items oi on oi.product_id = p.id group by p.id`,
  );
  expect(Object.fromEntries(stock.map((row) => [row.id, row.in_stock + row.sold]))).toEqual(
    Object.fromEntries(seeded.products.map((product) => [product.id, product.stock])),
  );

  // The sellers' customer counts the triggers keep agree with the items stored.
  const kept = await keptCustomers(db);
  expect(kept.length).toBeGreaterThan(0);
  expect(kept).toEqual(await countedCustomers(db));
}
