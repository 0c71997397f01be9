/**
 * A market with a history, generated in bulk with SQL for the seller-area benchmark: sellers with about 50
 * listings each across categories, units and districts at realistic rupee prices; buyers who come back
 * (a few order often, most rarely); orders of 1–4 items, a quarter of them from two sellers, spread over the
 * last 400 days with more of them lately, placed in Colombo's daytime; mostly delivered, about one in ten
 * cancelled, the last week's still pending or confirmed; and product views, one visitor per product per day.
 * Sellers' sales are skewed as in a real market (a few sell a lot, most a few hundred items). One cooperative
 * holds an exact number of sold items, for the CSV export, plus a tenth as many cancelled.
 *
 * The sellers the benchmark signs in were signed up through the API beforehand; the generator gives them
 * their place (spread evenly over the sales ranking) and a generated name, and makes everyone else as plain
 * users rows, who never sign in. `setseed` keeps runs alike (parallel workers draw their own numbers, so counts
 * may differ by a few hundred).
 */
import { sql } from 'drizzle-orm';
import { districts } from '@domain/catalog/districts';
import { searchTextSeparator } from '@domain/catalog/search-text';
import { districtNames } from '@domain/catalog/taxonomy-names';
import { languages } from '@domain/i18n/languages';
import { selectRows, type Db } from '@server/db/client';

export type MarketSize = {
  sellers: number;
  buyers: number;
  /** About this many order items in all, the cooperative's included. */
  orderItems: number;
  /** The cooperative's sold (not cancelled) items: exactly this many. */
  cooperativeSold: number;
};

export type SignedUpSellers = { cooperativeId: string; sellerIds: string[] };

export type MarketFacts = {
  cooperativeId: string;
  /** Order items (cancelled ones included) of each signed-up seller. */
  itemsOf: Map<string, number>;
  sellers: number;
  buyers: number;
  products: number;
  orders: number;
  orderItems: number;
  cancelledItems: number;
  productViews: number;
  cooperativeSold: number;
  cooperativeCancelled: number;
  /** The Colombo days of the cooperative's first and last sale. */
  cooperativeRange: { from: string; to: string };
  databaseBytes: number;
  seconds: number;
};

/** Sold (title, category, unit, lowest and highest price in rupees, most bought at once). */
const produce: [string, string, string, number, number, number][] = [
  ['Carrots', 'vegetables', 'kg', 180, 450, 25],
  ['Leeks', 'vegetables', 'kg', 200, 400, 20],
  ['Green beans', 'vegetables', 'kg', 250, 600, 20],
  ['Cabbage', 'vegetables', 'kg', 120, 300, 30],
  ['Brinjal', 'vegetables', 'kg', 150, 350, 20],
  ['Tomatoes', 'vegetables', 'kg', 200, 500, 20],
  ['Pumpkin', 'vegetables', 'kg', 80, 200, 40],
  ['Green chillies', 'vegetables', 'kg', 400, 1200, 10],
  ['Potatoes', 'vegetables', 'kg', 250, 400, 50],
  ['Big onions', 'vegetables', 'kg', 200, 450, 50],
  ['Okra', 'vegetables', 'kg', 200, 450, 15],
  ['Bitter gourd', 'vegetables', 'kg', 250, 500, 15],
  ['Gotukola', 'vegetables', 'bunch', 50, 120, 10],
  ['Kankun', 'vegetables', 'bunch', 60, 120, 10],
  ['Karthakolomban mangoes', 'fruits', 'kg', 300, 800, 20],
  ['Ambul bananas', 'fruits', 'kg', 150, 300, 20],
  ['Kolikuttu bananas', 'fruits', 'dozen', 250, 600, 10],
  ['Papaya', 'fruits', 'kg', 150, 300, 20],
  ['Pineapple', 'fruits', 'piece', 250, 600, 12],
  ['Rambutan', 'fruits', 'kg', 300, 700, 20],
  ['Avocado', 'fruits', 'kg', 300, 900, 10],
  ['Wood apple', 'fruits', 'piece', 80, 200, 20],
  ['Mangosteen', 'fruits', 'kg', 800, 1500, 10],
  ['Red rice', 'grains', 'kg', 180, 300, 50],
  ['Samba rice', 'grains', 'kg', 220, 320, 50],
  ['Keeri samba', 'grains', 'kg', 280, 420, 50],
  ['Green gram', 'grains', 'kg', 900, 1400, 10],
  ['Cowpea', 'grains', 'kg', 800, 1200, 10],
  ['Kurakkan', 'grains', 'kg', 500, 900, 10],
  ['Fresh milk', 'dairy', 'litre', 200, 350, 20],
  ['Buffalo curd', 'dairy', 'piece', 700, 1200, 6],
  ['Ghee', 'dairy', 'pack', 900, 1600, 6],
  ['Yoghurt', 'dairy', 'piece', 70, 120, 24],
  ['Village chicken', 'meat-poultry', 'kg', 1800, 3200, 5],
  ['Broiler chicken', 'meat-poultry', 'kg', 1100, 1600, 10],
  ['Eggs', 'meat-poultry', 'dozen', 480, 720, 10],
  ['Duck eggs', 'meat-poultry', 'dozen', 600, 900, 5],
  ['Goats', 'livestock', 'unit', 25_000, 75_000, 1],
  ['Dairy cows', 'livestock', 'unit', 120_000, 350_000, 1],
  ['Layer hens', 'livestock', 'unit', 1500, 2500, 20],
  ['Coconut seedlings', 'seeds-plants', 'piece', 250, 600, 50],
  ['Papaya seedlings', 'seeds-plants', 'piece', 100, 250, 50],
  ['Chilli seeds', 'seeds-plants', 'pack', 150, 450, 10],
  ['Mango grafts', 'seeds-plants', 'piece', 600, 1500, 10],
  ['Orchid plants', 'seeds-plants', 'piece', 800, 3000, 5],
  ['Cinnamon quills', 'herbs-spices', 'kg', 2800, 4500, 5],
  ['Black pepper', 'herbs-spices', 'kg', 1800, 3200, 5],
  ['Cloves', 'herbs-spices', 'kg', 2500, 4500, 3],
  ['Turmeric', 'herbs-spices', 'kg', 900, 2000, 5],
  ['Curry leaves', 'herbs-spices', 'bunch', 40, 100, 10],
  ['Cardamom', 'herbs-spices', 'pack', 500, 1200, 6],
  ['Water pump', 'equipment', 'unit', 18_000, 65_000, 1],
  ['Two-wheel tractor', 'equipment', 'unit', 350_000, 650_000, 1],
  ['Knapsack sprayer', 'equipment', 'unit', 6000, 18_000, 2],
  ['Mammoty', 'equipment', 'unit', 1500, 3500, 3],
  ['Drip irrigation kit', 'equipment', 'unit', 8000, 25_000, 2],
  ['Bee honey', 'other', 'litre', 2500, 4500, 4],
  ['Kithul treacle', 'other', 'litre', 1200, 2200, 4],
  ['Coconut oil', 'other', 'litre', 700, 1100, 10],
  ['Jaggery', 'other', 'kg', 900, 1500, 5],
];

/** Names people sign up with, some in Sinhala and Tamil script: what View Customers searches. */
const firstNames = [
  'Nimal',
  'Kamal',
  'Sunil',
  'Anura',
  'Chaminda',
  'Dilani',
  'Priyanka',
  'Kumari',
  'Saman',
  'Ruwan',
  'Tharindu',
  'Nadeesha',
  'Lakmini',
  'Kasun',
  'Isuru',
  'Sanduni',
  'Mohamed',
  'Fathima',
  'Rajendran',
  'Kavitha',
  'Suresh',
  'Priya',
  'Arun',
  'Malathi',
  'Chathura',
  'Hiruni',
  'Dinesh',
  'Shanika',
  'සමන්',
  'නිමල්',
  'கவிதா',
  'ராஜன்',
];
const lastNames = [
  'Perera',
  'Fernando',
  'Silva',
  'Jayasuriya',
  'Bandara',
  'Wickramasinghe',
  'Dissanayake',
  'Herath',
  'Gunawardena',
  'Kumara',
  'Ratnayake',
  'Senanayake',
  'Wijesinghe',
  'Sivakumar',
  'Navaratnam',
  'Thevarajah',
  'Ismail',
  'Farook',
  'Mendis',
  'Rathnayake',
  'Jayawardena',
  'Karunaratne',
  'පෙරේරා',
  'සිල්වා',
  'சிவகுமார்',
  'நவரத்தினம்',
];
const listingDescription = 'Grown and packed by the seller, delivered across the district.';
const towns = [
  'Temple Road',
  'Main Street',
  'Station Road',
  'Lake Road',
  'Hospital Lane',
  'School Lane',
  'Market Street',
  'Paddy Field Road',
];

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}::text`),
    sql`, `,
  )}]`;

/** One statement at a time: a temporary table lives on the connection it was made on (the caller gives one). */
async function run(db: Db, statement: ReturnType<typeof sql>) {
  await db.execute(statement);
}

/**
 * How many orders of each kind make about `size.orderItems` items: the cooperative's (2.5 items each, one in
 * five with an item of another seller added) and everyone else's (1–4 items, 2.15 on average).
 */
function orderCounts(size: MarketSize) {
  const cooperativeOrders = Math.round(size.cooperativeSold / 2.5);
  const cooperativeCancelledOrders = Math.round(cooperativeOrders / 10);
  const cooperativeItems = (cooperativeOrders + cooperativeCancelledOrders) * 2.5 * 1.08;
  const otherOrders = Math.max(1, Math.round((size.orderItems - cooperativeItems) / 2.148));
  return { cooperativeOrders, cooperativeCancelledOrders, otherOrders };
}

/**
 * Fills an empty, migrated database. `db` must be a single connection (PGlite, or a pool of one), since the
 * plan is kept in temporary tables between statements.
 */
export async function generateSellerMarket(db: Db, size: MarketSize, signedUp: SignedUpSellers): Promise<MarketFacts> {
  const startedAt = performance.now();
  const { cooperativeOrders, cooperativeCancelledOrders, otherOrders } = orderCounts(size);
  const others = size.sellers - 1;
  // The cooperative's orders hold 4, 3, 2, 1 items in turn: whole rounds of four orders, ten items a round.
  if (size.cooperativeSold % 10 !== 0) throw new Error('the cooperative sells a multiple of 10 items');
  if (signedUp.sellerIds.length > others) throw new Error('more sellers signed up than the market has');
  const spacing = Math.floor(others / Math.max(1, signedUp.sellerIds.length));

  await run(db, sql`select setseed(0.42)`);
  await run(
    db,
    sql`create temp table bench_produce (k int primary key, title text, category product_category, unit product_unit, low int, high int, most int)`,
  );
  await run(
    db,
    sql`insert into bench_produce values ${sql.join(
      produce.map(
        ([title, category, unit, low, high, most], index) =>
          sql`(${index}::int, ${title}::text, ${category}::product_category, ${unit}::product_unit, ${low}::int, ${high}::int, ${most}::int)`,
      ),
      sql`, `,
    )}`,
  );
  await run(db, sql`create temp table bench_district (k int primary key, slug district, names text)`);
  await run(
    db,
    sql`insert into bench_district values ${sql.join(
      districts.map(
        (slug, index) =>
          sql`(${index}::int, ${slug}::district, ${languages.map((language) => districtNames[slug][language]).join(searchTextSeparator)}::text)`,
      ),
      sql`, `,
    )}`,
  );

  // Sellers: n = 0 is the cooperative; 1… are ranked by how much they sell (1 the most). The signed-up ones
  // take every `spacing`-th rank, so the sellers the benchmark signs in sample the whole range.
  await run(
    db,
    sql`create temp table bench_seller (n int primary key, id text not null, first_name text, last_name text, district int, products int)`,
  );
  await run(
    db,
    sql`insert into bench_seller (n, id)
      select 0, ${signedUp.cooperativeId}::text
      union all select 1 + (k - 1) * ${spacing}::int, id from unnest(${textArray(signedUp.sellerIds)}) with ordinality as signed(id, k)`,
  );
  await run(
    db,
    sql`insert into bench_seller (n, id)
      select n, gen_random_uuid()::text from generate_series(1, ${others}::int) as n where n not in (select n from bench_seller)`,
  );
  await run(
    db,
    sql`update bench_seller set
      first_name = case when n = 0 then 'Uva Green' else (${textArray(firstNames)})[1 + floor(random() * ${firstNames.length}::int)::int] end,
      last_name = case when n = 0 then 'Cooperative' else (${textArray(lastNames)})[1 + floor(random() * ${lastNames.length}::int)::int] end,
      district = floor(random() * ${districts.length}::int)::int,
      products = case when n = 0 then 120 else 20 + floor(random() * 61)::int end`,
  );
  await run(
    db,
    sql`insert into users (id, name, first_name, last_name, email, email_verified, created_at, updated_at)
      select id, first_name || ' ' || last_name, first_name, last_name, 'seller' || n || '@bench.govi.invalid', true,
        now() - interval '500 days', now() - interval '500 days'
      from bench_seller where id not in (select id from users)`,
  );
  await run(
    db,
    sql`update users set first_name = s.first_name, last_name = s.last_name, name = s.first_name || ' ' || s.last_name
      from bench_seller s where users.id = s.id`,
  );

  await run(db, sql`create temp table bench_buyer (n int primary key, id text not null, district int, phone text)`);
  await run(
    db,
    sql`insert into bench_buyer
      select n, gen_random_uuid()::text, floor(random() * ${districts.length}::int)::int,
        '+947' || lpad(((n::bigint * 7919 + 1234567) % 100000000)::text, 8, '0')
      from generate_series(0, ${size.buyers - 1}::int) as n`,
  );
  await run(
    db,
    sql`insert into users (id, name, first_name, last_name, email, email_verified, language, created_at, updated_at)
      select id, first_name || ' ' || last_name, first_name, last_name, 'buyer' || n || '@bench.govi.invalid', true,
        (array['en', 'si', 'ta'])[1 + n % 3], now() - interval '450 days', now() - interval '450 days'
      from (
        select n, id,
          (${textArray(firstNames)})[1 + floor(random() * ${firstNames.length}::int)::int] as first_name,
          (${textArray(lastNames)})[1 + floor(random() * ${lastNames.length}::int)::int] as last_name
        from bench_buyer
      ) as named`,
  );

  // Listings: most in the seller's own district; 85% active, the rest taken down or drafts.
  await run(
    db,
    sql`create temp table bench_listing as
      select s.n as seller_n, slot, gen_random_uuid() as id, floor(random() * ${produce.length}::int)::int as produce,
        case when random() < 0.8 then s.district else floor(random() * ${districts.length}::int)::int end as district,
        case when s.n = 0 or random() < 0.85 then 'active' when random() < 0.67 then 'inactive' else 'draft' end::product_status as status,
        random() as price_point, now() - make_interval(days => 400 + floor(random() * 100)::int) as created
      from bench_seller s cross join lateral generate_series(0, s.products - 1) as slot`,
  );
  await run(db, sql`alter table bench_listing add primary key (seller_n, slot)`);
  await run(
    db,
    sql`insert into products (id, seller_id, seller_name, title, description, price_cents, unit, category, district, town,
        quantity, status, search_text, created_at, updated_at)
      select l.id, s.id, s.first_name || ' ' || s.last_name, p.title, ${listingDescription}::text,
        (round(p.low + (p.high - p.low) * l.price_point) * 100)::int, p.unit, p.category, d.slug, null,
        1 + floor(random() * 500)::int, l.status,
        lower(p.title || ${searchTextSeparator}::text || ${listingDescription}::text || ${searchTextSeparator}::text || ${searchTextSeparator}::text ||
          s.first_name || ' ' || s.last_name || ${searchTextSeparator}::text || d.names),
        l.created, l.created
      from bench_listing l
      join bench_seller s on s.n = l.seller_n
      join bench_produce p on p.k = l.produce
      join bench_district d on d.k = l.district`,
  );

  // Orders: days ago skewed to the recent (a growing market), at a Colombo time of day, never in the future.
  await run(
    db,
    sql`create temp table bench_order (id uuid primary key, buyer_n int, primary_n int, primary_items int, second_n int,
      second_items int, ordered_at timestamptz, status order_item_status)`,
  );
  const orderedAt = sql`least(now() - interval '1 minute',
    (((now() at time zone 'Asia/Colombo')::date - floor(400 * power(random(), 1.3))::int)
      + make_interval(hours => case when random() < 0.03 then 23 else 6 + floor(random() * 16)::int end,
        mins => floor(random() * 60)::int, secs => floor(random() * 60)::int)) at time zone 'Asia/Colombo')`;
  const buyerPick = sql`floor(${size.buyers}::int * power(random(), 1.5))::int`;
  await run(
    db,
    sql`insert into bench_order
      select gen_random_uuid(), ${buyerPick}, 1 + floor(${others}::int * power(random(), 2))::int,
        case when multi then ceil(items / 2.0)::int else items end,
        case when multi then 1 + floor(random() * ${others}::int)::int end,
        case when multi then floor(items / 2.0)::int else 0 end,
        ${orderedAt}, null
      from (select 1 + floor(4 * power(random(), 1.5))::int as items, random() < 0.25 as multi
        from generate_series(1, ${otherOrders}::int)) as planned`,
  );
  // The cooperative's: 4, 3, 2, 1 items in turn (exactly 2.5 an order), one in five with another seller's item.
  await run(
    db,
    sql`insert into bench_order
      select gen_random_uuid(), ${buyerPick}, 0, 4 - (g % 4), case when multi then 1 + floor(random() * ${others}::int)::int end,
        case when multi then 1 else 0 end, ${orderedAt}, case when g > ${cooperativeOrders}::int then 'cancelled'::order_item_status end
      from (select g, random() < 0.2 as multi from generate_series(1, ${cooperativeOrders + cooperativeCancelledOrders}::int) as g) as planned`,
  );
  // Status by age; the cooperative's orders not marked cancelled above are never cancelled.
  await run(
    db,
    sql`update bench_order set status = case
        when status is not null then status
        when primary_n <> 0 and roll < 0.1 then 'cancelled'
        when ordered_at > now() - interval '2 days' then (case when roll < 0.6 then 'pending' else 'confirmed' end)::order_item_status
        when ordered_at > now() - interval '7 days' then (case when roll < 0.45 then 'confirmed' else 'delivered' end)::order_item_status
        else 'delivered' end
      from (select id as order_id, random() as roll from bench_order) as rolled
      where bench_order.id = rolled.order_id`,
  );

  // Items: each seller's best products sell most; prices move ±15% around today's; another seller in the same
  // order sometimes cancels their part.
  await run(
    db,
    sql`create temp table bench_item as
      select gen_random_uuid() as id, o.id as order_id, o.ordered_at, part.seller_n,
        floor(s.products * power(random(), 1.5))::int as slot,
        case when o.status <> 'cancelled' and part.second and random() < 0.1 then 'cancelled' else o.status end::order_item_status as status,
        0.85 + 0.3 * random() as price_move, random() as amount
      from bench_order o
      cross join lateral (
        select o.primary_n as seller_n, false as second from generate_series(1, o.primary_items)
        union all select o.second_n, true from generate_series(1, o.second_items)
      ) as part
      join bench_seller s on s.n = part.seller_n`,
  );
  await run(
    db,
    sql`insert into orders (id, buyer_id, idempotency_key, total_cents, status, delivery_address, district, phone_number, created_at, updated_at)
      select o.id, b.id, gen_random_uuid(), totals.cents, totals.status,
        'No. ' || (1 + b.n % 300) || ', ' || (${textArray(towns)})[1 + b.n % ${towns.length}::int], d.slug, b.phone,
        o.ordered_at, o.ordered_at + interval '1 day'
      from bench_order o
      join bench_buyer b on b.n = o.buyer_n
      join bench_district d on d.k = case when b.n % 10 = 0 then (b.district + 1) % ${districts.length}::int else b.district end
      join (
        select i.order_id, sum(priced.cents * priced.quantity)::bigint as cents,
          (case when bool_and(i.status = 'cancelled') then 'cancelled'
            when bool_or(i.status = 'pending') then 'pending'
            when bool_or(i.status = 'confirmed') then 'confirmed'
            else 'delivered' end)::order_item_status as status
        from bench_item i
        join bench_listing l on l.seller_n = i.seller_n and l.slot = i.slot
        join bench_produce p on p.k = l.produce
        cross join lateral (select (round((p.low + (p.high - p.low) * l.price_point) * i.price_move) * 100)::int as cents,
          1 + floor(p.most * power(i.amount, 3))::int as quantity) as priced
        group by i.order_id
      ) as totals on totals.order_id = o.id
      order by o.ordered_at`,
  );
  // A million items in one statement: the triggers that keep seller_customers would lock every (seller, buyer)
  // pair at once. They are off for this statement and the customers are counted from the items afterwards.
  await run(db, sql`alter table order_items disable trigger user`);
  try {
    await run(
      db,
      sql`insert into order_items (id, order_id, product_id, ordered_product_id, seller_id, title, unit, price_cents_at_time, quantity, status, ordered_at, updated_at)
        select i.id, i.order_id, l.id, l.id, s.id, p.title, p.unit,
          (round((p.low + (p.high - p.low) * l.price_point) * i.price_move) * 100)::int,
          1 + floor(p.most * power(i.amount, 3))::int, i.status, i.ordered_at, i.ordered_at + interval '1 day'
        from bench_item i
        join bench_seller s on s.n = i.seller_n
        join bench_listing l on l.seller_n = i.seller_n and l.slot = i.slot
        join bench_produce p on p.k = l.produce
        order by i.ordered_at`,
    );
  } finally {
    await run(db, sql`alter table order_items enable trigger user`);
  }
  await run(db, sql`select seller_customers_count_all()`);

  // Views: about 15 a listing on average, skewed, more of them lately; a visitor key like the app's opaque ones.
  await run(
    db,
    sql`insert into product_views (product_id, seller_id, day, visitor)
      select p.id, p.seller_id, ((now() at time zone 'Asia/Colombo')::date - floor(400 * power(random(), 1.3))::int),
        substr(md5(random()::text), 1, 22)
      from (select id, seller_id, floor(45 * power(random(), 2))::int as views from products) as p
      cross join lateral generate_series(1, p.views) as g
      order by 3
      on conflict do nothing`,
  );

  const facts = await countMarket(db, signedUp);
  for (const table of ['bench_item', 'bench_order', 'bench_listing', 'bench_buyer', 'bench_seller', 'bench_district', 'bench_produce']) {
    await run(db, sql.raw(`drop table ${table}`));
  }
  // Fresh planner statistics and visibility map, as autovacuum would give them later.
  await run(db, sql`vacuum analyze`);
  return { ...facts, seconds: (performance.now() - startedAt) / 1000 };
}

async function countMarket(db: Db, { cooperativeId, sellerIds }: SignedUpSellers): Promise<Omit<MarketFacts, 'seconds'>> {
  const [counts] = await selectRows<Record<string, number>>(
    db,
    sql`select
      (select count(distinct seller_id)::int from products) as sellers,
      (select count(distinct buyer_id)::int from orders) as buyers,
      (select count(*)::int from products) as products,
      (select count(*)::int from orders) as orders,
      (select count(*)::int from order_items) as "orderItems",
      (select count(*)::int from order_items where status = 'cancelled') as "cancelledItems",
      (select count(*)::int from product_views) as "productViews",
      pg_database_size(current_database())::float8 as "databaseBytes"`,
  );
  const [cooperative] = await selectRows<{ sold: number; cancelled: number; from: string; to: string }>(
    db,
    sql`select count(*) filter (where status <> 'cancelled')::int as sold, count(*) filter (where status = 'cancelled')::int as cancelled,
      to_char(min(ordered_at) at time zone 'Asia/Colombo', 'YYYY-MM-DD') as "from",
      to_char(max(ordered_at) at time zone 'Asia/Colombo', 'YYYY-MM-DD') as "to"
      from order_items where seller_id = ${cooperativeId}`,
  );
  if (!counts || !cooperative) throw new Error('the generated market could not be counted');
  const items = await selectRows<{ seller_id: string; items: number }>(
    db,
    sql`select seller_id, count(*)::int as items from order_items where seller_id = any(${textArray(sellerIds)}) group by seller_id`,
  );
  return {
    cooperativeId,
    itemsOf: new Map(items.map((row) => [row.seller_id, row.items])),
    sellers: counts.sellers ?? 0,
    buyers: counts.buyers ?? 0,
    products: counts.products ?? 0,
    orders: counts.orders ?? 0,
    orderItems: counts.orderItems ?? 0,
    cancelledItems: counts.cancelledItems ?? 0,
    productViews: counts.productViews ?? 0,
    databaseBytes: counts.databaseBytes ?? 0,
    cooperativeSold: cooperative.sold,
    cooperativeCancelled: cooperative.cancelled,
    cooperativeRange: { from: cooperative.from, to: cooperative.to },
  };
}
