import { randomBytes } from 'node:crypto';
import { constants, createWriteStream, existsSync, readFileSync } from 'node:fs';
import { copyFile, link, lstat, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { create as createTar } from 'tar';
import { photosFolder, projectRoot } from '../paths';
import {
  BackupError,
  backupFormat,
  backupFormatVersion,
  knownMigrations,
  type BackupManifest,
  type StagedManifest,
} from './backup-manifest';
import { openPgliteAsIs, selectPublicTableNames, selectRows, type Db } from './client';
import { makeOwnerOnly } from './data-dir-modes';

export type StageBackupOptions = {
  /** The embedded database, open: the server's own while it runs, or one opened on the stopped data directory. */
  db: Db;
  dataDir: string;
  /** Photos are kept in an S3 bucket, not under DATA_DIR/uploads. */
  photosInBucket: boolean;
  /** Aborts the backup (the server is stopping, the command gave up): nothing is left behind. */
  signal?: AbortSignal;
};

/** A backup laid out in a folder as its archive will hold it (db/, uploads/, auth-secret), its manifest still to count rows. */
export type StagedBackup = {
  folder: string;
  manifest: StagedManifest;
  /** How long the database was held still (every query of a running server waited meanwhile). */
  databaseHeldMs: number;
};

export type BackupResult = { manifest: BackupManifest; databaseHeldMs: number };

/** Folders in DATA_DIR a backup stages its copy in: on the same file system, so photos can be hard-linked. */
const backupStagingPrefix = '.backup-';
/** Compression level: 6 (gzip's default) took 1.6 times as long for a file 10% smaller. */
const gzipLevel = 1;
const storageKeyPattern = /^[0-9a-f]{2}\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

/** Where a backup goes when no file is named: DATA_DIR/backups, which no backup includes. */
export function defaultBackupFile(dataDir: string, now = new Date()): string {
  return path.join(path.resolve(dataDir), 'backups', `govi-market-${now.toISOString().slice(0, 19).replaceAll(':', '-')}Z.tar.gz`);
}

/**
 * Writes a backup of the embedded market (database, photos and the generated auth secret) to one .tar.gz file
 * that unpacks into a DATA_DIR: staged, then archived, in this process.
 */
export async function writeBackup(options: StageBackupOptions & { file: string }): Promise<BackupResult> {
  const file = path.resolve(options.file);
  await checkBackupTarget(file);
  const staged = await stageBackup(options);
  try {
    return { manifest: await writeBackupArchive(staged, file, options.signal), databaseHeldMs: staged.databaseHeldMs };
  } finally {
    await discardStagedBackup(staged);
  }
}

/**
 * Lays out a backup in a staging folder in DATA_DIR. The database is copied at one point in its history, while no
 * transaction is open, so the copy holds every order, product and account as of that moment; the photos are the
 * files that copy names. This is all a running server does for a backup: the archive is written by the command
 * that asked (`writeBackupArchive`), in its own process.
 */
export async function stageBackup(options: StageBackupOptions): Promise<StagedBackup> {
  const { db, signal } = options;
  const dataDir = path.resolve(options.dataDir);
  await removeStaleStaging(dataDir);
  const staging = await mkdtemp(path.join(dataDir, backupStagingPrefix));
  try {
    const photos = options.photosInBucket ? undefined : createPhotoStage(photosFolder(dataDir), photosFolder(staging));
    // Most photos are linked before the database is held still, so holding it costs only the few added meanwhile.
    if (photos) await photos.stage(await selectPhotoKeys(db));
    signal?.throwIfAborted();
    let heldSince = 0;
    const snapshot = await db.transaction(async (tx) => {
      // Every query of the app waits here: PGlite has one connection, and this transaction holds it.
      heldSince = performance.now();
      await tx.execute(sql`checkpoint`);
      const wal = await selectWalRange(tx);
      const migration = await selectLastMigration(tx);
      const photoKeys = photos ? await selectPhotoKeys(tx) : [];
      await copyDatabaseFiles(path.join(dataDir, 'db'), path.join(staging, 'db'), wal);
      // A photo the copy names was put before its row committed, and is removed only after a later commit:
      // none can have happened yet, so every one still exists now.
      if (photos) await photos.stage(photoKeys);
      return { migration, photoKeys };
    });
    const databaseHeldMs = performance.now() - heldSince;
    signal?.throwIfAborted();
    const photoSummary = photos
      ? await photos.keepOnly(snapshot.photoKeys)
      : { storedIn: 'bucket' as const, files: 0, bytes: 0, missing: 0 };
    const authSecret = await copyAuthSecret(dataDir, staging);
    const manifest: StagedManifest = {
      format: backupFormat,
      formatVersion: backupFormatVersion,
      createdAt: new Date().toISOString(),
      app: { version: appVersion() },
      database: {
        engine: 'pglite',
        postgresVersion: (await readFile(path.join(staging, 'db/PG_VERSION'), 'utf8')).trim(),
        migration: snapshot.migration,
      },
      photos: photoSummary,
      authSecret,
    };
    return { folder: staging, manifest, databaseHeldMs };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

export async function discardStagedBackup(staged: Pick<StagedBackup, 'folder'>) {
  await rm(staged.folder, { recursive: true, force: true });
}

/**
 * Counts the rows of the copied database, completing the manifest, and archives the staged backup as one .tar.gz
 * (manifest first). Counting opens the copy, which proves it opens. Written under a temporary name, then moved to
 * the final one, never over a file already there: the final name only ever holds a whole backup. The backup
 * holds accounts and secrets: owner-only.
 */
export async function writeBackupArchive(
  staged: Pick<StagedBackup, 'folder' | 'manifest'>,
  file: string,
  signal?: AbortSignal,
): Promise<BackupManifest> {
  const { folder } = staged;
  await checkBackupTarget(file);
  let rows: Record<string, number>;
  try {
    rows = await countRowsOfCopy(path.join(folder, 'db'));
  } catch (error) {
    throw new BackupError(`The copied database did not open, so no backup was written (${(error as Error).message}).`);
  }
  signal?.throwIfAborted();
  const manifest: BackupManifest = { ...staged.manifest, database: { ...staged.manifest.database, rows } };
  await writeFile(path.join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const entries = [
    'manifest.json',
    'db',
    ...(manifest.photos.storedIn === 'backup' ? ['uploads'] : []),
    ...(manifest.authSecret ? ['auth-secret'] : []),
  ];
  // The archive keeps the files' modes, and PGlite makes the copy's files 0666: a restore elsewhere (or by hand,
  // with tar) gets owner-only files.
  await makeOwnerOnly(folder);
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(4).toString('hex')}.partial`);
  try {
    const archive = createTar({ cwd: folder, portable: true }, entries);
    await pipeline(archive, createGzip({ level: gzipLevel }), createWriteStream(partial, { flags: 'wx', mode: 0o600 }), { signal });
    await moveIntoPlace(partial, file);
    return manifest;
  } finally {
    await rm(partial, { force: true });
  }
}

export type FileMoves = { link: typeof link; rename: typeof rename };

/** Error codes of file systems that have no hard links (FAT and exFAT, as on most USB sticks) or refuse one here. */
const noHardLinks = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'EXDEV', 'ENOSYS']);

/**
 * Gives a whole archive its final name without replacing a file of that name: a hard link fails if the name is
 * taken. Where the file system has no hard links, the name is checked free and the file renamed; a file appearing
 * under that name between the two would be replaced, which only another backup to the same name at the same
 * second could do.
 */
export async function moveIntoPlace(partial: string, file: string, moves: FileMoves = { link, rename }) {
  const taken = () => new BackupError(`${file} already exists; choose another name.`);
  try {
    await moves.link(partial, file);
    return;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (code === 'EEXIST') throw taken();
    if (!noHardLinks.has(code)) throw error;
  }
  if (
    await lstat(file).then(
      () => true,
      () => false,
    )
  )
    throw taken();
  await moves.rename(partial, file);
}

/**
 * Opens a copied data directory as it is (no migrations) and counts every table's rows. Opening replays the log
 * written since its checkpoint; closing shuts it down cleanly. In this process, not the server's: counting a large
 * table takes PGlite seconds, during which its thread does nothing else.
 */
export async function countRowsOfCopy(dbDir: string): Promise<Record<string, number>> {
  const copy = await openPgliteAsIs(dbDir);
  try {
    const counts: Record<string, number> = {};
    for (const name of await selectPublicTableNames(copy.db)) {
      const [row] = await selectRows<{ count: number }>(copy.db, sql`select count(*)::int as count from ${sql.identifier(name)}`);
      counts[name] = row?.count ?? 0;
    }
    return counts;
  } finally {
    await copy.close();
  }
}

export async function checkBackupTarget(file: string) {
  if (existsSync(file)) throw new BackupError(`${file} already exists; choose another name.`);
  const folder = await stat(path.dirname(file)).catch(() => undefined);
  if (!folder?.isDirectory()) throw new BackupError(`The folder ${path.dirname(file)} does not exist.`);
}

/** Staging folders left by a backup that was killed. One backup runs at a time per data directory. */
async function removeStaleStaging(dataDir: string) {
  for (const name of await readdir(dataDir)) {
    if (name.startsWith(backupStagingPrefix)) await rm(path.join(dataDir, name), { recursive: true, force: true });
  }
}

type WalRange = { first: string; last: string };

/**
 * The write-ahead log segments the copy needs: from the checkpoint just made to the current write position.
 * The other segments in pg_wal are older ones kept for reuse (often hundreds of MB) that a restore never reads.
 */
async function selectWalRange(db: Db): Promise<WalRange | undefined> {
  try {
    const [range] = await selectRows<WalRange>(
      db,
      sql`select redo_wal_file as first, pg_walfile_name(pg_current_wal_insert_lsn()) as last from pg_control_checkpoint()`,
    );
    return range;
  } catch {
    return undefined;
  }
}

async function selectLastMigration(db: Db): Promise<{ when: number; tag: string | null }> {
  const [last] = await selectRows<{ when: string }>(
    db,
    sql`select created_at::text as when from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  if (!last) throw new BackupError('The database has no migrations applied; start the server on it once first.');
  const when = Number(last.when);
  return { when, tag: knownMigrations().find((entry) => entry.when === when)?.tag ?? null };
}

async function selectPhotoKeys(db: Db): Promise<string[]> {
  // A photo stored before the thumbnail and page widths has only the other two until the photo-widths job runs
  // (and one whose full width was lost names its card width three times).
  const rows = await selectRows<{ key: string | null }>(
    db,
    sql`select distinct unnest(array[thumb_key, card_key, main_key, full_key]) as key from product_photos`,
  );
  return rows.flatMap((row) => (row.key === null ? [] : [row.key]));
}

/** Files of a running PostgreSQL that a copy must not carry (as pg_basebackup leaves them out). */
const notCopied = new Set(['postmaster.pid', 'postmaster.opts']);
const walSegmentName = /^[0-9A-F]{24}$/;

async function copyDatabaseFiles(from: string, to: string, wal: WalRange | undefined) {
  const files: string[] = [];
  async function walk(relative: string) {
    await mkdir(path.join(to, relative), { recursive: true });
    for (const entry of await readdir(path.join(from, relative), { withFileTypes: true })) {
      const name = path.join(relative, entry.name);
      if (entry.isDirectory()) await walk(name);
      else if (entry.isFile() && keepsFile(relative, entry.name, wal)) files.push(name);
    }
  }
  await walk('');
  if (wal && !files.includes(path.join('pg_wal', wal.first))) throw new Error(`the WAL segment ${wal.first} is missing`);
  await eachLimited(files, 8, (name) => copyFile(path.join(from, name), path.join(to, name), constants.COPYFILE_FICLONE));
}

function keepsFile(folder: string, name: string, wal: WalRange | undefined): boolean {
  if (folder === '') return !notCopied.has(name);
  if (!folder.startsWith('pg_wal')) return true;
  // Archive status and WAL summaries describe segments; the copy keeps their folders, empty.
  if (folder !== 'pg_wal') return false;
  if (!wal || !walSegmentName.test(name)) return true;
  return name >= wal.first && name <= wal.last;
}

/** Photos hard-linked into the staging folder (copied where a link is not possible): a link keeps the file whole even if it is deleted meanwhile. */
function createPhotoStage(uploadsDir: string, stageDir: string) {
  const staged = new Set<string>();
  return {
    async stage(keys: string[]) {
      const wanted = [...new Set(keys)].filter((key) => !staged.has(key) && storageKeyPattern.test(key));
      await eachLimited(wanted, 16, async (key) => {
        const target = path.join(stageDir, key);
        await mkdir(path.dirname(target), { recursive: true });
        try {
          await linkOrCopy(path.join(uploadsDir, key), target);
          staged.add(key);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        }
      });
    },
    /** Drops the files the database copy does not name; counts what is kept and what was missing. */
    async keepOnly(keys: string[]) {
      const named = new Set(keys);
      let files = 0;
      let bytes = 0;
      for (const key of staged) {
        const file = path.join(stageDir, key);
        if (named.has(key)) {
          files += 1;
          bytes += (await stat(file)).size;
        } else {
          await unlink(file);
        }
      }
      await mkdir(stageDir, { recursive: true });
      const missing = [...named].filter((key) => !staged.has(key)).length;
      return { storedIn: 'backup' as const, files, bytes, missing };
    },
  };
}

async function linkOrCopy(from: string, to: string) {
  try {
    await link(from, to);
  } catch (error) {
    if (!noHardLinks.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
    await copyFile(from, to);
  }
}

/** The secret that signs session cookies, when generated into DATA_DIR: with it, people stay signed in after a restore. */
async function copyAuthSecret(dataDir: string, staging: string): Promise<boolean> {
  try {
    await copyFile(path.join(dataDir, 'auth-secret'), path.join(staging, 'auth-secret'));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

function appVersion(): string {
  return (JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string }).version;
}

/** Runs `work` on every item, at most `width` at a time. */
export async function eachLimited<T>(items: T[], width: number, work: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(width, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  });
  await Promise.all(workers);
}
