import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type AppOptions } from '@server/app';
import { openPostgres, type Database } from '@server/db/client';
import { cheapPasswordHasher, type TestApp } from './test-app';
import { databaseUrlFor } from './test-database-template';

export type SecondInstance = { app: FastifyInstance; database: Database; close(): Promise<void> };

/**
 * Another app instance on the first one's database. On PostgreSQL it has its own connection pool and listener,
 * as a second server would; PGlite is one process's database, so there the two apps share its one connection
 * (and its notifications), which still tests what one instance hears of the other's writes.
 */
export async function openSecondInstance(
  first: TestApp,
  name = 'instance B',
  /** What differs from the defaults (a test's clock, say); settings and database are the first one's. */
  appOptions: Partial<Omit<AppOptions, 'settings' | 'database'>> = {},
): Promise<SecondInstance> {
  const ownDatabase = first.database.engine === 'postgres' ? await openSameDatabase(first.database) : undefined;
  const database = ownDatabase ?? first.database;
  const app = await buildApp({
    settings: first.settings,
    database,
    passwordHasher: cheapPasswordHasher,
    logger: { level: 'error', stream: { write: (line: string) => console.error(`${name} logged: ${line}`) } },
    webDir: path.join(os.tmpdir(), 'govi-no-web-build'),
    renderer: null,
    ...appOptions,
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await ownDatabase?.close();
    },
  };
}

async function openSameDatabase(database: Database): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('a second PostgreSQL connection needs TEST_DATABASE_URL');
  const result = await database.db.execute(sql`select current_database() as name`);
  const databaseName = (result as unknown as { rows: { name: string }[] }).rows[0]?.name as string;
  return openPostgres(databaseUrlFor(serverUrl, databaseName), { maxConnections: 3 });
}
