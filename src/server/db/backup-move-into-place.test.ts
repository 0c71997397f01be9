import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { rename, type link } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { moveIntoPlace, type FileMoves } from './backup';

/** Moves on a file system without hard links (FAT, exFAT): every link fails as Linux fails it there. */
function withoutHardLinks(code: string): FileMoves & { renames: number } {
  const moves = {
    renames: 0,
    link: (() => Promise.reject(Object.assign(new Error(`${code}, link`), { code }))) as typeof link,
    rename: (async (from, to) => {
      moves.renames += 1;
      await rename(from, to);
    }) as typeof rename,
  };
  return moves;
}

function folderWithPartial() {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'govi-move-'));
  const partial = path.join(folder, '.backup.tar.gz.1234.partial');
  writeFileSync(partial, 'a whole archive');
  return { folder, partial, file: path.join(folder, 'backup.tar.gz') };
}

describe('moving a whole archive to its name', () => {
  it('links it where the file system has hard links, and refuses a name taken', async () => {
    const { partial, file } = folderWithPartial();
    await moveIntoPlace(partial, file);
    expect(readFileSync(file, 'utf8')).toBe('a whole archive');
    await expect(moveIntoPlace(partial, file)).rejects.toThrow(`${file} already exists; choose another name.`);
  });

  it.each(['EPERM', 'ENOTSUP', 'EXDEV', 'ENOSYS'])('renames it where linking fails with %s', async (code) => {
    const { folder, partial, file } = folderWithPartial();
    const moves = withoutHardLinks(code);
    await moveIntoPlace(partial, file, moves);
    expect(moves.renames).toBe(1);
    expect(readdirSync(folder)).toEqual(['backup.tar.gz']);
    expect(readFileSync(file, 'utf8')).toBe('a whole archive');
  });

  it('never renames over a file already there', async () => {
    const { partial, file } = folderWithPartial();
    writeFileSync(file, 'an older backup');
    const moves = withoutHardLinks('EPERM');
    await expect(moveIntoPlace(partial, file, moves)).rejects.toThrow('already exists; choose another name');
    expect(moves.renames).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe('an older backup');
    expect(existsSync(partial)).toBe(true);
  });

  it('passes on any other failure', async () => {
    const { partial, file } = folderWithPartial();
    await expect(moveIntoPlace(partial, file, withoutHardLinks('EIO'))).rejects.toThrow('EIO');
    expect(existsSync(file)).toBe(false);
  });
});
