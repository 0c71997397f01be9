import { getTableName, sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres, selectPublicTableNames, selectRows, type Db } from './client';
import { tables as appTables } from './tables';

const { escapeIdentifier } = pg;

/** An export that cannot go ahead, with a message meant for the person running the command. */
export class ExportError extends Error {
  override name = 'ExportError';
}

export type ExportResult = {
  tables: { name: string; rows: number }[];
  seconds: number;
  /** What went wrong after the copy was committed, which the market runs without. */
  warnings: string[];
};

/** Rows sent in one statement: a few MB of JSON for the widest table (products). */
const defaultBatchRows = 2_000;

/**
 * Copies an embedded market, table by table, into an empty PostgreSQL database: the target gets this app's
 * migrations through the same path the server takes, then every row inside one transaction (all or nothing), in
 * foreign-key order, each batch as JSON turned back into rows by PostgreSQL itself (json_populate_recordset), so
 * every value keeps its exact type and precision. The source must be migrated to this app's version (open it
 * with openPglite) and nothing else may write to it meanwhile.
 */
export async function exportToPostgres(options: {
  source: Db;
  targetUrl: string;
  batchRows?: number;
  onTable?: (name: string, rows: number) => void;
}): Promise<ExportResult> {
  const started = performance.now();
  const { source, targetUrl } = options;
  const batchRows = options.batchRows ?? defaultBatchRows;
  const target = await connectToTarget(targetUrl);
  try {
    await refuseUnlessEmpty(target);
    const tables = await tablesInForeignKeyOrder(source);
    const migrated = await openPostgres(targetUrl, { maxConnections: 1 });
    await migrated.close();
    await checkSameMigration(source, target);
    const counted: { name: string; rows: number }[] = [];
    await target.query('begin');
    try {
      // Triggers keep derived rows (a seller's customers) as orders are written; those rows are copied as they
      // are, so the triggers stay off while loading: on, they would recount every pair for each batch of items,
      // and the copied rows would then collide with the recounted ones.
      for (const name of tables) await target.query(`alter table ${escapeIdentifier(name)} disable trigger user`);
      // Indexes are built once the rows are in, as pg_restore does: kept up row by row, products' trigram index
      // alone made loading 100,000 products take 35 s instead of 1 s (and 9 s to build it afterwards).
      await target.query(`set local maintenance_work_mem = '256MB'`);
      const indexes = await dropSecondaryIndexes(target);
      await source.transaction(async (tx) => {
        for (const name of tables) {
          const [source] = await selectRows<{ count: number }>(tx, sql`select count(*)::int as count from ${sql.identifier(name)}`);
          const rows = source?.count ?? 0;
          const copied = await copyTable(tx, target, name, batchRows);
          if (copied !== rows) throw new Error(`table ${name} gave ${copied} rows to copy where it counts ${rows}`);
          counted.push({ name, rows });
          options.onTable?.(name, rows);
        }
        await copySequences(tx, target);
      });
      for (const { definition } of indexes) await target.query(definition);
      for (const name of tables) await target.query(`alter table ${escapeIdentifier(name)} enable trigger user`);
      await checkCounts(target, counted);
      await target.query('commit');
    } catch (error) {
      await target.query('rollback').catch(() => {});
      throw error;
    }
    const warnings: string[] = [];
    // Fresh tables have no statistics yet; without them the planner guesses until autovacuum first analyzes. The
    // copy is committed by now: a failure here is worth saying, not failing the export for.
    await target.query('analyze').catch((error: Error) => {
      warnings.push(`The copy is complete, but analyzing the target failed (${error.message}); run ANALYZE on it.`);
    });
    return { tables: counted, seconds: (performance.now() - started) / 1000, warnings };
  } finally {
    await target.end().catch(() => {});
  }
}

/**
 * Connects to the target and refuses it unless it is empty: the export command checks this before it opens (and
 * migrates) the embedded database, so a mistyped address or a busy database changes nothing.
 */
export async function checkExportTarget(targetUrl: string): Promise<void> {
  const target = await connectToTarget(targetUrl);
  try {
    await refuseUnlessEmpty(target);
  } finally {
    await target.end().catch(() => {});
  }
}

async function connectToTarget(targetUrl: string): Promise<pg.Client> {
  const target = new pg.Client({ connectionString: targetUrl, application_name: 'govi-export' });
  // Without a listener, an error on the idle connection (the server restarting) would end the process.
  target.on('error', () => {});
  try {
    await target.connect();
    return target;
  } catch (error) {
    await target.end().catch(() => {});
    throw new ExportError(`Cannot connect to the PostgreSQL server at ${redacted(targetUrl)}: ${(error as Error).message}`);
  }
}

function redacted(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/** The source's tables, each after every table it refers to. */
async function tablesInForeignKeyOrder(source: Db): Promise<string[]> {
  const tables = await selectPublicTableNames(source);
  const references = await selectRows<{ child: string; parent: string }>(
    source,
    sql`select child.relname as child, parent.relname as parent
        from pg_constraint fk
          join pg_class child on child.oid = fk.conrelid
          join pg_class parent on parent.oid = fk.confrelid
          join pg_namespace n on n.oid = child.relnamespace
        where fk.contype = 'f' and n.nspname = 'public' and fk.conrelid <> fk.confrelid`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  let remaining = tables;
  while (remaining.length > 0) {
    const ready = remaining.filter((name) => references.every((ref) => ref.child !== name || placed.has(ref.parent)));
    if (ready.length === 0) throw new Error(`foreign keys form a cycle among ${remaining.join(', ')}`);
    for (const name of ready) {
      ordered.push(name);
      placed.add(name);
    }
    remaining = remaining.filter((name) => !placed.has(name));
  }
  return ordered;
}

/**
 * Refuses a database holding anything: tables other than the app's, or any row in the app's (a database the app
 * migrated, or an export that failed, left empty).
 */
async function refuseUnlessEmpty(target: pg.Client) {
  const { rows: present } = await target.query<{ schema: string; name: string }>(
    `select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`,
  );
  const ours = new Set<string>(Object.values(appTables).map((table) => getTableName(table)));
  const foreign = present.filter((table) => !(table.schema === 'public' && ours.has(table.name)) && table.schema !== 'drizzle');
  if (foreign.length > 0) {
    throw new ExportError(
      `The target database is not empty: it holds ${foreign
        .slice(0, 5)
        .map((table) => `${table.schema}.${table.name}`)
        .join(', ')}. Export into a new database (createdb govi).`,
    );
  }
  for (const table of present) {
    if (table.schema !== 'public') continue;
    const { rows } = await target.query<{ any: boolean }>(`select exists (select from ${escapeIdentifier(table.name)}) as any`);
    if (rows[0]?.any)
      throw new ExportError(`The target database already holds a market (table ${table.name} has rows). Export into a new database.`);
  }
}

async function checkSameMigration(source: Db, target: pg.Client) {
  const lastMigration = 'select max(created_at)::text as "when" from drizzle.__drizzle_migrations';
  const [fromSource] = await selectRows<{ when: string }>(source, sql.raw(lastMigration));
  const { rows } = await target.query<{ when: string }>(lastMigration);
  if (fromSource?.when !== rows[0]?.when) {
    throw new ExportError(
      `The source and target databases are at different migrations (${fromSource?.when} and ${rows[0]?.when}); run the export with the app version that last ran on each.`,
    );
  }
}

/**
 * Drops the app's indexes that back no constraint, returning how to build each again. Primary keys and unique
 * constraints stay (foreign keys are checked against them while loading).
 */
async function dropSecondaryIndexes(target: pg.Client): Promise<{ definition: string }[]> {
  const { rows } = await target.query<{ name: string; definition: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index i join pg_class t on t.oid = i.indrelid join pg_namespace n on n.oid = t.relnamespace
     where n.nspname = 'public' and not exists (select from pg_constraint c where c.conindid = i.indexrelid)`,
  );
  for (const { name } of rows) await target.query(`drop index ${name}`);
  return rows;
}

/** Reads the table through a cursor and writes it in batches; returns how many rows went across. */
async function copyTable(source: Db, target: pg.Client, name: string, batchRows: number): Promise<number> {
  const table = sql.identifier(name);
  // Rows as JSON text: PostgreSQL writes every type's exact value, and json_populate_recordset reads it back as the
  // target column's type (timestamps to the microsecond, numerics digit for digit, enums, arrays, JSON).
  await source.execute(sql`declare export_rows no scroll cursor for select row_to_json(t)::text as row from ${table} t`);
  // Every column but computed ones; identity columns (a notification's sequence) keep their numbers.
  const { rows: columns } = await target.query<{ name: string }>(
    `select attname as name from pg_attribute
     where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
    [escapeIdentifier(name)],
  );
  const list = columns.map((column) => escapeIdentifier(column.name)).join(', ');
  const insert = `insert into ${escapeIdentifier(name)} (${list}) overriding system value
    select ${list} from json_populate_recordset(null::${escapeIdentifier(name)}, $1::json)`;
  let copied = 0;
  try {
    for (;;) {
      const batch = await selectRows<{ row: string }>(source, sql.raw(`fetch forward ${batchRows} from export_rows`));
      if (batch.length === 0) break;
      await target.query(insert, [`[${batch.map((entry) => entry.row).join(',')}]`]);
      copied += batch.length;
    }
  } finally {
    await source.execute(sql`close export_rows`);
  }
  return copied;
}

/** Sequences (those of identity columns too) continue where the source's left off. */
async function copySequences(source: Db, target: pg.Client) {
  const sequences = await selectRows<{ name: string; last: string | null }>(
    source,
    sql`select sequencename as name, last_value::text as last from pg_sequences where schemaname = 'public'`,
  );
  for (const { name, last } of sequences) {
    if (last !== null) await target.query('select setval($1::regclass, $2::bigint, true)', [escapeIdentifier(name), last]);
  }
}

/** Each table on the target, counted by the target itself, holds as many rows as the source counted. */
async function checkCounts(target: pg.Client, counted: { name: string; rows: number }[]) {
  for (const { name, rows } of counted) {
    const { rows: result } = await target.query<{ count: string }>(`select count(*)::text as count from ${escapeIdentifier(name)}`);
    if (Number(result[0]?.count) !== rows) {
      throw new Error(`table ${name} holds ${result[0]?.count} rows on the target after copying ${rows}`);
    }
  }
}
