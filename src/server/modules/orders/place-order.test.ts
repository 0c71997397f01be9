import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '@tests/factories/products';
import { createUser, type TestUser } from '@tests/factories/users';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';
import type { Order } from '@domain/orders/order.schema';
import { products } from '@server/db/schema/catalog';
import { notifications } from '@server/db/schema/notifications';
import { orderItemEvents, orderItems, orders } from '@server/db/schema/orders';

let testApp: TestApp;
let seller: TestUser;
let otherSeller: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  testApp = await createTestApp();
  seller = await createUser(testApp.app, { firstName: 'Sunil', lastName: 'Bandara' });
  otherSeller = await createUser(testApp.app, { firstName: 'Nimal', lastName: 'Silva' });
  buyer = await createUser(testApp.app, { firstName: 'Ayesha', lastName: 'Fernando' });
});
afterAll(async () => {
  await testApp.close();
});

function checkout(user: TestUser | null, body: Record<string, unknown>) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { origin: testOrigin, ...(user && { cookie: user.cookie }) },
    payload: body,
  });
}

function orderInput(
  items: { productId: string; quantity: number; expectedPriceCents?: number }[],
  overrides: Record<string, unknown> = {},
) {
  return {
    idempotencyKey: randomUUID(),
    items,
    deliveryAddress: '12 Temple Road, Peradeniya',
    district: 'kandy',
    phoneNumber: '077 123 4567',
    notes: 'Please call before coming',
    ...overrides,
  };
}

async function stockOf(productId: string): Promise<number | undefined> {
  const [row] = await testApp.database.db.select({ quantity: products.quantity }).from(products).where(eq(products.id, productId));
  return row?.quantity;
}

async function orderCountOf(user: TestUser): Promise<number> {
  return (await testApp.database.db.select().from(orders).where(eq(orders.buyerId, user.id))).length;
}

describe('placing an order', () => {
  it('prices the order on the server, takes the stock, and tells each seller', async () => {
    const tomatoes = await insertProduct(testApp.database.db, { sellerId: seller.id, title: 'Tomatoes', priceCents: 25_050, quantity: 10 });
    const mangoes = await insertProduct(testApp.database.db, {
      sellerId: otherSeller.id,
      title: 'Mangoes',
      unit: 'dozen',
      priceCents: 120_000,
      quantity: 4,
    });

    const response = await checkout(
      buyer,
      orderInput([
        { productId: tomatoes.id, quantity: 3 },
        { productId: mangoes.id, quantity: 2 },
      ]),
    );

    expect(response.statusCode).toBe(201);
    const order = response.json<Order>();
    expect(order).toMatchObject({
      status: 'pending',
      totalCents: 3 * 25_050 + 2 * 120_000,
      paymentMethod: 'cash_on_delivery',
      deliveryAddress: '12 Temple Road, Peradeniya',
      district: 'kandy',
      phoneNumber: '+94771234567',
      notes: 'Please call before coming',
      canCancel: true,
    });
    expect(
      order.items.map(({ title, priceCents, quantity, sellerName, status }) => ({ title, priceCents, quantity, sellerName, status })),
    ).toEqual([
      { title: 'Mangoes', priceCents: 120_000, quantity: 2, sellerName: 'Nimal Silva', status: 'pending' },
      { title: 'Tomatoes', priceCents: 25_050, quantity: 3, sellerName: 'Sunil Bandara', status: 'pending' },
    ]);
    expect(await stockOf(tomatoes.id)).toBe(7);
    expect(await stockOf(mangoes.id)).toBe(2);

    const told = await testApp.database.db.select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(told.map((row) => ({ kind: row.kind, params: row.params }))).toEqual([
      {
        kind: 'new_order',
        params: { orderId: order.id, productTitle: 'Tomatoes', quantity: 3, unit: 'kg', itemCount: 1, buyerDistrict: 'kandy' },
      },
    ]);
    const events = await testApp.database.db
      .select()
      .from(orderItemEvents)
      .innerJoin(orderItems, eq(orderItems.id, orderItemEvents.orderItemId))
      .where(eq(orderItems.orderId, order.id));
    expect(events.map((row) => [row.order_item_events.toStatus, row.order_item_events.actorId])).toEqual([
      ['pending', buyer.id],
      ['pending', buyer.id],
    ]);
  });

  it('never trusts a price or total sent by the browser', async () => {
    const beans = await insertProduct(testApp.database.db, { sellerId: seller.id, priceCents: 30_000, quantity: 5 });

    const forged = await checkout(buyer, { ...orderInput([{ productId: beans.id, quantity: 1 }]), totalCents: 1 });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.fields).toEqual([{ path: 'totalCents', message: 'is not a known field' }]);

    const forgedLine = await checkout(buyer, orderInput([{ productId: beans.id, quantity: 1, priceCents: 1 } as never]));
    expect(forgedLine.statusCode).toBe(400);
    expect(forgedLine.json().error.fields).toEqual([{ path: 'items.0.priceCents', message: 'is not a known field' }]);
    expect(await stockOf(beans.id)).toBe(5);
  });

  it('refuses when the price the buyer was shown is not today’s, so the change is pointed out, never charged', async () => {
    const okra = await insertProduct(testApp.database.db, { sellerId: seller.id, title: 'Okra', priceCents: 18_000, quantity: 5 });
    const before = await orderCountOf(buyer);

    const cheaper = await checkout(buyer, orderInput([{ productId: okra.id, quantity: 2, expectedPriceCents: 1 }]));
    expect(cheaper.statusCode).toBe(409);
    expect(cheaper.json().error).toMatchObject({
      reason: 'price_changed',
      params: { title: 'Okra', fromCents: 1, toCents: 18_000 },
      fields: [{ path: 'items.0' }],
    });
    expect(await stockOf(okra.id)).toBe(5);
    expect(await orderCountOf(buyer)).toBe(before);

    const agreed = await checkout(buyer, orderInput([{ productId: okra.id, quantity: 2, expectedPriceCents: 18_000 }]));
    expect(agreed.statusCode).toBe(201);
    expect(agreed.json<Order>().totalCents).toBe(36_000);
  });

  it('returns the same order for a repeated idempotency key, however many arrive at once', async () => {
    const rice = await insertProduct(testApp.database.db, { sellerId: seller.id, quantity: 20 });
    const input = orderInput([{ productId: rice.id, quantity: 2 }]);
    const before = await orderCountOf(buyer);

    const responses = await Promise.all([checkout(buyer, input), checkout(buyer, input), checkout(buyer, input)]);

    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 201]);
    expect(new Set(responses.map((response) => response.json<Order>().id)).size).toBe(1);
    expect(await orderCountOf(buyer)).toBe(before + 1);
    expect(await stockOf(rice.id)).toBe(18);

    const later = await checkout(buyer, input);
    expect(later.statusCode).toBe(200);
    expect(later.json<Order>().id).toBe(responses[0]?.json<Order>().id);
  });

  it('refuses to oversell, naming the product and what is left, and changes nothing', async () => {
    const plenty = await insertProduct(testApp.database.db, { sellerId: seller.id, quantity: 50 });
    const scarce = await insertProduct(testApp.database.db, {
      sellerId: otherSeller.id,
      title: 'Jaffna mangoes',
      unit: 'dozen',
      quantity: 3,
    });
    const before = await orderCountOf(buyer);

    const response = await checkout(
      buyer,
      orderInput([
        { productId: plenty.id, quantity: 5 },
        { productId: scarce.id, quantity: 4 },
      ]),
    );

    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'conflict',
      reason: 'insufficient_stock',
      message: 'Only 3 dozen of Jaffna mangoes left.',
      params: { title: 'Jaffna mangoes', available: 3, unit: 'dozen' },
      fields: [{ path: 'items.1', message: 'Only 3 dozen of Jaffna mangoes left.' }],
    });
    expect(await stockOf(plenty.id)).toBe(50);
    expect(await stockOf(scarce.id)).toBe(3);
    expect(await orderCountOf(buyer)).toBe(before);
  });

  it.each([
    ['draft', { status: 'draft' as const }],
    ['inactive', { status: 'inactive' as const }],
  ])('refuses a %s product exactly as an unknown one, without revealing its title', async (_name, overrides) => {
    const hidden = await insertProduct(testApp.database.db, { sellerId: seller.id, title: 'Secret heirloom rice', ...overrides });
    const unknownId = randomUUID();
    const response = await checkout(buyer, orderInput([{ productId: hidden.id, quantity: 1 }]));
    const unknown = await checkout(buyer, orderInput([{ productId: unknownId, quantity: 1 }]));

    expect(response.statusCode).toBe(unknown.statusCode);
    expect(response.body).not.toContain('Secret heirloom rice');
    // The only difference is the id the buyer sent.
    const { requestId: _hiddenRequest, ...hiddenError } = response.json().error;
    const { requestId: _unknownRequest, ...unknownError } = unknown.json().error;
    expect(JSON.stringify(hiddenError).replaceAll(hidden.id, 'ID')).toBe(JSON.stringify(unknownError).replaceAll(unknownId, 'ID'));
    expect(hiddenError).toMatchObject({
      code: 'conflict',
      reason: 'product_unavailable',
      message: 'A product in your cart is no longer for sale.',
    });
    expect(await stockOf(hidden.id)).toBe(10);
  });

  it('refuses an unknown product', async () => {
    const response = await checkout(buyer, orderInput([{ productId: randomUUID(), quantity: 1 }]));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ reason: 'product_unavailable', fields: [{ path: 'items.0' }] });
  });

  it("refuses a seller's own product", async () => {
    const own = await insertProduct(testApp.database.db, { sellerId: seller.id, title: 'My own cabbage' });
    const response = await checkout(seller, orderInput([{ productId: own.id, quantity: 1 }]));
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({ code: 'forbidden', reason: 'own_product', params: { title: 'My own cabbage' } });
    expect(await stockOf(own.id)).toBe(10);
  });

  it('asks for a session', async () => {
    const product = await insertProduct(testApp.database.db, { sellerId: seller.id });
    const response = await checkout(null, orderInput([{ productId: product.id, quantity: 1 }]));
    expect(response.statusCode).toBe(401);
    expect(await stockOf(product.id)).toBe(10);
  });

  describe('bad input gets a 400 naming the field and changes nothing', () => {
    const cases: [string, (productId: string) => Record<string, unknown>, string][] = [
      ['zero quantity', (id) => orderInput([{ productId: id, quantity: 0 }]), 'items.0.quantity'],
      ['negative quantity', (id) => orderInput([{ productId: id, quantity: -2 }]), 'items.0.quantity'],
      ['fractional quantity', (id) => orderInput([{ productId: id, quantity: 1.5 }]), 'items.0.quantity'],
      ['huge quantity', (id) => orderInput([{ productId: id, quantity: 10 ** 12 }]), 'items.0.quantity'],
      ['quantity as text', (id) => orderInput([{ productId: id, quantity: '2' as unknown as number }]), 'items.0.quantity'],
      ['empty cart', () => orderInput([]), 'items'],
      [
        'a product twice',
        (id) =>
          orderInput([
            { productId: id, quantity: 1 },
            { productId: id, quantity: 1 },
          ]),
        'items',
      ],
      ['not a product id', () => orderInput([{ productId: 'tomatoes', quantity: 1 }]), 'items.0.productId'],
      ['blank address', (id) => orderInput([{ productId: id, quantity: 1 }], { deliveryAddress: '   ' }), 'deliveryAddress'],
      ['foreign phone', (id) => orderInput([{ productId: id, quantity: 1 }], { phoneNumber: '+1 555 123 4567' }), 'phoneNumber'],
      ['no phone', (id) => orderInput([{ productId: id, quantity: 1 }], { phoneNumber: '' }), 'phoneNumber'],
      ['unknown district', (id) => orderInput([{ productId: id, quantity: 1 }], { district: 'texas' }), 'district'],
      ['over-long notes', (id) => orderInput([{ productId: id, quantity: 1 }], { notes: 'x'.repeat(1001) }), 'notes'],
      ['no idempotency key', (id) => orderInput([{ productId: id, quantity: 1 }], { idempotencyKey: undefined }), 'idempotencyKey'],
      ['unknown payment method', (id) => orderInput([{ productId: id, quantity: 1 }], { paymentMethod: 'card' }), 'paymentMethod'],
    ];

    it.each(cases)('%s', async (_name, body, path) => {
      const product = await insertProduct(testApp.database.db, { sellerId: seller.id });
      const before = await orderCountOf(buyer);
      const response = await checkout(buyer, body(product.id));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.map((field: { path: string }) => field.path)).toContain(path);
      expect(await stockOf(product.id)).toBe(10);
      expect(await orderCountOf(buyer)).toBe(before);
    });
  });

  it('keeps markup in text as text', async () => {
    const product = await insertProduct(testApp.database.db, { sellerId: seller.id });
    const response = await checkout(
      buyer,
      orderInput([{ productId: product.id, quantity: 1 }], { deliveryAddress: '<script>alert(1)</script> Galle Road' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<Order>().deliveryAddress).toBe('<script>alert(1)</script> Galle Road');
  });
});

describe('many buyers, one product', () => {
  it('sells exactly what is in stock when checkouts race', async () => {
    const stock = 10;
    const product = await insertProduct(testApp.database.db, { sellerId: seller.id, quantity: stock });
    const buyers = await Promise.all(Array.from({ length: 25 }, () => createUser(testApp.app)));

    const responses = await Promise.all(buyers.map((racer) => checkout(racer, orderInput([{ productId: product.id, quantity: 1 }]))));

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(stock);
    expect(statuses.filter((status) => status === 409)).toHaveLength(buyers.length - stock);
    expect(await stockOf(product.id)).toBe(0);
    const sold = await testApp.database.db.select().from(orderItems).where(eq(orderItems.productId, product.id));
    expect(sold.reduce((sum, item) => sum + item.quantity, 0)).toBe(stock);
  });
});
