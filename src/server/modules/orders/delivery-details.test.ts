import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '@tests/factories/products';
import { createUser, type TestUser } from '@tests/factories/users';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';

let testApp: TestApp;
let seller: TestUser;
let productId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  seller = await createUser(testApp.app);
  productId = (await insertProduct(testApp.database.db, { sellerId: seller.id, quantity: 1_000 })).id;
});
afterAll(async () => {
  await testApp.close();
});

const path = '/api/me/delivery-details';

function send(method: 'GET' | 'DELETE' | 'POST', url: string, user: TestUser | null, payload?: object) {
  return testApp.app.inject({
    method,
    url,
    headers: { origin: testOrigin, ...(user && { cookie: user.cookie }) },
    ...(payload && { payload }),
  });
}

function checkout(buyer: TestUser, delivery: Record<string, unknown>) {
  return send('POST', '/api/orders', buyer, {
    idempotencyKey: randomUUID(),
    items: [{ productId, quantity: 1 }],
    deliveryAddress: '12 Temple Road, Peradeniya',
    district: 'kandy',
    phoneNumber: '077 123 4567',
    ...delivery,
  });
}

async function keptBy(user: TestUser) {
  const response = await send('GET', path, user);
  expect(response.statusCode).toBe(200);
  return response.json<{ deliveryDetails: unknown }>().deliveryDetails;
}

describe('kept delivery details', () => {
  it('are kept when an order is placed with rememberDelivery, the phone normalised, and only for their owner', async () => {
    const [buyer, other] = await Promise.all([createUser(testApp.app), createUser(testApp.app)]);
    expect(await keptBy(buyer)).toBeNull();
    expect((await checkout(buyer, { rememberDelivery: true })).statusCode).toBe(201);
    expect(await keptBy(buyer)).toEqual({ deliveryAddress: '12 Temple Road, Peradeniya', district: 'kandy', phoneNumber: '+94771234567' });
    // Another signed-in user sees only their own (none), and nobody without a session sees anything.
    expect(await keptBy(other)).toBeNull();
    const anonymous = await send('GET', path, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('Temple Road');
  });

  it('are answered as one person’s own, never for a shared cache or the browser’s to keep', async () => {
    const buyer = await createUser(testApp.app);
    expect((await send('GET', path, buyer)).headers['cache-control']).toBe('private, no-store');
    expect((await send('DELETE', path, buyer)).headers['cache-control']).toBe('private, no-store');
  });

  it('are replaced by a later order that remembers, and left alone by one that does not', async () => {
    const buyer = await createUser(testApp.app);
    await checkout(buyer, { rememberDelivery: true });
    await checkout(buyer, { deliveryAddress: '5 Lake Drive', district: 'galle', phoneNumber: '071 555 0101' });
    expect(await keptBy(buyer)).toMatchObject({ deliveryAddress: '12 Temple Road, Peradeniya', district: 'kandy' });
    await checkout(buyer, { deliveryAddress: '5 Lake Drive', district: 'galle', phoneNumber: '071 555 0101', rememberDelivery: true });
    expect(await keptBy(buyer)).toEqual({ deliveryAddress: '5 Lake Drive', district: 'galle', phoneNumber: '+94715550101' });
  });

  it('are not kept when the order is refused', async () => {
    const buyer = await createUser(testApp.app);
    const refused = await checkout(buyer, { rememberDelivery: true, items: [{ productId: randomUUID(), quantity: 1 }] });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(await keptBy(buyer)).toBeNull();
  });

  it('are forgotten by their owner only; the orders placed keep their own copy', async () => {
    const [buyer, other] = await Promise.all([createUser(testApp.app), createUser(testApp.app)]);
    const placed = await checkout(buyer, { rememberDelivery: true });
    // Another user's forgetting, or nobody's, touches nothing of the buyer's.
    expect((await send('DELETE', path, other)).statusCode).toBe(204);
    expect((await send('DELETE', path, null)).statusCode).toBe(401);
    expect(await keptBy(buyer)).not.toBeNull();

    expect((await send('DELETE', path, buyer)).statusCode).toBe(204);
    expect(await keptBy(buyer)).toBeNull();
    // Forgetting again is not an error.
    expect((await send('DELETE', path, buyer)).statusCode).toBe(204);
    const order = await send('GET', `/api/orders/${placed.json<{ id: string }>().id}`, buyer);
    expect(order.json()).toMatchObject({ deliveryAddress: '12 Temple Road, Peradeniya', phoneNumber: '+94771234567' });
  });

  it('refuses a rememberDelivery that is not true or false, naming it', async () => {
    const buyer = await createUser(testApp.app);
    const response = await checkout(buyer, { rememberDelivery: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { fields: { path: string }[] } }>().error.fields.map((field) => field.path)).toContain(
      'rememberDelivery',
    );
    expect(await keptBy(buyer)).toBeNull();
  });
});
