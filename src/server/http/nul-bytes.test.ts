import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '@scripts/lib/multipart-body';
import { insertProduct } from '@tests/factories/products';
import { createUser, newUserInput, type TestUser } from '@tests/factories/users';
import { takeConsoleErrors } from '@tests/setup/fail-on-console-error';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';
import { nulCharacterMessage } from '@domain/nul-character';
import { users } from '../db/schema/auth';
import { products } from '../db/schema/catalog';
import { orders } from '../db/schema/orders';
import { supportMessages } from '../db/schema/support';

/**
 * PostgreSQL text cannot hold a NUL byte. Every text the API takes is refused with a 400 naming the field
 * when it holds one, before anything is stored; and when the database does fail, the error's log line
 * holds none of what the visitor sent.
 */
let testApp: TestApp;
let seller: TestUser;
let buyer: TestUser;
let productId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  seller = await createUser(testApp.app);
  buyer = await createUser(testApp.app);
  productId = (await insertProduct(testApp.database.db, { sellerId: seller.id, title: 'Red onions' })).id;
});
afterAll(async () => {
  await testApp.close();
});

const nul = '\u0000';

function send(method: 'GET' | 'POST' | 'PATCH', url: string, user: TestUser | null, payload?: object) {
  return testApp.app.inject({
    method,
    url,
    headers: { origin: testOrigin, ...(user && { cookie: user.cookie }) },
    ...(payload && { payload }),
  });
}

function orderInput(overrides: Record<string, unknown> = {}) {
  return {
    idempotencyKey: randomUUID(),
    items: [{ productId, quantity: 1 }],
    deliveryAddress: '12 Temple Road, Peradeniya',
    district: 'kandy',
    phoneNumber: '077 123 4567',
    notes: 'Please call before coming',
    ...overrides,
  };
}

const supportMessage = { name: 'Kamal Perera', email: 'kamal@example.lk', subject: 'Late delivery', message: 'My order has not come.' };

const newProduct = {
  title: 'Carrots',
  description: 'Sweet hill-country carrots.',
  priceCents: 30_000,
  unit: 'kg',
  category: 'vegetables',
  district: 'jaffna',
  town: 'Chavakachcheri',
};

function createProduct(product: object) {
  const body = multipart({ product: JSON.stringify(product) });
  return testApp.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: { ...body.headers, origin: testOrigin, cookie: seller.cookie },
    payload: body.payload,
  });
}

function expectRefused(response: { statusCode: number; json(): unknown }, field: string) {
  expect(response.statusCode).toBe(400);
  const { error } = response.json() as { error: { code: string; fields?: { path: string; message: string }[] } };
  expect(error.code).toBe('validation_failed');
  expect(error.fields).toContainEqual({ path: field, message: nulCharacterMessage });
}

const countOf = async (table: typeof products | typeof orders | typeof supportMessages | typeof users) =>
  (await testApp.database.db.select({ count: sql<number>`count(*)::int` }).from(table))[0]?.count;

describe('a NUL byte in a text input', () => {
  it('in a search or a seller filter', async () => {
    expectRefused(await send('GET', '/api/products?q=%00', null), 'q');
    expectRefused(await send('GET', '/api/products?q=onion%00', null), 'q');
    expectRefused(await send('GET', '/api/products?seller=%00', null), 'seller');
    expectRefused(await send('GET', '/api/sellers/%00', null), 'id');
  });

  it.each(['title', 'description', 'town'])('in a new product’s %s: nothing is listed', async (field) => {
    const before = await countOf(products);
    expectRefused(await createProduct({ ...newProduct, [field]: `Carr${nul}ots` }), field);
    expect(await countOf(products)).toBe(before);
  });

  it.each(['title', 'description', 'town'])('in a product change to its %s: nothing changes', async (field) => {
    expectRefused(await send('PATCH', `/api/products/${productId}`, seller, { [field]: `Onions${nul}` }), field);
    const [row] = await testApp.database.db.select().from(products).where(eq(products.id, productId));
    expect(row?.title).toBe('Red onions');
  });

  it.each(['deliveryAddress', 'notes', 'phoneNumber'])('in an order’s %s: nothing is ordered', async (field) => {
    const before = await countOf(orders);
    expectRefused(await send('POST', '/api/orders', buyer, orderInput({ [field]: `077 123 4567${nul}` })), field);
    expect(await countOf(orders)).toBe(before);
  });

  it.each(['name', 'subject', 'message'])('in a support message’s %s: nothing is stored', async (field) => {
    const before = await countOf(supportMessages);
    expectRefused(await send('POST', '/api/support/messages', null, { ...supportMessage, [field]: `Hello${nul}there` }), field);
    expect(await countOf(supportMessages)).toBe(before);
  });

  it.each(['firstName', 'lastName', 'name'])('in a sign-up’s %s: no account is made', async (field) => {
    const before = await countOf(users);
    expectRefused(await send('POST', '/api/auth/sign-up/email', null, { ...newUserInput(), [field]: `Kam${nul}ala` }), field);
    expect(await countOf(users)).toBe(before);
  });

  it('in a password-reset token', async () => {
    expectRefused(await send('POST', '/api/auth/reset-password', null, { newPassword: 'secret12', token: `abc${nul}` }), 'token');
  });
});

describe('when the database fails', () => {
  beforeAll(async () => {
    await testApp.database.db.execute(sql`
      create function refuse_insert() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`);
    await testApp.database.db.execute(sql`create trigger refuse_insert before insert on support_messages execute function refuse_insert()`);
    await testApp.database.db.execute(sql`create trigger refuse_insert before insert on orders execute function refuse_insert()`);
  });
  afterAll(async () => {
    await testApp.database.db.execute(sql`drop trigger refuse_insert on support_messages`);
    await testApp.database.db.execute(sql`drop trigger refuse_insert on orders`);
  });

  it('logs a support message’s failure without its sender or words', async () => {
    const message = { name: 'Kamal Secretname', email: 'kamal.private@example.lk', subject: 'Private subject', message: 'Private words' };
    const response = await send('POST', '/api/support/messages', null, message);
    expect(response.statusCode).toBe(500);
    const logged = takeConsoleErrors().join('\n');
    expect(logged).toContain('refused for the test');
    expect(logged).toContain(response.json<{ error: { requestId: string } }>().error.requestId);
    for (const value of Object.values(message)) expect(logged).not.toContain(value);
  });

  it('logs an order’s failure without the buyer’s address, phone or notes', async () => {
    const response = await send(
      'POST',
      '/api/orders',
      buyer,
      orderInput({ deliveryAddress: '99 Hidden Lane, Kandy', phoneNumber: '077 765 4321', notes: 'Gate code 4711' }),
    );
    expect(response.statusCode).toBe(500);
    const logged = takeConsoleErrors().join('\n');
    expect(logged).toContain('refused for the test');
    for (const value of ['99 Hidden Lane', '+94777654321', '0777654321', '765 4321', 'Gate code 4711']) expect(logged).not.toContain(value);
  });
});
