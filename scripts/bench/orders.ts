/**
 * Checkout on the built server, on PGlite and on the PostgreSQL server:
 * - contention: 500 buyers check out the same product, which has 100 in stock, all at once; exactly 100 orders
 *   must succeed, the stock must end at 0 and the sold items must sum to 100;
 * - throughput: 50 buyers placing orders back to back for a while: orders/s and latency of the orders placed,
 *   with refused requests counted apart by status and error code.
 * Buyers sign up through the API like anyone else and send what the checkout page sends, the unit price they
 * were shown included. The server sits behind one proxy (TRUST_PROXY=1) and each buyer comes from its own
 * X-Forwarded-For address, so the per-address sign-up limit sees 500 people, not one.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { projectRoot, serverBundle } from '@scripts/build-state.mjs';
import { defaultCatalogWriteLimits } from '@server/modules/catalog/catalog.service';
import { headersOf, listProduct, signUpPerson, type Person } from './market-people';
import {
  describeSettings,
  freePort,
  inBatches,
  liftedOrderLimits,
  median,
  printTable,
  startProcess,
  stopProcess,
  waitForOk,
  withServerDatabase,
} from './harness';

const contenders = 500;
export const contestedStock = 100;
export const contestedTitle = 'Contested pumpkins';
const throughputBuyers = 50;
const marketProducts = 200;
const throughputSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmUpSeconds = 3;

type Row = Record<string, string | number>;
type Line = { productId: string; quantity: number; expectedPriceCents: number };
/** An answer to placing an order: its status and, when refused, the error code, e.g. "409 out_of_stock". */
type Outcome = { status: number; answer: string };

/** "409 out_of_stock ×400, 429 too_many_requests ×3", biggest first. */
function countAnswers(outcomes: Outcome[]): string {
  const counts = new Map<string, number>();
  for (const { answer } of outcomes) counts.set(answer, (counts.get(answer) ?? 0) + 1);
  return (
    [...counts]
      .sort((a, b) => b[1] - a[1])
      .map(([answer, count]) => `${answer} ×${count}`)
      .join(', ') || 'none'
  );
}

export class Client {
  readonly agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

  constructor(readonly baseUrl: string) {}

  /** Runs `run` with a client of the server at `baseUrl`, its pooled connections closed after. */
  static async using<T>(baseUrl: string, run: (client: Client) => Promise<T>): Promise<T> {
    const client = new Client(baseUrl);
    try {
      return await run(client);
    } finally {
      client.agent.destroy();
    }
  }

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
  placeOrder(buyer: Person, items: Line[]): Promise<Outcome> {
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
          const status = response.statusCode ?? 0;
          if (status === 201) {
            response.resume();
            response.on('end', () => resolve({ status, answer: String(status) }));
          } else {
            // Refused: keep the body, whose error code says why.
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => resolve({ status, answer: `${status} ${errorCodeOf(Buffer.concat(chunks).toString())}` }));
          }
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  /** The unit price a buyer is shown on the product's page, which the checkout page sends back. */
  async priceOf(buyer: Person, productId: string): Promise<number> {
    return (await this.json<{ priceCents: number }>(buyer, `/api/products/${productId}`)).priceCents;
  }

  async json<T>(person: Person, url: string): Promise<T> {
    const response = await fetch(`${this.baseUrl}${url}`, { headers: this.headers(person) });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return (await response.json()) as T;
  }
}

function errorCodeOf(body: string): string {
  try {
    return (JSON.parse(body) as { error?: { code?: string } }).error?.code ?? 'no error code';
  } catch {
    return 'not JSON';
  }
}

export async function contention(client: Client, engine: string): Promise<Row> {
  const seller = await client.signUp();
  const productId = await client.listProduct(seller, contestedStock, contestedTitle);
  const buyers = await inBatches(Array.from({ length: contenders }), 8, () => client.signUp());
  const expectedPriceCents = await client.priceOf(seller, productId);

  const startedAt = performance.now();
  const outcomes = await Promise.all(buyers.map((buyer) => client.placeOrder(buyer, [{ productId, quantity: 1, expectedPriceCents }])));
  const seconds = (performance.now() - startedAt) / 1000;

  const product = await client.json<{ quantity: number }>(seller, `/api/products/${productId}`);
  let sold = 0;
  for (let page = 1; ; page += 1) {
    const list = await client.json<{ items: { productId: string; quantity: number; status: string }[]; hasMore: boolean }>(
      seller,
      `/api/seller/orders?page=${page}`,
    );
    sold += list.items
      .filter((item) => item.productId === productId && item.status !== 'cancelled')
      .reduce((sum, item) => sum + item.quantity, 0);
    if (!list.hasMore) break;
  }
  const succeeded = outcomes.filter((outcome) => outcome.status === 201).length;
  const refused = outcomes.filter((outcome) => outcome.status === 409).length;
  const exact =
    succeeded === contestedStock && product.quantity === 0 && sold === contestedStock && refused === contenders - contestedStock;
  return {
    engine,
    'checkouts at once': contenders,
    stock: contestedStock,
    'orders placed': succeeded,
    'refused, by answer': countAnswers(outcomes.filter((outcome) => outcome.status !== 201)),
    'stock after': product.quantity,
    'items sold': sold,
    'all settled in s': +seconds.toFixed(2),
    result: exact ? 'exact' : 'WRONG',
  };
}

export async function throughput(client: Client, engine: string): Promise<Row> {
  // A market, not one stall: buyers spread over many products, as they do, so row locks are rarely shared. Listed by
  // as many sellers as the hourly limit on new products per account asks for (30 each: 7 sellers for 200).
  const sellers = await inBatches(
    Array.from({ length: Math.ceil(marketProducts / defaultCatalogWriteLimits.productCreations.limit) }),
    4,
    () => client.signUp(),
  );
  const productIds = await inBatches(
    Array.from({ length: marketProducts }, (_, index) => index),
    8,
    (index) => client.listProduct(sellers[index % sellers.length]!, 1_000_000, `Bench produce ${index}`),
  );
  const prices = new Map(await inBatches(productIds, 8, async (id) => [id, await client.priceOf(sellers[0]!, id)] as const));
  const line = (productId: string, quantity: number): Line => ({ productId, quantity, expectedPriceCents: prices.get(productId) ?? 0 });
  const buyers = await inBatches(Array.from({ length: throughputBuyers }), 8, () => client.signUp());

  const placedLatencies: number[] = [];
  const refused: Outcome[] = [];
  // The server starts fresh for this part: the first seconds, while its code is still being compiled, are not counted.
  const measureFrom = performance.now() + warmUpSeconds * 1000;
  const endAt = measureFrom + throughputSeconds * 1000;
  await Promise.all(
    buyers.map(async (buyer, index) => {
      let round = 0;
      while (performance.now() < endAt) {
        // One or two products a basket.
        const first = productIds[(index * 4 + round) % productIds.length] as string;
        const second = productIds[(index * 4 + round + 101) % productIds.length] as string;
        const items = round % 2 ? [line(first, 1)] : [line(first, 2), line(second, 1)];
        const startedAt = performance.now();
        const outcome = await client.placeOrder(buyer, items);
        round += 1;
        if (outcome.status !== 201) refused.push(outcome);
        else if (startedAt >= measureFrom) placedLatencies.push(performance.now() - startedAt);
      }
    }),
  );
  const sorted = [...placedLatencies].sort((a, b) => a - b);
  const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
  return {
    engine,
    buyers: throughputBuyers,
    seconds: throughputSeconds,
    'orders placed': placedLatencies.length,
    'orders/s': Math.round(placedLatencies.length / throughputSeconds),
    'p50 ms (placed)': +median(placedLatencies).toFixed(1),
    'p99 ms (placed)': +p99.toFixed(1),
    refused: refused.length,
    'refused, by answer': countAnswers(refused),
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
    return await Client.using(baseUrl, run);
  } finally {
    await stopProcess(server);
  }
}

/**
 * Contention on a server with the default ordering limits (one order a buyer stays within them), then throughput
 * on one with them lifted: fifty buyers ordering back to back for seconds are far past what a buyer may do.
 */
async function measureEngine(engine: string, env: Record<string, string>, contentionRows: Row[], throughputRows: Row[]) {
  await withServer(env, async (client) => {
    contentionRows.push(await contention(client, engine));
  });
  await withServer({ ...env, ...liftedOrderLimits }, async (client) => {
    throughputRows.push(await throughput(client, engine));
  });
}

export async function benchOrders() {
  const contentionRows: Row[] = [];
  const throughputRows: Row[] = [];
  const secret = { AUTH_SECRET: 'bench-secret-bench-secret-bench-secret!' };

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'govi-bench-orders-'));
  try {
    await measureEngine('PGlite', { DATA_DIR: dataDir, ...secret }, contentionRows, throughputRows);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  await withServerDatabase('orders', async (databaseUrl) => {
    const pgDataDir = mkdtempSync(path.join(os.tmpdir(), 'govi-bench-orders-pg-'));
    try {
      await measureEngine('PostgreSQL', { DATABASE_URL: databaseUrl, DATA_DIR: pgDataDir, ...secret }, contentionRows, throughputRows);
    } finally {
      rmSync(pgDataDir, { recursive: true, force: true });
    }
  });

  printTable(`Contention: ${contenders} checkouts at once for one product with ${contestedStock} in stock (must be exact)`, contentionRows);
  printTable(
    `Checkout throughput: ${throughputBuyers} buyers ordering back to back, server run with ${describeSettings(liftedOrderLimits)} (target on PostgreSQL: ≥ 300 orders/s)`,
    throughputRows,
  );
  failOnWrongResults(contentionRows, throughputRows);
}

/**
 * Fails the run, saying why, when a contention row is not exact in every one of `exactColumns` or a throughput
 * row had orders refused (its numbers would then not measure checkout alone).
 */
export function failOnWrongResults(contentionRows: Row[], throughputRows: Row[], exactColumns = ['result']) {
  if (contentionRows.some((row) => exactColumns.some((column) => row[column] !== 'exact'))) {
    console.error('Contention result is wrong: stock was oversold or orders were lost.');
    process.exitCode = 1;
  }
  if (throughputRows.some((row) => row.refused !== 0)) {
    console.error(
      'Checkout throughput: some orders were refused (see "refused, by answer"); the numbers above do not measure checkout alone.',
    );
    process.exitCode = 1;
  }
}
