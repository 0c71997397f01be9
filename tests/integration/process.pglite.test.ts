import { existsSync, mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from '@server/db/client';
import { supportMessages } from '@server/db/schema/support';
import { killLeftoverServers, startServer, waitUntilReady } from '../setup/server-process';

afterEach(killLeftoverServers);

describe('the server process', () => {
  it('refuses a second process on the same DATA_DIR with a clear message', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'govi-proc-'));
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
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'govi-proc-'));
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

  it('stops at once with a message naming a bad setting', async () => {
    const server = await startServer({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'govi-proc-')), PORT: 'abc' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Govi Market cannot start.');
    expect(server.output()).toContain('PORT="abc": must be a whole number');
  });
});
