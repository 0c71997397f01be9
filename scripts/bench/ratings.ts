/**
 * Browse with ratings shown beside the same Browse before anyone rated anything: one market of 100,000
 * products on the PostgreSQL server, copied once, the copy given 60% of its products rated by generated
 * buyers (about half a million reviews, each product's rating kept on it as the app keeps it). Both markets
 * are driven by the same seeded visitor mix (Browse in every sort, Top rated among them, searches, filters
 * with "4 stars & up" among them, product pages and their reviews), in alternating rounds so the machine's
 * drift falls on both alike, with the read cache off (every request pays its queries) and as shipped.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPostgres, type Db } from '../../src/server/db/client';
import { seed } from '../seed';
import { connections, drive, durationSeconds, everyKind, listProductIds, randomSeed, round1, startServer, visitorMix, type VisitKind } from './catalog';
import { benchServerUrl, median, printTable, seededRandom, withServerDatabase } from './harness';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const mix: readonly VisitKind[] = [...everyKind, 'reviews'];
const buyers = 5_000;

/** Generated buyers rate 60% of the active products, 1–15 reviews each, mostly 4 and 5 stars, half with a comment. */
async function rateMarket(db: Db) {
  const started = performance.now();
  await db.execute(sql`
    insert into users (id, name, first_name, last_name, email, email_verified, created_at, updated_at)
    select 'bench-rater-' || n, 'Rater ' || n, 'Rater', 'No' || n, 'rater' || n || '@bench.govi.invalid', true, now(), now()
    from generate_series(0, ${buyers - 1}::int) as n`);
  await db.execute(sql`
    insert into reviews (product_id, buyer_id, rating, comment, received_at, created_at, updated_at)
    select listed.id, 'bench-rater-' || ((listed.n * 13 + b) % ${buyers}::int),
      case when roll < 50 then 5 when roll < 78 then 4 when roll < 90 then 3 when roll < 95 then 2 else 1 end,
      case when b % 2 = 0 then 'Fresh and as described; delivered on time by the seller.' end,
      now() - make_interval(days => 2 + b), now() - make_interval(days => 1 + b), now() - make_interval(days => 1 + b)
    from (select id, row_number() over (order by created_at, id) as n from products where status = 'active') as listed
      cross join lateral generate_series(1, case when listed.n % 5 < 2 then 0 else 1 + (listed.n * 7919) % 15 end) as b
      cross join lateral (select ((listed.n * 31 + b * 17) % 100)::int as roll) as dice`);
  await db.execute(sql`
    update products set rating_count = counted.reviews, rating_total = counted.stars,
      rating_average = round(counted.stars::numeric / counted.reviews, 1)
    from (select product_id, count(*)::int as reviews, sum(rating)::int as stars from reviews group by product_id) as counted
    where products.id = counted.product_id`);
  await db.execute(sql`vacuum analyze products`);
  await db.execute(sql`vacuum analyze reviews`);
  // node-postgres answers an object holding `rows`.
  const counted = (await db.execute(sql`select (select count(*) from reviews)::int as reviews,
    (select count(*) from products where rating_count > 0)::int as rated, (select count(*) from products)::int as products`)) as unknown as {
    rows: { reviews: number; rated: number; products: number }[];
  };
  const [facts] = counted.rows;
  return { ...facts, seconds: round1((performance.now() - started) / 1000) };
}

/** A copy of the database at `url` under a new name; the source must have no connections. */
async function copyDatabase(url: string, suffix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const source = new URL(url).pathname.slice(1);
  const name = `${source}_${suffix}`;
  const admin = new pg.Client({ connectionString: benchServerUrl });
  await admin.connect();
  await admin.query(`create database "${name}" template "${source}"`);
  const copy = new URL(url);
  copy.pathname = `/${name}`;
  return {
    url: copy.toString(),
    async drop() {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

type Run = { rps: number; p50: number; p99: number; browseP99: number; failed: number };

export async function benchRatings() {
  await withServerDatabase('ratings', async (unratedUrl) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'govi-bench-ratings-'));
    const env = { DATA_DIR: dataDir, AUTH_SECRET: 'bench-secret-bench-secret-bench-secret!' };
    let rated: Awaited<ReturnType<typeof copyDatabase>> | undefined;
    try {
      await seed(['--products', '100000'], { ...env, DATABASE_URL: unratedUrl, LOG_LEVEL: 'silent' });
      rated = await copyDatabase(unratedUrl, 'rated');
      const database = await openPostgres(rated.url, { maxConnections: 1 });
      let facts;
      try {
        facts = await rateMarket(database.db);
      } finally {
        await database.close();
      }
      printTable('Rated market: the copy of the 100,000-product market given generated reviews', [facts]);

      const markets = { 'without ratings': unratedUrl, 'with ratings': rated.url } as const;
      const runs = new Map<string, Run[]>();
      let productIds: string[] = [];
      for (let round = 1; round <= rounds; round += 1) {
        for (const cache of ['off', 'on'] as const) {
          for (const [label, url] of Object.entries(markets)) {
            const server = await startServer({ ...env, DATABASE_URL: url, READ_CACHE_SECONDS: cache === 'on' ? '2' : '0' });
            try {
              if (productIds.length === 0) productIds = await listProductIds(server.baseUrl);
              const result = await drive(server.baseUrl, visitorMix(seededRandom(randomSeed), productIds, mix));
              const browse = [...result.byKind].filter(([kind]) => kind !== 'product' && kind !== 'reviews').flatMap(([, totals]) => totals.latencies);
              const key = `${label}|${cache}`;
              runs.set(key, [
                ...(runs.get(key) ?? []),
                {
                  rps: result.rps,
                  p50: result.p50,
                  p99: result.p99,
                  browseP99: browse.length ? browse.sort((a, b) => a - b)[Math.min(browse.length - 1, Math.floor(browse.length * 0.99))] ?? 0 : 0,
                  failed: result.failures.length + result.unanswered,
                },
              ]);
            } finally {
              await server.stop();
            }
          }
        }
      }

      const rows = [...runs].map(([key, list]) => {
        const [market, cache] = key.split('|') as [string, string];
        const without = runs.get(`without ratings|${cache}`) ?? [];
        const rps = median(list.map((run) => run.rps));
        return {
          market,
          cache,
          'req/s (each round)': list.map((run) => run.rps).join(' / '),
          'req/s median': rps,
          'vs without %': round1((100 * rps) / median(without.map((run) => run.rps))),
          'p50 ms median': round1(median(list.map((run) => run.p50))),
          'p99 ms (each round)': list.map((run) => round1(run.p99)).join(' / '),
          'Browse p99 ms median': round1(median(list.map((run) => run.browseP99))),
          failed: list.reduce((sum, run) => sum + run.failed, 0),
        };
      });
      printTable(
        `Browse with ratings shown against without (PostgreSQL, 100,000 products, seed ${randomSeed}, ${connections} connections, ${durationSeconds} s × ${rounds} alternating rounds; target ≥ 95% of the throughput, the same p99)`,
        rows,
      );
      if (rows.some((row) => row.failed > 0)) process.exitCode = 1;
    } finally {
      await rated?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
