import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeOwnerOnly } from './data-dir-modes';

const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('makeOwnerOnly', () => {
  let dataDir: string;
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  function layOut(photosFolderMode: number) {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'govi-modes-'));
    mkdirSync(path.join(dataDir, 'db'), { mode: 0o700 });
    writeFileSync(path.join(dataDir, 'db', 'pg_control'), 'x', { mode: 0o666 });
    chmodSync(path.join(dataDir, 'db', 'pg_control'), 0o666);
    mkdirSync(path.join(dataDir, 'uploads', '0f'), { recursive: true });
    writeFileSync(path.join(dataDir, 'uploads', '0f', 'photo.webp'), 'x');
    chmodSync(path.join(dataDir, 'uploads', '0f', 'photo.webp'), 0o644);
    chmodSync(path.join(dataDir, 'uploads', '0f'), 0o755);
    chmodSync(path.join(dataDir, 'uploads'), photosFolderMode);
  }

  it('narrows the database files PGlite left open inside an owner-only folder', async () => {
    layOut(0o755);
    await makeOwnerOnly(dataDir, { closedOnceNarrowed: [path.join(dataDir, 'uploads')] });
    expect(modeOf(path.join(dataDir, 'db', 'pg_control'))).toBe(0o600);
  });

  it('walks the photos of an install from before, whose photo folder is still open', async () => {
    layOut(0o755);
    await makeOwnerOnly(dataDir, { closedOnceNarrowed: [path.join(dataDir, 'uploads')] });
    expect(modeOf(path.join(dataDir, 'uploads'))).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'uploads', '0f', 'photo.webp'))).toBe(0o600);
  });

  it('does not walk the photos once their folder is owner-only: many photos cost nothing at each start', async () => {
    layOut(0o700);
    const result = await makeOwnerOnly(dataDir, { closedOnceNarrowed: [path.join(dataDir, 'uploads')] });
    expect(modeOf(path.join(dataDir, 'uploads', '0f', 'photo.webp'))).toBe(0o644);
    expect(result.narrowed).toBe(1);
    // Without the option (a backup's staging, a restore) everything below is narrowed.
    await makeOwnerOnly(dataDir);
    expect(modeOf(path.join(dataDir, 'uploads', '0f', 'photo.webp'))).toBe(0o600);
  });
});
