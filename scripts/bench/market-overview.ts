/**
 * The console's Market overview (GET /api/admin/overview) on the PostgreSQL server at 1,000,000 order items, in a
 * database of its own, dropped afterwards. The market is written with SQL in bulk (generate_series): 2,000 sellers
 * with ten listings each, 200,000 buyers signed up over two years, about 465,000 orders of 1–4 items over the last
 * two years (more of them lately), delivered to the buyer's district, a tenth cancelled (by the buyer, the seller or
 * a suspension), reviews, reports and suspensions. Then:
 * - the first count of every day, week and month (what a market upgrading to this version does once), and a count
 *   after a change today (the current day, week and month: what the count-market-overview job does as orders come);
 * - one operator at a time, nobody else asking: each request of the mix in turn, a few rounds (median and max);
 * - under load: four operators at once, closed loops over the mix (ranges of 7 days to two years, by day, week and
 *   month, with and without a district or a category): p50 and p99 per request and over all. Target: p99 ≤ 200 ms.
 * Every answer is checked against the contract's schema, and the two-year totals against a count made directly from
 * the generated rows. Any answer other than 200 fails the run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { marketOverviewSchema, type MarketOverview } from '@domain/admin/market-overview.schema';
import { categories } from '@domain/catalog/categories';
import { districts } from '@domain/catalog/districts';
import { addDays, marketToday, maxRangeDays, presetRange } from '@domain/seller/sales-range';
import { openPostgres, selectRows, type Db } from '@server/db/client';
import { users } from '@server/db/schema/auth';
import { addOperator } from '@server/modules/admin/admin.service';
import { countMarketOverview } from '@server/modules/admin/market-overview.service';
import { projectRoot, serverBundle } from '@scripts/build-state.mjs';
import { freePort, median, percentile, printTable, startProcess, stopProcess, waitForOk, withServerDatabase } from './harness';

const size = { sellers: 2_000, listingsPerSeller: 10, buyers: 200_000, orderItems: 1_000_000, days: 730 };
/** Items per order: 1–4, 2.15 on average (see `itemsPerOrder` below). */
const itemsPerOrder = 2.15;
const loops = 4;
const loadSeconds = Number(process.env.BENCH_SECONDS ?? 20);
const warmUpSeconds = 3;
const aloneRounds = 3;
const p99TargetMs = 200;
const secret = 'bench-secret-bench-secret-bench-secret!';

type Row = Record<string, string | number>;
const round1 = (value: number) => +value.toFixed(1);

async function run(db: Db, statement: ReturnType<typeof sql>) {
  await db.execute(statement);
}

const enumArray = (values: readonly string[], type: string) =>
  sql.raw(`array[${values.map((value) => `'${value}'`).join(', ')}]::${type}[]`);

/**
 * Writes the market on one connection (its plan lives in temporary tables). Triggers on order_items are off while
 * its million rows go in, as in seller-market.ts: the one that keeps seller_customers would lock every (seller,
 * buyer) pair at once (this benchmark does not read them). The overview's marks are then written as the migration
 * writes them for a market that already has orders: every day with an item or an account.
 */
export async function generateMarket(db: Db): Promise<{ orders: number; items: number; seconds: number }> {
  const startedAt = performance.now();
  const orders = Math.round(size.orderItems / itemsPerOrder);
  await run(db, sql`select setseed(0.65)`);
  const district = enumArray(districts, 'district');
  const category = enumArray(categories, 'product_category');
  const someDaysAgo = (days: number, skew: number) =>
    sql`now() - make_interval(secs => (${days}::int * 86400 * power(random(), ${skew}::float8))::int)`;

  await run(
    db,
    sql`create temp table ov_seller as
      select n, gen_random_uuid()::text as id, floor(random() * ${districts.length}::int)::int + 1 as district
      from generate_series(1, ${size.sellers}::int) as n`,
  );
  await run(db, sql`alter table ov_seller add primary key (n)`);
  await run(
    db,
    sql`create temp table ov_buyer as
      select n, gen_random_uuid()::text as id, floor(random() * ${districts.length}::int)::int + 1 as district,
        ${someDaysAgo(size.days + 30, 0.8)} as created_at
      from generate_series(1, ${size.buyers}::int) as n`,
  );
  await run(db, sql`alter table ov_buyer add primary key (n)`);
  await run(
    db,
    sql`insert into users (id, name, first_name, last_name, email, email_verified, created_at, updated_at)
      select id, 'Seller ' || n, 'Seller', n::text, 'overview-seller' || n || '@bench.govi.invalid', true,
        now() - interval '800 days', now()
      from ov_seller
      union all
      select id, 'Buyer ' || n, 'Buyer', n::text, 'overview-buyer' || n || '@bench.govi.invalid', true, created_at, created_at
      from ov_buyer`,
  );

  await run(
    db,
    sql`create temp table ov_listing as
      select s.n as seller_n, slot, gen_random_uuid() as id, (${category})[1 + floor(random() * ${categories.length}::int)::int] as category,
        (100 + floor(random() * 4900)::int) * 100 as price_cents, (${district})[s.district] as district
      from ov_seller s cross join generate_series(0, ${size.listingsPerSeller - 1}::int) as slot`,
  );
  await run(db, sql`alter table ov_listing add primary key (seller_n, slot)`);
  await run(
    db,
    sql`insert into products (id, seller_id, seller_name, title, description, price_cents, unit, category, district, quantity, search_text,
        created_at, updated_at)
      select l.id, s.id, 'Seller ' || s.n, 'Listing ' || l.slot, 'Benchmark stock.', l.price_cents, 'kg', l.category, l.district, 100,
        'listing ' || l.slot, now() - interval '800 days', now()
      from ov_listing l join ov_seller s on s.n = l.seller_n`,
  );

  // Orders: a few buyers order often, most rarely; a few sellers sell a lot; more orders lately, at Colombo daytime.
  await run(
    db,
    sql`create temp table ov_order as
      select gen_random_uuid() as id, 1 + floor(${size.buyers}::int * power(random(), 1.5))::int as buyer_n,
        1 + floor(${size.sellers}::int * power(random(), 2))::int as seller_n,
        1 + floor(4 * power(random(), 1.5))::int as items,
        least(now() - interval '1 minute', (((now() at time zone 'Asia/Colombo')::date - floor(${size.days}::int * power(random(), 1.3))::int)
          + make_interval(hours => 6 + floor(random() * 17)::int, mins => floor(random() * 60)::int)) at time zone 'Asia/Colombo') as ordered_at,
        random() as roll
      from generate_series(1, ${orders}::int)`,
  );
  await run(
    db,
    sql`create temp table ov_item as
      select gen_random_uuid() as id, o.id as order_id, o.ordered_at,
        case when random() < 0.75 then o.seller_n else 1 + floor(random() * ${size.sellers}::int)::int end as seller_n,
        floor(random() * ${size.listingsPerSeller}::int)::int as slot, 1 + floor(5 * power(random(), 2))::int as quantity,
        case when o.roll < 0.07 then 'cancelled'
          when random() < 0.03 then 'cancelled-by-seller'
          when o.ordered_at > now() - interval '2 days' then 'pending'
          when o.ordered_at > now() - interval '7 days' then 'confirmed'
          else 'delivered' end as fate,
        o.roll
      from ov_order o cross join lateral generate_series(1, o.items)`,
  );
  await run(
    db,
    sql`insert into orders (id, buyer_id, idempotency_key, total_cents, status, delivery_address, district, phone_number, created_at, updated_at)
      select o.id, b.id, gen_random_uuid(), totals.cents, totals.status, 'No. 1, Temple Road',
        (${district})[case when b.n % 10 = 0 then 1 + b.district % ${districts.length}::int else b.district end],
        '+94771234567', o.ordered_at, o.ordered_at
      from ov_order o
        join ov_buyer b on b.n = o.buyer_n
        join (
          select i.order_id, sum(l.price_cents::bigint * i.quantity) as cents,
            (case when bool_and(i.fate like 'cancelled%') then 'cancelled' when bool_or(i.fate = 'pending') then 'pending'
              when bool_or(i.fate = 'confirmed') then 'confirmed' else 'delivered' end)::order_item_status as status
          from ov_item i join ov_listing l on l.seller_n = i.seller_n and l.slot = i.slot
          group by i.order_id
        ) as totals on totals.order_id = o.id`,
  );
  await run(db, sql`alter table order_items disable trigger user`);
  try {
    await run(
      db,
      sql`insert into order_items (id, order_id, product_id, ordered_product_id, seller_id, title, unit, price_cents_at_time, quantity, status,
          ordered_at, updated_at)
        select i.id, i.order_id, l.id, l.id, s.id, 'Listing ' || i.slot, 'kg', l.price_cents, i.quantity,
          (case when i.fate like 'cancelled%' then 'cancelled' else i.fate end)::order_item_status, i.ordered_at, i.ordered_at
        from ov_item i join ov_seller s on s.n = i.seller_n join ov_listing l on l.seller_n = i.seller_n and l.slot = i.slot
        order by i.ordered_at`,
    );
  } finally {
    await run(db, sql`alter table order_items enable trigger user`);
  }
  // Why each was cancelled: most by their buyer, some by their seller, a few when an account was suspended.
  await run(
    db,
    sql`insert into order_item_events (order_item_id, from_status, to_status, actor_id, actor, reason, created_at)
      select i.id, 'pending', 'cancelled', case when actor = 'seller' then s.id else b.id end, actor::order_actor,
        reason::order_event_reason, i.ordered_at + interval '3 hours'
      from (
        select i.*, case when i.fate = 'cancelled-by-seller' then 'seller' when i.roll < 0.003 then 'operator' else 'buyer' end as actor,
          case when i.fate = 'cancelled-by-seller' then null when i.roll < 0.0015 then 'buyer_suspended'
            when i.roll < 0.003 then 'seller_suspended' end as reason
        from ov_item i where i.fate like 'cancelled%'
      ) i
        join ov_order o on o.id = i.order_id join ov_buyer b on b.n = o.buyer_n join ov_seller s on s.n = i.seller_n`,
  );
  // Reviews of delivered items, a few of them reported; suspensions, all ended a week later.
  await run(
    db,
    sql`insert into reviews (product_id, buyer_id, rating, received_at, created_at, updated_at)
      select distinct on (l.id, b.id) l.id, b.id, 1 + floor(random() * 5)::int, i.ordered_at + interval '2 days',
        i.ordered_at + interval '3 days', i.ordered_at + interval '3 days'
      from ov_item i join ov_order o on o.id = i.order_id join ov_buyer b on b.n = o.buyer_n
        join ov_listing l on l.seller_n = i.seller_n and l.slot = i.slot
      where i.fate = 'delivered' and i.ordered_at < now() - interval '3 days' and random() < 0.05`,
  );
  await run(
    db,
    sql`insert into review_reports (review_id, reporter_id, reason, status, created_at)
      select r.id, b.id, (array['spam', 'offensive', 'off_topic', 'false_information']::review_report_reason[])[1 + floor(random() * 4)::int],
        'open', r.created_at + interval '1 day'
      from (select id, buyer_id, created_at, 1 + floor(random() * ${size.buyers}::int)::int as reporter_n from reviews where random() < 0.15) r
        join ov_buyer b on b.n = r.reporter_n
      where b.id <> r.buyer_id
      on conflict do nothing`,
  );
  await run(
    db,
    sql`insert into account_suspensions (user_id, reason, suspended_by, started_at, ends_at, ended_at)
      select b.id, (array['fraud', 'prohibited_items', 'abuse', 'fake_reviews', 'other']::suspension_reason[])[1 + floor(random() * 5)::int],
        'bench', started, started + interval '7 days', least(now(), started + interval '7 days')
      from (select ${someDaysAgo(size.days, 1)} - interval '8 days' as started, 1 + floor(random() * ${size.buyers}::int)::int as n
        from generate_series(1, 600)) as picked
        join ov_buyer b on b.n = picked.n`,
  );
  await run(
    db,
    sql`insert into market_overview_changes (day)
      select (ordered_at at time zone 'Asia/Colombo')::date from order_items
      union select (created_at at time zone 'Asia/Colombo')::date from users`,
  );
  for (const table of ['ov_item', 'ov_order', 'ov_listing', 'ov_buyer', 'ov_seller']) await run(db, sql.raw(`drop table ${table}`));
  await run(db, sql`vacuum analyze`);
  const [counts] = await selectRows<{ orders: number; items: number }>(
    db,
    sql`select (select count(*)::int from orders) as orders, (select count(*)::int from order_items) as items`,
  );
  return { orders: counts?.orders ?? 0, items: counts?.items ?? 0, seconds: (performance.now() - startedAt) / 1000 };
}

/** What the generated rows say of a range, counted straight from them: the answer's totals must agree. */
async function directTotals(db: Db, from: string, to: string) {
  const [row] = await selectRows<{ orders: number; value: number; cancelled: number; accounts: number }>(
    db,
    sql`select
      (select count(distinct oi.order_id)::int from order_items oi
        where oi.status <> 'cancelled' and oi.ordered_at >= (${from}::date::timestamp at time zone 'Asia/Colombo')
          and oi.ordered_at < ((${to}::date + 1)::timestamp at time zone 'Asia/Colombo')) as orders,
      (select coalesce(sum(oi.price_cents_at_time::bigint * oi.quantity), 0)::float8 from order_items oi
        where oi.status <> 'cancelled' and oi.ordered_at >= (${from}::date::timestamp at time zone 'Asia/Colombo')
          and oi.ordered_at < ((${to}::date + 1)::timestamp at time zone 'Asia/Colombo')) as value,
      (select count(*)::int from order_items oi
        where oi.status = 'cancelled' and oi.ordered_at >= (${from}::date::timestamp at time zone 'Asia/Colombo')
          and oi.ordered_at < ((${to}::date + 1)::timestamp at time zone 'Asia/Colombo')) as cancelled,
      (select count(*)::int from users u
        where u.created_at >= (${from}::date::timestamp at time zone 'Asia/Colombo')
          and u.created_at < ((${to}::date + 1)::timestamp at time zone 'Asia/Colombo')) as accounts`,
  );
  return row;
}

/** The requests an operator makes: short and long ranges, by day, week and month, the whole market or a slice. */
function overviewMix(today: string): { label: string; path: string }[] {
  const range = (days: number) => presetRange(days, today);
  const path = (days: number, by: string, extra = '') => {
    const { from, to } = range(days);
    return `/api/admin/overview?from=${from}&to=${to}&by=${by}${extra}`;
  };
  return [
    { label: '7 days by day', path: path(7, 'day') },
    { label: '30 days by day', path: path(30, 'day') },
    { label: '90 days by day, a district', path: path(90, 'day', '&district=kandy') },
    { label: '1 year by day', path: path(365, 'day') },
    { label: '2 years by day, a category', path: path(maxRangeDays, 'day', '&category=vegetables') },
    { label: '90 days by week', path: path(90, 'week') },
    { label: '1 year by week, district and category', path: path(365, 'week', '&district=colombo&category=fruits') },
    { label: '1 year by month', path: path(365, 'month') },
    { label: '2 years by month', path: path(maxRangeDays, 'month') },
    { label: '2 years by week, a district', path: path(maxRangeDays, 'week', '&district=galle') },
  ];
}

type Asked = { status: number; ms: number; body: string };

async function ask(baseUrl: string, cookie: string, path: string): Promise<Asked> {
  const startedAt = performance.now();
  const response = await fetch(`${baseUrl}${path}`, { headers: { cookie, 'accept-encoding': 'gzip, deflate, br' } });
  const body = await response.text();
  return { status: response.status, ms: performance.now() - startedAt, body };
}

async function signUpOperator(baseUrl: string, db: Db): Promise<string> {
  const email = `overview-operator-${Date.now()}@example.lk`;
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': '10.9.9.9' },
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Operator', email, password: 'bench-password' }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  await db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  await addOperator(db, email, 'bench');
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/**
 * The first count of everything, then the counts the job makes as the market goes on: after an order today (its day,
 * week and month), and after a cancellation of an order 40 days old. The cells are then analysed, as autovacuum would
 * soon after the first count.
 */
async function countCells(db: Db, counts: Row[]) {
  let startedAt = performance.now();
  const days = await countMarketOverview(db);
  const [cells] = await selectRows<{ cells: number }>(db, sql`select count(*)::int as cells from market_overview_cells`);
  counts.push({
    count: 'first count: every day, week and month',
    days,
    cells: cells?.cells ?? 0,
    seconds: round1((performance.now() - startedAt) / 1000),
  });
  const today = marketToday();
  for (const [label, day] of [
    ['after an order today: its day, week and month', today],
    ['after a cancellation of an order 40 days old', addDays(today, -40)],
  ] as const) {
    await run(db, sql`insert into market_overview_changes (day) values (${day}::date)`);
    startedAt = performance.now();
    await countMarketOverview(db);
    counts.push({ count: label, days: 1, cells: '', seconds: round1((performance.now() - startedAt) / 1000) });
  }
  await run(db, sql`analyze market_overview_cells`);
}

/** Counts until nothing waits (the operator's new account), whether here or by the server's own job. */
async function countEverything(db: Db) {
  for (;;) {
    await countMarketOverview(db);
    const [pending] = await selectRows<{ changes: number }>(db, sql`select count(*)::int as changes from market_overview_changes`);
    if (!pending?.changes) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function benchMarketOverview() {
  const market: Row[] = [];
  const counts: Row[] = [];
  const alone: Row[] = [];
  const load: Row[] = [];
  const wrong: string[] = [];
  await withServerDatabase('overview', async (databaseUrl) => {
    console.log(`\nMarket overview: generating ${size.orderItems.toLocaleString('en')} order items on PostgreSQL…`);
    const database = await openPostgres(databaseUrl, { maxConnections: 1 });
    try {
      const { db } = database;
      const generated = await generateMarket(db);
      const [{ bytes } = { bytes: 0 }] = await selectRows<{ bytes: number }>(
        db,
        sql`select pg_database_size(current_database())::float8 as bytes`,
      );
      market.push({
        'order items': generated.items,
        orders: generated.orders,
        buyers: size.buyers,
        sellers: size.sellers,
        'database MB': round1(bytes / 1024 / 1024),
        'generated in s': round1(generated.seconds),
      });

      await countCells(db, counts);
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'govi-bench-overview-'));
      const port = await freePort();
      const baseUrl = `http://127.0.0.1:${port}`;
      const server = startProcess(
        process.execPath,
        [serverBundle],
        {
          DATABASE_URL: databaseUrl,
          DATA_DIR: dataDir,
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: baseUrl,
          TRUST_PROXY: '1',
          AUTH_SECRET: secret,
        },
        projectRoot,
      );
      try {
        await waitForOk(`${baseUrl}/api/health`, performance.now(), server);
        const cookie = await signUpOperator(baseUrl, db);
        await countEverything(db);
        const mix = overviewMix(marketToday());

        // One operator, nobody else asking.
        const timings = new Map<string, number[]>();
        for (let round = 0; round < aloneRounds; round++) {
          for (const next of mix) {
            const answer = await ask(baseUrl, cookie, next.path);
            if (answer.status !== 200) {
              wrong.push(`${next.path}: ${answer.status} ${answer.body.slice(0, 200)}`);
              continue;
            }
            timings.set(next.label, [...(timings.get(next.label) ?? []), answer.ms]);
            const parsed = marketOverviewSchema.safeParse(JSON.parse(answer.body));
            if (!parsed.success) wrong.push(`${next.path}: not the contract: ${parsed.error.message.slice(0, 200)}`);
            else if (round === 0 && next.label === '2 years by month') await checkTotals(db, parsed.data, wrong);
          }
        }
        for (const next of mix) {
          const ms = timings.get(next.label) ?? [];
          alone.push({ request: next.label, samples: ms.length, 'median ms': round1(median(ms)), 'max ms': round1(Math.max(...ms)) });
        }

        // Several operators at once.
        const latencies = new Map<string, number[]>();
        const until = performance.now() + (warmUpSeconds + loadSeconds) * 1000;
        const measureFrom = performance.now() + warmUpSeconds * 1000;
        await Promise.all(
          Array.from({ length: loops }, async (_, loop) => {
            for (let turn = loop; performance.now() < until; turn++) {
              const next = mix[turn % mix.length] ?? mix[0];
              if (!next) return;
              const sentAt = performance.now();
              const answer = await ask(baseUrl, cookie, next.path);
              if (answer.status !== 200) wrong.push(`${next.path}: ${answer.status}`);
              else if (sentAt >= measureFrom) latencies.set(next.label, [...(latencies.get(next.label) ?? []), answer.ms]);
            }
          }),
        );
        const all = [...latencies.values()].flat();
        for (const next of [...mix, { label: 'all', path: '' }]) {
          const ms = next.label === 'all' ? all : (latencies.get(next.label) ?? []);
          const p99 = percentile(ms, 0.99);
          load.push({
            request: next.label,
            requests: ms.length,
            'p50 ms': round1(median(ms)),
            'p99 ms': round1(p99),
            'max ms': round1(Math.max(...ms)),
            [`p99 ≤ ${p99TargetMs} ms`]: p99 <= p99TargetMs ? 'yes' : 'NO',
          });
        }
      } finally {
        await stopProcess(server);
        rmSync(dataDir, { recursive: true, force: true });
      }
    } finally {
      await database.close();
    }
  });

  printTable('Market overview: the generated market (SQL in bulk, on the PostgreSQL server)', market);
  printTable('Market overview: counting the cells ahead (count-market-overview job)', counts);
  printTable(`Market overview, one operator at a time: each request in turn, ${aloneRounds} rounds`, alone);
  printTable(
    `Market overview under load: ${loops} operators at once, closed loops, ${loadSeconds} s after ${warmUpSeconds} s of warm-up (target: p99 ≤ ${p99TargetMs} ms)`,
    load,
  );
  if (wrong.length > 0) {
    console.error(`\nWRONG answers:\n${wrong.slice(0, 20).join('\n')}`);
    process.exitCode = 1;
  }
}

/** The two years' totals against the rows themselves. */
async function checkTotals(db: Db, answer: MarketOverview, wrong: string[]) {
  const direct = await directTotals(db, answer.range.from, answer.range.to);
  if (!direct) return;
  const { totals } = answer;
  if (totals.orders !== direct.orders) wrong.push(`two years: ${totals.orders} orders, the rows hold ${direct.orders}`);
  if (totals.valueCents !== direct.value) wrong.push(`two years: ${totals.valueCents} cents, the rows hold ${direct.value}`);
  if (totals.cancelledItems !== direct.cancelled)
    wrong.push(`two years: ${totals.cancelledItems} cancelled, the rows hold ${direct.cancelled}`);
  if (totals.newAccounts !== direct.accounts) wrong.push(`two years: ${totals.newAccounts} new accounts, the rows hold ${direct.accounts}`);
}
