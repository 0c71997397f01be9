/**
 * Pages rendered on the server beside the JSON API they are rendered from: one market of 100,000 products on
 * the PostgreSQL server, driven by the catalog's seeded visitor mix twice in each round, once as the API calls
 * (`/api/products?…`, `/api/products/:id`) and once as the pages a visitor opens for the same data
 * (`/browse?…`, `/product/:id`), alternating so the machine's drift falls on both alike. The mix is what
 * visitors ask: Browse in every sort and on pages 1–20, searches, filters and any of the sitemap's products;
 * pages are asked in English, Sinhala and Tamil (the language cookie) as the market's visitors read them. Each
 * runs at 50 connections as fast as the server answers (its capacity, where latency is mostly the queue's), and
 * with one visitor at a time, where latency is the page's own. Sizes are as sent (brotli or gzip).
 *
 * Beside each number: how many of the run's requests asked for an address (and language) the run had not asked
 * before, and how many lookups the server's caches answered from memory in that run (its read cache, and the
 * pages kept for visitors without a session), so a number that only repeats make is seen as such.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { languageCookie, type Language } from '@domain/i18n/languages';
import { seed } from '@scripts/seed';
import {
  connections,
  drive,
  everyKind,
  listProductIds,
  randomSeed,
  round1,
  startServer,
  visitorMix,
  type CacheTotals,
  type Visit,
} from './catalog';
import { median, percentile, printTable, seededRandom, withServerDatabase } from './harness';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

/** The languages pages are read in, and how often: English most, then Sinhala, then Tamil. */
const readingLanguages: [Language, number][] = [
  ['en', 0.6],
  ['si', 0.3],
  ['ta', 0.1],
];

function pickLanguage(random: () => number): Language {
  let roll = random();
  for (const [language, share] of readingLanguages) {
    roll -= share;
    if (roll < 0) return language;
  }
  return 'en';
}

/** The page a visitor opens for the data an API call reads, in the language they read. */
function asPage(visit: Visit, language: Language): Visit {
  const [pathname = '', query] = visit.path.split('?');
  const cookie = language === 'en' ? {} : { cookie: `${languageCookie}=${language}` };
  if (pathname === '/api/products') return { kind: visit.kind, path: `/browse?${query ?? ''}`, ...cookie };
  const product = /^\/api\/products\/([^/]+)$/.exec(pathname);
  if (product) return { kind: visit.kind, path: `/product/${product[1]}`, ...cookie };
  throw new Error(`no page reads ${visit.path}`);
}

type Counts = { hits: number; misses: number };
type Sample = {
  rps: number;
  p50: number;
  p99: number;
  byKind: Map<string, { latencies: number[]; bytes: number }>;
  failed: number;
  requests: number;
  distinct: number;
  readCache: Counts;
  keptPages: Counts;
};

function difference(after: Counts | undefined, before: Counts | undefined): Counts {
  return { hits: (after?.hits ?? 0) - (before?.hits ?? 0), misses: (after?.misses ?? 0) - (before?.misses ?? 0) };
}

/** Hits as a share of lookups over the rounds, or a dash when nothing was looked up (the cache off, or unused). */
function hitPercent(list: Counts[]): string | number {
  const hits = list.reduce((sum, counts) => sum + counts.hits, 0);
  const lookups = list.reduce((sum, counts) => sum + counts.hits + counts.misses, 0);
  return lookups ? round1((100 * hits) / lookups) : '—';
}

/** Drives the server with `nextVisit`, counting distinct addresses asked and the caches' lookups of this run alone. */
async function measure(
  server: { baseUrl: string; totals: () => Promise<CacheTotals> },
  nextVisit: () => Visit,
  options: { connections?: number } = {},
): Promise<Sample> {
  const asked = new Set<string>();
  let requests = 0;
  const before = await server.totals();
  const result = await drive(
    server.baseUrl,
    () => {
      const visit = nextVisit();
      asked.add(`${visit.cookie ?? ''} ${visit.path}`);
      requests += 1;
      return visit;
    },
    seconds,
    options,
  );
  const after = await server.totals();
  return {
    rps: result.rps,
    p50: result.p50,
    p99: result.p99,
    byKind: result.byKind,
    failed: result.failures.length + result.unanswered,
    requests,
    distinct: asked.size,
    readCache: difference(after.readCache, before.readCache),
    keptPages: difference(after.keptPages, before.keptPages),
  };
}

export async function benchSsr() {
  await withServerDatabase('ssr', async (url) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'govi-bench-ssr-'));
    const env = { DATA_DIR: dataDir, AUTH_SECRET: 'bench-secret-bench-secret-bench-secret!', DATABASE_URL: url };
    try {
      await seed(['--products', '100000'], { ...env, LOG_LEVEL: 'silent' });
      const samples = new Map<string, Sample[]>();
      const add = (key: string, sample: Sample) => samples.set(key, [...(samples.get(key) ?? []), sample]);
      for (const cache of ['off', 'on'] as const) {
        const server = await startServer({ ...env, READ_CACHE_SECONDS: cache === 'on' ? '2' : '0' });
        try {
          const productIds = await listProductIds(server.baseUrl);
          const api = () => visitorMix(seededRandom(randomSeed), productIds, everyKind);
          const pages = () => {
            const next = api();
            const languageRandom = seededRandom(randomSeed + 1);
            return () => asPage(next(), pickLanguage(languageRandom));
          };
          for (let round = 1; round <= rounds; round += 1) {
            add(`${cache}|JSON API|capacity`, await measure(server, api()));
            add(`${cache}|HTML pages|capacity`, await measure(server, pages()));
            add(`${cache}|JSON API|one at a time`, await measure(server, api(), { connections: 1 }));
            add(`${cache}|HTML pages|one at a time`, await measure(server, pages(), { connections: 1 }));
          }
        } finally {
          await server.stop();
        }
      }
      const rows = [...samples].map(([key, list]) => {
        const [cache = '', what = '', load = ''] = key.split('|');
        const requests = list.reduce((sum, sample) => sum + sample.requests, 0);
        const distinct = list.reduce((sum, sample) => sum + sample.distinct, 0);
        return {
          cache,
          what,
          load,
          rounds: list.length,
          'req/s median': median(list.map((sample) => sample.rps)),
          'p50 ms median': round1(median(list.map((sample) => sample.p50))),
          'p99 ms (each round)': list.map((sample) => round1(sample.p99)).join(' / '),
          'p99 ms median': round1(median(list.map((sample) => sample.p99))),
          'new addresses %': requests ? round1((100 * distinct) / requests) : '—',
          'page cache hit %': hitPercent(list.map((sample) => sample.keptPages)),
          'read cache hit %': hitPercent(list.map((sample) => sample.readCache)),
          failed: list.reduce((sum, sample) => sum + sample.failed, 0),
        };
      });
      printTable(
        `Server-rendered pages beside the JSON API for the same data (PostgreSQL, 100,000 products, seed ${randomSeed}, ${seconds} s × ${rounds} rounds; "capacity": ${connections} connections each asking again as soon as answered; "one at a time": one connection; "new addresses": requests for an address and language not yet asked in that run; hit %: lookups answered from memory in those runs (page cache: pages kept for visitors without a session; read cache: the catalog's reads, the pages' own included); target: Browse and product HTML p99 ≤ 50 ms at ${connections} connections)`,
        rows,
      );
      const kindRows = [...samples].flatMap(([key, list]) => {
        const [cache = '', what = '', load = ''] = key.split('|');
        const kinds = new Set(list.flatMap((sample) => [...sample.byKind.keys()]));
        return [...kinds].map((kind) => {
          const of = list.map((sample) => sample.byKind.get(kind)).filter((totals) => totals !== undefined);
          return {
            cache,
            what,
            load,
            kind: kind === 'product' ? 'product' : `browse (${kind})`,
            'p50 ms median': round1(median(of.map((totals) => median(totals.latencies)))),
            'p99 ms median': round1(median(of.map((totals) => percentile(totals.latencies, 0.99)))),
            'KB on the wire (mean)': round1(median(of.map((totals) => totals.bytes / totals.latencies.length / 1024))),
          };
        });
      });
      printTable('The same runs by kind of page (medians over the rounds)', kindRows);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
