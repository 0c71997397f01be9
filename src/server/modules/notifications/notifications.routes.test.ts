import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification, NotificationsPage } from '@domain/notifications/notification.schema';
import { newOrderContent, recordTestNotifications } from '@tests/factories/notifications';
import { createUser, type TestUser } from '@tests/factories/users';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function request(method: 'GET' | 'POST', url: string, user: TestUser | null) {
  return testApp.app.inject({ method, url, headers: { origin: testOrigin, ...(user && { cookie: user.cookie }) } });
}

async function pageOf(user: TestUser, query = '') {
  const response = await request('GET', `/api/notifications${query}`, user);
  expect(response.statusCode).toBe(200);
  return response.json<NotificationsPage>();
}

describe('the notification list', () => {
  it('is newest first, 20 a page, with the unread count of all of them', async () => {
    const seller = await createUser(testApp.app);
    const titles = Array.from({ length: 23 }, (_, index) => `Produce ${index + 1}`);
    for (const title of titles) {
      await recordTestNotifications(testApp.database.db, [{ userId: seller.id, content: newOrderContent({ productTitle: title }) }]);
    }

    const first = await pageOf(seller);
    expect(first.notifications).toHaveLength(20);
    expect(first.notifications.map((notification) => notification.kind === 'new_order' && notification.params.productTitle)).toEqual(
      titles.slice(3).reverse(),
    );
    expect(first).toMatchObject({ unreadCount: 23, hasMore: true });
    expect(first.notifications[0]).toMatchObject({
      kind: 'new_order',
      readAt: null,
      params: { quantity: 3, unit: 'kg', buyerDistrict: 'kandy', itemCount: 1 },
    });

    const last = first.notifications.at(-1) as Notification;
    const second = await pageOf(seller, `?before=${last.sequence}`);
    expect(second.notifications.map((notification) => notification.kind === 'new_order' && notification.params.productTitle)).toEqual([
      'Produce 3',
      'Produce 2',
      'Produce 1',
    ]);
    expect(second).toMatchObject({ unreadCount: 23, hasMore: false });
  });

  it('starts empty and shows nobody else’s notifications', async () => {
    const owner = await createUser(testApp.app);
    const stranger = await createUser(testApp.app);
    await recordTestNotifications(testApp.database.db, [{ userId: owner.id }]);
    expect(await pageOf(stranger)).toEqual({ notifications: [], unreadCount: 0, hasMore: false });
    expect((await pageOf(owner)).notifications).toHaveLength(1);
  });

  it('refuses a bad page cursor with the field named', async () => {
    const user = await createUser(testApp.app);
    for (const before of ['abc', '-1', '1.5', '']) {
      const response = await request('GET', `/api/notifications?before=${before}`, user);
      expect(response.statusCode, before).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'validation_failed', fields: [{ path: 'before' }] });
    }
  });
});

describe('marking read', () => {
  it('marks one of the user’s own notifications read and keeps the first time it was read', async () => {
    const buyer = await createUser(testApp.app);
    await recordTestNotifications(testApp.database.db, [{ userId: buyer.id }, { userId: buyer.id }]);
    const [newest, older] = (await pageOf(buyer)).notifications as [Notification, Notification];

    const response = await request('POST', `/api/notifications/${older.id}/read`, buyer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unreadCount: 1 });

    const after = await pageOf(buyer);
    const readAt = after.notifications[1]?.readAt;
    expect(readAt).toEqual(expect.any(String));
    expect(after.notifications[0]?.readAt).toBeNull();
    expect(after.notifications[0]?.id).toBe(newest.id);

    // Opening it again changes nothing.
    expect((await request('POST', `/api/notifications/${older.id}/read`, buyer)).json()).toEqual({ unreadCount: 1 });
    expect((await pageOf(buyer)).notifications[1]?.readAt).toBe(readAt);
  });

  it('answers 404 for another user’s notification and for an unknown one, and changes nothing', async () => {
    const owner = await createUser(testApp.app);
    const stranger = await createUser(testApp.app);
    await recordTestNotifications(testApp.database.db, [{ userId: owner.id }]);
    const [notification] = (await pageOf(owner)).notifications as [Notification];

    const foreign = await request('POST', `/api/notifications/${notification.id}/read`, stranger);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('not_found');
    const unknown = await request('POST', `/api/notifications/0b5d3c52-41a8-4c8e-9a4e-7f04a5d1f2a1/read`, stranger);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(foreign.json());

    expect((await pageOf(owner)).notifications[0]?.readAt).toBeNull();
  });

  it('refuses a malformed id with the field named', async () => {
    const user = await createUser(testApp.app);
    const response = await request('POST', '/api/notifications/not-a-uuid/read', user);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation_failed', fields: [{ path: 'id' }] });
  });

  it('marks all of the user’s own notifications read, and nobody else’s', async () => {
    const user = await createUser(testApp.app);
    const neighbour = await createUser(testApp.app);
    await recordTestNotifications(testApp.database.db, [{ userId: user.id }, { userId: user.id }, { userId: neighbour.id }]);

    const response = await request('POST', '/api/notifications/read-all', user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unreadCount: 0 });
    const page = await pageOf(user);
    expect(page.unreadCount).toBe(0);
    expect(page.notifications.every((notification) => notification.readAt !== null)).toBe(true);
    expect((await pageOf(neighbour)).unreadCount).toBe(1);
  });
});

describe('without a session', () => {
  it('refuses every notification call with 401', async () => {
    const owner = await createUser(testApp.app);
    await recordTestNotifications(testApp.database.db, [{ userId: owner.id }]);
    const [notification] = (await pageOf(owner)).notifications as [Notification];

    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['POST', `/api/notifications/${notification.id}/read`],
      ['POST', '/api/notifications/read-all'],
    ] as const) {
      const response = await request(method, url, null);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error.code).toBe('unauthenticated');
    }
    expect((await pageOf(owner)).unreadCount).toBe(1);
  });
});
