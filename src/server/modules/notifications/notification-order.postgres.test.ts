import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOrderContent } from '@tests/factories/notifications';
import { createUser } from '@tests/factories/users';
import { createTestApp, type TestApp } from '@tests/setup/test-app';
import { notifications } from '@server/db/schema/notifications';
import { recordNotifications } from './notifications.service';

// Several connections write at once only on a PostgreSQL server; this file runs in its pass (vitest.config.ts).

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function waitingAdvisoryLocks(): Promise<number> {
  const result = await testApp.database.db.execute(
    sql`select count(*)::int as waiting from pg_locks where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = current_database())`,
  );
  return (result as unknown as { rows: { waiting: number }[] }).rows[0]?.waiting ?? 0;
}

describe('notification numbers follow commit order for each recipient', () => {
  it('a transaction notifying a user takes its number only once it holds that user’s lock', async () => {
    const seller = await createUser(testApp.app);
    const { db } = testApp.database;
    let releaseFirst!: () => void;
    const firstMayGoOn = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstHoldsLock!: () => void;
    const firstHasLock = new Promise<void>((resolve) => (firstHoldsLock = resolve));

    // The first transaction holds the recipient's lock (the same key the repository takes) before numbering.
    const first = db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`govi-notifications:${seller.id}`}, 0))`);
      firstHoldsLock();
      await firstMayGoOn;
      await recordNotifications(tx, [{ userId: seller.id, content: newOrderContent({ productTitle: 'First' }) }]);
    });
    // Started only once the first holds the lock: started together, either could take it first, and the
    // waiting count below could not tell which one waits.
    await Promise.race([firstHasLock, first]);
    // The second must wait for that lock before it takes a number: were it numbered first, it would be
    // committed after a larger number and a stream resuming from that number would never see it.
    const second = db.transaction(async (tx) => {
      await recordNotifications(tx, [{ userId: seller.id, content: newOrderContent({ productTitle: 'Second' }) }]);
    });
    try {
      await expect.poll(waitingAdvisoryLocks).toBe(1);
    } finally {
      // Let the first go on even when the check fails, so both transactions end and the database can close.
      releaseFirst();
      await Promise.all([first, second]);
    }

    const rows = await db.select().from(notifications).where(eq(notifications.userId, seller.id)).orderBy(asc(notifications.sequence));
    expect(rows.map((row) => (row.params as { productTitle: string }).productTitle)).toEqual(['First', 'Second']);
  });
});
