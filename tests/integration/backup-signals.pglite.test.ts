import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { backup } from '@scripts/backup';
import { projectRoot } from '@server/paths';
import { createMarketDataDir } from '../setup/market-data-dir';

/** Starting a command from source (tsx) and opening the database take seconds each on a busy machine. */
const slow = 120_000;

let dataDir: string;
let backupFile: string;

beforeAll(async () => {
  ({ dataDir } = await createMarketDataDir());
  backupFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'govi-signals-files-')), 'market.tar.gz');
  await backup([backupFile], { DATA_DIR: dataDir });
}, slow);

/**
 * Runs `npm run <command>` as npm does, and sends it SIGINT (Ctrl-C) as soon as `started()` says its work is under
 * way. Resolves with how it ended and what it printed.
 */
function interrupt(command: 'backup' | 'restore', args: string[], env: Record<string, string>, started: () => boolean) {
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${command}.ts`, ...args], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const watching = setInterval(() => {
    if (started()) {
      clearInterval(watching);
      child.kill('SIGINT');
    }
  }, 5);
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>((resolve) => {
    child.once('exit', (code, signal) => {
      clearInterval(watching);
      resolve({ code, signal, output });
    });
  });
}

describe('a backup or restore stopped with Ctrl-C', () => {
  it(
    'backup: removes its staging folder and partial file, releases the lock, and says it stopped',
    async () => {
      const files = mkdtempSync(path.join(os.tmpdir(), 'govi-signals-files-'));
      const stagingFolders = () => readdirSync(dataDir).filter((name) => name.startsWith('.backup-'));
      const ended = await interrupt(
        'backup',
        [path.join(files, 'stopped.tar.gz')],
        { DATA_DIR: dataDir },
        () => stagingFolders().length > 0,
      );
      expect(stagingFolders()).toEqual([]);
      expect(readdirSync(dataDir).sort()).toEqual(['auth-secret', 'db', 'uploads']);
      expect(readdirSync(files)).toEqual([]);
      expect(ended.output).toContain('Stopped by SIGINT; nothing was kept.');
      expect(ended).toMatchObject({ code: 130, signal: null });
    },
    slow,
  );

  it(
    'restore: leaves no DATA_DIR behind',
    async () => {
      const target = path.join(mkdtempSync(path.join(os.tmpdir(), 'govi-signals-target-')), 'data');
      const staging = () => existsSync(target) && readdirSync(target).some((name) => name.startsWith('.restore-'));
      const ended = await interrupt('restore', [backupFile], { DATA_DIR: target }, staging);
      expect(existsSync(target)).toBe(false);
      expect(ended.output).toContain('Stopped by SIGINT; nothing was kept.');
      expect(ended).toMatchObject({ code: 130, signal: null });
    },
    slow,
  );
});
