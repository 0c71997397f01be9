import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, pgliteExtensions } from '@server/db/client';
import { migrationsFolder } from '@server/paths';
import { databaseUrlFor, type TestDatabaseTemplate } from './test-database-template';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: TestDatabaseTemplate;
  }
}

/**
 * Migrates one template database per test run, which each test file then copies: PGlite's initdb
 * takes seconds, and a PostgreSQL server outlives the run, so each run gets databases of its own.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const runId = `govi_test_${Date.now().toString(36)}_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const template = `${runId}_template`;
    await admin.query(`create database "${template}"`);
    const migrated = await openPostgres(databaseUrlFor(serverUrl, template), { maxConnections: 1 });
    await migrated.close();
    project.provide('databaseTemplate', { engine: 'postgres', serverUrl, template, runId });
    return async () => {
      const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${runId}%`]);
      for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
      await admin.end();
    };
  }

  const client = await PGlite.create({ extensions: pgliteExtensions });
  await migrate(drizzle(client), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const folder = mkdtempSync(path.join(os.tmpdir(), 'govi-test-'));
  const file = path.join(folder, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseTemplate', { engine: 'pglite', file });
  return () => rmSync(folder, { recursive: true, force: true });
}
