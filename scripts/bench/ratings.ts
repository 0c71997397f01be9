/**
 * Browse with ratings shown beside the same Browse before anyone rated anything: one market of 100,000
 * products on the PostgreSQL server, copied once, the copy given 60% of its products rated by generated
 * buyers (about half a million reviews, each product's rating kept on it as the app keeps it). Both markets
 * are driven by the same seeded visitor mix of what Browse offered before ratings (every sort but Top rated,
 * searches, filters, product pages): that compares the cost of showing ratings. The rated market is then also
 * driven with the rating choices added (Top rated, "4 stars & up", a product's reviews), which the unrated one
 * cannot answer alike (its "4 stars & up" is always empty). Rounds alternate, so the machine's drift falls on
 * every run alike; each runs with the read cache off (every request pays its queries) and as shipped.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPostgres, type Db } from '@server/db/client';
import { seed } from '@scripts/seed';
import { connections, drive, everyKind, listProductIds, randomSeed, round1, startServer, visitorMix, type VisitKind } from './catalog';
import { benchServerUrl, median, percentile, printTable, seededRandom, withServerDatabase } from './harness';

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
// Longer than the catalog's runs: the difference sought (5%) is the size of a 5-second run's noise.
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const withReviews: readonly VisitKind[] = [...everyKind, 'reviews'];
const buyers = 5_000;

/** Generated buyers rate 60% of the active products, 1–15 reviews each, mostly 4 and 5 stars, half with a comment. */
async function rateMarket(db: Db) {
  const started = performance.now();
  await db.execute(sql`
    insert into users (id, name, first_name, last_name, email, email_verified, created_at, updated_at)
    select 'bench-rater-' || n, 'Rater ' || n, 'Rater', 'No' || n, 'rater' || n || '@bench.govi.invalid', true, now(), now()
    from generate_series(0, ${buyers - 1}::int) as n`);
  // Which products are rated, how often and how well come from hashes of their ids, not from their place in the
  // seed's sequence: the seed's titles, categories and districts repeat with that place, and ratings following
  // the same rhythm would put every carrot among the unrated.
  await db.execute(sql`
    insert into reviews (product_id, buyer_id, rating, comment, received_at, created_at, updated_at)
    select listed.id, 'bench-rater-' || ((listed.first_buyer + b) % ${buyers}::int),
      case when roll < 50 then 5 when roll < 78 then 4 when roll < 90 then 3 when roll < 95 then 2 else 1 end,
      case when b % 2 = 0 then 'Fresh and as described; delivered on time by the seller.' end,
      now() - make_interval(days => (2 + b)::int), now() - make_interval(days => (1 + b)::int), now() - make_interval(days => (1 + b)::int)
    from (
      select id, abs(hashtext(id::text || ':buyer')) % ${buyers}::int as first_buyer,
        case when abs(hashtext(id::text || ':rated')) % 5 < 2 then 0 else 1 + abs(hashtext(id::text || ':count')) % 15 end as reviews
      from products where status = 'active'
    ) as listed
      cross join lateral generate_series(1, listed.reviews) as b
      cross join lateral (select abs(hashtext(listed.id::text || ':' || b)) % 100 as roll) as dice`);
  await db.execute(sql`
    update products set rating_count = counted.reviews, rating_total = counted.stars,
      rating_average = round(counted.stars::numeric / counted.reviews, 1)
    from (select product_id, count(*)::int as reviews, sum(rating)::int as stars from reviews group by product_id) as counted
    where products.id = counted.product_id`);
  await rewriteInSeedOrder(db);
  await db.execute(sql`vacuum analyze reviews`);
  // node-postgres answers an object holding `rows`.
  const counted = (await db.execute(sql`select (select count(*) from reviews)::int as reviews,
    (select count(*) from products where rating_count > 0)::int as rated, (select count(*) from products)::int as products`)) as unknown as {
    rows: { reviews: number; rated: number; products: number }[];
  };
  const [facts] = counted.rows;
  return { ...facts, seconds: round1((performance.now() - started) / 1000) };
}

/**
 * Writes the products table anew in the order the seed wrote it (newest first). Rating 60,000 products in one
 * statement moves each to the table's end, away from its neighbours in Browse's orders, which a market gets to
 * over months of stock and rating changes alike; both markets are rewritten the same way, so they differ only
 * in their ratings.
 */
async function rewriteInSeedOrder(db: Db) {
  await db.execute(sql`create index bench_products_seed_order on products (created_at desc, id)`);
  await db.execute(sql`cluster products using bench_products_seed_order`);
  await db.execute(sql`drop index bench_products_seed_order`);
  await db.execute(sql`vacuum analyze products`);
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

type Run = { rps: number; p50: number; p99: number; failed: number };
type KindRun = { p50: number; p99: number; share: number; kb: number };

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
      const unrated = await openPostgres(unratedUrl, { maxConnections: 1 });
      try {
        await rewriteInSeedOrder(unrated.db);
      } finally {
        await unrated.close();
      }

      const runsOf = [
        { label: 'without ratings', url: unratedUrl, kinds: everyKind, ratingChoices: false },
        { label: 'with ratings', url: rated.url, kinds: everyKind, ratingChoices: false },
        { label: 'with ratings, + rating choices', url: rated.url, kinds: withReviews, ratingChoices: true },
      ] as const;
      const runs = new Map<string, Run[]>();
      const kindRuns = new Map<string, KindRun[]>();
      let productIds: string[] = [];
      for (let round = 1; round <= rounds; round += 1) {
        for (const cache of ['off', 'on'] as const) {
          for (const { label, url, kinds, ratingChoices } of runsOf) {
            const server = await startServer({ ...env, DATABASE_URL: url, READ_CACHE_SECONDS: cache === 'on' ? '2' : '0' });
            try {
              if (productIds.length === 0) productIds = await listProductIds(server.baseUrl);
              const result = await drive(
                server.baseUrl,
                visitorMix(seededRandom(randomSeed), productIds, kinds, { ratingChoices }),
                seconds,
              );
              const key = `${label}|${cache}`;
              const answered = [...result.byKind.values()].reduce((sum, totals) => sum + totals.latencies.length, 0);
              for (const [kind, totals] of result.byKind) {
                const kindKey = `${label}|${cache}|${kind}`;
                kindRuns.set(kindKey, [
                  ...(kindRuns.get(kindKey) ?? []),
                  {
                    p50: median(totals.latencies),
                    p99: percentile(totals.latencies, 0.99),
                    share: (100 * totals.latencies.length) / answered,
                    kb: totals.bytes / totals.latencies.length / 1024,
                  },
                ]);
              }
              runs.set(key, [
                ...(runs.get(key) ?? []),
                {
                  rps: result.rps,
                  p50: result.p50,
                  p99: result.p99,
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
        // Each round's runs follow one another within a minute: their ratio is spared the drift between rounds.
        const ratios = list.map((run, index) => (100 * run.rps) / (without[index]?.rps ?? Number.NaN));
        return {
          market,
          cache,
          'req/s (each round)': list.map((run) => run.rps).join(' / '),
          'req/s median': median(list.map((run) => run.rps)),
          '% of without, each round': ratios.map(round1).join(' / '),
          '% median': round1(median(ratios)),
          'p50 ms median': round1(median(list.map((run) => run.p50))),
          'p99 ms (each round)': list.map((run) => round1(run.p99)).join(' / '),
          'p99 ms median': round1(median(list.map((run) => run.p99))),
          failed: list.reduce((sum, run) => sum + run.failed, 0),
        };
      });
      printTable(
        `Browse with ratings shown against without (PostgreSQL, 100,000 products, seed ${randomSeed}, ${connections} connections, ${seconds} s × ${rounds} alternating rounds; target for the same mix: ≥ 95% of the throughput, the same p99)`,
        rows,
      );
      printTable(
        'The same runs by kind of request (medians over the rounds; share of the requests answered, mean KB on the wire)',
        [...kindRuns].map(([key, list]) => {
          const [market, cache, kind] = key.split('|') as [string, string, string];
          return {
            market,
            cache,
            kind,
            'share %': round1(median(list.map((run) => run.share))),
            'p50 ms': round1(median(list.map((run) => run.p50))),
            'p99 ms': round1(median(list.map((run) => run.p99))),
            KB: round1(median(list.map((run) => run.kb))),
          };
        }),
      );
      if (rows.some((row) => row.failed > 0)) process.exitCode = 1;
    } finally {
      await rated?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
