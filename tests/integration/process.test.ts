import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from '@server/db/client';
import { supportMessages } from '@server/db/schema/support';
import { projectRoot } from '@server/paths';

type Server = { child: ChildProcess; port: string; output: () => string; exited: Promise<number | null> };

const running: ChildProcess[] = [];

afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = env.PORT ?? String(await freePort());
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'info', ...env, PORT: port },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port, output: () => log, exited };
}

async function waitUntilReady(server: Server) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    if (server.output().includes('Govi Market is ready')) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server not ready:\n${server.output()}`);
}

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
