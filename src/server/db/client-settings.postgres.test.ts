import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '@tests/setup/test-database';
import type { Database } from './client';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

it('runs without JIT compilation and without parallel workers on every pooled connection', async () => {
  const answers = await Promise.all(
    Array.from({ length: 4 }, async () => {
      const result = await database.db.execute(
        sql`select current_setting('jit') as jit, current_setting('max_parallel_workers_per_gather') as workers`,
      );
      return (result as unknown as { rows: { jit: string; workers: string }[] }).rows[0];
    }),
  );
  expect(answers).toEqual(Array.from({ length: 4 }, () => ({ jit: 'off', workers: '0' })));
});
