/**
 * Checkout on several instances, as deployed: the built server on the PostgreSQL server, behind the load-balancing
 * proxy the tests use (tests/setup/round-robin-proxy.ts, in a process of its own), which sends each request in turn
 * to the next instance. The same run measures ONE instance behind that proxy and TWO, each on a fresh database, and
 * one instance answering the buyers itself (no proxy), so what the proxy costs shows:
 * - contention: 500 buyers check out one product with 100 in stock at once (orders.ts's check through the API, and
 *   the database's own count: stock left + items sold must equal the 100 it started with);
 * - throughput: 50 buyers ordering back to back (orders.ts's loop), orders/s and p50/p99 of the orders placed.
 * And first the proxy alone, in front of a bare Node server, so its own ceiling shows it is not what limits checkout.
 * The buyers play an outer proxy by sending their own X-Forwarded-For, which the round-robin proxy appends to, so
 * the instances run with TRUST_PROXY=2 (two proxies in front) and the per-address sign-up limit sees 500 people.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { projectRoot, serverBundle } from '@scripts/build-state.mjs';
import { connections, drive } from './catalog';
import { Client, contention, contestedStock, contestedTitle, failOnWrongResults, throughput } from './orders';
import {
  describeSettings,
  freePorts,
  liftedOrderLimits,
  printTable,
  startProcess,
  stopProcess,
  waitForOk,
  withServerDatabase,
} from './harness';

type Row = Record<string, string | number>;

const proxyScript = path.join(projectRoot, 'tests/setup/round-robin-proxy.ts');
const ceilingSeconds = 5;
const secret = 'bench-secret-bench-secret-bench-secret!';

function startProxy(port: number, upstreams: string[]): ChildProcess {
  return startProcess(
    process.execPath,
    ['--import', 'tsx', proxyScript],
    { PORT: String(port), UPSTREAMS: upstreams.join(',') },
    projectRoot,
  );
}

/** A bare Node server answered directly and through the proxy, at the same connections: the proxy's own ceiling. */
async function proxyCeiling(): Promise<Row[]> {
  const [serverPort, proxyPort] = (await freePorts(2)) as [number, number];
  const serverUrl = `http://127.0.0.1:${serverPort}`;
  const proxyUrl = `http://127.0.0.1:${proxyPort}`;
  const server = startProcess(
    process.execPath,
    [path.join(projectRoot, 'scripts/bench/ceiling-server.mjs')],
    { PORT: String(serverPort) },
    projectRoot,
  );
  const proxy = startProxy(proxyPort, [serverUrl]);
  try {
    await waitForOk(`${serverUrl}/`, performance.now(), server);
    await waitForOk(`${proxyUrl}/`, performance.now(), proxy);
    const rows: Row[] = [];
    for (const [path, url] of [
      ['bare Node server, directly', serverUrl],
      ['the same, through the proxy', proxyUrl],
    ] as const) {
      const result = await drive(url, () => ({ kind: 'ceiling', path: '/' }), ceilingSeconds);
      if (result.failures.length > 0 || result.unanswered > 0) throw new Error(`${path}: requests failed`);
      rows.push({
        path,
        connections,
        seconds: ceilingSeconds,
        'req/s': result.rps,
        'p50 ms': +result.p50.toFixed(2),
        'p99 ms': +result.p99.toFixed(2),
      });
    }
    return rows;
  } finally {
    await stopProcess(proxy);
    await stopProcess(server);
  }
}

type Setup = { label: string; instances: number; behindProxy: boolean };

const setups: Setup[] = [
  { label: '1 instance, no proxy', instances: 1, behindProxy: false },
  { label: '1 instance behind the proxy', instances: 1, behindProxy: true },
  { label: '2 instances behind the proxy', instances: 2, behindProxy: true },
];

/**
 * Built servers on one database, each with a data directory of its own, behind a proxy process; or one server
 * answering the buyers itself, where their X-Forwarded-For is the only proxy's entry (TRUST_PROXY=1).
 */
async function withInstances<T>(setup: Setup, env: Record<string, string>, run: (client: Client) => Promise<T>): Promise<T> {
  const [proxyPort, ...ports] = (await freePorts(setup.instances + 1)) as [number, ...number[]];
  const upstreams = ports.map((port) => `http://127.0.0.1:${port}`);
  const publicUrl = setup.behindProxy ? `http://127.0.0.1:${proxyPort}` : (upstreams[0] as string);
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'govi-bench-instances-'));
  const servers = ports.map((port) =>
    startProcess(
      process.execPath,
      [serverBundle],
      {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(scratch, String(port)),
        PUBLIC_URL: publicUrl,
        TRUST_PROXY: setup.behindProxy ? '2' : '1',
        AUTH_SECRET: secret,
        LOG_LEVEL: 'warn',
      },
      projectRoot,
    ),
  );
  const proxy = setup.behindProxy ? startProxy(proxyPort, upstreams) : undefined;
  try {
    await Promise.all(servers.map((server, index) => waitForOk(`${upstreams[index]}/api/health`, performance.now(), server)));
    if (proxy) await waitForOk(`${publicUrl}/api/health`, performance.now(), proxy);
    return await Client.using(publicUrl, run);
  } finally {
    if (proxy) await stopProcess(proxy);
    for (const server of servers) await stopProcess(server);
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The contested product as the database holds it: stock left, items sold, and whether they add up to the start. */
async function countedInDatabase(databaseUrl: string): Promise<Row> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ stock: number; sold: number; orders: number }>(
      `select p.quantity as stock,
              coalesce(sum(i.quantity) filter (where i.status <> 'cancelled'), 0)::int as sold,
              count(distinct i.order_id)::int as orders
         from products p left join order_items i on i.product_id = p.id
        where p.title = $1
        group by p.id`,
      [contestedTitle],
    );
    const [row] = rows;
    if (!row || rows.length !== 1) throw new Error('the contested product is not in the database');
    return {
      'database: orders': row.orders,
      'database: stock + sold': `${row.stock} + ${row.sold} = ${row.stock + row.sold}`,
      'database check': row.stock + row.sold === contestedStock && row.orders === contestedStock ? 'exact' : 'WRONG',
    };
  } finally {
    await client.end();
  }
}

async function measure(setup: Setup, contentionRows: Row[], throughputRows: Row[]) {
  await withServerDatabase('instances', async (databaseUrl) => {
    const env = { DATABASE_URL: databaseUrl };
    await withInstances(setup, env, async (client) => {
      const { engine: _engine, ...row } = await contention(client, setup.label);
      contentionRows.push({ setup: setup.label, ...row, ...(await countedInDatabase(databaseUrl)) });
    });
    await withInstances(setup, { ...env, ...liftedOrderLimits }, async (client) => {
      const { engine: _engine, ...row } = await throughput(client, setup.label);
      throughputRows.push({ setup: setup.label, ...row });
    });
  });
}

export async function benchInstances() {
  const ceilingRows = await proxyCeiling();
  const contentionRows: Row[] = [];
  const throughputRows: Row[] = [];
  for (const setup of setups) await measure(setup, contentionRows, throughputRows);

  printTable(`The round-robin proxy alone: a bare Node server at ${connections} connections, directly and through it`, ceilingRows);
  printTable(
    `Several instances on PostgreSQL behind the proxy — contention: 500 checkouts at once for one product with ${contestedStock} in stock (must be exact)`,
    contentionRows,
  );
  printTable(
    `Several instances on PostgreSQL behind the proxy — checkout throughput: 50 buyers ordering back to back, servers run with ${describeSettings(liftedOrderLimits)}`,
    throughputRows,
  );
  const proxied = Number(ceilingRows[1]?.['req/s'] ?? 0);
  const fastest = Math.max(...throughputRows.map((row) => Number(row['orders/s'])));
  console.log(
    `The proxy forwards ${proxied} req/s alone; the fastest checkout here, ${fastest} orders/s, is ${((fastest / proxied) * 100).toFixed(1)}% of that.`,
  );
  failOnWrongResults(contentionRows, throughputRows, ['result', 'database check']);
}
