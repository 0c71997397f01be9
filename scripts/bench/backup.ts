/**
 * Backups of the embedded database: a market of 100,000 generated products (200 sellers), 1,000 of them with a
 * photo (its card and full-size WebP files, 2,000 files of generated pictures of an upload's size), under a data
 * directory of its own. Times `npm run backup` on the stopped directory and on a running server while visitors
 * read product pages (read cache off, so each read reaches the database), with the time the database was held
 * still and what those reads waited meanwhile; then `npm run restore` into a new directory, and the first answer
 * of a server started on it. Prints the file's size.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { productPhotos } from '@server/db/schema/catalog';
import { projectRoot, serverBundle } from '@scripts/build-state.mjs';
import { openEmbeddedAsIs } from '@scripts/lib/embedded-data-dir';
import { seed } from '@scripts/seed';
import { freePort, median, percentile, printTable, startProcess, stopProcess, waitForOk } from './harness';

const productCount = 100_000;
const productsWithPhotos = 1_000;
const readers = 4;

type Row = Record<string, string | number>;

/** Runs `npm run <command>` as npm would and returns its output and wall time. */
function runCommand(command: 'backup' | 'restore', args: string[], dataDir: string): Promise<{ output: string; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${command}.ts`, ...args], {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) =>
      code === 0 ? resolve({ output, seconds: (performance.now() - started) / 1000 }) : reject(new Error(`${command} failed:\n${output}`)),
    );
  });
}

function heldMs(output: string): number {
  return Number(/held still for (\d+) ms/.exec(output)?.[1] ?? Number.NaN);
}

function megabytes(file: string): string {
  return (statSync(file).size / 1e6).toFixed(1);
}

/** Gives products photos as an upload would leave them: a card and a full-size WebP each, and their rows. */
async function addPhotos(dataDir: string) {
  const images = await Promise.all(
    Array.from({ length: 10 }, async (_, index) => {
      const picture = (width: number, height: number, quality: number) =>
        sharp({
          create: {
            width,
            height,
            channels: 3,
            background: { r: 90, g: 140 - index * 5, b: 60 },
            noise: { type: 'gaussian', mean: 120, sigma: 40 },
          },
        })
          .blur(1.5)
          .webp({ quality })
          .toBuffer();
      return { card: await picture(400, 300, 75), full: await picture(1200, 900, 80) };
    }),
  );
  const database = await openEmbeddedAsIs(dataDir);
  try {
    const rows = (await database.db.execute(sql`select id from products order by created_at limit ${productsWithPhotos}`)) as unknown as {
      rows: { id: string }[];
    };
    const photos = rows.rows.map((product, index) => {
      const image = images[index % images.length] ?? images[0];
      const keys = [randomUUID(), randomUUID()].map((id) => `${id.slice(0, 2)}/${id}.webp`) as [string, string];
      keys.forEach((key, which) => {
        mkdirSync(path.dirname(path.join(dataDir, 'uploads', key)), { recursive: true });
        writeFileSync(path.join(dataDir, 'uploads', key), which === 0 ? (image?.card ?? '') : (image?.full ?? ''));
      });
      return { productId: product.id, position: 0, cardKey: keys[0], fullKey: keys[1], width: 1200, height: 900 };
    });
    await database.db.insert(productPhotos).values(photos);
  } finally {
    await database.close();
  }
}

/** Visitors reading product pages back to back until stopped; each read's latency, and when it started. */
function readProductPages(baseUrl: string, productIds: string[]) {
  const reads: { at: number; ms: number }[] = [];
  const failures: number[] = [];
  let running = true;
  const loops = Array.from({ length: readers }, async (_, reader) => {
    for (let index = reader; running; index += readers) {
      const at = performance.now();
      const response = await fetch(`${baseUrl}/api/products/${productIds[index % productIds.length]}`);
      await response.arrayBuffer();
      if (!response.ok) failures.push(response.status);
      reads.push({ at, ms: performance.now() - at });
    }
  });
  return {
    reads,
    async stop() {
      running = false;
      await Promise.all(loops);
      if (failures.length > 0) throw new Error(`product pages failed during the backup: ${failures.slice(0, 5).join(', ')}`);
    },
  };
}

function latencies(reads: { ms: number }[]): Row {
  const values = reads.map((read) => read.ms);
  return {
    reads: values.length,
    'p50 (ms)': median(values).toFixed(1),
    'p99 (ms)': percentile(values, 0.99).toFixed(1),
    'max (ms)': Math.max(...values).toFixed(0),
  };
}

export async function benchBackup() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'govi-bench-backup-'));
  const dataDir = path.join(root, 'data');
  try {
    const seeding = performance.now();
    await seed(['--products', String(productCount)], { DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    await addPhotos(dataDir);
    console.log(
      `\nbackup: ${productCount.toLocaleString('en')} products, ${productsWithPhotos.toLocaleString('en')} with a photo (${(productsWithPhotos * 2).toLocaleString('en')} files), ` +
        `made in ${((performance.now() - seeding) / 1000).toFixed(0)} s`,
    );
    const rows: Row[] = [];

    const stoppedFile = path.join(root, 'stopped.tar.gz');
    const stopped = await runCommand('backup', [stoppedFile], dataDir);
    rows.push({
      step: 'backup, server stopped',
      seconds: stopped.seconds.toFixed(1),
      'database held (ms)': heldMs(stopped.output),
      'file (MB)': megabytes(stoppedFile),
    });

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const server = startProcess(
      process.execPath,
      [serverBundle],
      { DATA_DIR: dataDir, PORT: String(port), READ_CACHE_SECONDS: '0' },
      projectRoot,
    );
    let readsBefore: { ms: number }[];
    let readsDuring: { ms: number }[];
    try {
      await waitForOk(`${baseUrl}/api/health`, performance.now(), server);
      const page = (await (await fetch(`${baseUrl}/api/products?sort=newest`)).json()) as { products: { id: string }[] };
      const productIds = page.products.map((product) => product.id);
      const load = readProductPages(baseUrl, productIds);
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      const backupStarted = performance.now();
      const runningFile = path.join(root, 'running.tar.gz');
      const running = await runCommand('backup', [runningFile], dataDir);
      const backupEnded = performance.now();
      await load.stop();
      readsBefore = load.reads.filter((read) => read.at < backupStarted);
      readsDuring = load.reads.filter((read) => read.at >= backupStarted && read.at < backupEnded);
      rows.push({
        step: 'backup, server running and read',
        seconds: running.seconds.toFixed(1),
        'database held (ms)': heldMs(running.output),
        'file (MB)': megabytes(runningFile),
      });
    } finally {
      await stopProcess(server);
    }

    const restoredDir = path.join(root, 'restored');
    const restored = await runCommand('restore', [stoppedFile], restoredDir);
    rows.push({ step: 'restore into a new DATA_DIR', seconds: restored.seconds.toFixed(1), 'database held (ms)': '', 'file (MB)': '' });
    const restartPort = await freePort();
    const restartedAt = performance.now();
    const restarted = startProcess(process.execPath, [serverBundle], { DATA_DIR: restoredDir, PORT: String(restartPort) }, projectRoot);
    try {
      const firstAnswerMs = await waitForOk(`http://127.0.0.1:${restartPort}/api/stats`, restartedAt, restarted);
      rows.push({
        step: 'server on the restored directory, to first answer',
        seconds: (firstAnswerMs / 1000).toFixed(1),
        'database held (ms)': '',
        'file (MB)': '',
      });
    } finally {
      await stopProcess(restarted);
    }

    printTable(`backup and restore, ${productCount.toLocaleString('en')} products on PGlite`, rows);
    printTable(`product pages read by ${readers} visitors (read cache off), before and during the running backup`, [
      { when: 'before (5 s)', ...latencies(readsBefore) },
      { when: 'during the backup', ...latencies(readsDuring) },
    ]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
