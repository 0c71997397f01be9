import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordTestNotifications } from '@tests/factories/notifications';
import { createUser, type TestUser } from '@tests/factories/users';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';
import { notifications } from '@server/db/schema/notifications';
import { jobNames } from '@server/market-jobs';
import { pruneReadNotifications, readNotificationsKeptDays } from './notifications.service';

const day = 24 * 60 * 60 * 1000;

let testApp: TestApp;
let clock = new Date();

beforeAll(async () => {
  testApp = await createTestApp({ clock: () => clock });
});
afterAll(async () => {
  await testApp?.close();
});

function moveClock(ms: number) {
  clock = new Date(clock.getTime() + ms);
}

/** Records `count` notifications for the user and returns their ids, oldest first. */
async function notify(user: TestUser, count: number): Promise<string[]> {
  await recordTestNotifications(
    testApp.database.db,
    Array.from({ length: count }, () => ({ userId: user.id })),
  );
  const rows = await testApp.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, user.id))
    .orderBy(notifications.sequence);
  return rows.map((row) => row.id).slice(-count);
}

async function markRead(user: TestUser, id: string) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/notifications/${id}/read`,
    headers: { origin: testOrigin, cookie: user.cookie },
  });
  expect(response.statusCode).toBe(200);
}

async function markAllRead(user: TestUser) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/notifications/read-all',
    headers: { origin: testOrigin, cookie: user.cookie },
  });
  expect(response.statusCode).toBe(200);
}

async function remaining(ids: string[]): Promise<string[]> {
  const rows = await testApp.database.db.select({ id: notifications.id }).from(notifications).where(inArray(notifications.id, ids));
  return rows.map((row) => row.id).sort();
}

describe('pruning read notifications', () => {
  it(`deletes those read more than ${readNotificationsKeptDays} days ago, and keeps unread and recently read ones`, async () => {
    const seller = await createUser(testApp.app);
    const buyer = await createUser(testApp.app);
    const bystander = await createUser(testApp.app);
    const [readLongAgo, readLater, neverRead] = (await notify(seller, 3)) as [string, string, string];
    const buyerIds = await notify(buyer, 2);
    const bystanderIds = await notify(bystander, 2);

    await markRead(seller, readLongAgo);
    await markAllRead(buyer);
    moveClock(60 * day);
    await markRead(seller, readLater);

    // Not yet: the first ones were read 60 days ago.
    await testApp.app.jobs.runNow(jobNames.pruneReadNotifications);
    expect(await remaining([readLongAgo, readLater, neverRead, ...buyerIds, ...bystanderIds])).toEqual(
      [readLongAgo, readLater, neverRead, ...buyerIds, ...bystanderIds].sort(),
    );

    moveClock((readNotificationsKeptDays - 60) * day + 1000);
    await testApp.app.jobs.runNow(jobNames.pruneReadNotifications);
    // The seller's and the buyer's long-read ones go; the one read 30 days ago, the unread one and the
    // bystander's untouched ones stay.
    expect(await remaining([readLongAgo, readLater, neverRead, ...buyerIds, ...bystanderIds])).toEqual(
      [readLater, neverRead, ...bystanderIds].sort(),
    );

    moveClock(365 * day);
    await testApp.app.jobs.runNow(jobNames.pruneReadNotifications);
    expect(await remaining([readLater, neverRead, ...bystanderIds])).toEqual([neverRead, ...bystanderIds].sort());
  });

  it('works through a backlog in batches until none is left', async () => {
    const user = await createUser(testApp.app);
    const ids = await notify(user, 7);
    await markAllRead(user);
    moveClock((readNotificationsKeptDays + 1) * day);
    const deleted = await pruneReadNotifications(testApp.database.db, clock, new AbortController().signal, 2);
    expect(deleted).toBe(7);
    expect(await remaining(ids)).toEqual([]);
  });

  it('stops between batches once the app is closing', async () => {
    const user = await createUser(testApp.app);
    const ids = await notify(user, 5);
    await markAllRead(user);
    moveClock((readNotificationsKeptDays + 1) * day);
    const stopping = new AbortController();
    stopping.abort();
    expect(await pruneReadNotifications(testApp.database.db, clock, stopping.signal, 2)).toBe(0);
    expect(await remaining(ids)).toEqual([...ids].sort());
  });
});
