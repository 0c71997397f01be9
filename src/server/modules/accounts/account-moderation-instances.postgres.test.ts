import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeOperator } from '@tests/factories/operators';
import { testOrderBody } from '@tests/factories/orders';
import { insertProduct } from '@tests/factories/products';
import { createUser, type TestUser } from '@tests/factories/users';
import { endsWithin, openEventStream, type EventStreamReader } from '@tests/setup/event-stream-reader';
import { openSecondInstance, type SecondInstance } from '@tests/setup/second-instance';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';
import { eventStreamStats } from '../notifications/notifications.routes';

/**
 * A suspension made through one instance holds on every other: the account's live stream held by another instance
 * ends at once, that instance honours none of its sessions nor lets it sign in, and its cached pages of the account's
 * listings are dropped. PGlite is one process's database, so this runs in the PostgreSQL pass only (TEST_DATABASE_URL);
 * the single-instance effects are tested on both engines in account-moderation.test.ts.
 */
describe('a suspension across app instances', () => {
  let instanceA: TestApp;
  let instanceB: SecondInstance;
  let urlB: string;
  let operator: TestUser;
  const streams: EventStreamReader[] = [];

  beforeAll(async () => {
    instanceA = await createTestApp();
    instanceB = await openSecondInstance(instanceA);
    urlB = await instanceB.app.listen({ port: 0, host: '127.0.0.1' });
    operator = await createUser(instanceA.app, { firstName: 'Anoma', lastName: 'Silva' });
    await makeOperator(instanceA.database.db, operator);
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await instanceB?.close();
    await instanceA?.close();
  });

  const onB = (user: TestUser | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    instanceB.app.inject({
      method,
      url,
      headers: { origin: testOrigin, ...(user && { cookie: user.cookie }) },
      ...(payload && { payload }),
    });

  it('ends the stream another instance holds, and that instance refuses the session, the sign-in and the listing', async () => {
    const seller = await createUser(instanceA.app, { firstName: 'Kamal', lastName: 'Perera' });
    const product = await insertProduct(instanceA.database.db, {
      sellerId: seller.id,
      sellerName: 'Kamal Perera',
      title: 'Kamal’s rambutan',
    });
    // Read through B first, so B holds the product page in its read cache.
    expect((await onB(null, 'GET', `/api/products/${product.id}`)).statusCode).toBe(200);
    expect((await onB(seller, 'GET', '/api/notifications')).statusCode).toBe(200);
    const stream = await openEventStream(`${urlB}/api/events`, { cookie: seller.cookie });
    streams.push(stream);
    expect(stream.status).toBe(200);
    await expect.poll(() => eventStreamStats(instanceB.app).streams).toBe(1);

    const suspended = await instanceA.app.inject({
      method: 'POST',
      url: `/api/admin/accounts/${seller.id}/suspend`,
      headers: { origin: testOrigin, cookie: operator.cookie },
      payload: { reason: 'fraud', days: 7 },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);

    expect(await endsWithin(stream, 3000)).toBe(true);
    await expect.poll(() => eventStreamStats(instanceB.app).streams).toBe(0);

    expect((await onB(seller, 'GET', '/api/notifications')).statusCode).toBe(401);
    const again = await openEventStream(`${urlB}/api/events`, { cookie: seller.cookie });
    streams.push(again);
    expect(again.status).toBe(401);
    const signIn = await onB(null, 'POST', '/api/auth/sign-in/email', { email: seller.email, password: seller.password });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().error).toMatchObject({ reason: 'ACCOUNT_SUSPENDED', params: { reason: 'fraud' } });
    await expect.poll(async () => (await onB(null, 'GET', `/api/products/${product.id}`)).statusCode).toBe(404);

    // An order for the listing, kept on a phone while offline and sent through B afterwards, is refused.
    const buyer = await createUser(instanceA.app, { firstName: 'Ayesha' });
    const late = await onB(buyer, 'POST', '/api/orders', testOrderBody([{ productId: product.id, quantity: 1 }]));
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({ reason: 'product_unavailable' });
  });
});
