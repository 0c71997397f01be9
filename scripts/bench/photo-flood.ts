/**
 * One seller flooding the market with large photos, and what everyone else meanwhile waits: on a fresh built server
 * on the embedded database, six connections of one account each list product after product with five large PNGs
 * (a flat colour: 128 KB of file for 40 megapixels of decoding) for a few seconds. Before the flood and during it,
 * one request after another: a sign-in (a password hash in libuv's pool), a Browse page no cache holds (a search
 * never asked before, rendered on the server), and another seller listing a product with one phone photo. Run with
 * the photos the pixel cap refuses (6300 × 6300) and with the largest it lets through (5000 × 5000).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { multipart } from '@scripts/lib/multipart-body';
import { round1, startServer } from './catalog';
import { median, printTable } from './harness';
import { headersOf, signUpPerson } from './market-people';
import { listWithPhoto, phonePhoto } from './photos';

const floodSeconds = Number(process.env.BENCH_FLOOD_SECONDS ?? 8);
const floodConnections = 6;
const photosPerListing = 5;
/** Probe rounds before the flood; during it, as many as fit, up to this many. */
const probeRounds = 8;
const maxProbeRoundsDuring = 20;
const secret = 'bench-secret-bench-secret-bench-secret!';
const password = 'bench-password';

/** A flat-coloured PNG: tiny as a file, `side`² pixels to decode. */
function largePng(side: number): Promise<Buffer> {
  return sharp({ create: { width: side, height: side, channels: 3, background: { r: 60, g: 150, b: 70 } } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The server's resident memory, in MB (Linux). */
function residentMb(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

let addressSequence = 0;
/** Each sign-in from an address of its own, so the per-address sign-in limit never refuses the probe. */
function nextAddress() {
  addressSequence += 1;
  return `10.200.${(addressSequence >> 8) & 255}.${addressSequence & 255}`;
}

async function signUpWithEmail(baseUrl: string): Promise<string> {
  const email = `flood-probe-${randomUUID()}@example.lk`;
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ firstName: 'Probe', lastName: 'Person', email, password }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return email;
}

async function timed(work: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const response = await work();
  await response.arrayBuffer();
  const milliseconds = performance.now() - started;
  if (!response.ok) throw new Error(`probe answered ${response.status}: ${response.url}`);
  return milliseconds;
}

type Probes = { signIn: number[]; page: number[]; upload: number[] };

let searches = 0;
async function probeRound(baseUrl: string, email: string, seller: Awaited<ReturnType<typeof signUpPerson>>, photo: Buffer, into: Probes) {
  into.signIn.push(
    await timed(() =>
      fetch(`${baseUrl}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': nextAddress() },
        body: JSON.stringify({ email, password }),
      }),
    ),
  );
  searches += 1;
  into.page.push(await timed(() => fetch(`${baseUrl}/browse?q=${encodeURIComponent(`flood probe ${searches}`)}`)));
  into.upload.push((await listWithPhoto(baseUrl, seller, photo, searches)).milliseconds);
}

type FloodResult = { answers: Map<number, number>; created: number };

/** Six connections of one account listing with five large photos each, again and again until the deadline. */
async function flood(baseUrl: string, png: Buffer, deadline: number): Promise<FloodResult> {
  const attacker = await signUpPerson(baseUrl);
  const answers = new Map<number, number>();
  const product = {
    title: 'Flood listing',
    description: 'Listed as fast as a script can.',
    priceCents: 10_000,
    unit: 'kg',
    category: 'vegetables',
    district: 'kandy',
    quantity: 1,
  };
  const files = Array.from({ length: photosPerListing }, (_, index) => ({ name: `large-${index}.png`, type: 'image/png', bytes: png }));
  const connection = async () => {
    while (performance.now() < deadline) {
      const form = multipart({ product: JSON.stringify(product) }, files);
      const response = await fetch(`${baseUrl}/api/products`, {
        method: 'POST',
        headers: { ...headersOf(baseUrl, attacker), ...form.headers },
        body: form.payload,
      });
      await response.arrayBuffer();
      answers.set(response.status, (answers.get(response.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: floodConnections }, connection));
  return { answers, created: answers.get(201) ?? 0 };
}

type Row = Record<string, string | number>;

function probeColumns(probes: Probes): Row {
  const cell = (values: number[]) => `${Math.round(median(values))} / ${Math.round(Math.max(...values))}`;
  return {
    rounds: probes.signIn.length,
    'sign-in p50 / max ms': cell(probes.signIn),
    'uncached page p50 / max ms': cell(probes.page),
    "other seller's upload p50 / max ms": cell(probes.upload),
  };
}

async function measureFlood(label: string, png: Buffer, photo: Buffer): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'govi-bench-flood-'));
  const server = await startServer({ DATA_DIR: dataDir, AUTH_SECRET: secret, TRUST_PROXY: '1' });
  try {
    const { baseUrl } = server;
    const email = await signUpWithEmail(baseUrl);
    const warm: Probes = { signIn: [], page: [], upload: [] };
    await probeRound(baseUrl, email, await signUpPerson(baseUrl), photo, warm);

    const before: Probes = { signIn: [], page: [], upload: [] };
    const quietSeller = await signUpPerson(baseUrl);
    for (let round = 0; round < probeRounds; round++) await probeRound(baseUrl, email, quietSeller, photo, before);
    const memoryBefore = residentMb(server.pid);

    const during: Probes = { signIn: [], page: [], upload: [] };
    const floodStarted = performance.now();
    const deadline = floodStarted + floodSeconds * 1000;
    let peakMemory = memoryBefore;
    const sampler = setInterval(() => {
      peakMemory = Math.max(peakMemory, residentMb(server.pid));
    }, 100);
    const flooding = flood(baseUrl, png, deadline);
    const busySeller = await signUpPerson(baseUrl);
    try {
      while (performance.now() < deadline && during.signIn.length < maxProbeRoundsDuring) {
        await probeRound(baseUrl, email, busySeller, photo, during);
      }
    } finally {
      // The flood's requests still in flight are waited for (its time is until the last is answered).
      await flooding.catch(() => undefined);
      clearInterval(sampler);
    }
    const result = await flooding;
    const floodMs = performance.now() - floodStarted;
    const answers = [...result.answers]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    return [
      { photos: label, phase: 'before', ...probeColumns(before), 'flood answers': '', 'products listed': '', 'memory +MB': '' },
      {
        photos: label,
        phase: `during (${round1(floodMs / 1000)} s)`,
        ...probeColumns(during),
        'flood answers': answers,
        'products listed': result.created,
        'memory +MB': Math.round(peakMemory - memoryBefore),
      },
    ];
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchPhotoFlood() {
  const photo = await phonePhoto(1);
  const rows: Row[] = [];
  for (const side of [6300, 5000]) {
    const png = await largePng(side);
    const label = `${side}×${side} PNG, ${Math.round(png.length / 1024)} KB, ${round1((side * side) / 1e6)} MP`;
    rows.push(...(await measureFlood(label, png, photo)));
  }
  printTable(
    `One account listing with ${photosPerListing} large PNGs on ${floodConnections} connections for ${floodSeconds} s, and meanwhile one request after another: sign-in, an uncached Browse page, another seller listing with one 1600×1200 JPEG`,
    rows,
  );
}
