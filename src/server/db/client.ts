import { PGlite, type Extensions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import { tables, type Tables } from './tables';
import { fromDatabaseLayer } from './unreachable';

export type Db = PgDatabase<PgQueryResultHKT, Tables>;

/** What a listener hears of its connection: PostgreSQL drops notifications sent while nobody listens. */
export type ListenEvents = {
  /** The listening connection failed; reconnecting with backoff. */
  lost?(error: Error | undefined): void;
  /** Listening again after a loss: anything announced in between was missed. */
  restored?(): void;
};

export type Database = {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Answers whether the database takes queries. */
  ping(): Promise<boolean>;
  /**
   * Hears `pg_notify(channel, payload)` from every instance on this database, once the sending transaction
   * commits. Resolves with a function that stops listening.
   */
  listen(channel: string, handler: (payload: string) => void, events?: ListenEvents): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

/** The pools of the PostgreSQL servers' databases, for statements run prepared. */
const serverPools = new WeakMap<Db, pg.Pool>();
const dialect = new PgDialect();

/**
 * Rows of a raw statement run as a prepared statement on the PostgreSQL server: named by its text, so each
 * connection parses and plans it once and then reuses the plan (for the seller area's larger statements, planning
 * took about as long as running them). On PGlite, one connection in this process, it simply runs. Only for
 * statements whose text takes a bounded number of forms (values go in as parameters), since each form is kept
 * on every connection.
 */
export async function selectPrepared<Row>(db: Db, query: SQL): Promise<Row[]> {
  const pool = serverPools.get(db);
  if (!pool) return selectRows<Row>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `govi_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  return (await pool.query<Row & pg.QueryResultRow>({ name, text, values: params, types: asDrizzleReadsThem })).rows;
}

/** The rows of a raw statement: node-postgres and PGlite both answer one with an object holding them under `rows`. */
export async function selectRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** The tables of the public schema (the app's own, on a database it migrated), by name. */
export async function selectPublicTableNames(db: Db): Promise<string[]> {
  const rows = await selectRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  return rows.map((row) => row.name);
}

/** Dates, times and intervals (and their arrays) as text, as drizzle's own raw statements return them. */
const keptAsText = new Set([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1115, // timestamp[]
  1182, // date[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
]);
const asDrizzleReadsThem = {
  getTypeParser: ((typeId: number, format?: 'text' | 'binary') =>
    keptAsText.has(typeId) ? (value: string) => value : pg.types.getTypeParser(typeId, format)) as typeof pg.types.getTypeParser,
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
    async listen(channel, handler) {
      // PGlite is one connection in this process: nothing to lose or restore.
      const unlisten = await client.listen(channel, handler);
      return () => unlisten();
    },
    close: () => client.close(),
  };
}

/**
 * Opens an embedded database as it is on disk, without applying this app's migrations: a copy being checked, a
 * directory being backed up, one a newer or older version of the app wrote. Extensions beyond the app's own (a
 * test's amcheck) may be added.
 */
export async function openPgliteAsIs(dataDir: string, options: { extraExtensions?: Extensions } = {}): Promise<Database> {
  return wrapPglite(await PGlite.create({ dataDir, extensions: { ...pgliteExtensions, ...options.extraExtensions } }));
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
  // No JIT compilation: it pays off for queries running for seconds, and here it added 300 ms to a seller's
  // customer list that runs in 140 ms without it (PostgreSQL turns it on for any query it estimates as costly).
  // No parallel workers either: every request is short and many run at once, so a worker only takes a core from
  // another request and adds its start-up (a large seller's figures waited on their workers under load).
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    // A server that does not answer (a dropped network, a host that is down) fails a request in 5 s, as one that
    // refuses does at once, instead of holding it until the visitor gives up.
    connectionTimeoutMillis: 5_000,
    options: '-c jit=off -c max_parallel_workers_per_gather=0',
  });
  markConnectFailures(pool);
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it and the next query reports any real outage.
  });
  await migrateWithLock(pool);
  const db = drizzlePg(pool, { schema: tables }) as unknown as Db;
  serverPools.set(db, pool);
  const listener = createPostgresListener(url);
  return {
    db,
    engine: 'postgres',
    ping: pingWith(db),
    listen: listener.listen,
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, release: (error?: unknown) => void) => void;

/**
 * Marks the pool's failures to connect as the database layer's: Drizzle wraps a query's errors, but not a
 * transaction's connecting, and a refused connection must read as the database being away, not as any socket error.
 */
function markConnectFailures(pool: pg.Pool) {
  const connect = pool.connect.bind(pool) as (callback?: ConnectCallback) => Promise<pg.PoolClient> | undefined;
  pool.connect = ((callback?: ConnectCallback) =>
    callback
      ? connect((error, client, release) => callback(fromDatabaseLayer(error), client, release))
      : connect()?.catch((error: unknown) => {
          throw fromDatabaseLayer(error);
        })) as typeof pool.connect;
}

type Subscription = { channel: string; handler: (payload: string) => void; events: ListenEvents };

const reconnectDelayMs = { first: 250, max: 30_000 };

/**
 * LISTEN needs a connection of its own for as long as the app runs (a pooled one would be handed to
 * queries), so the listener keeps one client outside the pool, opened on the first `listen` and
 * reopened with growing delays when it fails.
 */
function createPostgresListener(url: string) {
  const subscriptions = new Set<Subscription>();
  let client: pg.Client | undefined;
  /** The channels LISTENed on the current client. */
  let listening = new Set<string>();
  let connecting: Promise<void> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let everConnected = false;
  let failures = 0;
  let closed = false;

  async function connect(): Promise<void> {
    // TCP keepalive probes after 10 s idle: a connection dropped without a word (a NAT or firewall forgetting it)
    // is noticed in about a minute, not the system's default two hours, and the listener reconnects.
    const next = new pg.Client({
      connectionString: url,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      application_name: 'govi-listener',
    });
    next.on('notification', (message) => {
      if (message.payload === undefined) return;
      for (const subscription of subscriptions) {
        if (subscription.channel === message.channel) subscription.handler(message.payload);
      }
    });
    // Kept for the client's whole life: an 'error' event with no listener would end the process.
    next.on('error', (error) => lose(next, error));
    next.on('end', () => lose(next, undefined));
    const channels = new Set<string>();
    try {
      await next.connect();
      for (const { channel } of subscriptions) {
        if (channels.has(channel)) continue;
        channels.add(channel);
        await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      }
      if (closed) throw new Error('the database is closed');
    } catch (error) {
      next.removeAllListeners('end');
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
    listening = channels;
    everConnected = true;
  }

  function lose(lost: pg.Client, error: Error | undefined) {
    if (lost !== client || closed) return;
    client = undefined;
    lost.removeAllListeners('end');
    lost.end().catch(() => {});
    for (const subscription of subscriptions) subscription.events.lost?.(error);
    scheduleReconnect();
  }

  function scheduleReconnect() {
    const delay = Math.min(reconnectDelayMs.max, reconnectDelayMs.first * 2 ** failures) * (0.5 + Math.random() / 2);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (closed) return;
      connecting = connect().finally(() => (connecting = undefined));
      connecting.then(
        () => {
          failures = 0;
          for (const subscription of subscriptions) subscription.events.restored?.();
        },
        () => {
          failures += 1;
          if (!closed) scheduleReconnect();
        },
      );
    }, delay);
  }

  async function listen(channel: string, handler: (payload: string) => void, events: ListenEvents = {}) {
    if (closed) throw new Error('the database is closed');
    const subscription = { channel, handler, events };
    subscriptions.add(subscription);
    try {
      if (!client && !connecting && !retryTimer) connecting = connect().finally(() => (connecting = undefined));
      // The first connection must work now, as the pool's did, or the app does not start; later losses are retried.
      if (connecting) await (everConnected ? connecting.catch(() => {}) : connecting);
      if (client && !listening.has(channel)) {
        listening.add(channel);
        await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      }
    } catch (error) {
      subscriptions.delete(subscription);
      throw error;
    }
    return async () => {
      subscriptions.delete(subscription);
      if (!client || [...subscriptions].some((other) => other.channel === channel)) return;
      listening.delete(channel);
      await client.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => {});
    };
  }

  async function close() {
    closed = true;
    clearTimeout(retryTimer);
    await connecting?.catch(() => {});
    const open = client;
    client = undefined;
    if (open) {
      open.removeAllListeners('end');
      await open.end().catch(() => {});
    }
  }

  return { listen, close };
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

/** Tells every instance listening on `channel` (this one too) `payload`, once the sending transaction commits. */
export async function notify(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
