import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'govi-lock-'));

describe('lockDataDir', () => {
  it('takes the lock and gives it back', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(existsSync(path.join(dir, 'govi-market.lock'))).toBe(true);
    release();
    expect(existsSync(path.join(dir, 'govi-market.lock'))).toBe(false);
  });

  it('refuses while another live process holds it', () => {
    const dir = tempDir();
    // pid 1 is always alive.
    writeFileSync(path.join(dir, 'govi-market.lock'), '1');
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/pid 1\) is already using/);
  });

  it('takes over a lock left by a process that died', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    const file = path.join(dir, 'govi-market.lock');
    writeFileSync(file, dead);
    const release = lockDataDir(dir);
    expect(readFileSync(file, 'utf8').split(' ')[0]).toBe(String(process.pid));
    release();
    expect(existsSync(file)).toBe(false);
  });

  it('keeps a later process with the lock out', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    const later = spawnSync(
      process.execPath,
      ['--import', 'tsx', '-e', `import('./src/server/db/data-dir-lock.ts').then((lock) => lock.lockDataDir(${JSON.stringify(dir)}))`],
      { encoding: 'utf8' },
    );
    release();
    expect(later.status).not.toBe(0);
    expect(later.stderr).toContain(`(pid ${process.pid}) is already using`);
  });

  it('takes over a lock whose pid now belongs to another program (pids handed out again after a restart)', () => {
    const dir = tempDir();
    const file = path.join(dir, 'govi-market.lock');
    const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    // The parent process is alive, but it did not start at tick 1 of this boot: it is not the one that wrote this.
    writeFileSync(file, `${process.ppid} ${bootId}/1`);
    const release = lockDataDir(dir);
    expect(readFileSync(file, 'utf8')).toMatch(new RegExp(`^${process.pid} ${bootId}/\\d+$`));
    release();
  });
});
