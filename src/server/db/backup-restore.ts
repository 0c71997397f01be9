import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readdir, readFile, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { extract, list } from 'tar';
import { countRowsOfCopy } from './backup';
import { BackupError, readBackupManifest, type BackupManifest } from './backup-manifest';
import { controlFolderPrefix, controlSocketName } from './backup-control';
import { lockDataDir } from './data-dir-lock';
import { closeDataDir, makeOwnerOnly, ownerOnlyUmask } from './data-dir-modes';
import { photosFolder } from '../paths';

const restoreStagingPrefix = '.restore-';
const lockFile = 'govi-market.lock';
/** What a restore brings into DATA_DIR. */
const restoredNames = ['db', 'uploads', 'auth-secret'];
/** Folders a backup, a restore or a server opening its control socket works in, left behind when one was killed. */
const stagingPrefixes = ['.backup-', restoreStagingPrefix, controlFolderPrefix];

/**
 * Brings a backup back into an empty (or absent) data directory. Everything is unpacked and checked in a
 * staging folder first (the manifest, the database opening and holding the rows the manifest counted, the photo
 * files); only then is it moved into place, so a failed (or stopped) restore leaves the directory as it found it.
 */
export async function restoreBackup(options: { file: string; dataDir: string; signal?: AbortSignal }): Promise<BackupManifest> {
  const file = path.resolve(options.file);
  const dataDir = path.resolve(options.dataDir);
  const { signal } = options;
  const existed = existsSync(dataDir);
  if (existed && !(await stat(dataDir)).isDirectory()) throw new BackupError(`${dataDir} is not a folder.`);
  // Taken before the directory is looked at: a server starting on it meanwhile refuses, and this refuses one running.
  const release = lockDataDir(dataDir);
  const moved: string[] = [];
  let restored = false;
  let staging: string | undefined;
  try {
    await checkEmpty(dataDir);
    const manifest = await readBackupManifest(file);
    await checkArchive(file);
    signal?.throwIfAborted();
    staging = await mkdtemp(path.join(dataDir, restoreStagingPrefix));
    await unpack(file, staging);
    signal?.throwIfAborted();
    await checkUnpacked(staging, manifest, file);
    signal?.throwIfAborted();
    for (const name of restoredNames) {
      if (!existsSync(path.join(staging, name))) continue;
      await rename(path.join(staging, name), path.join(dataDir, name));
      moved.push(name);
    }
    if (manifest.authSecret) await chmod(path.join(dataDir, 'auth-secret'), 0o600);
    // The archive's modes were narrowed on unpacking; the folder the restore made, or was given, is narrowed here.
    closeDataDir(dataDir);
    await makeOwnerOnly(dataDir);
    restored = true;
    return manifest;
  } finally {
    // Retried: files still being written by an unpack that failed (a full disk) can make one pass find a folder not yet empty.
    if (staging) await rm(staging, { recursive: true, force: true, maxRetries: 5 });
    if (!restored) for (const name of moved) await rm(path.join(dataDir, name), { recursive: true, force: true });
    release();
    if (!restored && !existed) await rmdir(dataDir).catch(() => {});
  }
}

/**
 * A restore goes into a directory holding nothing of a market. Not counted: this process's lock, the default
 * backups folder (which may hold the very backup being restored), and what a killed server, backup or restore
 * leaves behind (its control socket, its staging folders; the staging folders are removed).
 */
async function checkEmpty(dataDir: string) {
  const others: string[] = [];
  const stale: string[] = [];
  for (const entry of await readdir(dataDir, { withFileTypes: true })) {
    if (entry.name === lockFile || (entry.name === 'backups' && entry.isDirectory())) continue;
    if (entry.name === controlSocketName && entry.isSocket()) continue;
    if (entry.isDirectory() && stagingPrefixes.some((prefix) => entry.name.startsWith(prefix))) stale.push(entry.name);
    else others.push(entry.name);
  }
  if (others.length > 0) {
    throw new BackupError(
      `${dataDir} is not empty (it holds ${others.slice(0, 5).join(', ')}${others.length > 5 ? ', …' : ''}). ` +
        'A backup is restored into an empty or new DATA_DIR; choose another, or move this one aside first.',
    );
  }
  for (const name of stale) await rm(path.join(dataDir, name), { recursive: true, force: true });
}

/**
 * What a backup holds: its manifest, the auth secret, and the database's and the photos' folders and files, by
 * relative paths that stay inside the folder they are unpacked in, with no setuid, setgid or sticky bit.
 */
function isBackupEntry(entryPath: string, type: string, mode: number): boolean {
  const name = entryPath.replace(/\/$/, '');
  if (name.startsWith('/') || name.split('/').includes('..') || (mode & 0o7000) !== 0) return false;
  if (type === 'File' && (name === 'manifest.json' || name === 'auth-secret')) return true;
  return (type === 'File' || type === 'Directory') && /^(db|uploads)(\/|$)/.test(name);
}

/**
 * Reads the whole archive once before anything is written: a truncated or damaged file fails here (gzip checks
 * every byte), and so does one holding anything a backup never has (links, devices, other paths, paths climbing
 * out of the folder, setuid or setgid files).
 */
async function checkArchive(file: string) {
  const refused: string[] = [];
  try {
    await list({
      file,
      strict: true,
      onReadEntry(entry) {
        if (!isBackupEntry(entry.path, entry.type, entry.mode ?? 0)) refused.push(entry.path);
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
    // Run as root, tar would give files the owners the archive names.
    preserveOwner: false,
    // Whatever modes the archive names (a backup made before they were narrowed holds 0666 database files), and
    // whatever the umask of whoever restores: the market's files are for its account only.
    umask: ownerOnlyUmask,
    filter: (entryPath, entry) => isBackupEntry(entryPath, 'type' in entry ? entry.type : '', entry.mode ?? 0),
  });
}

async function checkUnpacked(staging: string, manifest: BackupManifest, file: string) {
  const unpackedManifest = JSON.parse(await readFile(path.join(staging, 'manifest.json'), 'utf8')) as BackupManifest;
  if (unpackedManifest.createdAt !== manifest.createdAt) throw new BackupError(`${file} holds two different manifests.`);
  if (!existsSync(path.join(staging, 'db/PG_VERSION'))) throw new BackupError(`${file} holds no database.`);
  if (manifest.authSecret !== existsSync(path.join(staging, 'auth-secret'))) {
    throw new BackupError(`${file} is incomplete: its auth secret is ${manifest.authSecret ? 'missing' : 'unexpected'}.`);
  }
  const photoFiles = await countFiles(photosFolder(staging));
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
