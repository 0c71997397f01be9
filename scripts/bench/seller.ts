/**
 * The seller area on a market with a history (seller-market.ts), on the PostgreSQL server at 1,000,000 order
 * items (2,000 sellers, 200,000 buyers) and on PGlite at 100,000 (200 sellers, 20,000 buyers):
 * - load: 20 sellers at once, each a closed loop signed in as itself, rotating over the sellers the benchmark
 *   signed up (spread over the whole sales ranking), asking every seller-area endpoint with varied ranges,
 *   intervals, sorts, searches and pages (seller-load.ts); per endpoint: requests, p50, p99, max, throughput
 *   and bytes on the wire. Target on PostgreSQL: p99 ≤ 100 ms for every endpoint. Beside it, the ceiling:
 *   the same 20 loops against a bare Node server in its own process;
 * - one seller at a time, nobody else asking: the cooperative (whose history is far larger than anyone else's),
 *   the biggest and the median of the signed-in sellers, each endpoint a few times in turn (median and max),
 *   every answer checked against the contract's schema and the cooperative's report against the generated counts;
 * - the CSV of the cooperative's whole history (100,000 rows on PostgreSQL), read at full speed with a browser's
 *   Accept-Encoding and then by a slow client (1 MB/s, uncompressed): the server's resident memory from /proc (sampled every 20 ms, and the
 *   kernel's high-water mark) and its V8 heap (sampled inside it) before and at the peak, time, bytes, rows.
 *   Target on PostgreSQL: memory grows by less than 50 MB.
 * Each measurement runs on a freshly started server. Sellers are signed up through the API (the server behind
 * one proxy, TRUST_PROXY=1, each seller from an X-Forwarded-For address of its own); the rest of the market is
 * written with SQL. Any answer other than 2xx fails the run.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type { z } from 'zod';
import { languages } from '@domain/i18n/languages';
import { sellerDashboardSchema, sellerOrderListSchema } from '@domain/orders/order.schema';
import { customerListSchema, salesAnalyticsSchema, salesReportSchema, sellerInsightsSchema } from '@domain/seller/seller-insights.schema';
import { marketToday, maxRangeDays, presetRange, type DayRange } from '@domain/seller/sales-range';
import { openPglite, openPostgres, type Database } from '@server/db/client';
import { lockDataDir } from '@server/db/data-dir-lock';
import { projectRoot, serverBundle } from '@scripts/build-state.mjs';
import {
  freePort,
  inBatches,
  median,
  percentile,
  printTable,
  seededRandom,
  startProcess,
  stopProcess,
  waitForOk,
  withServerDatabase,
} from './harness';
import { signUpPerson } from './market-people';
import { generateSellerMarket, type MarketFacts, type MarketSize } from './seller-market';
import {
  ask,
  browserAcceptEncoding,
  driveSellers,
  sellerAsks,
  sellerEndpoints,
  type Failure,
  type SellerEndpoint,
  type SellerSession,
} from './seller-load';

const loops = 20;
const loadSeconds = Number(process.env.BENCH_SECONDS ?? 30);
const warmUpSeconds = 3;
const randomSeed = Number(process.env.BENCH_SEED ?? 1);
const secret = 'bench-secret-bench-secret-bench-secret!';
const p99TargetMs = 100;
const memoryTargetMb = 50;
const slowReadBytesPerSecond = 1_000_000;
const aloneRounds = 2;

type Row = Record<string, string | number>;
type EngineName = 'PostgreSQL' | 'PGlite';

type Engine = {
  name: EngineName;
  size: MarketSize;
  /** Sellers signed up through the API, besides the cooperative: the ones the load signs in as. */
  signedIn: number;
  env: Record<string, string>;
  /** The database in this process, as one connection (the generator keeps its plan in temporary tables). */
  open(): Promise<{ database: Database; release(): void }>;
};

type Results = {
  market: Row[];
  ceiling: Row[];
  load: Row[];
  alone: Row[];
  csv: Row[];
  failures: (Failure & { engine: EngineName })[];
  wrong: string[];
};

const round1 = (value: number) => +value.toFixed(1);
const megabytes = (bytes: number) => round1(bytes / 1024 / 1024);

type Server = { baseUrl: string; child: ChildProcess };

/** The built server as `npm start` runs it; with `probeFile`, forked with the memory probe loaded into it. */
async function startServer(env: Record<string, string>, probeFile?: string): Promise<Server> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // The per-account limit on the area's requests lifted to its highest allowed value: the loads and the rounds of one
  // seller ask far faster than a person, which is what they measure. Listening on loopback only, as behind a proxy.
  const serverEnv = {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    TRUST_PROXY: '1',
    AUTH_SECRET: secret,
    LOG_LEVEL: 'warn',
    SELLER_REQUESTS_PER_MINUTE: '100000',
  };
  const child = probeFile
    ? fork(serverBundle, [], {
        cwd: projectRoot,
        env: { ...process.env, ...serverEnv },
        execArgv: ['--expose-gc', '--import', probeFile],
        stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
        // Its own process group, so stopProcess ends it and nothing else.
        detached: true,
      })
    : startProcess(process.execPath, [serverBundle], serverEnv, projectRoot);
  try {
    await waitForOk(`${baseUrl}/api/health`, performance.now(), child);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return { baseUrl, child };
}

async function withServer<T>(env: Record<string, string>, run: (server: Server) => Promise<T>, probeFile?: string): Promise<T> {
  const server = await startServer(env, probeFile);
  try {
    return await run(server);
  } finally {
    await stopProcess(server.child);
  }
}

/** Sign-up through the API, as anyone does; each seller reads the site in one of the three languages. */
async function signUpSellers(engine: Engine): Promise<SellerSession[]> {
  return withServer(engine.env, async ({ baseUrl }) => {
    const people = await inBatches(Array.from({ length: engine.signedIn + 1 }), 4, () => signUpPerson(baseUrl));
    return people.map((person, index) => ({ ...person, language: languages[index % languages.length] ?? 'en' }));
  });
}

async function generate(engine: Engine, sessions: SellerSession[]): Promise<MarketFacts> {
  const [cooperative, ...sellers] = sessions;
  if (!cooperative) throw new Error('no cooperative signed up');
  const { database, release } = await engine.open();
  try {
    return await generateSellerMarket(database.db, engine.size, {
      cooperativeId: cooperative.id,
      sellerIds: sellers.map((seller) => seller.id),
    });
  } finally {
    await database.close();
    release();
  }
}

function marketRow(engine: Engine, facts: MarketFacts): Row {
  return {
    engine: engine.name,
    sellers: facts.sellers,
    'buyers who ordered': facts.buyers,
    products: facts.products,
    orders: facts.orders,
    'order items': facts.orderItems,
    cancelled: facts.cancelledItems,
    'product views': facts.productViews,
    'cooperative sold': facts.cooperativeSold,
    'signed in': engine.signedIn,
    'database MB': megabytes(facts.databaseBytes),
    'generated in s': round1(facts.seconds),
  };
}

/** The ceiling: the same loops against a bare Node server in its own process (it answers every path alike). */
async function measureCeiling(sessions: SellerSession[]): Promise<Row> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = startProcess(
    process.execPath,
    [path.join(projectRoot, 'scripts/bench/ceiling-server.mjs')],
    { PORT: String(port) },
    projectRoot,
  );
  try {
    await waitForOk(`${baseUrl}/`, performance.now(), server);
    const seconds = 5;
    const result = await driveSellers(baseUrl, sessions, sellerAsks(seededRandom(randomSeed)), {
      loops,
      warmUpSeconds: 1,
      seconds,
      random: seededRandom(randomSeed + 1),
    });
    const all = [...result.byEndpoint.values()].flatMap((totals) => totals.latencies);
    return {
      loops,
      seconds,
      'req/s': Math.round(all.length / seconds),
      'p50 ms': round1(median(all)),
      'p99 ms': round1(percentile(all, 0.99)),
    };
  } finally {
    await stopProcess(server);
  }
}

async function measureLoad(engine: Engine, sellers: SellerSession[], results: Results) {
  await withServer(engine.env, async ({ baseUrl }) => {
    const [loadBefore = 0] = os.loadavg();
    const result = await driveSellers(baseUrl, sellers, sellerAsks(seededRandom(randomSeed)), {
      loops,
      warmUpSeconds,
      seconds: loadSeconds,
      random: seededRandom(randomSeed + 1),
    });
    const [loadAfter = 0] = os.loadavg();
    const all: number[] = [];
    const allFirstBytes: number[] = [];
    let allBytes = 0;
    for (const endpoint of sellerEndpoints) {
      const totals = result.byEndpoint.get(endpoint);
      if (!totals) continue;
      all.push(...totals.latencies);
      allFirstBytes.push(...totals.firstByte);
      allBytes += totals.wireBytes;
      results.load.push({
        ...loadRow(engine.name, endpoint, totals.latencies, totals.firstByte, totals.wireBytes, result.seconds),
        'first answer ms (fresh server)': round1(result.firstAnswerMs.get(endpoint) ?? 0),
      });
    }
    results.load.push({
      ...loadRow(engine.name, 'all', all, allFirstBytes, allBytes, result.seconds),
      endpoint: `all (${result.sellersAsked} sellers)`,
      // Other work on the machine takes cores from the server: the 1-minute load average before and after.
      'machine load': `${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}`,
    });
    results.failures.push(...result.failures.map((failure) => ({ ...failure, engine: engine.name })));
  });
}

function loadRow(engine: EngineName, endpoint: string, latencies: number[], firstBytes: number[], wireBytes: number, seconds: number): Row {
  const p99 = percentile(latencies, 0.99);
  return {
    engine,
    endpoint,
    requests: latencies.length,
    'req/s': round1(latencies.length / seconds),
    'p50 ms': round1(median(latencies)),
    'p99 ms': round1(p99),
    'max ms': round1(Math.max(...latencies)),
    'p99 first byte ms': round1(percentile(firstBytes, 0.99)),
    'KB on the wire (mean)': round1(wireBytes / latencies.length / 1024),
    [`p99 ≤ ${p99TargetMs} ms`]: engine === 'PostgreSQL' ? (p99 <= p99TargetMs ? 'yes' : 'NO') : '—',
  };
}

/** The answer's body as the client reads it, whichever encoding the server chose. */
function decoded(body: Buffer, encoding: string): Buffer {
  switch (encoding) {
    case 'br':
      return zlib.brotliDecompressSync(body);
    case 'gzip':
      return zlib.gunzipSync(body);
    case 'identity':
      return body;
    default:
      throw new Error(`unexpected content-encoding ${encoding}`);
  }
}

const jsonSchemas: Partial<Record<SellerEndpoint, z.ZodType>> = {
  dashboard: sellerDashboardSchema,
  orders: sellerOrderListSchema,
  insights: sellerInsightsSchema,
  analytics: salesAnalyticsSchema,
  customers: customerListSchema,
  'sales-report': salesReportSchema,
};

/** One seller's requests, asked in turn: the presets, a year, two years, deep pages and searches, a few downloads. */
function aloneAsks(today: string): { endpoint: SellerEndpoint; path: string }[] {
  const ranges = [
    presetRange(7, today),
    presetRange(30, today),
    presetRange(90, today),
    presetRange(365, today),
    presetRange(maxRangeDays, today),
  ];
  const query = (values: Record<string, string>) => new URLSearchParams(values).toString();
  const range = (value: DayRange) => query({ from: value.from, to: value.to });
  return [
    ...Array.from({ length: 5 }, () => ({ endpoint: 'dashboard' as const, path: '/api/seller/dashboard' })),
    ...['page=1', 'page=20', 'status=pending', 'status=delivered&page=5', 'page=200'].map((params) => ({
      endpoint: 'orders' as const,
      path: `/api/seller/orders?${params}`,
    })),
    ...Array.from({ length: 5 }, () => ({ endpoint: 'insights' as const, path: '/api/seller/insights' })),
    ...ranges.map((value, index) => ({
      endpoint: 'analytics' as const,
      path: `/api/seller/analytics?${range(value)}&interval=${['day', 'day', 'week', 'month', 'day'][index]}`,
    })),
    ...[
      query({ sort: 'lastOrder', direction: 'desc' }),
      query({ sort: 'spent', direction: 'desc' }),
      query({ sort: 'name', direction: 'asc', page: '50' }),
      query({ sort: 'orders', direction: 'desc', q: 'perera' }),
      query({ sort: 'district', direction: 'asc', page: '1000' }),
    ].map((params) => ({ endpoint: 'customers' as const, path: `/api/seller/customers?${params}` })),
    ...ranges.map((value) => ({ endpoint: 'sales-report' as const, path: `/api/seller/sales-report?${range(value)}` })),
    // Downloads are limited per person (30 in ten minutes): these sellers also download during the load.
    ...[ranges[1], ranges[3], ranges[4]].map((value) => ({
      endpoint: 'sales-report.html' as const,
      path: `/api/seller/sales-report.html?${range(value as DayRange)}`,
    })),
    // The cooperative's whole history as CSV is the memory measurement's.
    ...[ranges[0], ranges[2]].map((value) => ({
      endpoint: 'sales-report.csv' as const,
      path: `/api/seller/sales-report.csv?${range(value as DayRange)}`,
    })),
  ];
}

type AloneSeller = { label: string; session: SellerSession };

/**
 * One seller at a time, nobody else asking: each request in turn, `aloneRounds` times, on a fresh server. What a
 * request costs without waiting behind others, for the cooperative (whose history is far larger than anyone
 * else's) and for the biggest and the median of the sellers the load signs in as. Every answer is decoded and
 * checked against the contract's schema, and the cooperative's two-year report against what the generator wrote.
 */
async function measureAlone(engine: Engine, sellers: AloneSeller[], facts: MarketFacts, results: Results) {
  await withServer(engine.env, async ({ baseUrl }) => {
    const today = marketToday();
    const asks = aloneAsks(today);
    for (const { label, session } of sellers) {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const timings = new Map<SellerEndpoint, { ms: number[]; bytes: number[] }>();
      try {
        for (let round = 0; round < aloneRounds; round++) {
          for (const next of asks) {
            const answer = await ask(agent, baseUrl, session, next.path, { keepBody: true });
            if (answer.status !== 200) {
              results.failures.push({ ...next, engine: engine.name, status: answer.status, answer: answer.body.toString('utf8', 0, 200) });
              continue;
            }
            const entry = timings.get(next.endpoint) ?? { ms: [], bytes: [] };
            entry.ms.push(answer.ms);
            entry.bytes.push(answer.wireBytes);
            timings.set(next.endpoint, entry);
            const cooperative = session.id === facts.cooperativeId;
            checkAnswer(engine.name, next, decoded(answer.body, answer.contentEncoding), cooperative ? facts : undefined, results);
          }
        }
      } finally {
        agent.destroy();
      }
      for (const [endpoint, { ms, bytes }] of timings) {
        results.alone.push({
          engine: engine.name,
          seller: label,
          endpoint,
          samples: ms.length,
          'median ms': round1(median(ms)),
          'max ms': round1(Math.max(...ms)),
          'KB on the wire (median)': round1(median(bytes) / 1024),
        });
      }
    }
  });
}

function checkAnswer(
  engine: EngineName,
  next: { endpoint: SellerEndpoint; path: string },
  body: Buffer,
  cooperative: MarketFacts | undefined,
  results: Results,
) {
  const wrong = (why: string) => results.wrong.push(`${engine} ${next.path}: ${why}`);
  const schema = jsonSchemas[next.endpoint];
  if (schema) {
    const parsed = schema.safeParse(JSON.parse(body.toString('utf8')));
    if (!parsed.success) return wrong(`answer does not match the contract: ${parsed.error.message.slice(0, 300)}`);
    // Two years hold the cooperative's whole history: every item the generator sold and cancelled for it.
    const report = parsed.data as z.infer<typeof salesReportSchema>;
    if (cooperative && next.endpoint === 'sales-report' && report.range.from <= cooperative.cooperativeRange.from) {
      if (report.totals.items !== cooperative.cooperativeSold)
        wrong(`${report.totals.items} items sold, the market holds ${cooperative.cooperativeSold}`);
      if (report.cancelled.items !== cooperative.cooperativeCancelled) {
        wrong(`${report.cancelled.items} cancelled, the market holds ${cooperative.cooperativeCancelled}`);
      }
    }
  } else if (next.endpoint === 'sales-report.html') {
    if (!/^<!doctype html>/i.test(body.toString('utf8', 0, 20))) wrong('not an HTML document');
  } else if (body[0] !== 0xef || body[1] !== 0xbb || body[2] !== 0xbf) {
    wrong('the CSV does not start with a byte-order mark');
  }
}

/**
 * Loaded into the server process: on "start", a full GC, then its heap sampled every 20 ms; on "stop", the
 * peak. Memory read from inside, as the V8 heap cannot be seen from outside.
 */
const memoryProbe = `
let peak = { heapUsed: 0, external: 0 };
let timer;
function sample() {
  const { heapUsed, external } = process.memoryUsage();
  peak = { heapUsed: Math.max(peak.heapUsed, heapUsed), external: Math.max(peak.external, external) };
}
process.on('message', (message) => {
  if (message === 'start') {
    for (let round = 0; round < 3; round++) globalThis.gc();
    const { heapUsed, external } = process.memoryUsage();
    peak = { heapUsed, external };
    clearInterval(timer);
    timer = setInterval(sample, 20);
    timer.unref();
    process.send({ heapUsed, external });
  } else if (message === 'stop') {
    clearInterval(timer);
    sample();
    process.send(peak);
  }
});
process.channel?.unref();
`;

type Heap = { heapUsed: number; external: number };

function askProbe(child: ChildProcess, message: 'start' | 'stop'): Promise<Heap> {
  return new Promise((resolve) => {
    child.once('message', (answer) => resolve(answer as Heap));
    child.send(message);
  });
}

/** Resident memory from the kernel: now, and the high-water mark since the last reset. */
function residentMemory(pid: number): { rss: number; highWater: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kilobytes('VmRSS'), highWater: kilobytes('VmHWM') };
}

/** Holds each chunk back until the reader's pace allows it: a phone on a slow line. */
function slowReader(bytesPerSecond: number): Transform {
  const startedAt = performance.now();
  let passed = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      passed += chunk.length;
      const wait = startedAt + (passed / bytesPerSecond) * 1000 - performance.now();
      setTimeout(() => done(null, chunk), Math.max(0, wait));
    },
  });
}

type Download = {
  status: number;
  encoding: string;
  wireBytes: number;
  ms: number;
  firstByteMs: number;
  lines: number;
  head: Buffer;
  error: string;
};

/** Downloads the CSV, decoding it as a browser would and counting its lines without keeping them. */
function downloadCsv(
  baseUrl: string,
  session: SellerSession,
  range: DayRange,
  { acceptEncoding, bytesPerSecond }: { acceptEncoding: string; bytesPerSecond?: number },
) {
  return new Promise<Download>((resolve, reject) => {
    const startedAt = performance.now();
    const url = `${baseUrl}/api/seller/sales-report.csv?${new URLSearchParams({ from: range.from, to: range.to }).toString()}`;
    const request = http.get(
      url,
      {
        agent: false,
        headers: {
          cookie: `${session.cookie}; lang=${session.language}`,
          'x-forwarded-for': session.ip,
          'accept-encoding': acceptEncoding,
        },
      },
      (response) => {
        const socket = response.socket;
        let firstByteMs = 0;
        let lines = 0;
        let head = Buffer.alloc(0);
        response.once('data', () => (firstByteMs = performance.now() - startedAt));
        const encoding = String(response.headers['content-encoding'] ?? 'identity');
        const decoder = encoding === 'br' ? zlib.createBrotliDecompress() : encoding === 'gzip' ? zlib.createGunzip() : new PassThrough();
        const counter = new Writable({
          write(chunk: Buffer, _encoding, done) {
            if (head.length < 1024) head = Buffer.concat([head, chunk.subarray(0, 1024 - head.length)]);
            for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
            done();
          },
        });
        const stages = bytesPerSecond ? [response, slowReader(bytesPerSecond), decoder, counter] : [response, decoder, counter];
        pipeline(stages).then(
          () =>
            resolve({
              status: response.statusCode ?? 0,
              encoding,
              wireBytes: socket.bytesRead,
              ms: performance.now() - startedAt,
              firstByteMs,
              lines,
              head,
              error: response.statusCode === 200 ? '' : head.toString('utf8', 0, 200),
            }),
          reject,
        );
      },
    );
    request.on('error', reject);
  });
}

/**
 * The cooperative's whole history as CSV, each read on a fresh server forked with the memory probe: first a
 * small CSV and a GC (code loaded, heap settled), then the download with memory sampled from outside every 20 ms.
 */
async function measureCsv(engine: Engine, cooperative: SellerSession, facts: MarketFacts, probeFile: string, results: Results) {
  const whole: DayRange = { from: facts.cooperativeRange.from, to: marketToday() };
  const reads = [
    { read: `full speed, ${browserAcceptEncoding}`, acceptEncoding: browserAcceptEncoding },
    {
      read: `slow client, ${slowReadBytesPerSecond / 1_000_000} MB/s, uncompressed`,
      acceptEncoding: 'identity',
      bytesPerSecond: slowReadBytesPerSecond,
    },
  ];
  for (const { read, ...options } of reads) {
    await withServer(
      engine.env,
      async ({ baseUrl, child }) => {
        const pid = child.pid ?? 0;
        await downloadCsv(baseUrl, cooperative, presetRange(7), options);
        const heapBefore = await askProbe(child, 'start');
        const before = residentMemory(pid).rss;
        // Resets the kernel's high-water mark of resident memory to what the process holds now.
        writeFileSync(`/proc/${pid}/clear_refs`, '5');
        let sampledPeak = before;
        const sampler = setInterval(() => (sampledPeak = Math.max(sampledPeak, residentMemory(pid).rss)), 20);
        let download: Download;
        try {
          download = await downloadCsv(baseUrl, cooperative, whole, options);
        } finally {
          clearInterval(sampler);
        }
        const { highWater } = residentMemory(pid);
        const heapPeak = await askProbe(child, 'stop');
        if (download.status !== 200) {
          results.failures.push({
            engine: engine.name,
            endpoint: 'sales-report.csv',
            status: download.status,
            path: 'whole history',
            answer: download.error,
          });
          return;
        }
        const rows = download.lines - 1;
        const bom = download.head[0] === 0xef && download.head[1] === 0xbb && download.head[2] === 0xbf;
        const growth = Math.max(highWater, sampledPeak) - before;
        if (rows !== facts.cooperativeSold || !bom) {
          results.wrong.push(
            `${engine.name} CSV (${read}): ${rows} rows${bom ? '' : ', no byte-order mark'}, expected ${facts.cooperativeSold}`,
          );
        }
        results.csv.push({
          engine: engine.name,
          read,
          range: `${whole.from} – ${whole.to}`,
          'rows + header': `${rows} + 1`,
          encoding: download.encoding,
          'MB on the wire': megabytes(download.wireBytes),
          'first byte ms': round1(download.firstByteMs),
          seconds: round1(download.ms / 1000),
          'RSS before MB': megabytes(before),
          'RSS peak MB (sampled / high-water)': `${megabytes(sampledPeak)} / ${megabytes(highWater)}`,
          'RSS growth MB': megabytes(growth),
          'heap before MB': megabytes(heapBefore.heapUsed),
          'heap peak MB': megabytes(heapPeak.heapUsed),
          [`growth < ${memoryTargetMb} MB`]: engine.name === 'PostgreSQL' ? (megabytes(growth) < memoryTargetMb ? 'yes' : 'NO') : '—',
        });
      },
      probeFile,
    );
  }
}

async function benchEngine(engine: Engine, probeFile: string, results: Results) {
  console.log(
    `\n${engine.name}: signing up ${engine.signedIn + 1} sellers, then generating ${engine.size.orderItems.toLocaleString('en')} order items…`,
  );
  const sessions = await signUpSellers(engine);
  const facts = await generate(engine, sessions);
  results.market.push(marketRow(engine, facts));
  const [cooperative, ...sellers] = sessions;
  if (!cooperative) throw new Error('no cooperative signed up');
  if (results.ceiling.length === 0) results.ceiling.push(await measureCeiling(sellers));
  await measureLoad(engine, sellers, results);
  // The sellers signed in are spread evenly over the sales ranking, the biggest first.
  const biggest = sellers[0];
  const middle = sellers[Math.floor(sellers.length / 2)];
  const labelled = (label: string, session: SellerSession | undefined): AloneSeller[] =>
    session ? [{ label: `${label} (${(facts.itemsOf.get(session.id) ?? 0).toLocaleString('en')} items)`, session }] : [];
  await measureAlone(
    engine,
    [
      { label: `cooperative (${(facts.cooperativeSold + facts.cooperativeCancelled).toLocaleString('en')} items)`, session: cooperative },
      ...labelled('biggest signed in', biggest),
      ...labelled('median signed in', middle),
    ],
    facts,
    results,
  );
  await measureCsv(engine, cooperative, facts, probeFile, results);
}

export async function benchSeller() {
  const results: Results = { market: [], ceiling: [], load: [], alone: [], csv: [], failures: [], wrong: [] };
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'govi-bench-seller-'));
  const probeFile = path.join(workDir, 'memory-probe.mjs');
  writeFileSync(probeFile, memoryProbe);
  try {
    const dataDir = path.join(workDir, 'pglite');
    await benchEngine(
      {
        name: 'PGlite',
        size: { sellers: 200, buyers: 20_000, orderItems: 100_000, cooperativeSold: 10_000 },
        signedIn: 50,
        env: { DATA_DIR: dataDir },
        async open() {
          const release = lockDataDir(dataDir);
          return { database: await openPglite({ dataDir: path.join(dataDir, 'db') }), release };
        },
      },
      probeFile,
      results,
    );
    rmSync(dataDir, { recursive: true, force: true });

    await withServerDatabase('seller', (databaseUrl) =>
      benchEngine(
        {
          name: 'PostgreSQL',
          size: { sellers: 2_000, buyers: 200_000, orderItems: 1_000_000, cooperativeSold: 100_000 },
          signedIn: 200,
          env: { DATABASE_URL: databaseUrl, DATA_DIR: path.join(workDir, 'postgres') },
          async open() {
            return { database: await openPostgres(databaseUrl, { maxConnections: 1 }), release: () => {} };
          },
        },
        probeFile,
        results,
      ),
    );
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  printResults(results);
}

function printResults(results: Results) {
  printTable('Seller area: the generated markets (SQL in bulk; sellers signed up through the API)', results.market);
  printTable(`Ceiling: the same ${loops} loops against a bare Node HTTP server in its own process`, results.ceiling);
  printTable(
    `Seller area under load: ${loops} sellers at once, closed loops, ${loadSeconds} s after ${warmUpSeconds} s of warm-up, seed ${randomSeed} (target on PostgreSQL: p99 ≤ ${p99TargetMs} ms per endpoint; bytes as sent for Accept-Encoding: ${browserAcceptEncoding})`,
    results.load,
  );
  printTable(
    `One seller at a time, nobody else asking: each request in turn, ${aloneRounds} rounds (varied ranges, sorts, pages)`,
    results.alone,
  );
  printTable(`The cooperative's whole history as CSV: server memory (target on PostgreSQL: growth < ${memoryTargetMb} MB)`, results.csv);
  if (results.failures.length > 0) {
    printTable(
      `FAILED: ${results.failures.length} requests answered other than 2xx (first 20)`,
      results.failures.slice(0, 20).map((failure) => ({ ...failure })),
    );
    process.exitCode = 1;
  }
  if (results.wrong.length > 0) {
    console.error(`\nWRONG answers:\n${results.wrong.slice(0, 20).join('\n')}`);
    process.exitCode = 1;
  }
}
