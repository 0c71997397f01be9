import { createReadStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { Parser, type ReadEntry } from 'tar';
import { z } from 'zod';
import { migrationsFolder } from '../paths';

/** A backup that cannot be written or restored, with a message meant for the person running the command. */
export class BackupError extends Error {
  override name = 'BackupError';
}

export const backupFormat = 'govi-market-backup';
export const backupFormatVersion = 1;

/** The first entry of every backup file: what it holds, so a restore can check it before writing anything. */
export const backupManifestSchema = z.object({
  format: z.literal(backupFormat),
  formatVersion: z.literal(backupFormatVersion),
  createdAt: z.iso.datetime(),
  app: z.object({ version: z.string() }),
  database: z.object({
    engine: z.literal('pglite'),
    /** PostgreSQL's major version of the data directory (its PG_VERSION file). */
    postgresVersion: z.string(),
    /** The last migration applied to it: drizzle's `when` of the journal, and its tag when this app knows it. */
    migration: z.object({ when: z.number().int(), tag: z.string().nullable() }),
    /** Rows per table at the moment the backup was taken, counted in the copy. */
    rows: z.record(z.string(), z.number().int().nonnegative()),
  }),
  photos: z.object({
    /** `bucket`: photos are kept in object storage, which this file does not hold. */
    storedIn: z.enum(['backup', 'bucket']),
    files: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
    /** Photos the database names whose files were already missing from the uploads folder. */
    missing: z.number().int().nonnegative(),
  }),
  authSecret: z.boolean(),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;

/** The manifest of a backup copied but not yet archived: the rows are counted in the copy by the archiving process. */
export const stagedManifestSchema = backupManifestSchema.extend({ database: backupManifestSchema.shape.database.omit({ rows: true }) });
export type StagedManifest = z.infer<typeof stagedManifestSchema>;

const manifestEntry = 'manifest.json';
const largestManifestBytes = 1_000_000;

type JournalEntry = { when: number; tag: string };

/** The migrations this copy of the app knows, oldest first. */
export function knownMigrations(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries.map(({ when, tag }) => ({ when, tag }));
}

/**
 * Reads and checks the manifest at the head of a backup file without reading the rest: a file that is not a
 * backup, or one written by a newer version of the app, is refused before anything is written.
 */
export async function readBackupManifest(file: string): Promise<BackupManifest> {
  const text = await readManifestEntry(file);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BackupError(`${file} is not a Govi Market backup: its manifest is not JSON.`);
  }
  const head = z.object({ format: z.string(), formatVersion: z.number() }).safeParse(parsed);
  if (!head.success || head.data.format !== backupFormat) {
    throw new BackupError(`${file} is not a Govi Market backup: its manifest names no Govi Market backup format.`);
  }
  if (head.data.formatVersion !== backupFormatVersion) {
    throw new BackupError(
      `${file} is a backup in format version ${head.data.formatVersion}; this version of Govi Market reads version ` +
        `${backupFormatVersion}. ${head.data.formatVersion > backupFormatVersion ? 'Restore it with the newer version that wrote it.' : ''}`.trim(),
    );
  }
  const manifest = backupManifestSchema.safeParse(parsed);
  if (!manifest.success) {
    throw new BackupError(`${file} has a damaged manifest: ${manifest.error.issues.map((issue) => issue.path.join('.')).join(', ')}.`);
  }
  const known = knownMigrations();
  const { migration } = manifest.data.database;
  if (!known.some((entry) => entry.when === migration.when)) {
    throw new BackupError(
      `${file} was made by a newer version of Govi Market (app ${manifest.data.app.version}, database migration ` +
        `${migration.tag ?? migration.when}) than this one knows. Upgrade this copy of the app, then restore.`,
    );
  }
  return manifest.data;
}

/** The text of the archive's first entry, which must be the manifest. */
function readManifestEntry(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = createReadStream(file);
    const parser = new Parser();
    let settled = false;
    const settle = (error: Error | undefined, text?: string) => {
      if (settled) return;
      settled = true;
      input.destroy();
      if (error) reject(error);
      else resolve(text ?? '');
    };
    const damaged = (reason: string) => new BackupError(`${file} is damaged or is not a Govi Market backup (${reason}).`);
    parser.on('entry', (entry: ReadEntry) => {
      if (settled) return entry.resume();
      if (entry.path !== manifestEntry) return settle(damaged(`it does not begin with ${manifestEntry}`));
      if (entry.size > largestManifestBytes) return settle(damaged('its manifest is too large'));
      const chunks: Buffer[] = [];
      entry.on('data', (chunk: Buffer) => chunks.push(chunk));
      entry.on('end', () => settle(undefined, Buffer.concat(chunks).toString('utf8')));
    });
    parser.on('warn', (_code: string, message: string | Error) => settle(damaged(String(message))));
    parser.on('error', (error: Error) => settle(damaged(error.message)));
    parser.on('end', () => settle(damaged(`no ${manifestEntry} found`)));
    input.on('error', (error: NodeJS.ErrnoException) =>
      settle(error.code === 'ENOENT' ? new BackupError(`There is no backup file at ${file}.`) : error),
    );
    input.pipe(parser);
  });
}
