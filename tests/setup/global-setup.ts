import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPostgres, pgliteExtensions } from '@server/db/client';
import { migrationsFolder, projectRoot } from '@server/paths';
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

  project.provide('databaseTemplate', { engine: 'pglite', file: await pgliteTemplate() });
}

// The migrated template is kept between runs (PGlite's initdb and the migrations take seconds before any test can
// start), under a name made from what shapes it: the migrations and the PGlite build. A new migration makes a new one.
const templateFolder = path.join(projectRoot, 'node_modules/.cache/govi-test-template');

async function pgliteTemplate(): Promise<string> {
  const key = templateKey();
  const file = path.join(templateFolder, `${key}.tar`);
  if (existsSync(file)) return file;
  const client = await PGlite.create({ extensions: pgliteExtensions });
  await migrate(drizzle(client), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  mkdirSync(templateFolder, { recursive: true, mode: 0o700 });
  for (const old of readdirSync(templateFolder)) if (!old.startsWith(key)) rmSync(path.join(templateFolder, old), { force: true });
  // Written whole under another name first: a run stopped halfway leaves no damaged template for the next.
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
  renameSync(partial, file);
  return file;
}

function templateKey(): string {
  const hash = createHash('sha256');
  const pglite = JSON.parse(readFileSync(path.join(projectRoot, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as {
    version: string;
  };
  hash.update(`pglite ${pglite.version}\n`);
  const files = readdirSync(migrationsFolder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const name of files) hash.update(`${path.relative(migrationsFolder, name)}\n`).update(readFileSync(name));
  return hash.digest('hex').slice(0, 16);
}
