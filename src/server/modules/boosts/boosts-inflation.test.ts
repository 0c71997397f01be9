import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '@tests/factories/products';
import { cookieFrom, createUser, type TestUser } from '@tests/factories/users';
import { openSecondInstance } from '@tests/setup/second-instance';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';
import type { Boost } from '@domain/boosts/boost.schema';
import { boostEvents } from '@server/db/schema/boosts';

// Ways to make a competitor's boost show impressions and clicks nobody made, each closed.

const visitorsPerAddress = 3;
const eventsPerVisitor = 4;

let testApp: TestApp;
let seller: TestUser;

beforeAll(async () => {
  testApp = await createTestApp({ visitorsPerAddress, rateLimits: { boostEventsPerVisitor: eventsPerVisitor } });
  seller = await createUser(testApp.app, { firstName: 'Sunil', lastName: 'Bandara' });
});
afterAll(async () => {
  await testApp.close();
});

function browserAgent(build: number) {
  return `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${build}.0 Safari/537.36`;
}

async function launchBoost(): Promise<Boost> {
  const product = await insertProduct(testApp.database.db, { sellerId: seller.id, quantity: 50 });
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/seller/boosts',
    headers: { origin: testOrigin, cookie: seller.cookie },
    payload: { productId: product.id, description: 'Fresh from the hills', dailyBudgetCents: 2_000_00, durationDays: 7 },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Boost>();
}

type Beacon = { kind: 'impressions' | 'clicks'; address: string; userAgent?: string; cookie?: string; app?: TestApp['app'] };

function beacon(boostId: string, { kind, address, userAgent = browserAgent(0), cookie, app = testApp.app }: Beacon) {
  return app.inject({
    method: 'POST',
    url: `/api/boosts/${boostId}/${kind}`,
    remoteAddress: address,
    headers: { origin: testOrigin, 'user-agent': userAgent, ...(cookie && { cookie }) },
  });
}

async function counted(boostId: string, kind: 'impression' | 'click'): Promise<number> {
  await testApp.app.boostEvents.flush();
  const rows = await testApp.database.db
    .select()
    .from(boostEvents)
    .where(and(eq(boostEvents.boostId, boostId), eq(boostEvents.kind, kind)));
  return rows.length;
}

describe('sponsored counts aimed at a competitor', () => {
  // Cookies handed to ten browsers (on ten addresses) were each a visitor for a year, anywhere: a script holding
  // them added ten clicks and ten impressions from one address of its own.
  it('ten cookies issued elsewhere, replayed from one address, add no more than that address may bring in a day', async () => {
    const boost = await launchBoost();
    const cookies: string[] = [];
    for (let index = 1; index <= 10; index++) {
      const issued = await beacon(boost.id, { kind: 'impressions', address: `198.51.${index}.20` });
      expect(issued.statusCode).toBe(204);
      cookies.push(cookieFrom(issued.headers['set-cookie']));
    }
    const before = { impressions: await counted(boost.id, 'impression'), clicks: await counted(boost.id, 'click') };
    expect(before).toEqual({ impressions: 10, clicks: 0 });

    for (const cookie of cookies) {
      expect((await beacon(boost.id, { kind: 'clicks', address: '203.0.113.99', cookie })).statusCode).toBe(204);
    }
    expect(await counted(boost.id, 'click')).toBeLessThanOrEqual(visitorsPerAddress);
    // A click counts as an impression too: those it brought are its own visitors' anyway.
    expect(await counted(boost.id, 'impression')).toBe(10);
  });

  it('shares an address’s visitors between instances on one database', async () => {
    const boost = await launchBoost();
    const other = await openSecondInstance(testApp, 'instance B', { visitorsPerAddress });
    try {
      for (let build = 1; build <= 12; build++) {
        const app = build % 2 === 0 ? testApp.app : other.app;
        expect((await beacon(boost.id, { kind: 'clicks', address: '203.0.113.120', userAgent: browserAgent(build), app })).statusCode).toBe(
          204,
        );
      }
    } finally {
      await other.close();
    }
    expect(await counted(boost.id, 'click')).toBe(visitorsPerAddress);
    // The address is full for this instance; a visitor the other one admitted before it filled still counts here.
    const next = await launchBoost();
    for (const build of [1, 5]) await beacon(next.id, { kind: 'clicks', address: '203.0.113.120', userAgent: browserAgent(build) });
    expect(await counted(next.id, 'click')).toBe(1);
  });

  it('counts one cookie’s impressions and clicks up to a daily limit, across boosts', async () => {
    const boosts = [await launchBoost(), await launchBoost(), await launchBoost()];
    const first = await beacon(boosts[0]!.id, { kind: 'clicks', address: '203.0.113.140' });
    const cookie = cookieFrom(first.headers['set-cookie']);
    for (const boost of boosts) {
      await beacon(boost.id, { kind: 'impressions', address: '203.0.113.140', cookie });
      await beacon(boost.id, { kind: 'clicks', address: '203.0.113.140', cookie });
    }
    let total = 0;
    for (const boost of boosts) total += (await counted(boost.id, 'impression')) + (await counted(boost.id, 'click'));
    // Each counted click brings its impression with it: up to one more row than the limit.
    expect(total).toBeLessThanOrEqual(eventsPerVisitor + 1);
    expect(await counted(boosts[0]!.id, 'click')).toBe(1);
  });
});
