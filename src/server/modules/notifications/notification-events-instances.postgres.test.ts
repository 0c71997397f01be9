import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@domain/notifications/notification.schema';
import { newOrderContent, recordTestNotifications, titleOf } from '@tests/factories/notifications';
import { createUser, type TestUser } from '@tests/factories/users';
import { endsWithin, openEventStream, type EventStreamReader } from '@tests/setup/event-stream-reader';
import { openSecondInstance, type SecondInstance } from '@tests/setup/second-instance';
import { createTestApp, testOrigin, type TestApp } from '@tests/setup/test-app';
import { eventStreamStats } from './notifications.routes';

/**
 * Several app instances on one PostgreSQL database: whichever instance records a notification, a browser
 * connected to any of them hears it. PGlite is one process's database, so this file runs in the PostgreSQL
 * pass only (TEST_DATABASE_URL; see vitest.config.ts); the single-instance path is tested on both engines in notification-events.test.ts.
 */
describe('notifications across app instances', () => {
  let instanceA: TestApp;
  let urlA: string;
  const streams: EventStreamReader[] = [];

  beforeAll(async () => {
    instanceA = await createTestApp();
    urlA = await instanceA.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await instanceA?.close();
  });

  async function connect(url: string, user: TestUser, lastEventId?: number) {
    const stream = await openEventStream(`${url}/api/events`, {
      cookie: user.cookie,
      ...(lastEventId !== undefined && { 'last-event-id': String(lastEventId) }),
    });
    expect(stream.status).toBe(200);
    streams.push(stream);
    return stream;
  }

  async function nextTitle(stream: EventStreamReader) {
    const event = await stream.next();
    return titleOf(JSON.parse(event.data) as Notification);
  }

  describe('two instances', () => {
    let instanceB: SecondInstance;
    let urlB: string;

    beforeAll(async () => {
      instanceB = await openSecondInstance(instanceA);
      urlB = await instanceB.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await instanceB?.close();
    });

    it('a stream on one instance receives what the other instance records, both ways', async () => {
      const seller = await createUser(instanceA.app);
      const onA = await connect(urlA, seller);
      const onB = await connect(urlB, seller);
      await expect.poll(() => [eventStreamStats(instanceA.app).streams, eventStreamStats(instanceB.app).streams]).toEqual([1, 1]);

      await recordTestNotifications(instanceB.database.db, [
        { userId: seller.id, content: newOrderContent({ productTitle: 'Recorded on B' }) },
      ]);
      expect(await nextTitle(onA)).toBe('Recorded on B');
      expect(await nextTitle(onB)).toBe('Recorded on B');

      await recordTestNotifications(instanceA.database.db, [
        { userId: seller.id, content: newOrderContent({ productTitle: 'Recorded on A' }) },
      ]);
      expect(await nextTitle(onB)).toBe('Recorded on A');
      expect(await nextTitle(onA)).toBe('Recorded on A');
      onA.close();
      onB.close();
    });

    it('signing out through one instance ends the session’s stream held by the other, at once', async () => {
      const buyer = await createUser(instanceA.app);
      const onA = await connect(urlA, buyer);
      await expect.poll(() => eventStreamStats(instanceA.app).streams).toBe(1);

      const signOut = await instanceB.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { origin: testOrigin, cookie: buyer.cookie },
        payload: {},
      });
      expect(signOut.statusCode).toBe(200);
      expect(await endsWithin(onA, 3000)).toBe(true);
      await expect.poll(() => eventStreamStats(instanceA.app).streams).toBe(0);
    });
  });

  it('when an instance loses its listening connection, its streams end and catch up on reconnecting', async () => {
    const buyer = await createUser(instanceA.app);
    const stream = await connect(urlA, buyer);
    await expect.poll(() => eventStreamStats(instanceA.app).streams).toBe(1);
    await recordTestNotifications(instanceA.database.db, [{ userId: buyer.id, content: newOrderContent({ productTitle: 'Before' }) }]);
    const before = await stream.next();
    expect(titleOf(JSON.parse(before.data) as Notification)).toBe('Before');

    await instanceA.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'govi-listener' and datname = current_database()`,
    );
    // Recorded while the listener may still be down: only the catch-up can deliver it.
    await recordTestNotifications(instanceA.database.db, [{ userId: buyer.id, content: newOrderContent({ productTitle: 'During' }) }]);
    await stream.ended;

    const again = await connect(urlA, buyer, Number(before.id));
    expect(await nextTitle(again)).toBe('During');
    await expect.poll(() => eventStreamStats(instanceA.app).streams).toBe(1);
    await recordTestNotifications(instanceA.database.db, [{ userId: buyer.id, content: newOrderContent({ productTitle: 'After' }) }]);
    expect(await nextTitle(again)).toBe('After');
    again.close();
  });
});
