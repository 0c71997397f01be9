import { eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '@tests/factories/products';
import { createUser, type TestUser } from '@tests/factories/users';
import { openSecondInstance, type SecondInstance } from '@tests/setup/second-instance';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';
import type { BrowseResult, ProductDetail } from '@domain/catalog/product.schema';
import { products } from '@server/db/schema/catalog';

/**
 * Two app instances on one PostgreSQL database, each with its own pool, listener and read cache: a write through
 * one is seen on the other within moments, long before the cache's own lifetime (60 s here) would expire it.
 */
describe('public reads across two instances', () => {
  let instanceA: TestApp;
  let instanceB: SecondInstance;
  let seller: TestUser;
  let buyer: TestUser;

  beforeAll(async () => {
    instanceA = await createTestApp({ env: { READ_CACHE_SECONDS: '60' } });
    instanceB = await openSecondInstance(instanceA);
    seller = await createUser(instanceA.app);
    buyer = await createUser(instanceA.app);
  });
  afterAll(async () => {
    await instanceB?.close();
    await instanceA?.close();
  });

  async function stockOn(app: FastifyInstance, id: string) {
    return (await app.inject({ method: 'GET', url: `/api/products/${id}` })).json<ProductDetail>().quantity;
  }
  async function inStockTitles(app: FastifyInstance, district: string) {
    const page = (await app.inject({ method: 'GET', url: `/api/products?district=${district}&inStock=true` })).json<BrowseResult>();
    return page.products.map((product) => product.title);
  }
  /** How long `read` takes to answer `expected` after a write, polling every 5 ms. */
  async function timeUntil<T>(read: () => Promise<T>, expected: T) {
    const started = performance.now();
    await expect.poll(read, { timeout: 3000, interval: 5 }).toEqual(expected);
    return performance.now() - started;
  }

  it('an order placed on one instance shows on the other, product page and Browse, both ways', async () => {
    const yams = await insertProduct(instanceA.database.db, { sellerId: seller.id, title: 'Yams', quantity: 6, district: 'monaragala' });
    expect([await stockOn(instanceA.app, yams.id), await stockOn(instanceB.app, yams.id)]).toEqual([6, 6]);
    expect(await inStockTitles(instanceA.app, 'monaragala')).toEqual(['Yams']);
    expect(await inStockTitles(instanceB.app, 'monaragala')).toEqual(['Yams']);

    const ordered = await instanceB.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { origin: testOrigin, cookie: buyer.cookie },
      payload: {
        idempotencyKey: randomUUID(),
        items: [{ productId: yams.id, quantity: 6 }],
        deliveryAddress: '9 Well Road, Wellawaya',
        district: 'monaragala',
        phoneNumber: '0771234567',
      },
    });
    expect(ordered.statusCode).toBe(201);
    // The instance that took the order answers from the database at once; the other within moments.
    expect(await stockOn(instanceB.app, yams.id)).toBe(0);
    const elapsedMs = await timeUntil(() => stockOn(instanceA.app, yams.id), 0);
    expect(elapsedMs).toBeLessThan(1000);
    expect(await inStockTitles(instanceA.app, 'monaragala')).toEqual([]);

    const cancelled = await instanceA.app.inject({
      method: 'POST',
      url: `/api/orders/${ordered.json().id}/cancel`,
      headers: { origin: testOrigin, cookie: buyer.cookie },
    });
    expect(cancelled.statusCode).toBe(200);
    await timeUntil(() => inStockTitles(instanceB.app, 'monaragala'), ['Yams']);
    expect(await stockOn(instanceB.app, yams.id)).toBe(6);
  });

  it('a seller’s price change on one instance reorders Browse on the other', async () => {
    const cheap = await insertProduct(instanceA.database.db, {
      sellerId: seller.id,
      title: 'Cheap leeks',
      priceCents: 10_000,
      district: 'mullaitivu',
    });
    await insertProduct(instanceA.database.db, { sellerId: seller.id, title: 'Dear leeks', priceCents: 20_000, district: 'mullaitivu' });
    const cheapestFirst = async () =>
      (await instanceB.app.inject({ method: 'GET', url: '/api/products?district=mullaitivu&sort=price_asc' }))
        .json<BrowseResult>()
        .products.map((product) => product.title);
    expect(await cheapestFirst()).toEqual(['Cheap leeks', 'Dear leeks']);

    const edited = await instanceA.app.inject({
      method: 'PATCH',
      url: `/api/products/${cheap.id}`,
      headers: { origin: testOrigin, cookie: seller.cookie },
      payload: { priceCents: 30_000 },
    });
    expect(edited.statusCode).toBe(200);
    await timeUntil(cheapestFirst, ['Dear leeks', 'Cheap leeks']);
  });

  it('an instance that loses its listener stops serving what it cached, since it may miss announcements', async () => {
    const melons = await insertProduct(instanceA.database.db, { sellerId: seller.id, title: 'Melons', quantity: 8 });
    expect(await stockOn(instanceA.app, melons.id)).toBe(8);
    // A change nobody announces: only forgetting everything on losing the listener can show it before 60 s.
    await instanceA.database.db.update(products).set({ quantity: 2 }).where(eq(products.id, melons.id));
    expect(await stockOn(instanceA.app, melons.id)).toBe(8);

    await instanceA.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where application_name = 'govi-listener' and datname = current_database() and pid <> pg_backend_pid()`,
    );
    await timeUntil(() => stockOn(instanceA.app, melons.id), 2);
  });
});
