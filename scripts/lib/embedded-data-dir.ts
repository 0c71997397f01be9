import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import path from 'node:path';
import { pgliteExtensions, type Db } from '../../src/server/db/client';
import { tables } from '../../src/server/db/tables';

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
export async function openEmbeddedAsIs(dataDir: string): Promise<{ db: Db; close(): Promise<void> }> {
  const client = await PGlite.create({ dataDir: path.join(dataDir, 'db'), extensions: pgliteExtensions });
  return { db: drizzle(client, { schema: tables }) as unknown as Db, close: () => client.close() };
}

/** The message of an error the person running the command can act on; anything else in full. */
export function exitWith(error: unknown, expected: (error: unknown) => boolean): never {
  console.error(expected(error) ? (error as Error).message : error);
  process.exit(1);
}
