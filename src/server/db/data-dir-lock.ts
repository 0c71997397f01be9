import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite does not lock its directory, and two processes writing one PGlite directory corrupt it.
 * This lock file holds the owner's pid; a lock left by a process that has died is taken over.
 * Returns the function that releases it.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'govi-market.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
      // An empty lock file is one another process has just created and not yet written.
      const beingTaken = !Number.isInteger(owner) && Date.now() - statSync(file).mtimeMs < 5_000;
      if (beingTaken || (Number.isInteger(owner) && owner !== process.pid && isRunning(owner))) {
        throw new DataDirLockedError(
          `Another Govi Market process (pid ${beingTaken ? 'starting' : owner}) is already using ${dataDir}. ` +
            'Stop it first, or give this one its own DATA_DIR (or a DATABASE_URL).',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not take the lock on ${dataDir}; another process keeps taking it.`);
}
