import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemOf, moveTestItem, placeTestOrder, setOrderTime } from '@tests/factories/orders';
import { multipart } from '@scripts/lib/multipart-body';
import { makeImage } from '@tests/factories/images';
import { insertProduct } from '@tests/factories/products';
import { cookieFrom, createUser, type TestUser } from '@tests/factories/users';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';
import type { Boost, BoostList } from '@domain/boosts/boost.schema';
import type { BrowseResult, FeaturedProducts, ProductDetail } from '@domain/catalog/product.schema';
import { boostEvents } from '@server/db/schema/boosts';
import { products } from '@server/db/schema/catalog';

const start = new Date('2026-11-20T04:00:00Z');
let clockAt = start.getTime();
const day = 86_400_000;

let testApp: TestApp;
let seller: TestUser;
let otherSeller: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  testApp = await createTestApp({ clock: () => new Date(clockAt) });
  seller = await createUser(testApp.app, { firstName: 'Sunil', lastName: 'Bandara' });
  otherSeller = await createUser(testApp.app, { firstName: 'Mohamed', lastName: 'Nizam' });
  buyer = await createUser(testApp.app, { firstName: 'Ayesha', lastName: 'Fernando' });
});
afterAll(async () => {
  await testApp.close();
});

const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

function call(user: TestUser | null, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return testApp.app.inject({
    method,
    url,
    headers: { origin: testOrigin, 'user-agent': chrome, ...(user && { cookie: user.cookie }) },
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  });
}

/** Every product gets a word of its own, so a search for it matches it alone. */
let words = 0;
async function newProduct(overrides: Partial<Parameters<typeof insertProduct>[1]> = {}, owner: TestUser = seller) {
  words += 1;
  return insertProduct(testApp.database.db, {
    sellerId: owner.id,
    sellerName: 'Sunil Bandara',
    title: `Boostable kiri${words}ala`,
    quantity: 50,
    ...overrides,
  });
}

const launchInput = (productId: string, overrides: Record<string, unknown> = {}) => ({
  productId,
  description: 'Fresh from the hills this week',
  dailyBudgetCents: 2_000_00,
  durationDays: 7,
  ...overrides,
});

async function launch(productId: string, overrides: Record<string, unknown> = {}, as: TestUser = seller) {
  const response = await call(as, 'POST', '/api/seller/boosts', launchInput(productId, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Boost>();
}

async function browse(query: string) {
  const response = await call(null, 'GET', `/api/products?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BrowseResult>();
}

const sponsoredIds = (page: { sponsored: { id: string }[] }) => page.sponsored.map((product) => product.id);

async function boostsOf(user: TestUser) {
  const response = await call(user, 'GET', '/api/seller/boosts');
  expect(response.statusCode).toBe(200);
  return response.json<BoostList>().boosts;
}

async function boostOf(user: TestUser, id: string) {
  const boost = (await boostsOf(user)).find((each) => each.id === id);
  if (!boost) throw new Error(`no boost ${id}`);
  return boost;
}

function beacon(
  boostId: string,
  kind: 'impressions' | 'clicks',
  { cookie, userAgent = chrome, origin = testOrigin, address = '203.0.113.7' } = {} as {
    cookie?: string;
    userAgent?: string;
    origin?: string | null;
    address?: string;
  },
) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/boosts/${boostId}/${kind}`,
    remoteAddress: address,
    headers: { 'user-agent': userAgent, ...(origin && { origin }), ...(cookie && { cookie }) },
  });
}

async function totalsOf(boostId: string, user: TestUser = seller) {
  await testApp.app.boostEvents.flush();
  return (await boostOf(user, boostId)).totals;
}

describe('launching a boost', () => {
  it('starts an Active boost of the seller’s own product for its days, shown in Browse and on the home page', async () => {
    const product = await newProduct({ priceCents: 40_000, category: 'fruits', district: 'kandy' });
    const boost = await launch(product.id, { durationDays: 3, districts: [] });
    expect(boost).toMatchObject({
      productId: product.id,
      productTitle: product.title,
      status: 'active',
      dailyBudgetCents: 2_000_00,
      durationDays: 3,
      totals: { impressions: 0, clicks: 0, orders: 0, revenueCents: 0 },
    });
    expect(new Date(boost.endsAt).getTime() - new Date(boost.startsAt).getTime()).toBe(3 * day);
    expect(boost.days.map((each) => each.day)).toEqual(['2026-11-20']);

    const word = product.title.split(' ')[1] as string;
    expect(sponsoredIds(await browse(`q=${word}`))).toEqual([]); // on the page already: not sponsored there
    const page = await browse(`category=fruits&district=kandy&minPrice=30000&maxPrice=50000&inStock=true&page=50`);
    expect(sponsoredIds(page)).toEqual([product.id]);
    expect(page.sponsored[0]?.boostId).toBe(boost.id);
    expect(page.sponsored[0]?.adText).toBe('Fresh from the hills this week');
    // "{n} products found" counts the results (the product itself, on page 1), not the sponsored card besides.
    expect(page.products).toEqual([]);
    expect(page.total).toBe(1);
  });

  it('carries what the ad says with the sponsored card, as the seller wrote it', async () => {
    const product = await newProduct({ category: 'grains', district: 'matale' });
    const adWords = 'Cinnamon <b>quills</b> & bark — කුරුඳු, கறுவா';
    const boost = await launch(product.id, { description: adWords });
    const page = await browse('category=grains&district=matale&page=50');
    expect(page.sponsored.find((card) => card.boostId === boost.id)?.adText).toBe(adWords);
  });

  it('refuses bad input with the field that is wrong, and keeps nothing', async () => {
    const product = await newProduct();
    const cases: [Record<string, unknown>, string][] = [
      [{ dailyBudgetCents: 99_99 }, 'dailyBudgetCents'],
      [{ dailyBudgetCents: 100_000_01 }, 'dailyBudgetCents'],
      [{ dailyBudgetCents: 1500.5 }, 'dailyBudgetCents'],
      [{ durationDays: 0 }, 'durationDays'],
      [{ durationDays: 31 }, 'durationDays'],
      [{ durationDays: 2.5 }, 'durationDays'],
      [{ description: '   ' }, 'description'],
      [{ description: 'x'.repeat(201) }, 'description'],
      [{ description: 'nul\u0000byte' }, 'description'],
      [{ districts: ['atlantis'] }, 'districts.0'],
      [{ districts: ['kandy', 'kandy'] }, 'districts'],
      [{ productId: '../../etc/passwd' }, 'productId'],
      [{ startsAt: '2020-01-01' }, 'startsAt'],
    ];
    for (const [overrides, field] of cases) {
      const response = await call(seller, 'POST', '/api/seller/boosts', launchInput(product.id, overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      const paths = response.json<{ error: { fields: { path: string }[] } }>().error.fields.map((each) => each.path);
      expect(paths, JSON.stringify(overrides)).toContain(field);
    }
    expect((await boostsOf(seller)).filter((boost) => boost.productId === product.id)).toEqual([]);
  });

  it('lets only the product’s seller boost it, only while it is listed and in stock, and only once at a time', async () => {
    const product = await newProduct();
    expect((await call(null, 'POST', '/api/seller/boosts', launchInput(product.id))).statusCode).toBe(401);

    const foreign = await call(otherSeller, 'POST', '/api/seller/boosts', launchInput(product.id));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ error: { code: 'forbidden', reason: 'not_own_product' } });

    const missing = await call(seller, 'POST', '/api/seller/boosts', launchInput('00000000-0000-4000-8000-000000000000'));
    expect(missing.statusCode).toBe(404);

    for (const [overrides, reason] of [
      [{ status: 'draft' }, 'product_not_active'],
      [{ status: 'inactive' }, 'product_not_active'],
      [{ quantity: 0 }, 'product_sold_out'],
    ] as const) {
      const refused = await call(seller, 'POST', '/api/seller/boosts', launchInput((await newProduct(overrides)).id));
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ error: { code: 'conflict', reason } });
    }

    await launch(product.id);
    const again = await call(seller, 'POST', '/api/seller/boosts', launchInput(product.id));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { reason: 'already_boosted' } });
    expect((await boostsOf(otherSeller)).some((boost) => boost.productId === product.id)).toBe(false);
  });

  it('leaves one boost when two launches for one product race', async () => {
    const product = await newProduct();
    const answers = await Promise.all([1, 2, 3].map(() => call(seller, 'POST', '/api/seller/boosts', launchInput(product.id))));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await boostsOf(seller)).filter((boost) => boost.productId === product.id)).toHaveLength(1);
  });
});

describe('pausing, resuming and the end of a boost', () => {
  it('takes a paused boost out of the slots at once and puts it back on resume; only its seller may', async () => {
    const product = await newProduct({ category: 'herbs-spices' });
    const boost = await launch(product.id);
    expect(sponsoredIds(await browse('category=herbs-spices&page=40'))).toContain(product.id);

    expect((await call(null, 'POST', `/api/seller/boosts/${boost.id}/pause`)).statusCode).toBe(401);
    const foreign = await call(otherSeller, 'POST', `/api/seller/boosts/${boost.id}/pause`);
    expect(foreign.statusCode).toBe(403);
    expect(sponsoredIds(await browse('category=herbs-spices&page=40'))).toContain(product.id);

    const paused = await call(seller, 'POST', `/api/seller/boosts/${boost.id}/pause`);
    expect(paused.json<Boost>().status).toBe('paused');
    expect(sponsoredIds(await browse('category=herbs-spices&page=40'))).not.toContain(product.id);
    // A paused boost still holds its product: no second boost beside it.
    expect((await call(seller, 'POST', '/api/seller/boosts', launchInput(product.id))).statusCode).toBe(409);

    expect((await call(otherSeller, 'POST', `/api/seller/boosts/${boost.id}/resume`)).statusCode).toBe(403);
    const resumed = await call(seller, 'POST', `/api/seller/boosts/${boost.id}/resume`);
    expect(resumed.json<Boost>().status).toBe('active');
    expect(sponsoredIds(await browse('category=herbs-spices&page=40'))).toContain(product.id);
    // Its end did not move: a pause does not stop its days running out.
    expect(resumed.json<Boost>().endsAt).toBe(boost.endsAt);
  });

  it('answers odd pause and resume requests without a 5xx, and changes nothing', async () => {
    const boost = await launch((await newProduct()).id);
    for (const url of [
      '/api/seller/boosts/not-a-uuid/pause',
      '/api/seller/boosts/..%2F..%2Fproducts/resume',
      `/api/seller/boosts/${boost.id}%00/pause`,
    ]) {
      expect((await call(seller, 'POST', url)).statusCode, url).toBe(400);
    }
    expect((await call(seller, 'POST', '/api/seller/boosts/00000000-0000-4000-8000-000000000000/pause')).statusCode).toBe(404);
    expect((await call(seller, 'POST', '/api/seller/boosts')).statusCode).toBe(400);
    expect((await boostOf(seller, boost.id)).status).toBe('active');
  });

  it('completes at its end, even paused: out of the slots, not resumable, and the product free for a new boost', async () => {
    const product = await newProduct({ category: 'dairy' });
    const boost = await launch(product.id, { durationDays: 2 });
    await call(seller, 'POST', `/api/seller/boosts/${boost.id}/pause`);
    clockAt += 2 * day;
    try {
      expect((await boostOf(seller, boost.id)).status).toBe('completed');
      const resume = await call(seller, 'POST', `/api/seller/boosts/${boost.id}/resume`);
      expect(resume.statusCode).toBe(409);
      expect(resume.json()).toMatchObject({ error: { reason: 'boost_ended' } });
      expect((await call(seller, 'POST', `/api/seller/boosts/${boost.id}/pause`)).statusCode).toBe(409);
      expect(sponsoredIds(await browse('category=dairy&page=40&sort=price_asc'))).not.toContain(product.id);
      const next = await launch(product.id, { durationDays: 1 });
      expect(next.status).toBe('active');
      // Two days from 09:30 in Colombo: it ran on three calendar days.
      expect((await boostOf(seller, boost.id)).days.map((each) => each.day)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
    } finally {
      clockAt = start.getTime();
    }
  });
});

describe('the sponsored slots', () => {
  it('show a product only where it matches every filter, in stock and active, and leave at once when that changes', async () => {
    const product = await newProduct({ priceCents: 12_345, category: 'grains', district: 'ampara' });
    const word = product.title.split(' ')[1] as string;
    await launch(product.id);
    const matching = 'category=grains&district=ampara&minPrice=12000&maxPrice=13000&inStock=true&page=30';
    expect(sponsoredIds(await browse(matching))).toEqual([product.id]);
    for (const other of ['category=fruits', 'district=kandy', 'minPrice=13000', 'maxPrice=12000', `q=${word}x`]) {
      expect(sponsoredIds(await browse(`${other}&page=30`)), other).not.toContain(product.id);
    }

    // Sold out, deactivated, deleted: out of the slots on the next read, the read cache too.
    const db = testApp.database.db;
    const patch = (body: Record<string, unknown>) =>
      testApp.app.inject({
        method: 'PATCH',
        url: `/api/products/${product.id}`,
        headers: { origin: testOrigin, cookie: seller.cookie },
        payload: body,
      });
    expect((await patch({ quantity: 0 })).statusCode).toBe(200);
    expect(sponsoredIds(await browse(matching.replace('&inStock=true', '')))).toEqual([]);
    expect((await patch({ quantity: 5 })).statusCode).toBe(200);
    expect(sponsoredIds(await browse(matching))).toEqual([product.id]);
    expect((await patch({ status: 'inactive' })).statusCode).toBe(200);
    expect(sponsoredIds(await browse(matching))).toEqual([]);
    expect((await patch({ status: 'active' })).statusCode).toBe(200);
    expect(sponsoredIds(await browse(matching))).toEqual([product.id]);
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/products/${product.id}`,
      headers: { origin: testOrigin, cookie: seller.cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect(sponsoredIds(await browse(matching))).toEqual([]);
    expect(await db.select().from(products).where(eq(products.id, product.id))).toEqual([]);
  });

  it('leaves the slots at its end, though who may fill them was read before (no announcement marks an end)', async () => {
    const product = await newProduct({ category: 'meat-poultry', district: 'kegalle' });
    await launch(product.id, { durationDays: 1 });
    expect(sponsoredIds(await browse('category=meat-poultry&district=kegalle&page=30'))).toEqual([product.id]);
    clockAt += day;
    try {
      expect(sponsoredIds(await browse('category=meat-poultry&district=kegalle&page=31'))).toEqual([]);
    } finally {
      clockAt = start.getTime();
    }
  });

  it('shows a boost limited to districts only to Browse searches for one of them or for none, never on the home page', async () => {
    const product = await newProduct({ category: 'livestock', district: 'jaffna' });
    await launch(product.id, { districts: ['jaffna', 'mannar'] });
    expect(sponsoredIds(await browse('category=livestock&district=jaffna&page=30'))).toContain(product.id);
    expect(sponsoredIds(await browse('category=livestock&district=jaffna&district=kandy&page=30'))).toContain(product.id);
    expect(sponsoredIds(await browse('category=livestock&page=30'))).toContain(product.id);
    expect(sponsoredIds(await browse('category=livestock&district=kandy&page=30'))).not.toContain(product.id);
    for (let draw = 0; draw < 5; draw += 1) {
      const featured = (await call(null, 'GET', '/api/products/featured')).json<FeaturedProducts>();
      expect(sponsoredIds(featured)).not.toContain(product.id);
    }
  });

  it('puts at most two above Browse and one among Featured, none of them already on the page', async () => {
    const boosted = [];
    for (let index = 0; index < 4; index += 1) boosted.push(await newProduct({ category: 'equipment', district: 'badulla' }));
    for (const product of boosted) await launch(product.id);
    const page = await browse('category=equipment&district=badulla');
    expect(page.products.map((product) => product.id)).toEqual(expect.arrayContaining(boosted.map((product) => product.id)));
    expect(page.sponsored).toEqual([]);
    const beyond = await browse('category=equipment&district=badulla&page=2');
    expect(beyond.sponsored).toHaveLength(2);
    expect(new Set(sponsoredIds(beyond)).size).toBe(2);
    const featured = (await call(null, 'GET', '/api/products/featured')).json<FeaturedProducts>();
    expect(featured.sponsored.length).toBeLessThanOrEqual(1);
    const shown = featured.products.map((product) => product.id);
    for (const id of sponsoredIds(featured)) expect(shown).not.toContain(id);
  });
});

describe('counting impressions, clicks and orders', () => {
  it('counts a visitor once per boost per day, not the seller, not bots, not other sites, not a paused boost', async () => {
    const product = await newProduct();
    const boost = await launch(product.id);

    const first = await beacon(boost.id, 'impressions');
    expect(first.statusCode).toBe(204);
    const cookie = cookieFrom(first.headers['set-cookie']);
    expect(cookie).toMatch(/^govi_visitor=/);
    expect((await beacon(boost.id, 'impressions', { cookie })).statusCode).toBe(204);
    expect((await beacon(boost.id, 'impressions', { cookie: buyer.cookie })).statusCode).toBe(204);
    expect((await beacon(boost.id, 'impressions', { cookie: buyer.cookie })).statusCode).toBe(204);
    await beacon(boost.id, 'impressions', { cookie: seller.cookie });
    await beacon(boost.id, 'impressions', { userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)', address: '198.51.100.1' });
    await beacon(boost.id, 'impressions', { userAgent: 'curl/8.5.0', address: '198.51.100.2' });
    await beacon(boost.id, 'impressions', { origin: 'https://elsewhere.example', address: '198.51.100.3' });
    await beacon(boost.id, 'impressions', { origin: null, address: '198.51.100.4' });
    await beacon(boost.id, 'clicks', { cookie });
    await beacon(boost.id, 'clicks', { cookie });
    expect(await totalsOf(boost.id)).toEqual({ impressions: 2, clicks: 1, orders: 0, revenueCents: 0 });

    await call(seller, 'POST', `/api/seller/boosts/${boost.id}/pause`);
    expect((await beacon(boost.id, 'impressions', { address: '198.51.100.9' })).statusCode).toBe(204);
    expect((await totalsOf(boost.id)).impressions).toBe(2);
    await call(seller, 'POST', `/api/seller/boosts/${boost.id}/resume`);

    // The next Colombo day counts the same visitor again, on a day of its own.
    clockAt += day;
    try {
      await beacon(boost.id, 'impressions', { cookie });
      await testApp.app.boostEvents.flush();
      const days = (await boostOf(seller, boost.id)).days;
      expect(days.map((each) => [each.day, each.impressions, each.clicks])).toEqual([
        ['2026-11-20', 2, 1],
        ['2026-11-21', 1, 0],
      ]);
    } finally {
      clockAt = start.getTime();
    }
  });

  it('answers odd beacons without counting: unknown boost 404, bad id 400', async () => {
    expect((await beacon('00000000-0000-4000-8000-000000000000', 'impressions')).statusCode).toBe(404);
    expect((await beacon('not-a-uuid', 'clicks')).statusCode).toBe(400);
    const odd = await testApp.app.inject({
      method: 'POST',
      url: '/api/boosts/..%2F..%2Fseller%2Fboosts/clicks',
      headers: { origin: testOrigin },
    });
    expect(odd.statusCode).toBe(400);
    const empty = await testApp.app.inject({ method: 'POST', url: '/api/boosts//clicks', headers: { origin: testOrigin } });
    expect([400, 404]).toContain(empty.statusCode);
  });

  it('credits an order placed within seven days of a click by the same buyer, signed in then or not', async () => {
    const product = await newProduct({ priceCents: 30_000 });
    const other = await newProduct({ priceCents: 99_900 });
    const boost = await launch(product.id);

    // Clicked signed out, then signed in to order, from the same browser.
    const anonymous = await beacon(boost.id, 'clicks', { address: '192.0.2.50' });
    const visitorCookie = cookieFrom(anonymous.headers['set-cookie']);
    const latecomer = await createUser(testApp.app, { firstName: 'Nuwan', lastName: 'Silva' });
    await testApp.app.boostEvents.flush();
    const withVisitor = { ...latecomer, cookie: `${latecomer.cookie}; ${visitorCookie}` };
    const credited = await placeTestOrder(testApp.app, withVisitor, [
      { productId: product.id, quantity: 2 },
      { productId: other.id, quantity: 1 },
    ]);

    // Clicked signed in; orders the day after, and eight days after.
    await beacon(boost.id, 'clicks', { cookie: buyer.cookie });
    await testApp.app.boostEvents.flush();
    clockAt += day;
    // Orders are stamped by the database's clock; these tests move the app's, so each order's time is set after.
    const next = await placeTestOrder(testApp.app, buyer, [{ productId: product.id, quantity: 1 }]);
    const tooLate = await placeTestOrder(testApp.app, buyer, [{ productId: product.id, quantity: 1 }]);
    const cancelled = await placeTestOrder(testApp.app, buyer, [{ productId: product.id, quantity: 3 }]);
    const notBoosted = await placeTestOrder(testApp.app, buyer, [{ productId: other.id, quantity: 1 }]);
    try {
      await setOrderTime(testApp.database.db, credited.id, new Date(start.getTime() + 60_000));
      await setOrderTime(testApp.database.db, next.id, new Date(start.getTime() + day));
      await setOrderTime(testApp.database.db, tooLate.id, new Date(start.getTime() + 8 * day));
      await setOrderTime(testApp.database.db, cancelled.id, new Date(start.getTime() + day + 60_000));
      await setOrderTime(testApp.database.db, notBoosted.id, new Date(start.getTime() + day));
      await moveTestItem(testApp.app, seller, itemOf(cancelled, product.id), 'cancelled');

      const boostNow = await boostOf(seller, boost.id);
      // Each click counts as an impression too (a card clicked was seen): never more clicks than impressions.
      expect(boostNow.totals).toEqual({ impressions: 2, clicks: 2, orders: 2, revenueCents: 2 * 30_000 + 30_000 });
      expect(boostNow.days.filter((each) => each.orders > 0).map((each) => [each.day, each.orders, each.revenueCents])).toEqual([
        ['2026-11-20', 1, 60_000],
        ['2026-11-21', 1, 30_000],
      ]);
    } finally {
      clockAt = start.getTime();
    }
  });

  it('counts an order once in the totals when it holds two boosted products it came by', async () => {
    const seller2 = await createUser(testApp.app, { firstName: 'Tharindu', lastName: 'Wijesinghe' });
    const buyer2 = await createUser(testApp.app, { firstName: 'Ishara', lastName: 'Gunasekara' });
    const first = await newProduct({ priceCents: 10_000 }, seller2);
    const second = await newProduct({ priceCents: 20_000 }, seller2);
    const boosts = [await launch(first.id, {}, seller2), await launch(second.id, {}, seller2)];
    for (const boost of boosts) await beacon(boost.id, 'clicks', { cookie: buyer2.cookie });
    await testApp.app.boostEvents.flush();
    const order = await placeTestOrder(testApp.app, buyer2, [
      { productId: first.id, quantity: 1 },
      { productId: second.id, quantity: 1 },
    ]);
    await setOrderTime(testApp.database.db, order.id, new Date(start.getTime() + 60_000));
    const list = (await call(seller2, 'GET', '/api/seller/boosts')).json<BoostList>();
    // Each boost is credited with the order and its own product's line…
    expect(list.boosts.map((boost) => [boost.productTitle, boost.totals.orders, boost.totals.revenueCents]).sort()).toEqual(
      [
        [first.title, 1, 10_000],
        [second.title, 1, 20_000],
      ].sort(),
    );
    // …and together they brought one order of both lines.
    expect(list.totals).toEqual({ impressions: 2, clicks: 2, orders: 1, revenueCents: 30_000 });
  });

  it('keeps the orders a boost brought, and their revenue, after the seller deletes its product', async () => {
    const seller3 = await createUser(testApp.app, { firstName: 'Ruwan', lastName: 'Jayasuriya' });
    const buyer3 = await createUser(testApp.app, { firstName: 'Dilini', lastName: 'Herath' });
    const product = await newProduct({ priceCents: 45_000 }, seller3);
    const boost = await launch(product.id, {}, seller3);
    await beacon(boost.id, 'clicks', { cookie: buyer3.cookie });
    await testApp.app.boostEvents.flush();
    const order = await placeTestOrder(testApp.app, buyer3, [{ productId: product.id, quantity: 2 }]);
    await setOrderTime(testApp.database.db, order.id, new Date(start.getTime() + 60_000));
    const credited = { impressions: 1, clicks: 1, orders: 1, revenueCents: 90_000 };
    expect((await boostOf(seller3, boost.id)).totals).toEqual(credited);

    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/products/${product.id}`,
      headers: { origin: testOrigin, cookie: seller3.cookie },
    });
    expect(deleted.statusCode).toBe(204);

    const list = (await call(seller3, 'GET', '/api/seller/boosts')).json<BoostList>();
    expect(list.boosts.map((each) => [each.productTitle, each.totals])).toEqual([[product.title, credited]]);
    expect(list.boosts[0]?.days.filter((each) => each.orders > 0).map((each) => [each.day, each.orders, each.revenueCents])).toEqual([
      ['2026-11-20', 1, 90_000],
    ]);
    expect(list.totals).toEqual(credited);
  });

  it('shows a seller only their own boosts and numbers', async () => {
    const mine = await launch((await newProduct({}, otherSeller)).id, {}, otherSeller);
    expect((await boostsOf(seller)).map((boost) => boost.id)).not.toContain(mine.id);
    expect((await boostsOf(otherSeller)).map((boost) => boost.id)).toEqual([mine.id]);
    expect((await call(null, 'GET', '/api/seller/boosts')).statusCode).toBe(401);
  });

  it("shows each boost with its own product's cover, among products that all have photos", async () => {
    const jpeg = await makeImage('jpeg', { width: 64, height: 48 });
    const coverOf = async (productId: string) => {
      const form = multipart({}, [{ name: 'cover.jpg', bytes: jpeg }]);
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api/products/${productId}/photos`,
        headers: { ...form.headers, origin: testOrigin, cookie: seller.cookie },
        payload: form.payload,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ProductDetail>().photos[0]?.thumbUrl;
    };
    const [boosted, other] = [await newProduct(), await newProduct()];
    const [boostedCover, otherCover] = [await coverOf(boosted.id), await coverOf(other.id)];
    const boost = await launch(boosted.id);
    expect(boostedCover).not.toBe(otherCover);
    expect((await boostOf(seller, boost.id)).coverUrl).toBe(boostedCover);
  });

  it('writes what is still buffered when the app closes cleanly', async () => {
    const own = await createTestApp();
    try {
      const owner = await createUser(own.app, { firstName: 'Kamala', lastName: 'Perera' });
      const product = await insertProduct(own.database.db, { sellerId: owner.id, quantity: 5 });
      const launched = await own.app.inject({
        method: 'POST',
        url: '/api/seller/boosts',
        headers: { origin: testOrigin, cookie: owner.cookie },
        payload: launchInput(product.id),
      });
      const boostId = launched.json<Boost>().id;
      const seen = await own.app.inject({
        method: 'POST',
        url: `/api/boosts/${boostId}/impressions`,
        headers: { origin: testOrigin, 'user-agent': chrome },
      });
      expect(seen.statusCode).toBe(204);
      expect(await own.database.db.select().from(boostEvents).where(eq(boostEvents.boostId, boostId))).toEqual([]);
      await own.app.close();
      expect(await own.database.db.select().from(boostEvents).where(eq(boostEvents.boostId, boostId))).toHaveLength(1);
    } finally {
      await own.database.close();
    }
  });
});

describe('floods', () => {
  it('limits how often one seller launches, pauses and resumes (each drops cached pages on every instance)', async () => {
    const own = await createTestApp({ rateLimits: { boostWrites: { limit: 2, windowSeconds: 3600 } } });
    try {
      const owner = await createUser(own.app, { firstName: 'Kamala', lastName: 'Perera' });
      const product = await insertProduct(own.database.db, { sellerId: owner.id, quantity: 5 });
      const post = (url: string, payload?: Record<string, unknown>) =>
        own.app.inject({ method: 'POST', url, headers: { origin: testOrigin, cookie: owner.cookie }, ...(payload && { payload }) });
      const launched = await post('/api/seller/boosts', launchInput(product.id));
      expect(launched.statusCode).toBe(201);
      const id = launched.json<Boost>().id;
      expect((await post(`/api/seller/boosts/${id}/pause`)).statusCode).toBe(200);
      const third = await post(`/api/seller/boosts/${id}/resume`);
      expect(third.statusCode).toBe(429);
      expect(
        (await own.app.inject({ method: 'GET', url: '/api/seller/boosts', headers: { cookie: owner.cookie } })).json<BoostList>().boosts[0]
          ?.status,
      ).toBe('paused');
    } finally {
      await own.close();
    }
  });
});
