/**
 * Pages rendered on the server beside the JSON API they are rendered from: one market of 100,000 products on
 * the PostgreSQL server, driven by the catalog's seeded visitor mix twice in each round, once as the API calls
 * (`/api/products?…`, `/api/products/:id`) and once as the pages a visitor opens for the same data
 * (`/browse?…`, `/product/:id`), alternating so the machine's drift falls on both alike. Each runs at 50
 * connections as fast as the server answers (its capacity, where latency is mostly the queue's), and with one
 * visitor at a time, where latency is the page's own. Sizes are as sent (brotli or gzip).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seed } from '../seed';
import { connections, drive, everyKind, listProductIds, randomSeed, round1, startServer, visitorMix, type Visit } from './catalog';
import { median, percentile, printTable, seededRandom, withServerDatabase } from './harness';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

/** The page a visitor opens for the data an API call reads. */
function asPage(visit: Visit): Visit {
  const [pathname = '', query] = visit.path.split('?');
  if (pathname === '/api/products') return { kind: visit.kind, path: `/browse?${query ?? ''}` };
  const product = /^\/api\/products\/([^/]+)$/.exec(pathname);
  if (product) return { kind: visit.kind, path: `/product/${product[1]}` };
  throw new Error(`no page reads ${visit.path}`);
}

type Sample = { rps: number; p50: number; p99: number; byKind: Map<string, { latencies: number[]; bytes: number }>; failed: number };

export async function benchSsr() {
  await withServerDatabase('ssr', async (url) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'govi-bench-ssr-'));
    const env = { DATA_DIR: dataDir, AUTH_SECRET: 'bench-secret-bench-secret-bench-secret!', DATABASE_URL: url };
    try {
      await seed(['--products', '100000'], { ...env, LOG_LEVEL: 'silent' });
      const samples = new Map<string, Sample[]>();
      const add = (key: string, result: Awaited<ReturnType<typeof drive>>) =>
        samples.set(key, [
          ...(samples.get(key) ?? []),
          { rps: result.rps, p50: result.p50, p99: result.p99, byKind: result.byKind, failed: result.failures.length + result.unanswered },
        ]);
      for (const cache of ['off', 'on'] as const) {
        const server = await startServer({ ...env, READ_CACHE_SECONDS: cache === 'on' ? '2' : '0' });
        try {
          const productIds = await listProductIds(server.baseUrl);
          const api = () => visitorMix(seededRandom(randomSeed), productIds, everyKind);
          const pages = () => {
            const next = api();
            return () => asPage(next());
          };
          for (let round = 1; round <= rounds; round += 1) {
            add(`${cache}|JSON API|capacity`, await drive(server.baseUrl, api(), seconds));
            add(`${cache}|HTML pages|capacity`, await drive(server.baseUrl, pages(), seconds));
            add(`${cache}|JSON API|one at a time`, await drive(server.baseUrl, api(), seconds, { connections: 1 }));
            add(`${cache}|HTML pages|one at a time`, await drive(server.baseUrl, pages(), seconds, { connections: 1 }));
          }
        } finally {
          await server.stop();
        }
      }
      const rows = [...samples].map(([key, list]) => {
        const [cache = '', what = '', load = ''] = key.split('|');
        return {
          cache,
          what,
          load,
          rounds: list.length,
          'req/s median': median(list.map((sample) => sample.rps)),
          'p50 ms median': round1(median(list.map((sample) => sample.p50))),
          'p99 ms (each round)': list.map((sample) => round1(sample.p99)).join(' / '),
          'p99 ms median': round1(median(list.map((sample) => sample.p99))),
          failed: list.reduce((sum, sample) => sum + sample.failed, 0),
        };
      });
      printTable(
        `Server-rendered pages beside the JSON API for the same data (PostgreSQL, 100,000 products, seed ${randomSeed}, ${seconds} s × ${rounds} rounds; "capacity": ${connections} connections each asking again as soon as answered; "one at a time": one connection; target: Browse and product HTML p99 ≤ 50 ms at ${connections} connections)`,
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
