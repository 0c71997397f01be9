import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hearChannel } from '@tests/setup/listen';
import { createTestDatabase } from '@tests/setup/test-database';
import { databaseUrlFor } from '@tests/setup/test-database-template';
import { openPostgres, type Database } from './client';

// A PostgreSQL server's listener has a connection of its own to lose; PGlite has none. This file runs in the
// PostgreSQL pass only (TEST_DATABASE_URL; see vitest.config.ts).

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const hear = (channel: string, events?: Parameters<Database['listen']>[2], on: Database = database) => hearChannel(on, channel, events);
const notify = (channel: string, payload: string) => database.db.execute(sql`select pg_notify(${channel}, ${payload})`);

describe('Database.listen on a PostgreSQL server', () => {
  async function currentDatabaseName() {
    const result = await database.db.execute(sql`select current_database() as name`);
    return (result as unknown as { rows: { name: string }[] }).rows[0]?.name as string;
  }

  async function listenerConnections() {
    const result = await database.db.execute(
      sql`select pid from pg_stat_activity where application_name = 'govi-listener' and datname = current_database()`,
    );
    return (result as unknown as { rows: { pid: number }[] }).rows.map((row) => row.pid);
  }

  it('listens on one connection of its own, outside the pool, and closes it with the database', async () => {
    const url = databaseUrlFor(process.env.TEST_DATABASE_URL as string, await currentDatabaseName());
    const before = await listenerConnections();
    const other = await openPostgres(url, { maxConnections: 1 });
    const first = await hear('govi_test_one', undefined, other);
    await hear('govi_test_two', undefined, other);
    const opened = (await listenerConnections()).filter((pid) => !before.includes(pid));
    expect(opened).toHaveLength(1);
    await notify('govi_test_one', 'over its own connection');
    expect(await first.next()).toBe('over its own connection');
    await other.close();
    await expect.poll(async () => (await listenerConnections()).filter((pid) => opened.includes(pid))).toEqual([]);
  });

  it('reconnects after losing its connection, says so, and hears again', async () => {
    const lost: (Error | undefined)[] = [];
    let restored = 0;
    const listener = await hear('govi_test_reconnect', { lost: (error) => lost.push(error), restored: () => (restored += 1) });
    const [pid] = await listenerConnections();
    await database.db.execute(sql`select pg_terminate_backend(${pid})`);
    await expect.poll(() => restored, { timeout: 10_000 }).toBe(1);
    expect(lost).toHaveLength(1);
    expect(await listenerConnections()).not.toContain(pid);
    await notify('govi_test_reconnect', 'after the loss');
    expect(await listener.next()).toBe('after the loss');
    await listener.stop();
  });
});
