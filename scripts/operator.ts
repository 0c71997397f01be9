/**
 * `npm run operator -- add EMAIL | remove EMAIL | list`: who runs the market (an account made by phone is named by its
 * mobile number instead). Operators are made and unmade only here,
 * on the server, never through the web; each change is written to the audit log with the machine's user who ran it.
 * On the embedded database while the server runs, the server carries the command out (over DATA_DIR's control
 * socket); otherwise this process opens the database itself.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { normalizeSriLankanMobile } from '@domain/phone';
import { askServerForOperators, ControlCommandError } from '@server/db/backup-control';
import { openPglite, openPostgres, type Database } from '@server/db/client';
import { DataDirLockedError, lockDataDir } from '@server/db/data-dir-lock';
import { OperatorCommandError, runOperatorCommand, type OperatorCommand } from '@server/modules/admin/admin.service';
import { embeddedDataDir, exitWith } from './lib/embedded-data-dir';

const usage = 'Usage: npm run operator -- add EMAIL | remove EMAIL | list (an account made by phone: its mobile number for EMAIL)';

const accountName = z.union([z.email(), z.string().refine((value) => normalizeSriLankanMobile(value) !== null)]);
const argumentsSchema = z.union([z.tuple([z.enum(['add', 'remove']), accountName]), z.tuple([z.literal('list')])]);

/** Carries out the command and returns what to print. */
export async function operator(argv: string[], env: NodeJS.ProcessEnv = process.env, by = whoRuns(env)): Promise<string> {
  const parsed = argumentsSchema.safeParse(argv);
  if (!parsed.success) throw new OperatorCommandError(usage);
  const [action, who] = parsed.data;
  const command: OperatorCommand = { action, who, by };
  if (env.DATABASE_URL) return withDatabase(await openPostgres(env.DATABASE_URL), command);
  const dataDir = embeddedDataDir(env);
  if (!existsSync(path.join(dataDir, 'db')))
    throw new OperatorCommandError(`There is no embedded market in ${dataDir}: start it once first.`);
  let release: () => void;
  try {
    release = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    return askServerForOperators(dataDir, { command: 'operator', ...command });
  }
  try {
    return await withDatabase(await openPglite({ dataDir: path.join(dataDir, 'db') }), command);
  } finally {
    release();
  }
}

/**
 * The person at the keyboard, for the audit log: the one who ran `sudo -u market …` rather than the market's own user
 * it runs as, else the process's user (by its entry in the user database, or its environment in a container without one).
 */
function whoRuns(env: NodeJS.ProcessEnv): string {
  if (env.SUDO_USER) return env.SUDO_USER;
  try {
    return os.userInfo().username;
  } catch {
    return env.USER ?? env.LOGNAME ?? `uid ${process.getuid?.() ?? 'unknown'}`;
  }
}

async function withDatabase(database: Database, command: OperatorCommand): Promise<string> {
  try {
    return await runOperatorCommand(database.db, command);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]).endsWith(path.join('scripts', 'operator.ts'))) {
  operator(process.argv.slice(2))
    .then((text) => console.log(text))
    .catch((error: unknown) =>
      exitWith(
        error,
        (known) => known instanceof OperatorCommandError || known instanceof ControlCommandError || known instanceof DataDirLockedError,
      ),
    );
}
