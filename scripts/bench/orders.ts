/**
 * Issue 4's numbers, on the built server with its real settings, on PGlite and on the PostgreSQL server:
 * - contention: 500 buyers check out the same product, which has 100 in stock, all at once; exactly 100 orders
 *   must succeed, the stock must end at 0 and the sold items must sum to 100;
 * - throughput: 50 buyers placing orders back to back for a while: orders/s and latency.
 * Buyers sign up through the API like anyone else. The server runs with TRUST_PROXY=1 (the benchmark plays the one
 * proxy in front) and each buyer comes from its own X-Forwarded-For address, so the per-address sign-up limit sees 500 people, not one.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { projectRoot, serverBundle } from '../build-state.mjs';
import { headersOf, listProduct, signUpPerson, type Person } from './market-people';
import { freePort, median, printTable, startProcess, stopProcess, waitForOk, withServerDatabase, inBatches } from './harness';

const contenders = 500;
const contestedStock = 100;
const throughputBuyers = 50;
const marketProducts = 200;
const throughputSeconds = Number(process.env.BENCH_SECONDS ?? 10);

type Row = Record<string, string | number>;
class Client {
  readonly agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

  constructor(readonly baseUrl: string) {}

  headers(person?: Person): Record<string, string> {
    return headersOf(this.baseUrl, person);
  }

  signUp(): Promise<Person> {
    return signUpPerson(this.baseUrl);
  }

  listProduct(seller: Person, quantity: number, title: string): Promise<string> {
    return listProduct(this.baseUrl, seller, { title, quantity });
  }

  /**
   * Places an order over a kept-alive node:http connection: lighter than fetch, so the load generator, which
   * shares the machine's two cores with the server and PostgreSQL, takes as little of them as it can.
   */
  placeOrder(buyer: Person, items: { productId: string; quantity: number }[]): Promise<number> {
    const body = JSON.stringify({
      idempotencyKey: randomUUID(),
      items,
      deliveryAddress: '1 Bench Road, Kandy',
      district: 'kandy',
      phoneNumber: '0771234567',
    });
    return new Promise((resolve, reject) => {
      const request = http.request(
        `${this.baseUrl}/api/orders`,
        {
          method: 'POST',
          agent: this.agent,
          headers: { ...this.headers(buyer), 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  async json<T>(person: Person, url: string): Promise<T> {
    const response = await fetch(`${this.baseUrl}${url}`, { headers: this.headers(person) });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return (await response.json()) as T;
  }
}

async function contention(client: Client, engine: string): Promise<Row> {
  const seller = await client.signUp();
  const productId = await client.listProduct(seller, contestedStock, 'Contested pumpkins');
  const buyers = await inBatches(Array.from({ length: contenders }), 8, () => client.signUp());

  const startedAt = performance.now();
  const statuses = await Promise.all(buyers.map((buyer) => client.placeOrder(buyer, [{ productId, quantity: 1 }])));
  const seconds = (performance.now() - startedAt) / 1000;

  const product = await client.json<{ quantity: number }>(seller, `/api/products/${productId}`);
  let sold = 0;
  for (let page = 1; ; page += 1) {
    const list = await client.json<{ items: { productId: string; quantity: number; status: string }[]; hasMore: boolean }>(
      seller,
      `/api/seller/orders?page=${page}`,
    );
    sold += list.items.filter((item) => item.productId === productId && item.status !== 'cancelled').reduce((sum, item) => sum + item.quantity, 0);
    if (!list.hasMore) break;
  }
  const succeeded = statuses.filter((status) => status === 201).length;
  const refused = statuses.filter((status) => status === 409).length;
  const exact = succeeded === contestedStock && product.quantity === 0 && sold === contestedStock && refused === contenders - contestedStock;
  return {
    engine,
    'checkouts at once': contenders,
    stock: contestedStock,
    'orders placed': succeeded,
    'refused (409)': refused,
    'other answers': contenders - succeeded - refused,
    'stock after': product.quantity,
    'items sold': sold,
    'all settled in s': +seconds.toFixed(2),
    result: exact ? 'exact' : 'WRONG',
  };
}

async function throughput(client: Client, engine: string): Promise<Row> {
  const seller = await client.signUp();
  // A market, not one stall: buyers spread over many products, as they do, so row locks are rarely shared.
  const productIds = await inBatches(
    Array.from({ length: marketProducts }, (_, index) => index),
    8,
    (index) => client.listProduct(seller, 1_000_000, `Bench produce ${index}`),
  );
  const buyers = await inBatches(Array.from({ length: throughputBuyers }), 8, () => client.signUp());

  const latencies: number[] = [];
  let failures = 0;
  const endAt = performance.now() + throughputSeconds * 1000;
  await Promise.all(
    buyers.map(async (buyer, index) => {
      let round = 0;
      while (performance.now() < endAt) {
        // One or two products a basket.
        const first = productIds[(index * 4 + round) % productIds.length] as string;
        const second = productIds[(index * 4 + round + 101) % productIds.length] as string;
        const items = round % 2 ? [{ productId: first, quantity: 1 }] : [{ productId: first, quantity: 2 }, { productId: second, quantity: 1 }];
        const startedAt = performance.now();
        const status = await client.placeOrder(buyer, items);
        latencies.push(performance.now() - startedAt);
        if (status !== 201) failures += 1;
        round += 1;
      }
    }),
  );
  const sorted = [...latencies].sort((a, b) => a - b);
  const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
  return {
    engine,
    buyers: throughputBuyers,
    seconds: throughputSeconds,
    orders: latencies.length - failures,
    'orders/s': Math.round((latencies.length - failures) / throughputSeconds),
    'p50 ms': +median(latencies).toFixed(1),
    'p99 ms': +p99.toFixed(1),
    failures,
  };
}

async function withServer<T>(env: Record<string, string>, run: (client: Client) => Promise<T>): Promise<T> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = startProcess(
    process.execPath,
    [serverBundle],
    { ...env, PORT: String(port), PUBLIC_URL: baseUrl, TRUST_PROXY: '1', LOG_LEVEL: 'warn' },
    projectRoot,
  );
  try {
    await waitForOk(`${baseUrl}/api/health`, performance.now(), server);
    const client = new Client(baseUrl);
    try {
      return await run(client);
    } finally {
      client.agent.destroy();
    }
  } finally {
    await stopProcess(server);
  }
}

export async function benchOrders() {
  const contentionRows: Row[] = [];
  const throughputRows: Row[] = [];
  const secret = { AUTH_SECRET: 'bench-secret-bench-secret-bench-secret!' };

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'govi-bench-orders-'));
  try {
    await withServer({ DATA_DIR: dataDir, ...secret }, async (client) => {
      contentionRows.push(await contention(client, 'PGlite'));
      throughputRows.push(await throughput(client, 'PGlite'));
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  await withServerDatabase('orders', async (databaseUrl) => {
    const pgDataDir = mkdtempSync(path.join(os.tmpdir(), 'govi-bench-orders-pg-'));
    try {
      await withServer({ DATABASE_URL: databaseUrl, DATA_DIR: pgDataDir, ...secret }, async (client) => {
        contentionRows.push(await contention(client, 'PostgreSQL'));
        throughputRows.push(await throughput(client, 'PostgreSQL'));
      });
    } finally {
      rmSync(pgDataDir, { recursive: true, force: true });
    }
  });

  printTable(`Contention: ${contenders} checkouts at once for one product with ${contestedStock} in stock (must be exact)`, contentionRows);
  printTable(`Checkout throughput: ${throughputBuyers} buyers ordering back to back (target on PostgreSQL: ≥ 300 orders/s)`, throughputRows);
  if (contentionRows.some((row) => row.result !== 'exact')) {
    console.error('Contention result is wrong: stock was oversold or orders were lost.');
    process.exitCode = 1;
  }
}
