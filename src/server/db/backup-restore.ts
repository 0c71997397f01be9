import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readdir, readFile, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { extract, list } from 'tar';
import { countRowsOfCopy } from './backup';
import { BackupError, readBackupManifest, type BackupManifest } from './backup-manifest';
import { lockDataDir } from './data-dir-lock';

const restoreStagingPrefix = '.restore-';
const lockFile = 'govi-market.lock';

/**
 * Brings a backup back into an empty (or absent) data directory. Everything is unpacked and checked in a
 * staging folder first (the manifest, the database opening and holding the rows the manifest counted, the photo
 * files); only then is it moved into place, so a failed restore leaves the directory as it found it.
 */
export async function restoreBackup(options: { file: string; dataDir: string }): Promise<BackupManifest> {
  const file = path.resolve(options.file);
  const dataDir = path.resolve(options.dataDir);
  const manifest = await readBackupManifest(file);
  const existed = existsSync(dataDir);
  if (existed) await checkEmpty(dataDir);
  await checkArchive(file);
  // Taken before writing anything: a server starting on the directory meanwhile refuses, and this refuses one running.
  const release = lockDataDir(dataDir);
  let restored = false;
  let staging: string | undefined;
  try {
    staging = await mkdtemp(path.join(dataDir, restoreStagingPrefix));
    await unpack(file, staging);
    await checkUnpacked(staging, manifest, file);
    for (const name of ['db', 'uploads', 'auth-secret']) {
      if (existsSync(path.join(staging, name))) await rename(path.join(staging, name), path.join(dataDir, name));
    }
    if (manifest.authSecret) await chmod(path.join(dataDir, 'auth-secret'), 0o600);
    restored = true;
    return manifest;
  } finally {
    // Retried: files still being written by an unpack that failed (a full disk) can make one pass find a folder not yet empty.
    if (staging) await rm(staging, { recursive: true, force: true, maxRetries: 5 });
    release();
    if (!restored) {
      for (const name of ['db', 'uploads', 'auth-secret']) await rm(path.join(dataDir, name), { recursive: true, force: true });
      if (!existed) await rmdir(dataDir).catch(() => {});
    }
  }
}

async function checkEmpty(dataDir: string) {
  const info = await stat(dataDir);
  if (!info.isDirectory()) throw new BackupError(`${dataDir} is not a folder.`);
  const entries = await readdir(dataDir);
  if (entries.length === 0) return;
  if (entries.includes(lockFile)) {
    // A live owner makes lockDataDir throw its own message; a stale lock alone does not make the directory in use.
    lockDataDir(dataDir)();
  }
  const others = entries.filter((name) => name !== lockFile);
  if (others.length > 0) {
    throw new BackupError(
      `${dataDir} is not empty (it holds ${others.slice(0, 5).join(', ')}${others.length > 5 ? ', …' : ''}). ` +
        'A backup is restored into an empty or new DATA_DIR; choose another, or move this one aside first.',
    );
  }
}

/** What a backup holds: its manifest, the auth secret, and the database's and the photos' folders and files. */
function isBackupEntry(entryPath: string, type: string): boolean {
  const name = entryPath.replace(/\/$/, '');
  if (type === 'File' && (name === 'manifest.json' || name === 'auth-secret')) return true;
  return (type === 'File' || type === 'Directory') && /^(db|uploads)(\/|$)/.test(name);
}

/**
 * Reads the whole archive once before anything is written: a truncated or damaged file fails here (gzip checks
 * every byte), and so does one holding anything a backup never has (links, devices, other paths).
 */
async function checkArchive(file: string) {
  const refused: string[] = [];
  try {
    await list({
      file,
      strict: true,
      onReadEntry(entry) {
        if (!isBackupEntry(entry.path, entry.type)) refused.push(entry.path);
      },
    });
  } catch (error) {
    throw new BackupError(`${file} is damaged and was not restored (${(error as Error).message}).`);
  }
  if (refused.length > 0) {
    throw new BackupError(
      `${file} holds entries a Govi Market backup never has (${refused.slice(0, 3).join(', ')}); nothing was restored.`,
    );
  }
}

async function unpack(file: string, staging: string) {
  await extract({
    file,
    cwd: staging,
    strict: true,
    filter: (entryPath, entry) => isBackupEntry(entryPath, 'type' in entry ? entry.type : ''),
  });
}

async function checkUnpacked(staging: string, manifest: BackupManifest, file: string) {
  const unpackedManifest = JSON.parse(await readFile(path.join(staging, 'manifest.json'), 'utf8')) as BackupManifest;
  if (unpackedManifest.createdAt !== manifest.createdAt) throw new BackupError(`${file} holds two different manifests.`);
  if (!existsSync(path.join(staging, 'db/PG_VERSION'))) throw new BackupError(`${file} holds no database.`);
  if (manifest.authSecret !== existsSync(path.join(staging, 'auth-secret'))) {
    throw new BackupError(`${file} is incomplete: its auth secret is ${manifest.authSecret ? 'missing' : 'unexpected'}.`);
  }
  const photoFiles = await countFiles(path.join(staging, 'uploads'));
  if (photoFiles !== manifest.photos.files) {
    throw new BackupError(`${file} is incomplete: ${photoFiles} photo files where the manifest lists ${manifest.photos.files}.`);
  }
  let rows: Record<string, number>;
  try {
    // Opening it as it is (its migrations are applied when the server starts on it) also shuts it down cleanly.
    rows = await countRowsOfCopy(path.join(staging, 'db'));
  } catch (error) {
    throw new BackupError(`${file} holds a database this version cannot open (${(error as Error).message}).`);
  }
  const differing = Object.entries(manifest.database.rows).filter(([table, count]) => rows[table] !== count);
  if (differing.length > 0) {
    const [table, count] = differing[0] ?? [];
    throw new BackupError(
      `${file} is inconsistent: table ${table} has ${rows[table as string] ?? 'no'} rows where the manifest counted ${count}.`,
    );
  }
}

async function countFiles(folder: string): Promise<number> {
  if (!existsSync(folder)) return 0;
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}
