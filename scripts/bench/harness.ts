import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';

export { freePort, freePorts } from '@tests/setup/server-process';

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The value `fraction` of the way up the sorted values (0.99: the 99th percentile). */
export function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

/** A small, seeded generator (mulberry32): the same seed gives the same requests in every run. */
export function seededRandom(seedValue: number): () => number {
  let state = seedValue >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** Polls a URL until it answers 2xx; resolves with the time it took from `startedAt`. */
export async function waitForOk(url: string, startedAt: number, child: ChildProcess, timeoutMs = 60_000): Promise<number> {
  while (performance.now() - startedAt < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) {
        await response.arrayBuffer();
        return performance.now() - startedAt;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** `stdout`: a file descriptor that receives the process's standard output (its log lines), else it is dropped. */
export function startProcess(
  command: string,
  args: string[],
  env: Record<string, string>,
  cwd: string,
  { stdout }: { stdout?: number } = {},
): ChildProcess {
  // Its own process group, so stopping `npm start` also stops the server npm started.
  return spawn(command, args, {
    cwd,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', stdout ?? 'ignore', 'inherit'],
    detached: true,
  });
}

export async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-(child.pid ?? 0), 'SIGTERM');
  await exited;
  // npm may exit before the server it started has finished closing; wait for the whole group.
  while (isGroupAlive(child.pid ?? 0)) await new Promise((resolve) => setTimeout(resolve, 20));
}

function isGroupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

export function printTable(title: string, rows: Record<string, string | number>[]) {
  console.log(`\n## ${title}`);
  console.table(rows);
}

/**
 * Ordering limits lifted, for servers where one buyer orders far more, and faster, than the per-buyer limits that
 * protect a real market allow: a benchmark of checkout itself. Print that it was used.
 */
export const liftedOrderLimits = { MAX_ORDERS_PER_HOUR: '100000', MAX_PENDING_ORDERS: '100000' };

export function describeSettings(settings: Record<string, string>): string {
  return Object.entries(settings)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ');
}

/** The PostgreSQL server the benchmarks use: `BENCH_DATABASE_URL`, or the local server's `test` database. */
export const benchServerUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Runs `run` with the URL of a new database on the benchmark's server, dropped afterwards. */
export async function withServerDatabase<T>(label: string, run: (url: string) => Promise<T>): Promise<T> {
  const name = `govi_bench_${label}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: benchServerUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(benchServerUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

/** Runs `work` over `items`, at most `width` at a time. */
export async function inBatches<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index] as T);
      }
    }),
  );
  return results;
}
