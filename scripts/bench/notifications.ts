/**
 * The live notifications' numbers, on the built server:
 * - idle streams: 1,000 open event streams (200 signed-in users with 5 tabs each) on one instance, and the
 *   server's own memory (measured inside the server process, after a full GC) before, while they are open,
 *   and after they close; target: growth under 100 MB;
 * - delivery: a buyer places an order through the API and the seller's open stream receives "new order";
 *   200 orders one after another, time from sending the order to the event's arrival. On PostgreSQL the
 *   order goes to instance B and the seller's stream is on instance A (LISTEN/NOTIFY between them);
 *   on PGlite, one instance. Target on PostgreSQL: within 1 s.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openEventStream, type EventStreamReader } from '@tests/setup/event-stream-reader';
import { projectRoot, serverBundle } from '@scripts/build-state.mjs';
import { listProduct, signUpPerson, type Person } from './market-people';
import {
  describeSettings,
  freePort,
  inBatches,
  liftedOrderLimits,
  median,
  printTable,
  stopProcess,
  waitForOk,
  withServerDatabase,
} from './harness';

const idleUsers = 200;
const tabsPerUser = 5;
const deliveries = Number(process.env.BENCH_DELIVERIES ?? 200);
const secret = 'bench-secret-bench-secret-bench-secret!';

type Row = Record<string, string | number>;
type Memory = { rss: number; heapUsed: number; external: number };

/** Loaded into the server process: answers "memory" over the IPC channel with its own usage after a full GC. */
const memoryProbe = `
process.on('message', (message) => {
  if (message !== 'memory') return;
  for (let round = 0; round < 3; round++) globalThis.gc();
  const { rss, heapUsed, external } = process.memoryUsage();
  process.send({ rss, heapUsed, external });
});
process.channel?.unref();
`;

type Server = { baseUrl: string; process: ChildProcess; memory(): Promise<Memory> };

async function startServer(env: Record<string, string>, probeFile: string): Promise<Server> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = fork(serverBundle, [], {
    cwd: projectRoot,
    // One buyer places every measured order: far more than the per-buyer ordering limits allow.
    env: {
      ...process.env,
      ...env,
      ...liftedOrderLimits,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      TRUST_PROXY: '1',
      AUTH_SECRET: secret,
      LOG_LEVEL: 'warn',
    },
    execArgv: ['--expose-gc', '--import', probeFile],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    // Its own process group, so stopProcess ends it and nothing else.
    detached: true,
  });
  await waitForOk(`${baseUrl}/api/health`, performance.now(), child);
  return {
    baseUrl,
    process: child,
    memory: () =>
      new Promise((resolve) => {
        child.once('message', (message) => resolve(message as Memory));
        child.send('memory');
      }),
  };
}

async function placeOrder(baseUrl: string, buyer: Person, productId: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/orders`, {
    method: 'POST',
    headers: { origin: baseUrl, cookie: buyer.cookie, 'x-forwarded-for': buyer.ip, 'content-type': 'application/json' },
    body: JSON.stringify({
      idempotencyKey: randomUUID(),
      items: [{ productId, quantity: 1 }],
      deliveryAddress: '1 Bench Road, Kandy',
      district: 'kandy',
      phoneNumber: '0771234567',
    }),
  });
  if (response.status !== 201) throw new Error(`order failed: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}

const megabytes = (bytes: number) => +(bytes / 1024 / 1024).toFixed(1);

async function idleStreams(server: Server, engine: string): Promise<Row> {
  const users = await inBatches(Array.from({ length: idleUsers }), 8, () => signUpPerson(server.baseUrl));
  // Warm the route once, so its first-use allocations are not counted as the streams' cost.
  const warm = await openEventStream(`${server.baseUrl}/api/events`, { cookie: users[0]?.cookie ?? '' });
  warm.close();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const before = await server.memory();

  const tabs = users.flatMap((user) => Array.from({ length: tabsPerUser }, () => user));
  const streams: EventStreamReader[] = await inBatches(tabs, 50, async (user) => {
    const stream = await openEventStream(`${server.baseUrl}/api/events`, { cookie: user.cookie, 'x-forwarded-for': user.ip });
    if (stream.status !== 200) throw new Error(`stream refused: ${stream.status}`);
    return stream;
  });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const open = await server.memory();
  const stillOpen = streams.filter((stream) => stream.retry() !== undefined).length;

  for (const stream of streams) stream.close();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = await server.memory();

  return {
    engine,
    'open streams': stillOpen,
    'RSS before MB': megabytes(before.rss),
    'RSS open MB': megabytes(open.rss),
    'RSS growth MB': megabytes(open.rss - before.rss),
    'heap before MB': megabytes(before.heapUsed),
    'heap open MB': megabytes(open.heapUsed),
    'heap growth MB': megabytes(open.heapUsed - before.heapUsed),
    'KB heap per stream': +((open.heapUsed - before.heapUsed) / 1024 / streams.length).toFixed(1),
    'heap after close MB': megabytes(after.heapUsed),
    'RSS after close MB': megabytes(after.rss),
  };
}

async function delivery(orderServer: Server, streamServer: Server, engine: string, path: string): Promise<Row> {
  const seller = await signUpPerson(streamServer.baseUrl);
  const buyer = await signUpPerson(orderServer.baseUrl);
  const productId = await listProduct(orderServer.baseUrl, seller, { title: 'Bench tomatoes', quantity: 1_000_000 });
  const stream = await openEventStream(`${streamServer.baseUrl}/api/events`, { cookie: seller.cookie, 'x-forwarded-for': seller.ip });
  if (stream.status !== 200) throw new Error(`stream refused: ${stream.status}`);
  // The stream is subscribed before its headers are sent; one order first, so the measured ones run warm.
  await placeOrder(orderServer.baseUrl, buyer, productId);
  await stream.next(10_000);

  const latencies: number[] = [];
  for (let round = 0; round < deliveries; round++) {
    const startedAt = performance.now();
    const arrival = stream.next(10_000);
    await placeOrder(orderServer.baseUrl, buyer, productId);
    const event = await arrival;
    latencies.push(performance.now() - startedAt);
    if (event.event !== 'notification') throw new Error(`unexpected event ${event.event}`);
  }
  stream.close();
  const sorted = [...latencies].sort((a, b) => a - b);
  const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
  return {
    engine,
    path,
    orders: deliveries,
    'median ms': +median(latencies).toFixed(1),
    'p99 ms': +p99.toFixed(1),
    'max ms': +(sorted.at(-1) ?? 0).toFixed(1),
    'within 1 s': `${latencies.filter((latency) => latency <= 1000).length}/${deliveries}`,
  };
}

export async function benchNotifications() {
  const idleRows: Row[] = [];
  const deliveryRows: Row[] = [];
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'govi-bench-notifications-'));
  const probeFile = path.join(scratch, 'memory-probe.mjs');
  writeFileSync(probeFile, memoryProbe);
  const servers: Server[] = [];
  const start = async (env: Record<string, string>) => {
    const server = await startServer({ DATA_DIR: mkdtempSync(path.join(scratch, 'data-')), ...env }, probeFile);
    servers.push(server);
    return server;
  };
  try {
    const embedded = await start({});
    idleRows.push(await idleStreams(embedded, 'PGlite'));
    deliveryRows.push(await delivery(embedded, embedded, 'PGlite', 'order and stream on one instance'));
    await stopProcess(embedded.process);

    await withServerDatabase('notifications', async (databaseUrl) => {
      const instanceA = await start({ DATABASE_URL: databaseUrl });
      const instanceB = await start({ DATABASE_URL: databaseUrl });
      try {
        idleRows.push(await idleStreams(instanceA, 'PostgreSQL'));
        deliveryRows.push(await delivery(instanceB, instanceA, 'PostgreSQL', 'order on instance B, stream on instance A'));
      } finally {
        await stopProcess(instanceA.process);
        await stopProcess(instanceB.process);
      }
    });
  } finally {
    for (const server of servers) await stopProcess(server.process);
    rmSync(scratch, { recursive: true, force: true });
  }

  printTable(
    `Idle event streams: ${idleUsers * tabsPerUser} open (${idleUsers} users × ${tabsPerUser} tabs) on one instance, server memory after GC (target: growth < 100 MB)`,
    idleRows,
  );
  printTable(
    `New order to the seller's open stream: ${deliveries} orders one after another, servers run with ${describeSettings(liftedOrderLimits)} (target on PostgreSQL: within 1 s)`,
    deliveryRows,
  );
}
