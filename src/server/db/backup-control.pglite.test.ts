import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stageBackup, writeBackupArchive } from './backup';
import { askServerToStageBackup, controlSocketPath, openControlSocket, type ControlSocket } from './backup-control';
import { readBackupManifest } from './backup-manifest';
import { openPglite, type Database } from './client';

let dataDir: string;
let database: Database;
let control: ControlSocket;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'govi-control-'));
  database = await openPglite({ dataDir: path.join(dataDir, 'db') });
  const opened = await openControlSocket({
    dataDir,
    log: fastify({ logger: false }).log,
    stage: (signal) => stageBackup({ db: database.db, dataDir, photosInBucket: false, signal }),
  });
  if (!opened) throw new Error('no control socket');
  control = opened;
}, 60_000);

afterAll(async () => {
  await control.close();
  await database.close();
});

function stagingFolders() {
  return readdirSync(dataDir).filter((name) => name.startsWith('.backup-'));
}

async function until(condition: () => boolean) {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in 10 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Sends one raw line and returns the answer line. */
function sendLine(line: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(controlSocketPath(dataDir));
    let received = '';
    socket.on('connect', () => socket.write(line));
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
  });
}

describe('the control socket', () => {
  it('is a socket only its owner may open', () => {
    const info = statSync(controlSocketPath(dataDir));
    expect(info.isSocket()).toBe(true);
    expect(info.mode & 0o777).toBe(0o600);
  });

  it('stages a backup the asking process archives, one at a time, and removes the staging folder when it hangs up', async () => {
    const first = await askServerToStageBackup(dataDir);
    expect(existsSync(path.join(first.staged.folder, 'db/PG_VERSION'))).toBe(true);
    expect(path.dirname(first.staged.folder)).toBe(dataDir);
    await expect(askServerToStageBackup(dataDir)).rejects.toThrow('A backup is already being written; try again when it has finished.');

    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'govi-control-files-')), 'backup.tar.gz');
    const manifest = await writeBackupArchive(first.staged, file, first.serverGone);
    first.release();
    await until(() => !existsSync(first.staged.folder));
    expect(manifest).toMatchObject(first.staged.manifest);
    expect(manifest.database.rows.users).toBe(0);
    expect(await readBackupManifest(file)).toEqual(manifest);

    // Free again once the first has hung up.
    const second = await askServerToStageBackup(dataDir);
    second.release();
    await until(() => !existsSync(second.staged.folder));
  });

  it('answers what it does not understand with an error', async () => {
    expect(JSON.parse(await sendLine('{"command":"drop everything"}\n'))).toEqual({
      ok: false,
      error: 'Not a request this server understands.',
    });
    expect(JSON.parse(await sendLine('not json\n'))).toEqual({ ok: false, error: 'Not a request this server understands.' });
  });

  it('on closing, ends a backup under way: its folder removed, the asking command told', async () => {
    const held = await askServerToStageBackup(dataDir);
    await control.close();
    expect(existsSync(held.staged.folder)).toBe(false);
    await until(() => held.serverGone.aborted);
    expect(String(held.serverGone.reason)).toContain('The server stopped while the backup was being written');
    expect(existsSync(controlSocketPath(dataDir))).toBe(false);
    expect(stagingFolders()).toEqual([]);
    await expect(askServerToStageBackup(dataDir)).rejects.toThrow(/does not answer on its control socket/);
  });
});
