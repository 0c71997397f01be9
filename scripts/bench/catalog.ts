/**
 * The catalog under the load of many visitors: what each request a visitor makes costs, not how fast one URL
 * comes back from memory. Fifty connections each ask for what a visitor would next — Browse pages 1–20 in
 * every sort, searches for words from a vocabulary (common, rare, absent, in the three languages), category,
 * district and price filters, and product pages picked from the sitemap — from a seeded random sequence, so
 * two runs ask for the same things. Each mix runs with the shared read cache as shipped (its hit rate read from
 * the server's own totals) and with it off, on PGlite and on the PostgreSQL server, beside a bare Node HTTP
 * server in a process of its own as the ceiling, driven the same way. Sizes are what crossed the wire with the
 * Accept-Encoding a browser sends. Any answer other than 2xx fails the run.
 */
import autocannon from 'autocannon';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { categories } from '@domain/catalog/categories';
import { districts } from '@domain/catalog/districts';
import { browseSorts } from '@domain/catalog/product.schema';
import { districtNames } from '@domain/catalog/taxonomy-names';
import { projectRoot, serverBundle } from '@scripts/build-state.mjs';
import { seed } from '@scripts/seed';
import {
  freePort,
  median,
  percentile,
  printTable,
  seededRandom,
  startProcess,
  stopProcess,
  waitForOk,
  withServerDatabase,
} from './harness';

export const connections = 50;
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
export const randomSeed = Number(process.env.BENCH_SEED ?? 1);
// What Chromium sends: the server picks its own encoding from it, as it would for a visitor.
const browserAcceptEncoding = 'gzip, deflate, br, zstd';

type Row = Record<string, string | number>;
export type VisitKind = 'browse' | 'search' | 'filter' | 'product' | 'reviews' | 'featured' | 'ceiling';
/** `cookie`: what the visitor's browser sends with it (a language chosen), if anything. */
export type Visit = { kind: VisitKind; path: string; cookie?: string };
/** A request answered other than 2xx; status 0 stands for requests that got no answer at all. */
type Failure = { kind: string; status: number; path: string };

/** Words visitors type: mostly produce that is listed, some places, a rare word, and things nobody sells. */
const vocabulary = [
  'carrots',
  'beans',
  'leeks',
  'cabbage',
  'brinjal',
  'mangoes',
  'bananas',
  'papaya',
  'rice',
  'red rice',
  'green gram',
  'curd',
  'milk',
  'fresh milk',
  'chicken',
  'village chicken',
  'goats',
  'coconut',
  'seedlings',
  'cinnamon',
  'pepper',
  'honey',
  'bee honey',
  'water pump',
  'tractor',
  'fresh',
  'harvest',
  'packed',
  'kandy',
  'galle',
  'jaffna',
  'matara',
  districtNames.kandy.si,
  districtNames.jaffna.ta,
  'kalpitiya',
  'heirloom',
  'durian',
  'rambutan',
  'avocado',
];

/** `ratingChoices: false` asks only what Browse offered before ratings: no Top rated order, no "4 stars & up". */
export function visitorMix(
  random: () => number,
  productIds: string[],
  kinds: readonly VisitKind[],
  { ratingChoices = true }: { ratingChoices?: boolean } = {},
): () => Visit {
  const sorts = ratingChoices ? browseSorts : browseSorts.filter((sort) => sort !== 'rating');
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  // Most visitors stay on the first pages; some page on to 20.
  const page = () => String(1 + Math.floor(20 * random() ** 2));
  const weights: [VisitKind, number][] = [
    ['browse', 0.3],
    ['search', 0.3],
    ['filter', 0.15],
    ['product', 0.25],
    ['reviews', 0.1],
  ];
  const chosen = weights.filter(([kind]) => kinds.includes(kind));
  const totalWeight = chosen.reduce((sum, [, weight]) => sum + weight, 0);
  const nextKind = (): VisitKind => {
    let roll = random() * totalWeight;
    for (const [kind, weight] of chosen) {
      roll -= weight;
      if (roll < 0) return kind;
    }
    return chosen[0]?.[0] ?? 'browse';
  };
  const list = (params: URLSearchParams): string => `/api/products?${params.toString()}`;
  return () => {
    const kind = nextKind();
    const params = new URLSearchParams();
    switch (kind) {
      case 'product':
        return { kind, path: `/api/products/${pick(productIds)}` };
      case 'reviews':
        return { kind, path: `/api/products/${pick(productIds)}/reviews` };
      case 'search':
        params.set('q', pick(vocabulary));
        if (random() < 0.2) params.append('district', pick(districts));
        break;
      case 'filter': {
        if (random() < 0.7) params.set('category', pick(categories));
        const districtCount = Math.floor(random() * 4);
        for (const district of new Set(Array.from({ length: districtCount }, () => pick(districts)))) params.append('district', district);
        if (ratingChoices && random() < 0.2) params.set('minRating', '4');
        if (random() < 0.5 || params.size === 0) {
          const minPrice = 100 * Math.floor(random() * 10_000);
          params.set('minPrice', String(minPrice));
          params.set('maxPrice', String(minPrice + 100 * Math.floor(500 + random() * 10_000)));
        }
        break;
      }
      case 'browse':
      case 'ceiling':
        break;
    }
    params.set('sort', pick(sorts));
    params.set('page', page());
    return { kind, path: list(params) };
  };
}

type KindTotals = { latencies: number[]; bytes: number };

/** A 2xx answer as it crossed the wire: its body still encoded as sent (brotli, gzip or none), and its headers. */
export type OnAnswer = (visit: Visit, body: Buffer, headers: Record<string, string | string[]>) => void;

/**
 * Keeps the bytes of the body of each answer a client receives, for `drive`'s `onAnswer`: autocannon hands its
 * hooks the body as a UTF-8 string, which a compressed body does not survive. It reads them where autocannon
 * queues them (not a documented interface: a version without it fails here, loudly).
 */
function keepBodies(client: autocannon.Client): () => Buffer {
  const queue = (client as unknown as { pipelinedRequests?: { addBody?: (data: Buffer) => void } }).pipelinedRequests;
  const addBody = queue?.addBody?.bind(queue);
  if (!queue || !addBody) throw new Error('drive: this autocannon keeps no pipelinedRequests.addBody to read answers from');
  let chunks: Buffer[] = [];
  queue.addBody = (data) => {
    chunks.push(Buffer.from(data));
    addBody(data);
  };
  // A new answer's headers: whatever came before belonged to another (one cut short by a timeout).
  client.on('headers', () => {
    chunks = [];
  });
  return () => {
    const body = Buffer.concat(chunks);
    chunks = [];
    return body;
  };
}

/**
 * Drives `baseUrl` for the benchmark's duration with what `nextVisit` says, over `connections` connections each
 * sending its next request as soon as the last is answered; answers totals overall and by kind. `onAnswer`, if
 * given, is shown each 2xx answer's body and headers as they arrive (what a browser would then do with it).
 */
export async function drive(
  baseUrl: string,
  nextVisit: () => Visit,
  seconds = durationSeconds,
  { connections: connectionCount = connections, onAnswer }: { connections?: number; onAnswer?: OnAnswer } = {},
) {
  const byKind = new Map<VisitKind, KindTotals>();
  const failures: Failure[] = [];
  // autocannon reports a response's status (onResponse) and then, at once, its bytes and time ('response').
  let answered: { visit: Visit; status: number; headers: Record<string, string | string[]> } | undefined;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: baseUrl,
        connections: connectionCount,
        duration: seconds,
        headers: { 'accept-encoding': browserAcceptEncoding },
        requests: [
          {
            setupRequest: (request, context: { visit?: Visit }) => {
              const visit = nextVisit();
              context.visit = visit;
              return { ...request, path: visit.path, ...(visit.cookie && { headers: { ...request.headers, cookie: visit.cookie } }) };
            },
            onResponse: (status, _body, context: { visit?: Visit }, headers) => {
              if (context.visit) answered = { visit: context.visit, status, headers: headers as Record<string, string | string[]> };
            },
          },
        ],
        setupClient: (client) => {
          const takeBody = onAnswer ? keepBodies(client) : undefined;
          client.on('response', (status, bytes, milliseconds) => {
            const body = takeBody?.();
            if (!answered) return;
            const { visit, headers } = answered;
            answered = undefined;
            if (status < 200 || status >= 300) {
              failures.push({ kind: visit.kind, status, path: visit.path });
              return;
            }
            const totals = byKind.get(visit.kind) ?? { latencies: [], bytes: 0 };
            totals.latencies.push(milliseconds);
            totals.bytes += bytes;
            byKind.set(visit.kind, totals);
            if (onAnswer && body) onAnswer(visit, body, headers);
          });
        },
      },
      (error: unknown, finished) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(finished)),
    );
  });
  const all = [...byKind.values()].flatMap((totals) => totals.latencies);
  return {
    rps: Math.round(all.length / seconds),
    p50: median(all),
    p99: percentile(all, 0.99),
    byKind,
    failures,
    // Connection errors and timeouts: requests that got no answer at all.
    unanswered: result.errors,
  };
}

export const round1 = (value: number) => +value.toFixed(1);

/** The ceiling: a bare Node server in its own process, answering a fixed small JSON body. */
async function measureCeiling(): Promise<number> {
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
    const result = await drive(baseUrl, () => ({ kind: 'ceiling', path: '/' }));
    return result.rps;
  } finally {
    await stopProcess(server);
  }
}

type CacheCounts = { hits: number; misses: number };
/** The server's lookups answered from memory and lookups that loaded, since it started. */
export type CacheTotals = { readCache: CacheCounts; keptPages?: CacheCounts };
type Server = {
  baseUrl: string;
  /** The server process's id (its memory can be read from /proc). */
  pid: number | undefined;
  /** Stops the server; answers the read cache's totals it logged on closing. */
  stop: () => Promise<CacheCounts | undefined>;
  /** The caches' totals so far, which the server logs when sent SIGUSR2: read before and after a run, they give its own. */
  totals: () => Promise<CacheTotals>;
};

function logLines(file: string, message: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.includes(`"${message}"`));
}

/**
 * Starts the built server at the shipped log level (info), its log going to a file: when it closes it logs
 * the read cache's totals, which is how the benchmark learns the hit rate of exactly one run.
 */
export async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logDir = mkdtempSync(path.join(os.tmpdir(), 'govi-bench-log-'));
  const logFile = path.join(logDir, 'server.log');
  const logFd = openSync(logFile, 'w');
  const server = startProcess(process.execPath, [serverBundle], { ...env, PORT: String(port), LOG_LEVEL: 'info' }, projectRoot, {
    stdout: logFd,
  });
  closeSync(logFd);
  const stop = async () => {
    await stopProcess(server);
    const totals = logLines(logFile, 'read cache totals')
      .map((line) => (JSON.parse(line) as { readCache: CacheCounts }).readCache)
      .at(-1);
    rmSync(logDir, { recursive: true, force: true });
    return totals;
  };
  const totals = async () => {
    const before = logLines(logFile, 'cache totals').length;
    server.kill('SIGUSR2');
    for (let waited = 0; waited < 5000; waited += 10) {
      const lines = logLines(logFile, 'cache totals');
      if (lines.length > before) return JSON.parse(lines.at(-1) as string) as CacheTotals;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('the server did not log its cache totals');
  };
  try {
    await waitForOk(`${baseUrl}/api/health`, performance.now(), server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, pid: server.pid, stop, totals };
}

/** Product pages a visitor (or a search engine) can reach: the ones the sitemap lists. */
export async function listProductIds(baseUrl: string): Promise<string[]> {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const ids = [...sitemap.matchAll(/\/product\/([0-9a-f-]{36})</g)].map((match) => match[1] as string);
  if (ids.length === 0) throw new Error('the sitemap lists no products to visit');
  return ids;
}

type Measured = { rows: Row[]; kindRows: Row[]; failures: (Failure & { engine: string; cache: string })[] };

/**
 * Each mix runs twice, on a fresh server each time: with the cache off (every request pays for its query),
 * then as shipped (the 2-second shared read cache on). The same seed gives both the same requests.
 */
async function measureEngine(
  label: string,
  env: Record<string, string>,
  products: number,
  ceiling: number,
  kinds: readonly VisitKind[],
  measured: Measured,
) {
  let productIds: string[] = [];
  for (const cache of ['off', 'on'] as const) {
    const server = await startServer({ ...env, READ_CACHE_SECONDS: cache === 'on' ? '2' : '0' });
    let result: Awaited<ReturnType<typeof drive>>;
    try {
      // Read while the cache is off, which counts nothing, so the cache-on run's totals are its own.
      if (productIds.length === 0) productIds = await listProductIds(server.baseUrl);
      result = await drive(server.baseUrl, visitorMix(seededRandom(randomSeed), productIds, kinds));
    } catch (error) {
      await server.stop();
      throw error;
    }
    const totals = await server.stop();
    const lookups = totals ? totals.hits + totals.misses : 0;
    const mix = kinds.length === 1 ? `${kinds[0]} only` : 'visitor mix';
    measured.rows.push({
      engine: label,
      products,
      cache,
      mix,
      'req/s': result.rps,
      '% of ceiling': round1((result.rps / ceiling) * 100),
      'p50 ms': round1(result.p50),
      'p99 ms': round1(result.p99),
      'cache hit %': cache === 'off' ? '—' : lookups ? round1((100 * (totals?.hits ?? 0)) / lookups) : 'no totals logged',
      failed: result.failures.length + result.unanswered,
    });
    for (const [kind, kindTotals] of result.byKind) {
      measured.kindRows.push({
        engine: label,
        products,
        cache,
        kind,
        requests: kindTotals.latencies.length,
        'p50 ms': round1(median(kindTotals.latencies)),
        'p99 ms': round1(percentile(kindTotals.latencies, 0.99)),
        'KB on the wire (mean)': round1(kindTotals.bytes / kindTotals.latencies.length / 1024),
      });
    }
    measured.failures.push(...result.failures.map((failure) => ({ ...failure, engine: label, cache })));
    if (result.unanswered > 0)
      measured.failures.push({ kind: '—', status: 0, path: `${result.unanswered} requests got no answer`, engine: label, cache });
  }
}

export const everyKind: readonly VisitKind[] = ['browse', 'search', 'filter', 'product'];

export async function benchCatalog() {
  const ceiling = await measureCeiling();
  printTable('Ceiling: bare Node HTTP server in its own process, same machine, same load generator', [
    { 'req/s': ceiling, connections, seconds: durationSeconds },
  ]);
  const measured: Measured = { rows: [], kindRows: [], failures: [] };

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'govi-bench-catalog-'));
  try {
    await seed(['--products', '100000'], { DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    await measureEngine('PGlite', { DATA_DIR: dataDir }, 100_000, ceiling, everyKind, measured);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  await withServerDatabase('catalog', async (databaseUrl) => {
    const pgDataDir = mkdtempSync(path.join(os.tmpdir(), 'govi-bench-pg-'));
    const env = { DATABASE_URL: databaseUrl, DATA_DIR: pgDataDir, AUTH_SECRET: 'bench-secret-bench-secret-bench-secret!' };
    try {
      await seed(['--products', '100000'], { ...env, LOG_LEVEL: 'silent' });
      await measureEngine('PostgreSQL', env, 100_000, ceiling, everyKind, measured);
      await seed(['--products', '900000'], { ...env, LOG_LEVEL: 'silent' });
      await measureEngine('PostgreSQL', env, 1_000_000, ceiling, ['search'], measured);
    } finally {
      rmSync(pgDataDir, { recursive: true, force: true });
    }
  });

  printTable(
    `Catalog under a seeded visitor mix (seed ${randomSeed}): ${connections} connections, ${durationSeconds} s each (targets on PostgreSQL: ≥ 8% of ceiling, browse and product p99 ≤ 20 ms at 100k; search p99 ≤ 50 ms at 1M)`,
    measured.rows,
  );
  printTable(
    'The same runs by kind of request (bytes on the wire: headers and body as sent; target for a Browse page ≤ 15 KB)',
    measured.kindRows,
  );
  if (measured.failures.length > 0) {
    printTable(
      `FAILED: ${measured.failures.length} requests answered other than 2xx (first 20)`,
      measured.failures.slice(0, 20).map((failure) => ({ ...failure })),
    );
    process.exitCode = 1;
  }
}
