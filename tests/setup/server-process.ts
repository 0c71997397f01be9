import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { inject } from 'vitest';
import { projectRoot } from '@server/paths';

/**
 * A real server process, started as `npm start` starts it (`node` on the server bundled from this run's sources, by
 * tests/setup/server-bundle.ts), so the pid held is the server's own.
 */
export type ServerProcess = {
  child: ChildProcess;
  port: string;
  /** Everything it wrote to stdout and stderr so far. */
  output: () => string;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
};

const running: ChildProcess[] = [];

/** For afterEach: ends, by their own pids, the servers a test started and left running. */
export function killLeftoverServers() {
  for (const child of running.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

function listenOnFreePort(): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

/** `count` different loopback ports free now: all are held at once while they are picked, so none comes twice. */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(Array.from({ length: count }, listenOnFreePort));
  const ports = servers.map((server) => {
    const address = server.address();
    return typeof address === 'object' && address ? address.port : 0;
  });
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port as number;
}

/**
 * Starts the server with these settings (and no others from this process's environment) on PORT, or a free port;
 * as another account when `as` names one (the tests run as root, which no permission stops).
 */
export async function startServer(env: Record<string, string>, as?: { uid: number; gid: number }): Promise<ServerProcess> {
  const port = env.PORT ?? String(await freePort());
  let log = '';
  const child = spawn(process.execPath, [inject('serverBundle')], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'info', ...env, PORT: port },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...as,
  });
  running.push(child);
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port, output: () => log, exited };
}

/** Waits for the server's "ready" log line; fails with its output if it exits or takes longer than the limit. */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    if (server.output().includes('Govi Market is ready')) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server not ready:\n${server.output()}`);
}
