import path from 'node:path';
import { openPgliteAsIs, type Database } from '@server/db/client';

/**
 * DATA_DIR as `npm start` reads it. The data commands do not load the full settings: that would generate an
 * auth secret into the directory, and a restore needs it empty.
 */
export function embeddedDataDir(env: NodeJS.ProcessEnv): string {
  return path.resolve(env.DATA_DIR || './data');
}

/** A file named on the command line: `npm run` starts scripts in the project's folder, INIT_CWD is where it was typed. */
export function fileFromCommandLine(file: string, env: NodeJS.ProcessEnv): string {
  return path.resolve(env.INIT_CWD ?? process.cwd(), file);
}

/** The embedded database as it is on disk, without applying this app's migrations to it. */
export function openEmbeddedAsIs(dataDir: string): Promise<Database> {
  return openPgliteAsIs(path.join(dataDir, 'db'));
}

/**
 * Aborts on the first Ctrl-C (SIGINT) or SIGTERM, so a command stops where it is and its own clean-up runs (partial
 * files, staging folders, the directory's lock); a second one ends the process at once, as usual.
 */
export function abortOnStopSignals(): AbortSignal {
  const stopping = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error('Stopping: removing what was written so far…');
      stopping.abort(new StoppedError(signal));
    });
  }
  return stopping.signal;
}

/** The command was stopped by a signal before it finished; nothing it wrote was kept. */
export class StoppedError extends Error {
  override name = 'StoppedError';
  constructor(readonly signal: NodeJS.Signals) {
    super(`Stopped by ${signal}; nothing was kept.`);
  }
}

/**
 * The message of an error the person running the command can act on; anything else in full. A command stopped by a
 * signal (whatever error the stop surfaced as) exits as a process killed by it would.
 */
export function exitWith(error: unknown, expected: (error: unknown) => boolean, stopped?: AbortSignal): never {
  if (stopped?.aborted && stopped.reason instanceof StoppedError) {
    console.error(stopped.reason.message);
    process.exit(stopped.reason.signal === 'SIGINT' ? 130 : 143);
  }
  console.error(expected(error) ? (error as Error).message : error);
  process.exit(1);
}
