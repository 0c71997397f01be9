/**
 * `npm run restore -- FILE`: brings a backup made by `npm run backup` back into an empty (or new) DATA_DIR,
 * checked before anything is moved into place. Then `npm start` runs the market on it.
 */
import path from 'node:path';
import { BackupError } from '@server/db/backup-manifest';
import { restoreBackup } from '@server/db/backup-restore';
import { DataDirLockedError } from '@server/db/data-dir-lock';
import { abortOnStopSignals, embeddedDataDir, exitWith, fileFromCommandLine } from './lib/embedded-data-dir';

/** `signal` stops the restore at its next step, leaving DATA_DIR as it was. */
export async function restore(argv: string[], env: NodeJS.ProcessEnv = process.env, signal?: AbortSignal) {
  const [file] = argv;
  if (!file) throw new BackupError('Say which backup to restore: npm run restore -- FILE');
  const dataDir = embeddedDataDir(env);
  const started = performance.now();
  const manifest = await restoreBackup({ file: fileFromCommandLine(file, env), dataDir, signal });
  return { dataDir, manifest, seconds: (performance.now() - started) / 1000 };
}

if (process.argv[1] && path.resolve(process.argv[1]).endsWith(path.join('scripts', 'restore.ts'))) {
  const stopped = abortOnStopSignals();
  restore(process.argv.slice(2), process.env, stopped)
    .then(({ dataDir, manifest, seconds }) => {
      const { rows } = manifest.database;
      console.log(
        `Restored the backup of ${manifest.createdAt} (Govi Market ${manifest.app.version}) into ${dataDir} in ${seconds.toFixed(1)} s: ` +
          `${rows.users ?? 0} accounts, ${rows.products ?? 0} products, ${rows.orders ?? 0} orders, ${manifest.photos.files} photo files.`,
      );
      if (process.env.DATABASE_URL) console.warn('DATABASE_URL is set: unset it for the server to run on the restored embedded database.');
      console.log('Start the market on it with npm start.');
    })
    .catch((error: unknown) => exitWith(error, (error) => error instanceof BackupError || error instanceof DataDirLockedError, stopped));
}
