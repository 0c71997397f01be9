import { chmodSync, mkdirSync } from 'node:fs';
import { chmod, lstat, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * DATA_DIR holds the embedded database (password hashes, buyers' addresses and phone numbers, its write-ahead log
 * included), the auth secret, photos and backups: only the account that runs the market may read it. The server
 * starts with this umask, so what it creates (photo folders, the database's folders, backups) is owner-only.
 */
export const ownerOnlyUmask = 0o077;

const groupAndOthers = 0o077;

/**
 * DATA_DIR itself, made (if new) and narrowed to its owner: nobody else can enter it, whatever the files inside
 * say. PGlite gives the files it creates mode 0666 whatever the umask, so this folder is what keeps its write-ahead
 * log segments, made while the server runs, from other accounts until the next start narrows them too.
 */
export function closeDataDir(dataDir: string) {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
}

/** What `makeOwnerOnly` did: entries narrowed, and entries this account may not read or change, left as they are. */
export type OwnerOnlyResult = { narrowed: number; skipped: number; skippedExample?: string };

/**
 * Takes the group's and others' permissions off `folder` and everything below it (links are not followed), so an
 * install made before, a restore, or files PGlite made 0666 become owner-only. A folder in `closedOnceNarrowed`
 * (the photos, which the storage writes owner-only) is walked only while it is itself still open, as in an install
 * from before: a market of many photos then pays nothing for them at each start. A file that goes away meanwhile (a
 * recycled log segment) is skipped; so is one this account may not read or change (a disk's root-owned lost+found,
 * a file an administrator left): the market does not need them, and they are counted so the operator hears of them.
 */
export async function makeOwnerOnly(
  folder: string,
  { closedOnceNarrowed = [] }: { closedOnceNarrowed?: string[] } = {},
): Promise<OwnerOnlyResult> {
  const result: OwnerOnlyResult = { narrowed: 0, skipped: 0 };
  function skipUnreachable(entry: string) {
    return (error: NodeJS.ErrnoException): undefined => {
      if (error.code === 'ENOENT') return undefined;
      if (error.code !== 'EACCES' && error.code !== 'EPERM') throw error;
      result.skipped += 1;
      result.skippedExample ??= entry;
      return undefined;
    };
  }
  const trusted = new Set(closedOnceNarrowed.map((trustedFolder) => path.resolve(trustedFolder)));
  /** Narrows `entry`; true when it is a folder whose contents need walking. */
  async function narrow(entry: string): Promise<boolean> {
    const stats = await lstat(entry).catch(skipUnreachable(entry));
    if (!stats || stats.isSymbolicLink()) return false;
    const open = (stats.mode & groupAndOthers) !== 0;
    if (open) {
      const changed = await chmod(entry, stats.mode & 0o7777 & ~groupAndOthers)
        .then(() => true)
        .catch(skipUnreachable(entry));
      if (changed) result.narrowed += 1;
    }
    return stats.isDirectory() && (open || !trusted.has(path.resolve(entry)));
  }
  async function walk(dir: string) {
    const entries = await readdir(dir).catch(skipUnreachable(dir));
    for (const name of entries ?? []) {
      const entry = path.join(dir, name);
      if (await narrow(entry)) await walk(entry);
    }
  }
  if (await narrow(folder)) await walk(folder);
  return result;
}
