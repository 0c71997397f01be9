import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/**
 * What tells this process from a later one given the same pid: the boot's id and the process's start time (Linux's
 * /proc). After a reboot or a container's restart, pids are handed out again from the start, and a lock naming a pid
 * now used by some other program must not keep the market from starting. Undefined where /proc is not there.
 */
function processIdentity(pid: number | 'self'): string | undefined {
  try {
    const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces and parentheses); the start time is the 22nd field.
    const startTime = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return startTime ? `${bootId}/${startTime}` : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the process that wrote the lock still runs: its pid is alive and, when the lock says, it is the same process. */
function isRunning(pid: number, identity: string | undefined): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (identity === undefined) return true;
  const now = processIdentity(pid);
  return now === undefined || now === identity;
}

/**
 * PGlite does not lock its directory, and two processes writing one PGlite directory corrupt it.
 * This lock file holds the owner's pid (and, on Linux, what tells that process from a later one with its pid); a lock
 * left by a process that has died is taken over.
 * Returns the function that releases it.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'govi-market.lock');
  const identity = processIdentity('self');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, identity ? `${process.pid} ${identity}` : String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const [ownerPid = '', ownerIdentity] = readFileSync(file, 'utf8').trim().split(' ');
      const owner = Number.parseInt(ownerPid, 10);
      // An empty lock file is one another process has just created and not yet written.
      const beingTaken = !Number.isInteger(owner) && Date.now() - statSync(file).mtimeMs < 5_000;
      if (beingTaken || (Number.isInteger(owner) && owner !== process.pid && isRunning(owner, ownerIdentity))) {
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
