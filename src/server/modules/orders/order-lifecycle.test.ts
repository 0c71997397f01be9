import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '@tests/factories/products';
import { createUser, type TestUser } from '@tests/factories/users';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';
import type { Order, OrderList, SellerDashboard, SellerOrderItem, SellerOrderList } from '@domain/orders/order.schema';
import { products } from '@server/db/schema/catalog';
import { notifications } from '@server/db/schema/notifications';
import { orderItemEvents } from '@server/db/schema/orders';

let testApp: TestApp;
let seller: TestUser;
let otherSeller: TestUser;
let buyer: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  testApp = await createTestApp();
  seller = await createUser(testApp.app, { firstName: 'Sunil', lastName: 'Bandara' });
  otherSeller = await createUser(testApp.app, { firstName: 'Nimal', lastName: 'Silva' });
  buyer = await createUser(testApp.app, { firstName: 'Ayesha', lastName: 'Fernando' });
  stranger = await createUser(testApp.app, { firstName: 'Kasun', lastName: 'Jayasuriya' });
});
afterAll(async () => {
  await testApp.close();
});

function call(user: TestUser | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>) {
  return testApp.app.inject({
    method,
    url,
    headers: { origin: testOrigin, ...(user && { cookie: user.cookie }) },
    ...(payload !== undefined && { payload }),
  });
}

async function placeOrder(lines: { productId: string; quantity: number }[], who = buyer): Promise<Order> {
  const response = await call(who, 'POST', '/api/orders', {
    idempotencyKey: randomUUID(),
    items: lines,
    deliveryAddress: '4 Lake Drive, Kurunegala',
    district: 'kurunegala',
    phoneNumber: '+94 71 555 0101',
  });
  if (response.statusCode !== 201) throw new Error(`order failed: ${response.body}`);
  return response.json<Order>();
}

/** A fresh order of two items: one from `seller`, one from `otherSeller`. */
async function twoSellerOrder() {
  const cabbage = await insertProduct(testApp.database.db, { sellerId: seller.id, title: 'Cabbage', priceCents: 15_000, quantity: 10 });
  const honey = await insertProduct(testApp.database.db, {
    sellerId: otherSeller.id,
    title: 'Bee honey',
    unit: 'litre',
    priceCents: 200_000,
    quantity: 5,
  });
  const order = await placeOrder([
    { productId: cabbage.id, quantity: 4 },
    { productId: honey.id, quantity: 1 },
  ]);
  const itemOf = (productId: string) => {
    const item = order.items.find((candidate) => candidate.productId === productId);
    if (!item) throw new Error('item missing');
    return item;
  };
  return { order, cabbage, honey, cabbageItem: itemOf(cabbage.id), honeyItem: itemOf(honey.id) };
}

async function stockOf(productId: string) {
  const [row] = await testApp.database.db.select({ quantity: products.quantity }).from(products).where(eq(products.id, productId));
  return row?.quantity;
}

function move(user: TestUser | null, itemId: string, status: string) {
  return call(user, 'PATCH', `/api/seller/order-items/${itemId}`, { status });
}

async function orderAsBuyer(orderId: string): Promise<Order> {
  return (await call(buyer, 'GET', `/api/orders/${orderId}`)).json<Order>();
}

describe('the lifecycle', () => {
  it('goes pending → confirmed → delivered as each seller moves their own item, and the buyer is told', async () => {
    const { order, cabbageItem, honeyItem } = await twoSellerOrder();

    const confirmed = await move(seller, cabbageItem.id, 'confirmed');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<SellerOrderItem>()).toMatchObject({ id: cabbageItem.id, status: 'confirmed', amountCents: 60_000 });
    // One seller has said yes, the other not yet: the order waits on the least advanced item.
    expect(await orderAsBuyer(order.id)).toMatchObject({ status: 'pending', canCancel: false });

    expect((await move(otherSeller, honeyItem.id, 'confirmed')).statusCode).toBe(200);
    expect((await orderAsBuyer(order.id)).status).toBe('confirmed');

    expect((await move(seller, cabbageItem.id, 'delivered')).statusCode).toBe(200);
    expect((await orderAsBuyer(order.id)).status).toBe('confirmed');
    expect((await move(otherSeller, honeyItem.id, 'delivered')).statusCode).toBe(200);
    expect((await orderAsBuyer(order.id)).status).toBe('delivered');

    const told = await testApp.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, buyer.id))
      .orderBy(asc(notifications.sequence));
    const aboutThisOrder = told.filter((row) => (row.params as { orderId: string }).orderId === order.id);
    expect(aboutThisOrder.map((row) => [row.kind, (row.params as { productTitle: string }).productTitle])).toEqual([
      ['order_confirmed', 'Cabbage'],
      ['order_confirmed', 'Bee honey'],
      ['order_delivered', 'Cabbage'],
      ['order_delivered', 'Bee honey'],
    ]);

    const history = await testApp.database.db
      .select()
      .from(orderItemEvents)
      .where(eq(orderItemEvents.orderItemId, cabbageItem.id))
      .orderBy(asc(orderItemEvents.createdAt));
    expect(history.map((event) => [event.fromStatus, event.toStatus, event.actor, event.actorId])).toEqual([
      [null, 'pending', 'buyer', buyer.id],
      ['pending', 'confirmed', 'seller', seller.id],
      ['confirmed', 'delivered', 'seller', seller.id],
    ]);
  });

  it('refuses a move the lifecycle does not allow, and changes nothing', async () => {
    const { cabbageItem } = await twoSellerOrder();
    expect((await move(seller, cabbageItem.id, 'delivered')).json().error).toMatchObject({
      code: 'conflict',
      reason: 'status_change_not_allowed',
      params: { from: 'pending', to: 'delivered' },
    });
    await move(seller, cabbageItem.id, 'confirmed');
    await move(seller, cabbageItem.id, 'delivered');
    const back = await move(seller, cabbageItem.id, 'cancelled');
    expect(back.statusCode).toBe(409);
    const toPending = await move(seller, cabbageItem.id, 'pending');
    expect(toPending.statusCode).toBe(400);
    expect(toPending.json().error.fields[0].path).toBe('status');
  });

  it("a seller's cancel returns that item's stock and tells the buyer; the order stands on the other item", async () => {
    const { order, cabbage, honey, cabbageItem } = await twoSellerOrder();
    expect(await stockOf(cabbage.id)).toBe(6);

    const cancelled = await move(seller, cabbageItem.id, 'cancelled');
    expect(cancelled.statusCode).toBe(200);
    expect(await stockOf(cabbage.id)).toBe(10);
    expect(await stockOf(honey.id)).toBe(4);
    expect(await orderAsBuyer(order.id)).toMatchObject({ status: 'pending', canCancel: true });

    const [latest] = await testApp.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, buyer.id))
      .orderBy(asc(notifications.sequence))
      .then((rows) => rows.slice(-1));
    expect(latest).toMatchObject({ kind: 'order_cancelled', params: { orderId: order.id, productTitle: 'Cabbage', actor: 'seller' } });
  });

  it('the buyer cancels while nothing is confirmed: every item cancelled, all stock back, each seller told', async () => {
    const { order, cabbage, honey } = await twoSellerOrder();

    const response = await call(buyer, 'POST', `/api/orders/${order.id}/cancel`);
    expect(response.statusCode).toBe(200);
    expect(response.json<Order>()).toMatchObject({ status: 'cancelled', canCancel: false });
    expect(response.json<Order>().items.every((item) => item.status === 'cancelled')).toBe(true);
    expect(await stockOf(cabbage.id)).toBe(10);
    expect(await stockOf(honey.id)).toBe(5);

    for (const [who, title] of [
      [seller, 'Cabbage'],
      [otherSeller, 'Bee honey'],
    ] as const) {
      const rows = await testApp.database.db.select().from(notifications).where(eq(notifications.userId, who.id));
      expect(
        rows.some(
          (row) =>
            row.kind === 'order_cancelled' &&
            (row.params as { orderId: string; productTitle: string; actor: string }).productTitle === title &&
            (row.params as { actor: string }).actor === 'buyer',
        ),
      ).toBe(true);
    }

    const again = await call(buyer, 'POST', `/api/orders/${order.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.reason).toBe('order_not_cancellable');
    expect(await stockOf(cabbage.id)).toBe(10);
  });

  it('the buyer cannot cancel once a seller has confirmed', async () => {
    const { order, cabbage, cabbageItem } = await twoSellerOrder();
    await move(seller, cabbageItem.id, 'confirmed');

    const response = await call(buyer, 'POST', `/api/orders/${order.id}/cancel`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.reason).toBe('order_not_cancellable');
    expect(await stockOf(cabbage.id)).toBe(6);
    expect((await orderAsBuyer(order.id)).items.map((item) => item.status).sort()).toEqual(['confirmed', 'pending']);
  });

  it('a buyer cancelling while a seller confirms: exactly one of them wins, and stock matches', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { order, cabbage, honey, cabbageItem } = await twoSellerOrder();
      const [cancel, confirm] = await Promise.all([
        call(buyer, 'POST', `/api/orders/${order.id}/cancel`),
        move(seller, cabbageItem.id, 'confirmed'),
      ]);
      expect([cancel.statusCode, confirm.statusCode].sort()).toEqual([200, 409]);
      const seen = await orderAsBuyer(order.id);
      if (cancel.statusCode === 200) {
        expect(seen.status).toBe('cancelled');
        expect([await stockOf(cabbage.id), await stockOf(honey.id)]).toEqual([10, 5]);
      } else {
        expect(seen.items.map((item) => item.status).sort()).toEqual(['confirmed', 'pending']);
        expect([await stockOf(cabbage.id), await stockOf(honey.id)]).toEqual([6, 4]);
      }
    }
  });

  it('cancels and checkouts of the same products at once all go through, and the stock adds up', async () => {
    const rice = await insertProduct(testApp.database.db, { sellerId: seller.id, title: 'Rice', quantity: 100 });
    const dhal = await insertProduct(testApp.database.db, { sellerId: otherSeller.id, title: 'Dhal', quantity: 100 });
    const basket = [
      { productId: rice.id, quantity: 2 },
      { productId: dhal.id, quantity: 3 },
    ];
    const buyers = await Promise.all(Array.from({ length: 8 }, () => createUser(testApp.app)));
    const placed = await Promise.all(buyers.map((racer) => placeOrder(basket, racer)));

    const responses = await Promise.all([
      ...placed.map((order, index) => call(buyers[index] ?? null, 'POST', `/api/orders/${order.id}/cancel`)),
      ...buyers.map((racer) =>
        call(racer, 'POST', '/api/orders', {
          idempotencyKey: randomUUID(),
          items: [...basket].reverse(),
          deliveryAddress: '9 Market Street, Dambulla',
          district: 'matale',
          phoneNumber: '0812345678',
        }),
      ),
    ]);

    expect(responses.map((response) => response.statusCode)).toEqual([...placed.map(() => 200), ...buyers.map(() => 201)]);
    expect(await stockOf(rice.id)).toBe(100 - 2 * buyers.length);
    expect(await stockOf(dhal.id)).toBe(100 - 3 * buyers.length);
  });

  it('a cancelled item of a deleted product keeps its record and returns nothing', async () => {
    const { order, cabbage, cabbageItem } = await twoSellerOrder();
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/products/${cabbage.id}`,
      headers: { origin: testOrigin, cookie: seller.cookie },
    });
    expect(deleted.statusCode).toBe(204);

    expect((await move(seller, cabbageItem.id, 'cancelled')).statusCode).toBe(200);
    const seen = await orderAsBuyer(order.id);
    expect(seen.items.find((item) => item.id === cabbageItem.id)).toMatchObject({
      productId: null,
      title: 'Cabbage',
      status: 'cancelled',
      coverUrl: null,
    });
  });
});

describe('who may see and change what', () => {
  it("a buyer reads only their own orders: another's is 'not found'", async () => {
    const { order } = await twoSellerOrder();
    for (const user of [stranger, seller]) {
      const response = await call(user, 'GET', `/api/orders/${order.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Order not found');
      const list = (await call(user, 'GET', '/api/orders')).json<OrderList>();
      expect(list.orders.some((candidate) => candidate.id === order.id)).toBe(false);
    }
    expect((await call(null, 'GET', `/api/orders/${order.id}`)).statusCode).toBe(401);
    expect((await call(null, 'GET', '/api/orders')).statusCode).toBe(401);
  });

  it('nobody but the buyer can cancel an order', async () => {
    const { order, cabbage } = await twoSellerOrder();
    expect((await call(stranger, 'POST', `/api/orders/${order.id}/cancel`)).statusCode).toBe(404);
    expect((await call(seller, 'POST', `/api/orders/${order.id}/cancel`)).statusCode).toBe(404);
    expect((await call(null, 'POST', `/api/orders/${order.id}/cancel`)).statusCode).toBe(401);
    expect((await orderAsBuyer(order.id)).status).toBe('pending');
    expect(await stockOf(cabbage.id)).toBe(6);
  });

  it("a seller sees only their own items, with only that order's delivery details", async () => {
    const { order, cabbageItem, honeyItem } = await twoSellerOrder();

    const mine = (await call(seller, 'GET', '/api/seller/orders')).json<SellerOrderList>();
    const row = mine.items.find((item) => item.orderId === order.id);
    expect(row).toEqual({
      id: cabbageItem.id,
      orderId: order.id,
      productId: cabbageItem.productId,
      title: 'Cabbage',
      unit: 'kg',
      priceCents: 15_000,
      quantity: 4,
      amountCents: 60_000,
      status: 'pending',
      orderedAt: order.createdAt,
      updatedAt: expect.any(String),
      buyer: {
        id: buyer.id,
        name: 'Ayesha Fernando',
        district: 'kurunegala',
        phoneNumber: '+94715550101',
        deliveryAddress: '4 Lake Drive, Kurunegala',
        notes: null,
      },
    });
    expect(mine.items.some((item) => item.id === honeyItem.id)).toBe(false);
    expect((await call(stranger, 'GET', '/api/seller/orders')).json<SellerOrderList>().items).toEqual([]);
    expect((await call(null, 'GET', '/api/seller/orders')).statusCode).toBe(401);
  });

  it("nobody moves another seller's item, not even the buyer", async () => {
    const { order, honeyItem } = await twoSellerOrder();
    for (const user of [seller, buyer, stranger]) {
      const response = await move(user, honeyItem.id, 'confirmed');
      expect(response.statusCode).toBe(404);
    }
    expect((await move(null, honeyItem.id, 'confirmed')).statusCode).toBe(401);
    expect((await orderAsBuyer(order.id)).items.find((item) => item.id === honeyItem.id)?.status).toBe('pending');
  });

  it.each([
    ['/api/orders/not-a-uuid', 'GET'],
    ['/api/orders/not-a-uuid/cancel', 'POST'],
  ] as const)('%s answers 400 naming the id', async (url, method) => {
    const response = await call(buyer, method, url);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[0].path).toBe('id');
  });

  it('filters the seller list by status and pages it', async () => {
    const { cabbageItem } = await twoSellerOrder();
    await move(seller, cabbageItem.id, 'confirmed');
    const confirmed = (await call(seller, 'GET', '/api/seller/orders?status=confirmed')).json<SellerOrderList>();
    expect(confirmed.items.length).toBeGreaterThan(0);
    expect(confirmed.items.every((item) => item.status === 'confirmed')).toBe(true);
    expect((await call(seller, 'GET', '/api/seller/orders?status=shipped')).statusCode).toBe(400);
    expect((await call(seller, 'GET', '/api/seller/orders?page=0')).statusCode).toBe(400);
  });
});

describe('the seller dashboard', () => {
  it('counts revenue, orders and items from real orders, leaving out what was cancelled', async () => {
    const farmer = await createUser(testApp.app, { firstName: 'Ruwan', lastName: 'Kumara' });
    const empty = (await call(farmer, 'GET', '/api/seller/dashboard')).json<SellerDashboard>();
    expect(empty).toEqual({
      revenueCents: { delivered: 0, confirmed: 0, pending: 0 },
      productsListed: 0,
      totalOrders: 0,
      orderItems: 0,
      rating: { average: null, count: 0 },
      recentOrders: [],
    });

    const leeks = await insertProduct(testApp.database.db, { sellerId: farmer.id, title: 'Leeks', priceCents: 30_000, quantity: 100 });
    const carrots = await insertProduct(testApp.database.db, { sellerId: farmer.id, title: 'Carrots', priceCents: 22_500, quantity: 100 });
    await insertProduct(testApp.database.db, { sellerId: farmer.id, status: 'draft' });
    const first = await placeOrder([
      { productId: leeks.id, quantity: 2 },
      { productId: carrots.id, quantity: 4 },
    ]);
    await placeOrder([{ productId: leeks.id, quantity: 1 }], stranger);
    const third = await placeOrder([{ productId: carrots.id, quantity: 10 }]);
    const thirdItem = third.items[0];
    if (!thirdItem) throw new Error('no item');
    await move(farmer, thirdItem.id, 'cancelled');
    // Of the first order, the leeks are delivered and the carrots confirmed; the stranger's leeks wait.
    const firstLeeks = first.items.find((item) => item.productId === leeks.id);
    const firstCarrots = first.items.find((item) => item.productId === carrots.id);
    if (!firstLeeks || !firstCarrots) throw new Error('no items');
    await move(farmer, firstLeeks.id, 'confirmed');
    await move(farmer, firstLeeks.id, 'delivered');
    await move(farmer, firstCarrots.id, 'confirmed');

    const dashboard = (await call(farmer, 'GET', '/api/seller/dashboard')).json<SellerDashboard>();
    expect(dashboard).toMatchObject({
      revenueCents: { delivered: 2 * 30_000, confirmed: 4 * 22_500, pending: 1 * 30_000 },
      productsListed: 2,
      totalOrders: 2,
      orderItems: 3,
    });
    expect(dashboard.recentOrders).toHaveLength(4);
    expect(dashboard.recentOrders[0]).toMatchObject({ orderId: third.id, status: 'cancelled' });
    expect(dashboard.recentOrders.at(-1)?.orderId).toBe(first.id);
    expect((await call(null, 'GET', '/api/seller/dashboard')).statusCode).toBe(401);
  });
});

describe('My Orders', () => {
  it('lists the buyer’s orders newest first, a page at a time', async () => {
    const shopper = await createUser(testApp.app);
    const jak = await insertProduct(testApp.database.db, { sellerId: seller.id, quantity: 100 });
    const placed: string[] = [];
    for (let index = 0; index < 21; index += 1) placed.push((await placeOrder([{ productId: jak.id, quantity: 1 }], shopper)).id);

    const first = (await call(shopper, 'GET', '/api/orders')).json<OrderList>();
    expect(first.orders).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    expect(first.orders[0]?.id).toBe(placed.at(-1));
    const second = (await call(shopper, 'GET', '/api/orders?page=2')).json<OrderList>();
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(second.orders.map((order) => order.id)).toEqual([placed[0]]);
  });
});

describe('the cart asks for today’s prices', () => {
  it('answers with products still for sale and leaves out the rest', async () => {
    const listed = await insertProduct(testApp.database.db, { sellerId: seller.id, title: 'Okra', priceCents: 18_000, quantity: 7 });
    const hidden = await insertProduct(testApp.database.db, { sellerId: seller.id, status: 'inactive' });
    const response = await call(buyer, 'GET', `/api/cart/products?ids=${listed.id}&ids=${hidden.id}&ids=${randomUUID()}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      products: [
        {
          id: listed.id,
          title: 'Okra',
          priceCents: 18_000,
          unit: 'kg',
          quantity: 7,
          coverUrl: null,
          sellerId: seller.id,
          maxPerOrder: null,
        },
      ],
    });
    expect((await call(buyer, 'GET', '/api/cart/products?ids=okra')).statusCode).toBe(400);
    expect((await call(null, 'GET', `/api/cart/products?ids=${listed.id}`)).statusCode).toBe(401);
  });
});
