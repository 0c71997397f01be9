import { getTableName } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectPublicTableNames, type Database } from '@server/db/client';
import { createTestDatabase } from '@tests/setup/test-database';
import { tables } from './tables';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('the list of tables', () => {
  // The export to PostgreSQL refuses a target holding a table not in the list, so a migrated but empty target
  // (an export that failed half-way) would be refused again; Drizzle's relational queries also read the list.
  it('names every table the migrations create', async () => {
    const migrated = (await selectPublicTableNames(database.db)).sort();
    const listed = Object.values(tables)
      .map((table) => getTableName(table))
      .sort();
    expect(listed).toEqual(migrated);
  });
});
