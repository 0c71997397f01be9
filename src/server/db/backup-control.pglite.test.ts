import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import fastify, { type FastifyBaseLogger } from 'fastify';
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
function sendLine(line: string, to = dataDir): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(controlSocketPath(to));
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

/** A log that keeps its warnings. */
function warningsLog() {
  const warnings: string[] = [];
  const log = fastify({ logger: false }).log;
  return { log: { ...log, warn: (_details: unknown, message: string) => void warnings.push(message) } as FastifyBaseLogger, warnings };
}

const neverStages = () => Promise.reject(new Error('no backup in this test'));

function connected(dataDir: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(controlSocketPath(dataDir));
    socket.on('connect', () => resolve(socket));
    socket.on('error', reject);
  });
}

function closedWithin<T>(work: Promise<T>, ms: number): Promise<T | 'still waiting'> {
  return Promise.race([work, new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), ms))]);
}

describe('a control socket that cannot be made', () => {
  it('is left out with a warning, and the server starts without it', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'govi-control-'));
    // Something else holds the socket's name: it is not removed, and no socket can be made there.
    mkdirSync(controlSocketPath(dataDir));
    writeFileSync(path.join(controlSocketPath(dataDir), 'kept'), 'not ours to delete');
    const { log, warnings } = warningsLog();
    expect(await openControlSocket({ dataDir, log, stage: neverStages })).toBeUndefined();
    expect(warnings).toEqual(['the control socket could not be created: backups need the server stopped']);
    expect(readdirSync(dataDir)).toEqual(['govi-market.sock']);
    expect(readdirSync(controlSocketPath(dataDir))).toEqual(['kept']);
  });

  it('replaces a socket left by a server that was killed, and removes its private folders', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'govi-control-'));
    mkdirSync(path.join(dataDir, '.sock-abc123'));
    // A socket file with nothing listening on it, as SIGKILL leaves it.
    const killed = createServer().listen(path.join(dataDir, 's'));
    await once(killed, 'listening');
    renameSync(path.join(dataDir, 's'), controlSocketPath(dataDir));
    await new Promise((resolve) => killed.close(resolve));
    expect(statSync(controlSocketPath(dataDir)).isSocket()).toBe(true);

    const opened = await openControlSocket({ dataDir, log: warningsLog().log, stage: neverStages });
    expect(opened).toBeDefined();
    expect(readdirSync(dataDir)).toEqual(['govi-market.sock']);
    expect(statSync(controlSocketPath(dataDir)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await sendLine('nonsense\n', dataDir))).toMatchObject({ ok: false });
    await opened?.close();
  });
});

describe('connections that say nothing', () => {
  it('do not hold the server open when it closes', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'govi-control-'));
    const opened = await openControlSocket({ dataDir, log: warningsLog().log, stage: neverStages });
    const idle = await connected(dataDir);
    const ended = new Promise((resolve) => idle.on('close', resolve));
    expect(await closedWithin(opened?.close() ?? Promise.resolve(), 2_000)).toBeUndefined();
    await ended;
    expect(existsSync(controlSocketPath(dataDir))).toBe(false);
  });

  it('are dropped when no request comes within 5 seconds', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'govi-control-'));
    const opened = await openControlSocket({ dataDir, log: warningsLog().log, stage: neverStages });
    try {
      const idle = await connected(dataDir);
      const started = performance.now();
      await new Promise((resolve) => idle.on('close', resolve));
      expect(performance.now() - started).toBeGreaterThan(4_500);
      expect(performance.now() - started).toBeLessThan(8_000);
    } finally {
      await opened?.close();
    }
  }, 15_000);
});
