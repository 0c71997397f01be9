import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, selectRows, type Database } from '@server/db/client';
import { databaseUrlFor } from './test-database-template';

let copies = 0;

/**
 * A fresh, migrated database for one test file: a PGlite copy of the run's template in memory, or,
 * when TEST_DATABASE_URL is set, a new database on that server copied from the run's template.
 * Closing it drops it (a PGlite copy is emptied and kept for the worker's next file instead).
 */
export async function createTestDatabase(): Promise<Database> {
  const template = inject('databaseTemplate');
  if (template.engine === 'pglite') return takePgliteCopy(template.file);
  const name = `${template.runId}_${process.pid}_${copies++}`;
  const admin = new pg.Client({ connectionString: template.serverUrl });
  await admin.connect();
  try {
    // Copied file by file (PostgreSQL 15's default writes the whole template through the WAL): 60 ms a copy here
    // instead of 390, for some 120 files a run. The checkpoint it starts with finds little to write in a test run.
    await admin.query(`create database "${name}" template "${template.template}" strategy file_copy`);
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

/**
 * A new DATA_DIR whose embedded database an earlier start has made and migrated: the run's template, copied in. For a
 * test whose subject is not the first start (PGlite's initdb on a disk is some 6 s of a first start's 10 here, the
 * copy 2 s); first starts on an empty directory keep tests of their own. A run on the PostgreSQL server has no
 * embedded template: the directory is left empty, and the first open makes the database.
 */
export async function migratedDataDir(prefix: string): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const template = inject('databaseTemplate');
  if (template.engine !== 'pglite') return dataDir;
  await (await openPgliteCopy(template.file, path.join(dataDir, 'db'))).close();
  return dataDir;
}

/** A copy of the run's PGlite template: in memory, or in `dataDir` on the disk. */
function openPgliteCopy(file: string, dataDir?: string): Promise<Database> {
  return openPglite({ ...(dataDir && { dataDir }), loadDataDir: new Blob([readFileSync(file)]) });
}

// Loading a PGlite copy of the template takes 1–2 s, and a test file empties its database in a few milliseconds:
// a worker keeps the copies its files closed and hands them to its next files emptied (the server's test projects
// keep a worker's modules between files, so this list lives on). A copy whose tables, triggers or functions a
// test changed (renamed a table to make reads fail, say) is not kept: only one that is the template's again is.
const keptCopies: Database[] = [];
let templateShape: string | undefined;

async function takePgliteCopy(file: string): Promise<Database> {
  for (let copy = keptCopies.pop(); copy; copy = keptCopies.pop()) {
    if (await emptiedToTemplate(copy)) return lent(copy);
    await copy.close();
  }
  const copy = await openPgliteCopy(file);
  templateShape ??= await shapeOf(copy);
  return lent(copy);
}

/** The copy, with close() handing it back to be kept, and its listeners stopped then. */
function lent(copy: Database): Database {
  const listening = new Set<() => Promise<void>>();
  let handedBack = false;
  return {
    ...copy,
    async listen(channel, handler, events) {
      const unlisten = await copy.listen(channel, handler, events);
      const once = async () => {
        if (listening.delete(once)) await unlisten();
      };
      listening.add(once);
      return once;
    },
    async close() {
      if (handedBack) return;
      handedBack = true;
      await Promise.all([...listening].map((unlisten) => unlisten()));
      keptCopies.push(copy);
    },
  };
}

/** Empties every table, or answers false when the copy's schema is no longer the template's. */
async function emptiedToTemplate(copy: Database): Promise<boolean> {
  try {
    if ((await shapeOf(copy)) !== templateShape) return false;
    const [statements] = await selectRows<{ tables: string | null; sequences: string | null }>(
      copy.db,
      sql`select
        (select string_agg(format('delete from %I;', tablename), ' ') from pg_tables where schemaname = 'public') as tables,
        (select string_agg(format('alter sequence %I restart;', sequencename), ' ') from pg_sequences where schemaname = 'public') as sequences`,
    );
    // Triggers off for this statement, as for a replica (`reset all` turns them back on): the audit log's trigger
    // refuses deletion (migration 0019), and foreign keys need no order. DELETE rather than TRUNCATE: a test leaves a
    // few rows, and TRUNCATE makes each table and index a new file, several times the work on PGlite's in-memory disk.
    await copy.db.execute(sql`set session_replication_role = replica`);
    await copy.db.execute(sql.raw(`do $$ begin ${statements?.tables ?? ''} ${statements?.sequences ?? ''} end $$`));
    await copy.db.execute(sql`reset all`);
    await copy.db.execute(sql`select pg_advisory_unlock_all()`);
    return true;
  } catch {
    return false;
  }
}

/** The public schema's tables and columns, indexes, triggers, functions and sequences, as one text. */
async function shapeOf(copy: Database): Promise<string> {
  const [row] = await selectRows<{ shape: string | null }>(
    copy.db,
    sql`
    select string_agg(item, ',' order by item) as shape from (
      select c.relkind::text || ':' || c.relname::text || ':' || coalesce(
        (select string_agg(a.attname::text || ' ' || format_type(a.atttypid, a.atttypmod) || case when a.attnotnull then '!' else '' end, ';' order by a.attnum)
           from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '') as item
        from pg_class c where c.relnamespace = 'public'::regnamespace
      union all
      select 't:' || t.tgname::text || ':' || t.tgrelid::regclass::text from pg_trigger t where not t.tgisinternal
      union all
      select 'f:' || p.proname::text from pg_proc p where p.pronamespace = 'public'::regnamespace
    ) items`,
  );
  return row?.shape ?? '';
}
