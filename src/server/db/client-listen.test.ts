import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@tests/setup/test-database';
import { hearChannel } from '@tests/setup/listen';
import type { Database } from './client';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const hear = (channel: string) => hearChannel(database, channel);
const notify = (channel: string, payload: string) => database.db.execute(sql`select pg_notify(${channel}, ${payload})`);

describe('Database.listen', () => {
  it('hears a notification sent inside a transaction once it commits, and never one rolled back', async () => {
    const channel = hear('govi_test_commit');
    const listener = await channel;
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('govi_test_commit', 'rolled back')`);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('govi_test_commit', 'first')`);
      await tx.execute(sql`select pg_notify('govi_test_commit', 'second')`);
    });
    expect(await listener.next()).toBe('first');
    expect(await listener.next()).toBe('second');
    await listener.stop();
  });

  it('keeps channels apart and stops hearing one when asked', async () => {
    const kept = await hear('govi_test_kept');
    const heardAfterStop: string[] = [];
    const stop = await database.listen('govi_test_stopped', (payload) => heardAfterStop.push(payload));
    await notify('govi_test_stopped', 'heard before stopping');
    await notify('govi_test_kept', 'first');
    expect(await kept.next()).toBe('first');
    expect(heardAfterStop).toEqual(['heard before stopping']);

    await stop();
    await notify('govi_test_stopped', 'unheard');
    await notify('govi_test_kept', 'second');
    // One connection delivers notifications in commit order: once the kept channel hears the later one,
    // the stopped channel's would already have arrived.
    expect(await kept.next()).toBe('second');
    expect(heardAfterStop).toEqual(['heard before stopping']);
    await kept.stop();
  });
});
