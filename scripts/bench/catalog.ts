/**
 * Issue 3's numbers: Browse, search (a common, a rare and an absent term), a category + district filter
 * and a product page, at 50 connections, on PGlite and on the PostgreSQL server, beside a bare Node
 * HTTP endpoint as the ceiling measured the same way on the same machine.
 */
import autocannon from 'autocannon';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { projectRoot, serverBundle } from '../build-state.mjs';
import { seed } from '../seed';
import { freePort, printTable, startProcess, stopProcess, waitForOk, withServerDatabase } from './harness';

const connections = 50;
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);

type Row = Record<string, string | number>;

async function load(url: string) {
  const result = await autocannon({ url, connections, duration: durationSeconds, headers: { 'accept-encoding': 'br' } });
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function compressedBytes(url: string): Promise<number> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  return brotliCompressSync(Buffer.from(await response.arrayBuffer())).length;
}

/** The ceiling: the same machine answering a fixed JSON body with nothing behind it. */
async function measureCeiling(): Promise<number> {
  const body = JSON.stringify({ products: [], total: 0 });
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(body);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const result = await load(`http://127.0.0.1:${port}/`);
  server.close();
  return result.rps;
}

async function scenarios(baseUrl: string) {
  const first = (await (await fetch(`${baseUrl}/api/products`)).json()) as { products: { id: string }[] };
  const productId = first.products[0]?.id;
  if (!productId) throw new Error('no products to measure');
  return [
    ['browse, first page', '/api/products'],
    ['search, common term ("fresh")', '/api/products?q=fresh'],
    ['search, rare term ("kalpitiya")', '/api/products?q=kalpitiya'],
    ['search, absent term ("durian")', '/api/products?q=durian'],
    ['category + district', '/api/products?category=vegetables&district=kandy&district=colombo'],
    ['product detail', `/api/products/${productId}`],
  ] as const;
}

/**
 * Each scenario runs twice: as shipped (the 2-second shared read cache on) and with the cache off, which
 * shows what the query itself costs when every request misses.
 */
async function measureEngine(label: string, env: Record<string, string>, products: number, ceiling: number, only?: RegExp) {
  const rows: Row[] = [];
  for (const cache of ['on', 'off'] as const) {
    rows.push(...(await measureServer(label, { ...env, READ_CACHE_SECONDS: cache === 'on' ? '2' : '0' }, products, ceiling, cache, only)));
  }
  return rows;
}

async function measureServer(
  label: string,
  env: Record<string, string>,
  products: number,
  ceiling: number,
  cache: 'on' | 'off',
  only?: RegExp,
) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = startProcess(process.execPath, [serverBundle], { ...env, PORT: String(port), LOG_LEVEL: 'warn' }, projectRoot);
  const rows: Row[] = [];
  try {
    await waitForOk(`${baseUrl}/api/health`, performance.now(), server);
    for (const [name, url] of await scenarios(baseUrl)) {
      if (only && !only.test(name)) continue;
      const result = await load(`${baseUrl}${url}`);
      rows.push({
        engine: label,
        products,
        cache,
        scenario: name,
        'req/s': result.rps,
        '% of ceiling': +((result.rps / ceiling) * 100).toFixed(1),
        'p50 ms': result.p50,
        'p99 ms': result.p99,
        'KB br': +((await compressedBytes(`${baseUrl}${url}`)) / 1024).toFixed(1),
        errors: result.errors,
      });
    }
  } finally {
    await stopProcess(server);
  }
  return rows;
}

export async function benchCatalog() {
  const ceiling = await measureCeiling();
  printTable('Ceiling: bare Node HTTP endpoint, same machine, same load', [{ 'req/s': ceiling, connections, seconds: durationSeconds }]);
  const rows: Row[] = [];

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'govi-bench-catalog-'));
  try {
    await seed(['--products', '100000'], { DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    rows.push(...(await measureEngine('PGlite', { DATA_DIR: dataDir }, 100_000, ceiling)));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  await withServerDatabase('catalog', async (databaseUrl) => {
    const env = { DATABASE_URL: databaseUrl, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'govi-bench-pg-')), AUTH_SECRET: 'bench-secret-bench-secret-bench-secret!' };
    await seed(['--products', '100000'], { ...env, LOG_LEVEL: 'silent' });
    rows.push(...(await measureEngine('PostgreSQL', env, 100_000, ceiling)));
    await seed(['--products', '900000'], { ...env, LOG_LEVEL: 'silent' });
    rows.push(...(await measureEngine('PostgreSQL', env, 1_000_000, ceiling, /search|browse/)));
  });

  printTable(
    `Catalog under load: ${connections} connections, ${durationSeconds} s each (targets on PostgreSQL: browse and detail ≥ 8% of ceiling with p99 ≤ 20 ms at 100k; search p99 ≤ 50 ms at 1M; browse ≤ 15 KB)`,
    rows,
  );
}
