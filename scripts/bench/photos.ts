/**
 * Photos on the local disk beside photos in an S3-compatible bucket, in one run. The bucket is s3rver (from npm)
 * in a process of its own on loopback, keeping its objects on the same disk: what the bucket adds here is its
 * protocol and one more process, not a network's distance. For each storage, on a fresh built server on the
 * embedded database: a seller lists products with one phone-sized photo each, one after another (upload latency,
 * decoding and resizing included, as a seller waits for it); then 50 connections fetch the stored photos, both
 * widths, picked in a seeded random order, as a browser does (its Accept and Accept-Encoding, no cookie, no
 * revalidation). Rounds alternate the two storages, so the machine's drift falls on both alike. Beside that, the
 * storages alone, asked from this process: one put and one whole read of a stored photo's bytes.
 */
import autocannon from 'autocannon';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { loadSettings } from '@server/env';
import { createS3Storage } from '@server/storage/s3-storage';
import { createDiskStorage, type Storage } from '@server/storage/storage';
import { s3rverSettings } from '@tests/setup/s3-server';
import { multipart } from '@scripts/lib/multipart-body';
import { projectRoot } from '@scripts/build-state.mjs';
import { round1, startServer } from './catalog';
import { freePort, median, percentile, printTable, seededRandom, startProcess, stopProcess, waitForOk } from './harness';
import { headersOf, signUpPerson } from './market-people';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const uploadsPerRound = Number(process.env.BENCH_UPLOADS ?? 30);
const connections = 50;
const randomSeed = Number(process.env.BENCH_SEED ?? 1);
const bucket = 'govi-bench-photos';
const secret = 'bench-secret-bench-secret-bench-secret!';
// What Chromium sends for an <img>.
const imageHeaders = {
  accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
};

type Kind = 'disk' | 'bucket';
type Bucket = { env: Record<string, string>; stop(): Promise<void> };

/** s3rver in its own process, its objects in a temporary folder, with the benchmark's bucket made. */
async function startBucket(): Promise<Bucket> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'govi-bench-s3-'));
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  const child = startProcess(
    process.execPath,
    [
      path.join(projectRoot, 'node_modules/s3rver/bin/s3rver.js'),
      '-d',
      directory,
      '-a',
      '127.0.0.1',
      '-p',
      String(port),
      '--silent',
      '--configure-bucket',
      bucket,
    ],
    {},
    projectRoot,
  );
  const stop = async () => {
    try {
      await stopProcess(child);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  };
  try {
    await waitForOk(`${endpoint}/`, performance.now(), child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { env: s3rverSettings(endpoint, bucket), stop };
}

/** A phone photo's size, each one different (a gradient and a block that move), so no two files are alike. */
export function phonePhoto(index: number): Promise<Buffer> {
  const width = 1600;
  const height = 1200;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 3;
      const inBlock = Math.abs(x - ((index * 97) % width)) < 200 && Math.abs(y - ((index * 61) % height)) < 150;
      pixels[offset] = inBlock ? 220 : (x * 255) / width;
      pixels[offset + 1] = inBlock ? 40 : (y * 255) / height;
      pixels[offset + 2] = ((x + y + index * 13) * 7) % 256;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

type Upload = { milliseconds: number; urls: string[] };

export async function listWithPhoto(
  baseUrl: string,
  seller: Awaited<ReturnType<typeof signUpPerson>>,
  photo: Buffer,
  index: number,
): Promise<Upload> {
  const product = {
    title: `Photographed produce ${index}`,
    description: 'Benchmark listing with a photo.',
    priceCents: 25_000,
    unit: 'kg',
    category: 'vegetables',
    district: 'kandy',
    quantity: 10,
  };
  const form = multipart({ product: JSON.stringify(product) }, [{ name: `photo-${index}.jpg`, bytes: photo }]);
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/products`, {
    method: 'POST',
    headers: { ...headersOf(baseUrl, seller), ...form.headers },
    body: form.payload,
  });
  const body = await response.text();
  const milliseconds = performance.now() - started;
  if (response.status !== 201) throw new Error(`listing with a photo failed: ${response.status} ${body}`);
  const { photos } = JSON.parse(body) as { photos: { cardUrl: string; fullUrl: string }[] };
  return { milliseconds, urls: photos.flatMap((stored) => [stored.cardUrl, stored.fullUrl]) };
}

type Serving = { rps: number; latencies: number[]; bytes: number; failed: number };

/** 50 connections, each asking for the next photo as soon as the last one arrived. */
function servePhotos(baseUrl: string, urls: string[], duration: number): Promise<Serving> {
  const random = seededRandom(randomSeed);
  const latencies: number[] = [];
  let bytes = 0;
  let failed = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: baseUrl,
        connections,
        duration,
        headers: imageHeaders,
        requests: [{ setupRequest: (request) => ({ ...request, path: urls[Math.floor(random() * urls.length)] as string }) }],
        setupClient: (client) => {
          client.on('response', (status, size, milliseconds) => {
            if (status !== 200) {
              failed += 1;
              return;
            }
            latencies.push(milliseconds);
            bytes += size;
          });
        },
      },
      (error: unknown, result) => {
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve({ rps: Math.round(latencies.length / duration), latencies, bytes, failed: failed + result.errors + result.timeouts });
      },
    );
  });
}

type Sample = { uploads: number[]; serving: Serving };

async function measureRound(kind: Kind, bucketEnv: Record<string, string>, photos: Buffer[]): Promise<Sample> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `govi-bench-photos-${kind}-`));
  const server = await startServer({ DATA_DIR: dataDir, AUTH_SECRET: secret, TRUST_PROXY: '1', ...(kind === 'bucket' && bucketEnv) });
  try {
    let seller = await signUpPerson(server.baseUrl);
    // The first listing loads sharp and warms the routes: not counted.
    await listWithPhoto(server.baseUrl, seller, photos[0] as Buffer, 0);
    const uploads: Upload[] = [];
    for (const [index, photo] of photos.entries()) {
      // A seller lists at most 30 products an hour: a new one every 20 keeps the runs under it.
      if (index > 0 && index % 20 === 0) seller = await signUpPerson(server.baseUrl);
      uploads.push(await listWithPhoto(server.baseUrl, seller, photo, index + 1));
    }
    const urls = uploads.flatMap((upload) => upload.urls);
    await servePhotos(server.baseUrl, urls, 1);
    const serving = await servePhotos(server.baseUrl, urls, seconds);
    return { uploads: uploads.map((upload) => upload.milliseconds), serving };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One put and one whole read at a time, from this process, of the photos the server stored (~15–150 KB). */
async function measureStorageAlone(storage: Storage, files: Buffer[]) {
  const puts: number[] = [];
  const reads: number[] = [];
  const keys: string[] = [];
  for (const bytes of files) {
    const started = performance.now();
    keys.push(await storage.put(bytes, 'webp'));
    puts.push(performance.now() - started);
  }
  for (const key of keys) {
    const started = performance.now();
    const file = await storage.read(key);
    if (!file || file.notModified) throw new Error(`${key} was not read back`);
    for await (const _chunk of file.body);
    reads.push(performance.now() - started);
  }
  for (const key of keys) await storage.delete(key);
  return { puts, reads };
}

/** Photos as the server stores them: both widths of a few phone photos, resized as uploads are. */
async function storedPhotoFiles(photos: Buffer[]): Promise<Buffer[]> {
  const files = await Promise.all(
    photos.slice(0, 10).flatMap((photo) => [480, 1280].map((width) => sharp(photo).resize({ width }).webp({ quality: 80 }).toBuffer())),
  );
  return Array.from({ length: 10 }, () => files).flat();
}

export async function benchPhotos() {
  const photos = await Promise.all(Array.from({ length: uploadsPerRound }, (_, index) => phonePhoto(index)));
  const bucketServer = await startBucket();
  try {
    const samples = new Map<Kind, Sample[]>([
      ['disk', []],
      ['bucket', []],
    ]);
    for (let round = 1; round <= rounds; round += 1) {
      const order: Kind[] = round % 2 === 1 ? ['disk', 'bucket'] : ['bucket', 'disk'];
      for (const kind of order) samples.get(kind)?.push(await measureRound(kind, bucketServer.env, photos));
    }

    const storedFiles = await storedPhotoFiles(photos);
    const { s3 } = loadSettings({ AUTH_SECRET: secret, ...bucketServer.env });
    if (!s3) throw new Error(`the bucket's settings named no bucket: ${Object.keys(bucketServer.env).join(', ')}`);
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'govi-bench-photos-disk-'));
    const s3Storage = createS3Storage(s3);
    const alone = new Map<Kind, Awaited<ReturnType<typeof measureStorageAlone>>>();
    try {
      mkdirSync(path.join(scratch, 'uploads'));
      alone.set('disk', await measureStorageAlone(createDiskStorage(path.join(scratch, 'uploads')), storedFiles));
      alone.set('bucket', await measureStorageAlone(s3Storage, storedFiles));
    } finally {
      s3Storage.close();
      rmSync(scratch, { recursive: true, force: true });
    }

    const label = (kind: Kind) => (kind === 'disk' ? 'local disk' : 'bucket (s3rver)');
    const jpegKb = round1(median(photos.map((photo) => photo.length)) / 1024);
    printTable(
      `Listing a product with one ${jpegKb} KB 1600×1200 JPEG, one after another (${uploadsPerRound} a round × ${rounds} alternating rounds; decoding and both resized widths included)`,
      [...samples].map(([kind, list]) => {
        const all = list.flatMap((sample) => sample.uploads);
        return {
          storage: label(kind),
          uploads: all.length,
          'p50 ms': round1(median(all)),
          'p99 ms': round1(percentile(all, 0.99)),
          'p50 ms (each round)': list.map((sample) => round1(median(sample.uploads))).join(' / '),
        };
      }),
    );
    printTable(
      `Serving the stored photos as a browser fetches them (${connections} connections, ${seconds} s × ${rounds} alternating rounds, ${uploadsPerRound * 2} photos of two widths in seeded random order; medians over the rounds)`,
      [...samples].map(([kind, list]) => {
        const served = list.map((sample) => sample.serving);
        return {
          storage: label(kind),
          'req/s (each round)': served.map((run) => run.rps).join(' / '),
          'req/s': median(served.map((run) => run.rps)),
          'p50 ms': round1(median(served.map((run) => median(run.latencies)))),
          'p99 ms': round1(median(served.map((run) => percentile(run.latencies, 0.99)))),
          'KB a photo (mean)': round1(median(served.map((run) => run.bytes / run.latencies.length / 1024))),
          failed: served.reduce((sum, run) => sum + run.failed, 0),
        };
      }),
    );
    printTable(
      `The storage alone, from this process, one call at a time (${storedFiles.length} stored photos of ${round1(median(storedFiles.map((file) => file.length)) / 1024)} KB median)`,
      [...alone].map(([kind, { puts, reads }]) => ({
        storage: label(kind),
        'put p50 ms': round1(median(puts)),
        'put p99 ms': round1(percentile(puts, 0.99)),
        'read p50 ms': round1(median(reads)),
        'read p99 ms': round1(percentile(reads, 0.99)),
      })),
    );
    if ([...samples.values()].flat().some((sample) => sample.serving.failed > 0)) process.exitCode = 1;
  } finally {
    await bucketServer.stop();
  }
}
