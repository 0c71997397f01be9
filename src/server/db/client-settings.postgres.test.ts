import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/setup/test-database';
import type { Database } from './client';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

it('runs without JIT compilation on every pooled connection', async () => {
  const answers = await Promise.all(
    Array.from({ length: 4 }, async () => ((await database.db.execute(sql`show jit`)) as unknown as { rows: { jit: string }[] }).rows[0]?.jit),
  );
  expect(answers).toEqual(['off', 'off', 'off', 'off']);
});
