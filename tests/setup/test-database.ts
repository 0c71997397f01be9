import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '@server/db/client';
import { databaseUrlFor } from './test-database-template';

let copies = 0;

/**
 * A fresh, migrated database for one test file: a PGlite copy of the run's template in memory, or,
 * when TEST_DATABASE_URL is set, a new database on that server copied from the run's template.
 * Closing it drops it.
 */
export async function createTestDatabase(): Promise<Database> {
  const template = inject('databaseTemplate');
  if (template.engine === 'pglite') {
    return openPglite({ loadDataDir: new Blob([readFileSync(template.file)]) });
  }
  const name = `${template.runId}_${process.pid}_${copies++}`;
  const admin = new pg.Client({ connectionString: template.serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${template.template}"`);
  } finally {
    await admin.end();
  }
  const database = await openPostgres(databaseUrlFor(template.serverUrl, name), { maxConnections: 5 });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: template.serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}
