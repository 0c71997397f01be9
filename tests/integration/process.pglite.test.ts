import { chmodSync, chownSync, existsSync, statSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from '@server/db/client';
import { supportMessages } from '@server/db/schema/support';
import { openToOthers } from '../setup/file-modes';
import { killLeftoverServers, startServer, waitUntilReady } from '../setup/server-process';
import { migratedDataDir } from '../setup/test-database';

afterEach(killLeftoverServers);

const isFolder = (entry: string) => statSync(entry).isDirectory();

describe('the server process', () => {
  it('refuses a second process on the same DATA_DIR with a clear message', async () => {
    const dataDir = await migratedDataDir('govi-proc-');
    const first = await startServer({ DATA_DIR: dataDir });
    await waitUntilReady(first);
    const second = await startServer({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/Another Govi Market process \(pid \d+\) is already using/);
    const health = await fetch(`http://127.0.0.1:${first.port}/api/health`);
    expect(health.status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
  });

  it('on SIGTERM finishes the request in flight, closes the database and releases the directory', async () => {
    const dataDir = await migratedDataDir('govi-proc-');
    const server = await startServer({ DATA_DIR: dataDir });
    await waitUntilReady(server);
    expect(existsSync(path.join(dataDir, 'govi-market.lock'))).toBe(true);

    // A request whose body is still arriving when the signal comes.
    const body = JSON.stringify({ name: 'Nimal', email: 'nimal@example.lk', subject: 'Hello', message: 'In flight' });
    const socket = connect(Number(server.port), '127.0.0.1');
    let response = '';
    socket.on('data', (chunk) => (response += chunk.toString()));
    const closed = new Promise((resolve) => socket.on('close', resolve));
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/support/messages HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.child.exitCode).toBeNull();
    socket.end(body.slice(10));
    await closed;

    expect(response).toMatch(/^HTTP\/1\.1 201/);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
    expect(existsSync(path.join(dataDir, 'govi-market.lock'))).toBe(false);

    // The message was stored: a new start on the same directory works on it, and the message reads back whole.
    const again = await startServer({ DATA_DIR: dataDir });
    await waitUntilReady(again);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
    const database = await openPglite({ dataDir: path.join(dataDir, 'db') });
    try {
      const stored = await database.db.select().from(supportMessages);
      expect(stored).toMatchObject([{ name: 'Nimal', email: 'nimal@example.lk', subject: 'Hello', message: 'In flight' }]);
    } finally {
      await database.close();
    }
  });

  it('keeps DATA_DIR to its own account: a new one, and one an earlier version left open to every account', async () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'govi-proc-')), 'data');
    const first = await startServer({ DATA_DIR: dataDir });
    await waitUntilReady(first);
    // The database's files (its write-ahead log and pg_control included), the generated secret, the lock.
    expect(readdirSync(path.join(dataDir, 'db', 'pg_wal')).length).toBeGreaterThan(0);
    expect(openToOthers(dataDir)).toEqual([]);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // As an earlier version left it (and PGlite makes its files): 0666 files in 0755 folders, photos and backups too.
    mkdirSync(path.join(dataDir, 'uploads', 'ab'), { recursive: true });
    writeFileSync(path.join(dataDir, 'uploads', 'ab', 'photo.webp'), 'photo');
    mkdirSync(path.join(dataDir, 'backups'));
    writeFileSync(path.join(dataDir, 'backups', 'govi-market-old.tar.gz'), 'backup');
    const everything = ['', ...readdirSync(dataDir, { recursive: true }).map(String)].map((entry) => path.join(dataDir, entry));
    for (const entry of everything) chmodSync(entry, isFolder(entry) ? 0o755 : 0o666);
    expect(openToOthers(dataDir).length).toBeGreaterThan(10);

    const again = await startServer({ DATA_DIR: dataDir });
    await waitUntilReady(again);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(again.output()).toContain('files in DATA_DIR made readable by this account only');
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 120_000);

  // Root may read and change anything: the server runs as `nobody` here, as a market runs under an account of its own.
  it.skipIf(process.getuid?.() !== 0)(
    'starts when DATA_DIR holds entries its account may not read or change, and says so once, naming one',
    async () => {
      const parent = mkdtempSync(path.join(os.tmpdir(), 'govi-proc-'));
      chmodSync(parent, 0o711);
      const dataDir = path.join(parent, 'data');
      mkdirSync(dataDir, { mode: 0o700 });
      const nobody = { uid: 65534, gid: 65534 };
      chownSync(dataDir, nobody.uid, nobody.gid);
      // What a disk mounted as DATA_DIR brings (root's lost+found, 0700) and a file an administrator left behind.
      mkdirSync(path.join(dataDir, 'lost+found'), { mode: 0o700 });
      writeFileSync(path.join(dataDir, 'notes.txt'), 'root was here', { mode: 0o644 });
      chmodSync(path.join(dataDir, 'notes.txt'), 0o644);

      const server = await startServer({ DATA_DIR: dataDir }, nobody);
      await waitUntilReady(server);
      const warnings = server
        .output()
        .split('\n')
        .filter((line) => line.includes('may not read or change'));
      expect(warnings).toHaveLength(1);
      expect(JSON.parse(warnings[0] as string)).toMatchObject({ skipped: 2, example: expect.stringContaining(dataDir) });
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    },
    120_000,
  );

  it('stops at once with a message naming a bad setting', async () => {
    const server = await startServer({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'govi-proc-')), PORT: 'abc' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Govi Market cannot start.');
    expect(server.output()).toContain('PORT="abc": must be a whole number');
  });
});
