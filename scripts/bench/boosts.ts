/**
 * Sponsored slots ("Run Ads" boosts) under the load of many visitors: what showing and counting them costs
 * Browse and the home page. One market of 100,000 generated products on the PostgreSQL server, and 500 boosts
 * written straight into it: 500 distinct active, in-stock products of nearly every seller (at most 3 each), daily
 * budgets from Rs 100 to Rs 10,000 (log-uniform: a few big spenders), one in five limited to 1–3 districts, each
 * running from now for 7 days. One server as shipped (read cache on, default settings), driven in alternating
 * rounds over the same seeded requests: "without", every boost paused (no sponsored card drawn or shown), and
 * "with", every boost running (the order swapped every other round). The requests are what visitors ask: Browse
 * pages 1–20 in every sort, searches for words from the catalog's vocabulary, category, district, rating and
 * price filters, and the home page's Featured list (one visit in ten), at 50 connections each asking again as
 * soon as answered, with a browser's Accept-Encoding (bytes as sent). Every answer is read as a browser reads
 * it, in both modes; in "with" the simulated browsers then send the beacons a browser sends for the sponsored
 * cards it was given: an impression for the 60% of cards scrolled into view and a click for 3% of cards, from one
 * of 2,000 visitors (picked at random for each answer) who keeps the visitor cookie its first beacon was given,
 * with our Origin and a browser's User-Agent, sent at once and not waited for (the next page does not wait on a
 * sendBeacon). The visitors come from 200 loopback addresses, ten browsers behind each (the server admits ten new
 * cookieless visitors per address a day), so no setting of the server changes for them. The beacons are part of
 * the load ("with" does strictly more work), their rate and latency shown on their own; the figures compared are
 * the pages' throughput and p99.
 * After each switch (and `vacuum analyze boosts`, as autovacuum would have done) a round waits for the read
 * cache's lists to expire (the SQL announces nothing) and checks with one Browse request that the mode took. A
 * warm-up of up to 5 s in "with", not counted, goes first. At the end, the rows `boost_events` holds (after the
 * write buffer's flush) show the counting happened. Any answer other than 2xx (204 for a beacon) fails the run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import pg from 'pg';
import { districts } from '@domain/catalog/districts';
import { seed } from '@scripts/seed';
import {
  connections,
  drive,
  randomSeed,
  round1,
  startServer,
  visitorMix,
  type CacheTotals,
  type OnAnswer,
  type Visit,
  type VisitKind,
} from './catalog';
import { median, percentile, printTable, seededRandom, withServerDatabase } from './harness';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

const boostCount = 500;
const visitorCount = 2_000;
/** The server counts at most ten new cookieless visitors per address a day: ten browsers behind each address. */
const visitorsPerAddress = 10;
const seenShare = 0.6;
const clickShare = 0.03;
const featuredShare = 0.1;
/** The shipped READ_CACHE_SECONDS: a list read before a switch is served for this long after it. */
const readCacheSeconds = 2;
const listKinds: readonly VisitKind[] = ['browse', 'search', 'filter'];
const modes = ['without', 'with'] as const;
type Mode = (typeof modes)[number];

const browserUserAgent = (visitor: number) =>
  `Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.${6478 + (visitor % visitorsPerAddress)}.${visitor % 250} Mobile Safari/537.36`;

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** Writes 500 running boosts of distinct active, in-stock products, at most 3 a seller; answers how many sellers. */
async function insertBoosts(client: pg.Client): Promise<number> {
  await client.query('select setseed($1)', [((randomSeed % 1000) + 1) / 1001]);
  const { rows } = await client.query<{ id: string; seller_id: string; title: string }>(
    `select id, seller_id, title from (
       select id, seller_id, title, row_number() over (partition by seller_id order by random()) as nth
       from products where status = 'active' and quantity > 0
     ) as candidates
     where nth <= 3
     order by random()
     limit $1`,
    [boostCount],
  );
  if (rows.length < boostCount) throw new Error(`only ${rows.length} products can be boosted, not ${boostCount}`);
  const random = seededRandom(randomSeed + 3);
  const limits = rows.map(() => {
    if (random() >= 0.2) return '{}';
    const chosen = new Set(Array.from({ length: 1 + Math.floor(random() * 3) }, () => districts[Math.floor(random() * districts.length)]));
    return `{${[...chosen].join(',')}}`;
  });
  // Rs 100 to Rs 10,000 a day, log-uniform, in whole rupees.
  const budgets = rows.map(() => 100 * Math.round(100 * 100 ** random()));
  await client.query(
    `insert into boosts (product_id, boosted_product_id, seller_id, product_title, description, daily_budget_cents, duration_days, districts, starts_at, ends_at)
     select product_id, product_id, seller_id, title, 'Fresh from our farm this week.', budget, 7, limits::district[], now(), now() + interval '7 days'
     from unnest($1::uuid[], $2::text[], $3::text[], $4::int[], $5::text[]) as boost(product_id, seller_id, title, budget, limits)`,
    [rows.map((row) => row.id), rows.map((row) => row.seller_id), rows.map((row) => row.title), budgets, limits],
  );
  await client.query('analyze boosts');
  return new Set(rows.map((row) => row.seller_id)).size;
}

/**
 * Pauses every boost or lets every one run, then waits out the read cache and checks that Browse shows it. The
 * table is vacuumed and analysed after each switch, as autovacuum keeps a table whose boosts change a few at a
 * time: rewriting all 500 at once leaves as many dead rows, from which the planner would count about 3,000 boosts
 * and draw the slots by scanning the products a filter matches (measured: 20 ms and more a draw instead of 2–5 ms).
 */
async function switchMode(client: pg.Client, baseUrl: string, mode: Mode) {
  await client.query(mode === 'with' ? 'update boosts set paused_at = null' : 'update boosts set paused_at = now()');
  await client.query('vacuum analyze boosts');
  await pause((readCacheSeconds + 1) * 1000);
  const response = await fetch(`${baseUrl}/api/products?sort=newest&page=1`);
  const page = (await response.json()) as { sponsored?: unknown[] };
  const shown = page.sponsored?.length ?? 0;
  if (!response.ok || (mode === 'with' ? shown === 0 : shown > 0)) {
    throw new Error(`mode "${mode}" did not take: Browse answered ${response.status} with ${shown} sponsored cards`);
  }
}

function decode(body: Buffer, encoding: string | string[] | undefined): string {
  switch (String(encoding ?? 'identity').toLowerCase()) {
    case 'br':
      return brotliDecompressSync(body).toString('utf8');
    case 'gzip':
      return gunzipSync(body).toString('utf8');
    case 'deflate':
      return inflateSync(body).toString('utf8');
    case 'identity':
      return body.toString('utf8');
    default:
      throw new Error(`an answer came encoded as ${String(encoding)}`);
  }
}

function header(headers: Record<string, string | string[]>, name: string): string | string[] | undefined {
  return Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
}

type Visitor = { localAddress: string | undefined; userAgent: string; cookie?: string };
type Beacon = { boostId: string; event: 'impressions' | 'clicks'; visitor: Visitor };
type Failure = { kind: string; status: number; path: string };
type BeaconTotals = {
  latencies: number[];
  impressions: number;
  clicks: number;
  /** The most beacons in flight at once. */
  mostInFlight: number;
  failures: Failure[];
};

/** Whether this machine lets a client connect from another loopback address than 127.0.0.1 (Linux does). */
function canUseLoopbackAddresses(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port, localAddress: '127.1.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * The beacons of one round, each sent as soon as it is asked for, over kept-alive connections from its visitor's
 * address, with the visitor's cookie once it has one.
 */
function sendBeacons(baseUrl: string) {
  const { hostname, port, origin } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true });
  const totals: BeaconTotals = { latencies: [], impressions: 0, clicks: 0, mostInFlight: 0, failures: [] };
  const inFlight = new Set<Promise<void>>();
  let open = true;

  const post = ({ boostId, event, visitor }: Beacon) =>
    new Promise<void>((resolve) => {
      const path = `/api/boosts/${boostId}/${event}`;
      const started = performance.now();
      const request = http.request(
        {
          host: hostname,
          port,
          method: 'POST',
          path,
          agent,
          localAddress: visitor.localAddress,
          headers: {
            origin,
            'user-agent': visitor.userAgent,
            'accept-encoding': 'gzip, deflate, br, zstd',
            'content-length': '0',
            ...(visitor.cookie && { cookie: visitor.cookie }),
          },
        },
        (response) => {
          const given = response.headers['set-cookie']?.find((cookie) => cookie.startsWith('govi_visitor='));
          if (given) visitor.cookie = given.split(';')[0];
          response.resume();
          response.on('end', () => {
            if (response.statusCode === 204) {
              totals.latencies.push(performance.now() - started);
              totals[event === 'impressions' ? 'impressions' : 'clicks'] += 1;
            } else totals.failures.push({ kind: 'beacon', status: response.statusCode ?? 0, path });
            resolve();
          });
        },
      );
      request.on('error', () => {
        totals.failures.push({ kind: 'beacon', status: 0, path });
        resolve();
      });
      request.end();
    });

  return {
    totals,
    send(beacon: Beacon) {
      if (!open) return;
      const sent = post(beacon).finally(() => inFlight.delete(sent));
      inFlight.add(sent);
      totals.mostInFlight = Math.max(totals.mostInFlight, inFlight.size);
    },
    /** Stops taking beacons, waits for those in flight, and closes the connections. */
    async close(): Promise<BeaconTotals> {
      open = false;
      await Promise.all(inFlight);
      agent.destroy();
      return totals;
    },
  };
}

type KindTotals = { latencies: number[]; bytes: number; answers: number; sponsoredAnswers: number; cards: number };
type Sample = {
  rps: number;
  p50: number;
  p99: number;
  byKind: Map<string, KindTotals>;
  failures: Failure[];
  beacons: BeaconTotals | undefined;
  /** The read cache's lookups in this run: answered from memory, and loaded. */
  readCache: { hits: number; misses: number };
};

/** The catalog's Browse, search and filter visits, and the home page's Featured list one visit in ten. */
function requests(): () => Visit {
  const lists = visitorMix(seededRandom(randomSeed), [], listKinds);
  const random = seededRandom(randomSeed + 1);
  return () => (random() < featuredShare ? { kind: 'featured', path: '/api/products/featured' } : lists());
}

type Server = { baseUrl: string; totals: () => Promise<CacheTotals> };

async function measure({ baseUrl, totals }: Server, visitors: Visitor[], mode: Mode, roundSeconds = seconds): Promise<Sample> {
  const cards = new Map<string, { answers: number; sponsoredAnswers: number; cards: number }>();
  const beacons = mode === 'with' ? sendBeacons(baseUrl) : undefined;
  const random = seededRandom(randomSeed + 2);
  const unreadable: Failure[] = [];
  // What a browser does with an answer: reads it, and reports the sponsored cards it shows.
  const onAnswer: OnAnswer = (visit, body, headers) => {
    let sponsored: { boostId: string }[];
    try {
      sponsored = (JSON.parse(decode(body, header(headers, 'content-encoding'))) as { sponsored?: { boostId: string }[] }).sponsored ?? [];
    } catch {
      unreadable.push({ kind: visit.kind, status: -1, path: visit.path });
      return;
    }
    const counted = cards.get(visit.kind) ?? { answers: 0, sponsoredAnswers: 0, cards: 0 };
    counted.answers += 1;
    counted.sponsoredAnswers += sponsored.length > 0 ? 1 : 0;
    counted.cards += sponsored.length;
    cards.set(visit.kind, counted);
    if (!beacons || sponsored.length === 0) return;
    const visitor = visitors[Math.floor(random() * visitors.length)] as Visitor;
    for (const { boostId } of sponsored) {
      if (random() >= seenShare) continue;
      beacons.send({ boostId, event: 'impressions', visitor });
      if (random() < clickShare / seenShare) beacons.send({ boostId, event: 'clicks', visitor });
    }
  };
  const before = (await totals()).readCache;
  let result;
  try {
    result = await drive(baseUrl, requests(), roundSeconds, { onAnswer });
  } finally {
    await beacons?.close();
  }
  const after = (await totals()).readCache;
  const byKind = new Map<string, KindTotals>();
  for (const [kind, totals] of result.byKind) {
    byKind.set(kind, { ...totals, ...(cards.get(kind) ?? { answers: 0, sponsoredAnswers: 0, cards: 0 }) });
  }
  const failures = [...result.failures, ...unreadable, ...(beacons?.totals.failures ?? [])];
  if (result.unanswered > 0) failures.push({ kind: '—', status: 0, path: `${result.unanswered} requests got no answer` });
  const readCache = { hits: after.hits - before.hits, misses: after.misses - before.misses };
  return { rps: result.rps, p50: result.p50, p99: result.p99, byKind, failures, beacons: beacons?.totals, readCache };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export async function benchBoosts() {
  await withServerDatabase('boosts', async (url) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'govi-bench-boosts-'));
    const env = { DATA_DIR: dataDir, AUTH_SECRET: 'bench-secret-bench-secret-bench-secret!', DATABASE_URL: url };
    const client = new pg.Client({ connectionString: url });
    try {
      await seed(['--products', '100000'], { ...env, LOG_LEVEL: 'silent' });
      await client.connect();
      const sellers = await insertBoosts(client);
      const samples = new Map<Mode, Sample[]>(modes.map((mode) => [mode, []]));
      let events: { kind: string; rows: number; visitors: number; boosts: number }[] = [];
      let separateAddresses = false;
      let warmUp: Sample | undefined;
      const server = await startServer(env);
      try {
        separateAddresses = await canUseLoopbackAddresses(Number(new URL(server.baseUrl).port));
        const visitors: Visitor[] = Array.from({ length: visitorCount }, (_, visitor) => ({
          localAddress: separateAddresses
            ? `127.1.${Math.floor(visitor / visitorsPerAddress / 250)}.${1 + (Math.floor(visitor / visitorsPerAddress) % 250)}`
            : undefined,
          userAgent: browserUserAgent(visitor),
        }));
        // Warm-up, not counted: the server's first answers, PostgreSQL's buffers, and the visitors' first beacons.
        warmUp = await measure(server, visitors, 'with', Math.min(seconds, 5));
        for (let round = 1; round <= rounds; round += 1) {
          // Without then with, then with then without: a server still warming up favours neither.
          for (const mode of round % 2 === 1 ? modes : [...modes].reverse()) {
            await switchMode(client, server.baseUrl, mode);
            samples.get(mode)?.push(await measure(server, visitors, mode));
          }
        }
        // The write buffer writes every two seconds.
        await pause((readCacheSeconds + 1) * 1000);
        events = (
          await client.query<{ kind: string; rows: number; visitors: number; boosts: number }>(
            `select kind, count(*)::int as rows, count(distinct visitor)::int as visitors, count(distinct boost_id)::int as boosts
             from boost_events group by kind order by kind desc`,
          )
        ).rows;
      } finally {
        await server.stop();
      }

      const pages = (sample: Sample) => [...sample.byKind.values()];
      const rows = modes.map((mode) => {
        const list = samples.get(mode) ?? [];
        const answers = sum(list.flatMap((sample) => pages(sample).map((totals) => totals.answers)));
        const sponsoredAnswers = sum(list.flatMap((sample) => pages(sample).map((totals) => totals.sponsoredAnswers)));
        const beacons = list.flatMap((sample) => (sample.beacons ? [sample.beacons] : []));
        const lookups = sum(list.map((sample) => sample.readCache.hits + sample.readCache.misses));
        return {
          mode,
          rounds: list.length,
          'pages req/s (each round)': list.map((sample) => sample.rps).join(' / '),
          'pages req/s median': median(list.map((sample) => sample.rps)),
          'p50 ms median': round1(median(list.map((sample) => sample.p50))),
          'p99 ms (each round)': list.map((sample) => round1(sample.p99)).join(' / '),
          'p99 ms median': round1(median(list.map((sample) => sample.p99))),
          'answers with sponsored %': answers ? round1((100 * sponsoredAnswers) / answers) : '—',
          'beacons/s median': beacons.length ? Math.round(median(beacons.map((totals) => totals.latencies.length / seconds))) : '—',
          'beacon p99 ms median': beacons.length ? round1(median(beacons.map((totals) => percentile(totals.latencies, 0.99)))) : '—',
          'read cache hit %': lookups ? round1((100 * sum(list.map((sample) => sample.readCache.hits))) / lookups) : '—',
          'beacons in flight, most': beacons.length ? Math.max(...beacons.map((totals) => totals.mostInFlight)) : '—',
          failed: sum(list.map((sample) => sample.failures.length)),
        };
      });
      printTable(
        `Browse and home with sponsored slots and counting against without (PostgreSQL, 100,000 products, ${boostCount} boosts of ${sellers} sellers; seed ${randomSeed}; ${connections} connections, ${seconds} s × ${rounds} alternating rounds; "pages": Browse, search, filter and Featured requests, beacons apart; read cache: its lookups answered from memory, the beacons' boosts included; ${visitorCount} visitors${separateAddresses ? '' : ', all from 127.0.0.1 (this machine refused other loopback addresses: at most 10 can be counted)'})`,
        rows,
      );

      const without = samples.get('without') ?? [];
      const withSlots = samples.get('with') ?? [];
      // Each round's two runs follow one another within seconds: their ratio is spared the drift between rounds.
      const throughput = withSlots.map((sample, index) => (100 * sample.rps) / (without[index]?.rps ?? Number.NaN));
      const p99 = withSlots.map((sample, index) => (100 * sample.p99) / (without[index]?.p99 ?? Number.NaN));
      const throughputMedian = median(throughput);
      const p99Median = median(withSlots.map((sample) => sample.p99));
      const p99Without = median(without.map((sample) => sample.p99));
      printTable('With against without (target: ≥ 90% of the throughput, p99 no worse)', [
        {
          'throughput % (each round)': throughput.map(round1).join(' / '),
          'throughput % median': round1(throughputMedian),
          'p99 % (each round)': p99.map(round1).join(' / '),
          'p99 ms with / without (medians)': `${round1(p99Median)} / ${round1(p99Without)}`,
          'throughput ≥ 90%': throughputMedian >= 90 ? 'yes' : 'NO',
          'p99 no worse': p99Median <= p99Without ? 'yes' : `NO (+${round1(p99Median - p99Without)} ms)`,
        },
      ]);

      printTable(
        'The same runs by kind of request (medians over the rounds; sponsored: share of answers carrying cards, cards per answer; KB on the wire, mean)',
        modes.flatMap((mode) => {
          const list = samples.get(mode) ?? [];
          const kinds = [...new Set(list.flatMap((sample) => [...sample.byKind.keys()]))];
          const kindRows = kinds.map((kind) => {
            const of = list.map((sample) => sample.byKind.get(kind)).filter((totals) => totals !== undefined);
            const answers = sum(of.map((totals) => totals.answers));
            return {
              mode,
              kind,
              requests: sum(of.map((totals) => totals.latencies.length)),
              'p50 ms median': round1(median(of.map((totals) => median(totals.latencies)))),
              'p99 ms median': round1(median(of.map((totals) => percentile(totals.latencies, 0.99)))),
              'KB on the wire': round1(median(of.map((totals) => totals.bytes / totals.latencies.length / 1024))),
              'sponsored %': answers ? round1((100 * sum(of.map((totals) => totals.sponsoredAnswers))) / answers) : '—',
              'cards per answer': answers ? +(sum(of.map((totals) => totals.cards)) / answers).toFixed(2) : '—',
            };
          });
          const beacons = list.flatMap((sample) => (sample.beacons ? [sample.beacons] : []));
          if (beacons.length === 0) return kindRows;
          return [
            ...kindRows,
            {
              mode,
              kind: 'beacon',
              requests: sum(beacons.map((totals) => totals.latencies.length)),
              'p50 ms median': round1(median(beacons.map((totals) => median(totals.latencies)))),
              'p99 ms median': round1(median(beacons.map((totals) => percentile(totals.latencies, 0.99)))),
              'KB on the wire': '—',
              'sponsored %': '—',
              'cards per answer': '—',
            },
          ];
        }),
      );

      const sent = [...withSlots, ...(warmUp ? [warmUp] : [])].flatMap((sample) => (sample.beacons ? [sample.beacons] : []));
      printTable(
        `Counted: boost_events at the end, after the write buffer's flush (beacons answered with 204 in the "with" rounds and the warm-up; a visitor counts once per boost and kind a day, so rows are fewer)`,
        ['impression', 'click'].map((kind) => {
          const row = events.find((each) => each.kind === kind);
          return {
            kind,
            'beacons answered': sum(sent.map((totals) => (kind === 'impression' ? totals.impressions : totals.clicks))),
            rows: row?.rows ?? 0,
            visitors: row?.visitors ?? 0,
            boosts: row?.boosts ?? 0,
          };
        }),
      );

      const failures = [...(warmUp ? [warmUp] : []), ...[...samples.values()].flat()].flatMap((sample) => sample.failures);
      const uncounted = !events.some((row) => row.kind === 'impression' && row.rows > 0);
      if (failures.length > 0 || uncounted) {
        if (uncounted) console.log('\nFAILED: boost_events holds no impressions: the beacons were not counted');
        if (failures.length > 0) {
          printTable(
            `FAILED: ${failures.length} requests answered other than 2xx (204 for beacons; -1: an answer that could not be read) (first 20)`,
            failures.slice(0, 20).map((failure) => ({ ...failure })),
          );
        }
        process.exitCode = 1;
      }
    } finally {
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
