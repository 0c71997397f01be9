import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '@scripts/build-state.mjs';
import { operator } from '@scripts/operator';
import { insertAccounts } from '@tests/factories/users';
import { openControlSocket } from '@server/db/backup-control';
import { openPglite, type Database } from '@server/db/client';
import { lockDataDir } from '@server/db/data-dir-lock';
import { auditEntries } from '@server/db/schema/admin';
import { OperatorCommandError, runOperatorCommand } from './admin.service';

const execFileAsync = promisify(execFile);
let dataDir: string;
const env = () => ({ DATA_DIR: dataDir });

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'govi-operator-'));
  const database = await openPglite({ dataDir: path.join(dataDir, 'db') });
  await insertAccounts(database.db, [
    { firstName: 'Anoma', lastName: 'Silva', email: 'anoma@example.lk', confirmed: true },
    { firstName: 'Kasun', lastName: 'Perera', email: 'kasun@example.lk' },
  ]);
  await database.close();
}, 60_000);
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run operator', () => {
  it('says how it is used when the words are wrong, and changes nothing', async () => {
    for (const argv of [[], ['add'], ['add', 'not-an-address'], ['promote', 'anoma@example.lk'], ['list', 'extra']]) {
      await expect(operator(argv, env(), 'tester'), argv.join(' ')).rejects.toThrow(/^Usage: npm run operator/);
    }
  });

  it('opens a stopped market itself: adds, lists and removes, refusing an account with nothing confirmed', async () => {
    expect(await operator(['add', 'anoma@example.lk'], env(), 'tester')).toBe('Anoma Silva <anoma@example.lk> is now an operator.');
    await expect(operator(['add', 'kasun@example.lk'], env(), 'tester')).rejects.toThrow(OperatorCommandError);
    expect(await operator(['list'], env(), 'tester')).toMatch(/^Anoma Silva <anoma@example\.lk>, since \d{4}-/);
  });

  // The command in a process of its own, as `npm run operator` runs it: this process plays the running server.
  it('asks the running server over its socket, which writes the change and its audit entry', async () => {
    const run = async (...argv: string[]) => {
      try {
        const { stdout } = await execFileAsync(process.execPath, ['--import', 'tsx', 'scripts/operator.ts', ...argv], {
          cwd: projectRoot,
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        });
        return { code: 0, text: stdout.trim() };
      } catch (error) {
        const failed = error as { code: number; stderr: string };
        return { code: failed.code, text: failed.stderr.trim() };
      }
    };
    const release = lockDataDir(dataDir);
    const database: Database = await openPglite({ dataDir: path.join(dataDir, 'db') });
    const control = await openControlSocket({
      dataDir,
      log: fastify({ logger: false }).log,
      stage: () => Promise.reject(new Error('no backups here')),
      operator: { run: (command) => runOperatorCommand(database.db, command), expected: (error) => error instanceof OperatorCommandError },
    });
    try {
      expect(await run('remove', 'anoma@example.lk')).toEqual({
        code: 0,
        text: 'Anoma Silva <anoma@example.lk> is no longer an operator.',
      });
      expect(await run('add', 'nobody@example.lk')).toEqual({ code: 1, text: 'No account has the address nobody@example.lk.' });
      expect(await run('list')).toEqual({ code: 0, text: 'The market has no operators.' });
      const entries = await database.db.select().from(auditEntries).orderBy(auditEntries.at);
      expect(entries.map((entry) => [entry.action, entry.actorName, entry.subjectName])).toEqual([
        ['operator.added', 'tester', 'Anoma Silva <anoma@example.lk>'],
        ['operator.removed', os.userInfo().username, 'Anoma Silva <anoma@example.lk>'],
      ]);
    } finally {
      await control?.close();
      await database.close();
      release();
    }
  });
});
