import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '@scripts/lib/multipart-body';
import { insertProduct } from '@tests/factories/products';
import { createUser, type TestUser } from '@tests/factories/users';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';
import { defaultMaxPerOrder } from '@domain/catalog/limits';
import type { ProductDetail } from '@domain/catalog/product.schema';
import type { CartProducts, Order } from '@domain/orders/order.schema';
import { products } from '@server/db/schema/catalog';
import { orders } from '@server/db/schema/orders';

const ordersPerHour = 5;
const pendingOrders = 4;

let testApp: TestApp;
let seller: TestUser;

beforeAll(async () => {
  testApp = await createTestApp({ orderLimits: { maxOrdersPerHour: ordersPerHour, maxPendingOrders: pendingOrders } });
  seller = await createUser(testApp.app, { firstName: 'Sunil', lastName: 'Bandara' });
});
afterAll(async () => {
  await testApp.close();
});

function send(method: 'GET' | 'POST' | 'PATCH', url: string, user: TestUser, payload?: object) {
  return testApp.app.inject({ method, url, headers: { origin: testOrigin, cookie: user.cookie }, ...(payload && { payload }) });
}

function orderInput(items: { productId: string; quantity: number }[], idempotencyKey: string = randomUUID()) {
  return { idempotencyKey, items, deliveryAddress: '12 Temple Road, Peradeniya', district: 'kandy', phoneNumber: '077 123 4567' };
}

async function orderCountOf(user: TestUser): Promise<number> {
  return (await testApp.database.db.select().from(orders).where(eq(orders.buyerId, user.id))).length;
}

async function stockOf(productId: string): Promise<number | undefined> {
  const [row] = await testApp.database.db.select({ quantity: products.quantity }).from(products).where(eq(products.id, productId));
  return row?.quantity;
}

/** Moves the buyer's orders back in time, as if they had been placed `minutes` ago. */
async function ageOrdersOf(user: TestUser, minutes: number) {
  await testApp.database.db
    .update(orders)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(orders.buyerId, user.id));
}

describe('orders per buyer per hour', () => {
  it('refuses the order past the limit with 429, saying when to try again, and changes nothing', async () => {
    const buyer = await createUser(testApp.app);
    const rice = await insertProduct(testApp.database.db, { sellerId: seller.id, quantity: 100 });
    const placed: Order[] = [];
    for (let index = 0; index < ordersPerHour; index += 1) {
      const response = await send('POST', '/api/orders', buyer, orderInput([{ productId: rice.id, quantity: 1 }]));
      expect(response.statusCode).toBe(201);
      placed.push(response.json<Order>());
      // Cancelled orders still count: each of them reached a seller.
      expect((await send('POST', `/api/orders/${placed[index]?.id}/cancel`, buyer)).statusCode).toBe(200);
    }

    const refused = await send('POST', '/api/orders', buyer, orderInput([{ productId: rice.id, quantity: 1 }]));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({
      code: 'too_many_orders',
      reason: 'too_many_orders',
      params: { limit: ordersPerHour, minutes: 60 },
    });
    expect(await orderCountOf(buyer)).toBe(ordersPerHour);
    expect(await stockOf(rice.id)).toBe(100);

    // An hour after the first of them, the buyer may order again.
    await ageOrdersOf(buyer, 61);
    expect((await send('POST', '/api/orders', buyer, orderInput([{ productId: rice.id, quantity: 1 }]))).statusCode).toBe(201);
  });

  it('holds when one buyer sends 20 checkouts at once: exactly the limit succeed', async () => {
    // An app of its own, with a pending limit out of the way, so the hourly limit is the one that refuses.
    const app = await createTestApp({ orderLimits: { maxOrdersPerHour: ordersPerHour, maxPendingOrders: 1000 } });
    try {
      const racer = await createUser(app.app);
      const product = await insertProduct(app.database.db, { sellerId: (await createUser(app.app)).id, quantity: 100 });
      const responses = await Promise.all(
        Array.from({ length: 20 }, () =>
          app.app.inject({
            method: 'POST',
            url: '/api/orders',
            headers: { origin: testOrigin, cookie: racer.cookie },
            payload: orderInput([{ productId: product.id, quantity: 1 }]),
          }),
        ),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(ordersPerHour);
      expect(statuses.filter((status) => status === 429)).toHaveLength(20 - ordersPerHour);
      expect(responses.filter((response) => response.statusCode === 429).map((response) => response.json().error.code)).toEqual(
        Array(20 - ordersPerHour).fill('too_many_orders'),
      );
      const [stock] = await app.database.db.select({ quantity: products.quantity }).from(products).where(eq(products.id, product.id));
      expect(stock?.quantity).toBe(100 - ordersPerHour);
    } finally {
      await app.close();
    }
  });

  it('still returns an order placed earlier when its submit is repeated at the limit, without counting it again', async () => {
    const buyer = await createUser(testApp.app);
    const leeks = await insertProduct(testApp.database.db, { sellerId: seller.id, quantity: 100 });
    const keys = Array.from({ length: ordersPerHour }, () => randomUUID());
    const placed = [];
    for (const key of keys) {
      const response = await send('POST', '/api/orders', buyer, orderInput([{ productId: leeks.id, quantity: 1 }], key));
      placed.push(response.json<Order>().id);
      await send('POST', `/api/orders/${response.json<Order>().id}/cancel`, buyer);
    }

    const replays = await Promise.all(
      keys.map((key) => send('POST', '/api/orders', buyer, orderInput([{ productId: leeks.id, quantity: 1 }], key))),
    );
    expect(replays.map((response) => response.statusCode)).toEqual(Array(ordersPerHour).fill(200));
    expect(replays.map((response) => response.json<Order>().id)).toEqual(placed);
    expect(await orderCountOf(buyer)).toBe(ordersPerHour);
  });
});

describe('orders waiting for a seller, per buyer', () => {
  it('refuses another order while the limit of pending orders wait, and allows it once a seller confirms one', async () => {
    const buyer = await createUser(testApp.app);
    const okra = await insertProduct(testApp.database.db, { sellerId: seller.id, quantity: 100 });
    const placed: Order[] = [];
    for (let index = 0; index < pendingOrders; index += 1) {
      placed.push((await send('POST', '/api/orders', buyer, orderInput([{ productId: okra.id, quantity: 1 }]))).json<Order>());
    }

    const refused = await send('POST', '/api/orders', buyer, orderInput([{ productId: okra.id, quantity: 1 }]));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'too_many_pending_orders',
      reason: 'too_many_pending_orders',
      params: { limit: pendingOrders },
    });
    expect(await orderCountOf(buyer)).toBe(pendingOrders);

    const itemId = placed[0]?.items[0]?.id;
    expect((await send('PATCH', `/api/seller/order-items/${itemId}`, seller, { status: 'confirmed' })).statusCode).toBe(200);
    expect((await send('POST', '/api/orders', buyer, orderInput([{ productId: okra.id, quantity: 1 }]))).statusCode).toBe(201);
  });

  it('holds when one buyer sends 20 checkouts at once: exactly the limit succeed', async () => {
    const buyer = await createUser(testApp.app);
    const carrots = await insertProduct(testApp.database.db, { sellerId: seller.id, quantity: 100 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => send('POST', '/api/orders', buyer, orderInput([{ productId: carrots.id, quantity: 1 }]))),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(pendingOrders);
    expect(statuses.filter((status) => status === 409)).toHaveLength(20 - pendingOrders);
    expect(new Set(responses.filter((response) => response.statusCode === 409).map((response) => response.json().error.code))).toEqual(
      new Set(['too_many_pending_orders']),
    );
    expect(await orderCountOf(buyer)).toBe(pendingOrders);
    expect(await stockOf(carrots.id)).toBe(100 - pendingOrders);
  });
});

describe("the seller's maximum per order", () => {
  function createProduct(product: object) {
    const body = multipart({ product: JSON.stringify(product) }, []);
    return testApp.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { ...body.headers, origin: testOrigin, cookie: seller.cookie },
      payload: body.payload,
    });
  }
  const honey = {
    title: 'Bee honey',
    description: 'Wild honey from Uva.',
    priceCents: 150_000,
    unit: 'litre',
    category: 'other',
    district: 'badulla',
    quantity: 40,
  };

  it('is set, changed and cleared through the product API, and shown with the product and in the cart', async () => {
    const created = await createProduct({ ...honey, maxPerOrder: 3 });
    expect(created.statusCode).toBe(201);
    const product = created.json<ProductDetail>();
    expect(product.maxPerOrder).toBe(3);

    const changed = await send('PATCH', `/api/products/${product.id}`, seller, { maxPerOrder: 6 });
    expect(changed.json<ProductDetail>().maxPerOrder).toBe(6);
    const buyer = await createUser(testApp.app);
    expect((await send('GET', `/api/products/${product.id}`, buyer)).json<ProductDetail>().maxPerOrder).toBe(6);
    const cart = await send('GET', `/api/cart/products?ids=${product.id}`, buyer);
    expect(cart.json<CartProducts>().products[0]?.maxPerOrder).toBe(6);

    const cleared = await send('PATCH', `/api/products/${product.id}`, seller, { maxPerOrder: null });
    expect(cleared.json<ProductDetail>().maxPerOrder).toBeNull();
    expect((await createProduct(honey)).json<ProductDetail>().maxPerOrder).toBeNull();
  });

  it.each([
    ['zero', 0],
    ['a fraction', 1.5],
    ['text', '5'],
  ])('refuses %s as a maximum, naming the field', async (_name, maxPerOrder) => {
    const response = await createProduct({ ...honey, maxPerOrder });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.map((field: { path: string }) => field.path)).toContain('maxPerOrder');
  });

  it('refuses a line above it, naming the line and the limit, and changes nothing', async () => {
    const buyer = await createUser(testApp.app);
    const cabbage = await insertProduct(testApp.database.db, { sellerId: seller.id, title: 'Cabbage', quantity: 50, maxPerOrder: 3 });
    const other = await insertProduct(testApp.database.db, { sellerId: seller.id, quantity: 50 });

    const refused = await send(
      'POST',
      '/api/orders',
      buyer,
      orderInput([
        { productId: other.id, quantity: 2 },
        { productId: cabbage.id, quantity: 4 },
      ]),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'quantity_limit_exceeded',
      reason: 'quantity_limit_exceeded',
      params: { title: 'Cabbage', limit: 3, unit: 'kg' },
      fields: [{ path: 'items.1' }],
    });
    expect(await stockOf(cabbage.id)).toBe(50);
    expect(await stockOf(other.id)).toBe(50);
    expect(await orderCountOf(buyer)).toBe(0);

    expect((await send('POST', '/api/orders', buyer, orderInput([{ productId: cabbage.id, quantity: 3 }]))).statusCode).toBe(201);
  });

  it('is the default when the seller set none, so one order cannot take the whole stock', async () => {
    const buyer = await createUser(testApp.app);
    const rice = await insertProduct(testApp.database.db, { sellerId: seller.id, quantity: 500 });
    const refused = await send('POST', '/api/orders', buyer, orderInput([{ productId: rice.id, quantity: defaultMaxPerOrder + 1 }]));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'quantity_limit_exceeded', params: { limit: defaultMaxPerOrder } });
    expect((await send('POST', '/api/orders', buyer, orderInput([{ productId: rice.id, quantity: defaultMaxPerOrder }]))).statusCode).toBe(
      201,
    );
  });
});
