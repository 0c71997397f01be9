import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { buildApp } from './app';
import { stageBackup } from './db/backup';
import { openControlSocket, type ControlSocket } from './db/backup-control';
import { OperatorCommandError, runOperatorCommand } from './modules/admin/admin.service';
import { openPglite, openPostgres, type Database } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { closeDataDir, makeOwnerOnly, ownerOnlyUmask, type OwnerOnlyResult } from './db/data-dir-modes';
import { loadSettings, SettingsError, startWarnings, type Settings } from './env';
import { serverLoggerOptions } from './http/terminal-log';
import { photosFolder } from './paths';

const shutdownGraceMs = 10_000;

async function openDatabase(settings: Settings) {
  if (settings.databaseUrl) return { database: await openPostgres(settings.databaseUrl), release: () => {} };
  const release = lockDataDir(settings.dataDir);
  try {
    return { database: await openPglite({ dataDir: path.join(settings.dataDir, 'db') }), release };
  } catch (error) {
    release();
    throw error;
  }
}

async function main() {
  // Before anything is created (the generated auth secret, the database's folders, photos, backups): everything
  // this process writes lives in DATA_DIR and is for its own account only.
  process.umask(ownerOnlyUmask);
  const settings = loadSettings();
  for (const warning of startWarnings(settings)) console.warn(warning);
  closeDataDir(settings.dataDir);
  const { database, release } = await openDatabase(settings);
  let app: FastifyInstance;
  let control: ControlSocket | undefined;
  let modes: OwnerOnlyResult;
  try {
    // After the database opened: an install made before (or files PGlite has just created 0666) is narrowed too.
    // Inside the try: whatever fails here, the database is closed and DATA_DIR released.
    modes = await makeOwnerOnly(settings.dataDir, { closedOnceNarrowed: [photosFolder(settings.dataDir)] });
    app = await buildApp({ settings, database, logger: serverLoggerOptions(settings.logLevel) });
    await app.listen({ port: settings.port, host: settings.host });
    control = await openBackupChannel(settings, database, app);
  } catch (error) {
    await database.close();
    release();
    throw error;
  }
  const { narrowed, skipped, skippedExample } = modes;
  if (narrowed > 0) app.log.info({ dataDir: settings.dataDir, narrowed }, 'files in DATA_DIR made readable by this account only');
  if (skipped > 0) {
    app.log.warn(
      { dataDir: settings.dataDir, skipped, example: skippedExample },
      'entries in DATA_DIR this account may not read or change were left as they are',
    );
  }
  app.log.info({ engine: database.engine, url: settings.publicUrl, startupMs: Math.round(performance.now()) }, 'Govi Market is ready');

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.error('requests did not finish in time; exiting');
      process.exit(1);
    }, shutdownGraceMs);
    timer.unref();
    await control?.close();
    await app.close();
    await closeDatabase(database);
    release();
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // `kill -USR2 <pid>` logs how the caches have done so far (the benchmarks read it between runs).
  process.on('SIGUSR2', () => app.log.info(app.cacheTotals(), 'cache totals'));
}

/** On the embedded database, `npm run backup` and `npm run operator` ask this process over a socket in DATA_DIR. */
async function openBackupChannel(settings: Settings, database: Database, app: FastifyInstance): Promise<ControlSocket | undefined> {
  if (database.engine !== 'pglite') return undefined;
  const { dataDir } = settings;
  const photosInBucket = settings.s3 !== undefined;
  return openControlSocket({
    dataDir,
    log: app.log,
    stage: (signal) => stageBackup({ db: database.db, dataDir, photosInBucket, signal }),
    operator: { run: (command) => runOperatorCommand(database.db, command), expected: (error) => error instanceof OperatorCommandError },
  });
}

async function closeDatabase(database: Database) {
  try {
    await database.close();
  } catch (error) {
    console.error('closing the database failed', error);
  }
}

main().catch((error: unknown) => {
  if (error instanceof SettingsError || error instanceof DataDirLockedError) {
    console.error(`Govi Market cannot start.\n${error.message}`);
  } else {
    console.error('Govi Market failed to start:', error);
  }
  process.exit(1);
});
