/**
 * `npm run backup [-- FILE]`: writes the embedded market (database, photos, the generated auth secret) to one
 * .tar.gz file, by default DATA_DIR/backups/govi-market-<UTC time>.tar.gz. While the server runs, it asks the
 * server (over DATA_DIR's control socket) to copy its database into a staging folder, and writes the archive from
 * it; when the server is stopped, it opens the directory itself.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { checkBackupTarget, defaultBackupFile, writeBackup, writeBackupArchive, type BackupResult } from '@server/db/backup';
import { askServerToStageBackup } from '@server/db/backup-control';
import { BackupError } from '@server/db/backup-manifest';
import { DataDirLockedError, lockDataDir } from '@server/db/data-dir-lock';
import { abortOnStopSignals, embeddedDataDir, exitWith, fileFromCommandLine, openEmbeddedAsIs } from './lib/embedded-data-dir';

/** `signal` stops the backup where it is: the partial file and the staging folder are removed, the lock released. */
export async function backup(argv: string[], env: NodeJS.ProcessEnv = process.env, signal?: AbortSignal) {
  if (env.DATABASE_URL) {
    throw new BackupError(
      'DATABASE_URL is set: back up that PostgreSQL database with its own tools (pg_dump). This command backs up the embedded database.',
    );
  }
  const dataDir = embeddedDataDir(env);
  if (!existsSync(path.join(dataDir, 'db'))) throw new BackupError(`There is no embedded market in ${dataDir} to back up.`);
  const file = argv[0] ? fileFromCommandLine(argv[0], env) : defaultBackupFile(dataDir);
  if (!argv[0]) mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  await checkBackupTarget(file);
  const started = performance.now();
  let release: () => void;
  try {
    release = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const result = await backUpRunningServer(dataDir, file, signal);
    return { file, ...result, from: 'the running server', seconds: (performance.now() - started) / 1000 };
  }
  let result: BackupResult;
  try {
    const database = await openEmbeddedAsIs(dataDir);
    try {
      result = await writeBackup({ db: database.db, dataDir, file, photosInBucket: Boolean(env.S3_BUCKET), signal });
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
  return { file, ...result, from: 'the stopped data directory', seconds: (performance.now() - started) / 1000 };
}

/** The server copies its database (the part that needs it); this process writes the archive from that copy. */
async function backUpRunningServer(dataDir: string, file: string, signal: AbortSignal | undefined): Promise<BackupResult> {
  const { staged, serverGone, release } = await askServerToStageBackup(dataDir, signal);
  try {
    const stop = signal ? AbortSignal.any([serverGone, signal]) : serverGone;
    return { manifest: await writeBackupArchive(staged, file, stop), databaseHeldMs: staged.databaseHeldMs };
  } catch (error) {
    throw serverGone.aborted ? serverGone.reason : error;
  } finally {
    release();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]).endsWith(path.join('scripts', 'backup.ts'))) {
  const stopped = abortOnStopSignals();
  backup(process.argv.slice(2), process.env, stopped)
    .then(({ file, manifest, databaseHeldMs, from, seconds }) => {
      const { rows } = manifest.database;
      console.log(
        `Backup written to ${file} from ${from} in ${seconds.toFixed(1)} s (the database held still for ${Math.round(databaseHeldMs)} ms).`,
      );
      console.log(
        `It holds ${rows.users ?? 0} accounts, ${rows.products ?? 0} products, ${rows.orders ?? 0} orders and ` +
          (manifest.photos.storedIn === 'bucket'
            ? 'no photos (they are kept in the S3 bucket: back it up with the bucket’s own tools).'
            : `${manifest.photos.files} photo files.`),
      );
      if (manifest.photos.missing > 0) {
        console.warn(`${manifest.photos.missing} photo files the database names were already missing from the uploads folder.`);
      }
      console.log('It holds passwords’ hashes, addresses and the secret that signs sessions: keep it as safe as the server.');
    })
    .catch((error: unknown) => exitWith(error, (error) => error instanceof BackupError || error instanceof DataDirLockedError, stopped));
}
