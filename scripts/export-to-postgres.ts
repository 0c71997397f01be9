/**
 * `npm run export-to-postgres -- postgres://…`: moves the embedded market under DATA_DIR onto an empty PostgreSQL
 * database (the server stopped), for a market that has outgrown one machine. Photos stay in DATA_DIR/uploads.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { openPglite } from '@server/db/client';
import { DataDirLockedError, lockDataDir } from '@server/db/data-dir-lock';
import { checkExportTarget, exportToPostgres, ExportError } from '@server/db/export-to-postgres';
import { embeddedDataDir, exitWith } from './lib/embedded-data-dir';

const postgresUrl = z.url({ protocol: /^postgres(ql)?$/ });

export async function exportMarket(argv: string[], env: NodeJS.ProcessEnv = process.env, onTable?: (name: string, rows: number) => void) {
  const [targetUrl] = argv;
  if (!targetUrl || !postgresUrl.safeParse(targetUrl).success) {
    throw new ExportError('Say where to: npm run export-to-postgres -- postgres://user:password@host:5432/database');
  }
  const dataDir = embeddedDataDir(env);
  if (!existsSync(path.join(dataDir, 'db'))) throw new ExportError(`There is no embedded market in ${dataDir} to export.`);
  let release: () => void;
  try {
    release = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new ExportError(
      `A server is running on ${dataDir}. Stop it for the export (nothing may change meanwhile), then start it with DATABASE_URL set.`,
    );
  }
  try {
    // Before the embedded database is touched: a wrong address or a database in use changes nothing here.
    await checkExportTarget(targetUrl);
    // Opened the way the server opens it: brought up to this app's migrations, which the target gets too.
    const source = await openPglite({ dataDir: path.join(dataDir, 'db') });
    try {
      return await exportToPostgres({ source: source.db, targetUrl, onTable });
    } finally {
      await source.close();
    }
  } finally {
    release();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]).endsWith(path.join('scripts', 'export-to-postgres.ts'))) {
  exportMarket(process.argv.slice(2), process.env, (name, rows) => console.log(`  ${name}: ${rows} rows`))
    .then(({ tables, seconds, warnings }) => {
      for (const warning of warnings) console.warn(warning);
      const rows = tables.reduce((sum, table) => sum + table.rows, 0);
      console.log(
        `Exported ${rows} rows in ${tables.length} tables in ${seconds.toFixed(1)} s; every table's count checked on the target.`,
      );
      console.log(
        'Start the market on it with DATABASE_URL set to that address, the same DATA_DIR (photos stay in DATA_DIR/uploads, ' +
          'and its auth-secret keeps everyone signed in), or AUTH_SECRET set to the contents of DATA_DIR/auth-secret.',
      );
    })
    .catch((error: unknown) => exitWith(error, (error) => error instanceof ExportError));
}
