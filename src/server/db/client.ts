import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { tables, type Tables } from './tables';

export type Db = PgDatabase<PgQueryResultHKT, Tables>;

export type Database = {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Answers whether the database takes queries. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
};


/** PGlite extensions must be loaded on every open, or queries on indexes that use them fail. */
export const pgliteExtensions = { pg_trgm };

function pingWith(db: Db) {
  return async () => {
    try {
      await db.execute(sql`select 1`);
      return true;
    } catch {
      return false;
    }
  };
}

function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema: tables }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    ping: pingWith(db),
    close: () => client.close(),
  };
}

/** Opens embedded PostgreSQL in a directory (or in memory, for tests) and brings its schema up to date. */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: pgliteExtensions,
  });
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return wrapPglite(client);
}

/** Connects to a PostgreSQL server and brings its schema up to date. */
export async function openPostgres(url: string, options: { maxConnections?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.maxConnections ?? 10 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it and the next query reports any real outage.
  });
  await migrateWithLock(pool);
  const db = drizzlePg(pool, { schema: tables }) as unknown as Db;
  return { db, engine: 'postgres', ping: pingWith(db), close: () => pool.end() };
}

/** Several instances may start at once on one server: only one of them migrates at a time. */
async function migrateWithLock(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(7231001)');
    try {
      await migratePg(drizzlePg(client), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock(7231001)');
    }
  } finally {
    client.release();
  }
}
