import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@domain/notifications/notification.schema';
import { newOrderContent, recordTestNotifications, titleOf } from '@tests/factories/notifications';
import { createUser, type TestUser } from '@tests/factories/users';
import { openEventStream, type EventStreamReader } from '@tests/setup/event-stream-reader';
import { createTestApp, type TestApp } from '@tests/setup/test-app';
import { announce } from './notifications.repository';
import { notificationsChannel, recordNotifications } from './notifications.service';
import { eventStreamStats } from './notifications.routes';

let testApp: TestApp;
let baseUrl: string;
const openStreams: EventStreamReader[] = [];

beforeAll(async () => {
  testApp = await createTestApp();
  baseUrl = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const stream of openStreams) stream.close();
  await testApp.close();
});

async function connect(user: TestUser | null, options: { lastEventId?: string; query?: string; headers?: Record<string, string> } = {}) {
  const stream = await openEventStream(`${baseUrl}/api/events${options.query ?? ''}`, {
    ...(user && { cookie: user.cookie }),
    ...(options.lastEventId !== undefined && { 'last-event-id': options.lastEventId }),
    ...options.headers,
  });
  openStreams.push(stream);
  return stream;
}

async function nextNotification(stream: EventStreamReader): Promise<Notification> {
  const event = await stream.next();
  expect(event.event).toBe('notification');
  const notification = JSON.parse(event.data) as Notification;
  expect(event.id).toBe(String(notification.sequence));
  return notification;
}

async function record(user: TestUser, productTitle: string) {
  await recordTestNotifications(testApp.database.db, [{ userId: user.id, content: newOrderContent({ productTitle }) }]);
}

/** Once the server has subscribed the stream: a notification recorded after this reaches it live. */
async function untilSubscribed(count: number) {
  await expect.poll(() => eventStreamStats(testApp.app).streams).toBe(count);
}

describe('GET /api/events', () => {
  it('is refused without a session: a JSON 401, not an open stream', async () => {
    const stream = await connect(null);
    expect(stream.status).toBe(401);
    expect(stream.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(await stream.ended).error.code).toBe('unauthenticated');

    const ended = await connect({ id: 'nobody', email: '', password: '', cookie: 'better-auth.session_token=forged.value' });
    expect(ended.status).toBe(401);
    await ended.ended;
    expect(eventStreamStats(testApp.app)).toEqual({ streams: 0, users: 0 });
  });

  it('streams uncompressed, unbuffered events with a retry hint', async () => {
    const user = await createUser(testApp.app);
    const stream = await connect(user, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.headers['cache-control']).toBe('no-store');
    expect(stream.headers['x-request-id']).toEqual(expect.any(String));
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
    await untilSubscribed(1);

    await record(user, 'Tomatoes');
    const notification = await nextNotification(stream);
    expect(notification).toMatchObject({ kind: 'new_order', readAt: null, params: { productTitle: 'Tomatoes', buyerDistrict: 'kandy' } });
    expect(stream.retry()).toBeGreaterThanOrEqual(2000);
    stream.close();
    await untilSubscribed(0);
  });

  it('delivers only the user’s own notifications, to each of their open streams', async () => {
    const seller = await createUser(testApp.app);
    const other = await createUser(testApp.app);
    const phone = await connect(seller);
    const laptop = await connect(seller);
    await untilSubscribed(2);

    await record(other, 'Not yours');
    await record(seller, 'Yours');
    // Announcements arrive in commit order, so the first event is the second one: the other user's was not sent.
    expect(titleOf(await nextNotification(phone))).toBe('Yours');
    expect(titleOf(await nextNotification(laptop))).toBe('Yours');
    phone.close();
    laptop.close();
    await untilSubscribed(0);
  });

  it('announces nothing when the transaction that recorded it rolls back', async () => {
    const user = await createUser(testApp.app);
    const stream = await connect(user);
    await untilSubscribed(1);

    await expect(
      testApp.database.db.transaction(async (tx) => {
        await recordNotifications(tx, [{ userId: user.id, content: newOrderContent({ productTitle: 'Rolled back' }) }]);
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    await record(user, 'Committed');
    expect(titleOf(await nextNotification(stream))).toBe('Committed');
    const stored = await testApp.database.db.execute(
      sql`select params->>'productTitle' as title from notifications where user_id = ${user.id}`,
    );
    expect((stored as unknown as { rows: unknown[] }).rows).toEqual([{ title: 'Committed' }]);
    stream.close();
    await untilSubscribed(0);
  });

  it('delivers a notification too large for a NOTIFY payload by reading it from the database', async () => {
    const user = await createUser(testApp.app);
    const stream = await connect(user);
    await untilSubscribed(1);
    const longTitle = 'Heirloom rice '.repeat(700);
    await record(user, longTitle);
    expect(titleOf(await nextNotification(stream))).toBe(longTitle);
    stream.close();
    await untilSubscribed(0);
  });

  it('first replays what a reconnecting stream missed after its Last-Event-ID, then goes live', async () => {
    const user = await createUser(testApp.app);
    const first = await connect(user);
    await untilSubscribed(1);
    await record(user, 'Seen');
    const seen = await nextNotification(first);
    first.close();
    await untilSubscribed(0);

    await record(user, 'Missed 1');
    await record(user, 'Missed 2');
    const again = await connect(user, { lastEventId: String(seen.sequence) });
    expect(titleOf(await nextNotification(again))).toBe('Missed 1');
    const missed = await nextNotification(again);
    expect(titleOf(missed)).toBe('Missed 2');
    await untilSubscribed(1);
    // NOTIFY reaches an instance when its listener next reads, so an announcement can arrive after the replay
    // has sent its row: the stream does not get it twice.
    await announce(testApp.database.db, notificationsChannel, JSON.stringify({ userId: user.id, sequence: missed.sequence }));
    await record(user, 'Live');
    expect(titleOf(await nextNotification(again))).toBe('Live');
    again.close();
    await untilSubscribed(0);

    // The query parameter serves where a header cannot be set (a new EventSource); the header wins when both come.
    const byQuery = await connect(user, { query: `?lastEventId=${seen.sequence}` });
    expect(titleOf(await nextNotification(byQuery))).toBe('Missed 1');
    byQuery.close();
    const both = await connect(user, { query: `?lastEventId=0`, lastEventId: String(seen.sequence) });
    expect(titleOf(await nextNotification(both))).toBe('Missed 1');
    both.close();
    await untilSubscribed(0);
  });

  it('replays only the user’s own notifications', async () => {
    const user = await createUser(testApp.app);
    const other = await createUser(testApp.app);
    await record(other, 'Theirs');
    await record(user, 'Mine');
    const stream = await connect(user, { lastEventId: '0' });
    expect(titleOf(await nextNotification(stream))).toBe('Mine');
    stream.close();
    await untilSubscribed(0);
  });

  it('refuses a malformed Last-Event-ID with the field named', async () => {
    const user = await createUser(testApp.app);
    for (const [options, field] of [
      [{ lastEventId: 'abc' }, 'last-event-id'],
      [{ query: '?lastEventId=-5' }, 'lastEventId'],
    ] as const) {
      const stream = await connect(user, options);
      expect(stream.status).toBe(400);
      expect(JSON.parse(await stream.ended).error).toMatchObject({ code: 'validation_failed', fields: [{ path: field }] });
    }
  });

  it('forgets a stream when the browser goes away, and ends open streams when the app closes', async () => {
    const user = await createUser(testApp.app);
    const streams = await Promise.all(Array.from({ length: 5 }, () => connect(user)));
    await untilSubscribed(5);
    expect(eventStreamStats(testApp.app).users).toBe(1);
    for (const stream of streams.slice(0, 4)) stream.close();
    await untilSubscribed(1);
    expect(eventStreamStats(testApp.app).users).toBe(1);

    const separate = await createTestApp();
    try {
      const url = await separate.app.listen({ port: 0, host: '127.0.0.1' });
      const visitor = await createUser(separate.app);
      const held = await openEventStream(`${url}/api/events`, { cookie: visitor.cookie });
      await expect.poll(() => eventStreamStats(separate.app).streams).toBe(1);
      await separate.app.close();
      await held.ended;
      expect(eventStreamStats(separate.app)).toEqual({ streams: 0, users: 0 });
    } finally {
      await separate.close();
    }
    streams[4]?.close();
    await untilSubscribed(0);
    expect(eventStreamStats(testApp.app).users).toBe(0);
  });
});
