import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/setup/test-app';
import { selectRows } from '@server/db/client';
import { jobNames } from '@server/market-jobs';
import { pruneRateLimits, rateLimitsPruneBatch } from './rate-limit.service';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

/** `count` counters named `<prefix>-<n>` whose windows started `age` ago (a second apart). */
async function insertCounters(prefix: string, count: number, age: string) {
  await testApp.database.db.execute(
    sql`insert into rate_limits (key, window_started_at, hits)
        select ${prefix} || '-' || n, now() - ${age}::interval - n * interval '1 second', 1 from generate_series(1, ${count}) n`,
  );
}

async function keysLeft(): Promise<string[]> {
  const rows = await selectRows<{ key: string }>(testApp.database.db, sql`select key from rate_limits order by key`);
  return rows.map((row) => row.key);
}

describe('pruning rate-limit counters', () => {
  it('deletes every counter whose window started over a day ago, batch after batch, and keeps the recent ones', async () => {
    const stale = rateLimitsPruneBatch * 2 + 201;
    await insertCounters('stale', stale, '2 days');
    await insertCounters('recent', 3, '23 hours');
    await testApp.app.jobs.runNow(jobNames.pruneRateLimits);
    expect(await keysLeft()).toEqual(['recent-1', 'recent-2', 'recent-3']);
  });

  it('says how many it deleted, and stops between batches once the app is closing', async () => {
    await insertCounters('old', rateLimitsPruneBatch + 1, '3 days');
    const closing = new AbortController();
    closing.abort();
    expect(await pruneRateLimits(testApp.database.db, closing.signal)).toBe(0);
    expect(await keysLeft()).toHaveLength(rateLimitsPruneBatch + 1 + 3);
    expect(await pruneRateLimits(testApp.database.db, new AbortController().signal)).toBe(rateLimitsPruneBatch + 1);
    expect(await keysLeft()).toEqual(['recent-1', 'recent-2', 'recent-3']);
  });

  it('finds the batch through the index on window_started_at', async () => {
    const indexes = await selectRows<{ indexdef: string }>(
      testApp.database.db,
      sql`select indexdef from pg_indexes where tablename = 'rate_limits' and indexname = 'rate_limits_window_started_at_idx'`,
    );
    expect(indexes.map((index) => index.indexdef)).toEqual([expect.stringContaining('USING btree (window_started_at)')]);
  });
});
