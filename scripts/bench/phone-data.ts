/**
 * What the market costs a phone on prepaid data, and how it opens without the network, on the
 * demonstration market: the bytes a first visit to a product page transfers in all, on a 390 px phone (the page, its
 * code, its photos, the service worker and what it keeps); the bytes a repeat visit to home, Browse and a product
 * page transfers besides the HTML and the photos not seen before; and how soon a saved product page is painted
 * offline, with the first-input measurement's 4× CPU slowdown.
 *
 * Bytes are counted where they leave the server: the browser talks to it through a counting proxy, so what the
 * service worker fetches is counted as well as what the page does (the page's own network log does not see the
 * worker's requests).
 *
 * The demonstration market's photos are drawings of a few flat shapes, far lighter than a photo. So the same first
 * visit is also measured on a product listed here with a camera-sized photo (a 12-megapixel JPEG of ~2.8 MB whose
 * texture weighs, once stored, what a phone's photo of produce does), as a phone sees it and with Save-Data on.
 */
import http from 'node:http';
import sharp from 'sharp';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '@tests/e2e/support/chromium';
import { multipart } from '@scripts/lib/multipart-body';
import { demoFarmers } from '@scripts/lib/demo-market';
import { demoPassword } from '@scripts/seed';
import { phoneThrottling } from './dead-window';
import { median, printTable } from './harness';

type Transfer = { path: string; contentType: string; bytes: number; at: number };

/** A proxy in front of the server that notes every answer and the bytes it sent (status line, headers and body). */
async function countingProxy(target: string) {
  const transfers: Transfer[] = [];
  const server = http.createServer((request, response) => {
    const headers = { ...request.headers, host: new URL(target).host };
    // The server checks unsafe requests' Origin against its own address.
    if (headers.origin) headers.origin = target;
    const upstream = http.request(`${target}${request.url ?? '/'}`, { method: request.method, headers }, (answer) => {
      const transfer: Transfer = {
        path: request.url ?? '/',
        contentType: String(answer.headers['content-type'] ?? ''),
        bytes: `HTTP/1.1 ${answer.statusCode} \r\n`.length + answer.rawHeaders.reduce((sum, part) => sum + part.length + 2, 2),
        at: performance.now(),
      };
      transfers.push(transfer);
      answer.on('data', (chunk: Buffer) => {
        transfer.bytes += chunk.length;
        transfer.at = performance.now();
      });
      response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(response);
    });
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    transfers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Proxy = Awaited<ReturnType<typeof countingProxy>>;

/** Waits until nothing has been transferred for `quietMs` (the worker's install and keeping come after the page). */
async function untilQuiet(proxy: Proxy, quietMs = 1500, timeoutMs = 30_000) {
  const started = performance.now();
  let lastSeen = '';
  let lastChange = performance.now();
  while (performance.now() - started < timeoutMs) {
    const latest = Math.max(0, ...proxy.transfers.map((transfer) => transfer.at));
    const seen = `${proxy.transfers.length} ${latest}`;
    if (seen !== lastSeen) {
      lastSeen = seen;
      lastChange = performance.now();
    } else if (performance.now() - lastChange >= quietMs) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const isPhoto = (transfer: Transfer) => transfer.path.startsWith('/uploads/');
const isDocument = (transfer: Transfer) => transfer.contentType.startsWith('text/html');
const kilobytes = (bytes: number) => +(bytes / 1024).toFixed(1);

function phoneContext(browser: Browser, baseUrl: string, { saveData = false } = {}): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseUrl,
    ...(saveData && { extraHTTPHeaders: { 'save-data': 'on' } }),
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
}

/** A 12-megapixel camera-sized JPEG: a field drawn in flat colours, with a photo's grain at two scales. */
async function cameraPhoto(): Promise<Buffer> {
  const [width, height] = [4032, 3024];
  const plants = Array.from(
    { length: 60 },
    (_, index) =>
      `<circle cx="${(index * 733) % width}" cy="${1200 + ((index * 397) % 1800)}" r="${80 + ((index * 37) % 220)}" fill="hsl(${(index * 47) % 360},60%,45%)"/>`,
  ).join('');
  const field = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe3f0"/><stop offset="0.4" stop-color="#9cc17a"/><stop offset="1" stop-color="#4b6b2a"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>${plants}</svg>`;
  const grain = await Promise.all(
    [8, 3].map(async (scale) => {
      const noise = { type: 'gaussian' as const, mean: 128, sigma: 20 };
      const coarse = await sharp({
        create: { width: Math.round(width / scale), height: Math.round(height / scale), channels: 3, background: '#808080', noise },
      })
        .png()
        .toBuffer();
      return { input: await sharp(coarse).resize(width, height, { kernel: 'cubic' }).png().toBuffer(), blend: 'overlay' as const };
    }),
  );
  return sharp(await sharp(Buffer.from(field)).png().toBuffer())
    .composite(grain)
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * Lists a product with a camera-sized photo, as the first demonstration farmer through the API a seller uses;
 * returns its page's path.
 */
export async function listCameraPhotoProduct(baseUrl: string): Promise<string> {
  const farmer = demoFarmers[0];
  if (!farmer) throw new Error('the demonstration market has no farmers');
  const email = `${farmer.firstName}.${farmer.lastName}@demo.govi.lk`.toLowerCase();
  const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  if (!signIn.ok) throw new Error(`signing in as ${email} failed: ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const product = {
    title: 'Jackfruit, whole',
    description: 'Ripe jackfruit from the home garden.',
    priceCents: 90_000,
    unit: 'piece',
    category: 'fruits',
    district: farmer.district,
    quantity: 5,
  };
  const body = multipart({ product: JSON.stringify(product) }, [{ name: 'jackfruit.jpg', bytes: await cameraPhoto() }]);
  const created = await fetch(`${baseUrl}/api/products`, {
    method: 'POST',
    headers: { ...body.headers, origin: baseUrl, cookie },
    body: body.payload,
  });
  if (created.status !== 201) throw new Error(`listing the camera photo's product failed: ${await created.text()}`);
  return `/product/${((await created.json()) as { id: string }).id}`;
}

/** Visits `path` and waits for the page, the worker and what it keeps; returns what went over the wire meanwhile. */
async function visit(page: Page, proxy: Proxy, path: string): Promise<Transfer[]> {
  const from = proxy.transfers.length;
  await page.goto(path, { waitUntil: 'load' });
  await page.locator('html[data-interactive]').waitFor({ state: 'attached', timeout: 30_000 });
  await untilQuiet(proxy);
  return proxy.transfers.slice(from);
}

type Run = {
  firstProduct: number;
  firstProductPhotos: number;
  firstProductHtml: number;
  camera: FirstVisit;
  cameraSavingData: FirstVisit;
  repeat: Record<string, number>;
  offlinePaint: number;
};

type FirstVisit = { all: number; photos: number };

/** A fresh phone's first visit to `path`: its bytes in all, and its photos'. */
async function firstVisit(browser: Browser, proxy: Proxy, path: string, saveData: boolean): Promise<FirstVisit> {
  const context = await phoneContext(browser, proxy.url, { saveData });
  try {
    const transfers = await visit(await context.newPage(), proxy, path);
    const sum = (counted: Transfer[]) => counted.reduce((total, transfer) => total + transfer.bytes, 0);
    return { all: sum(transfers), photos: sum(transfers.filter(isPhoto)) };
  } finally {
    await context.close();
  }
}

async function oneRun(
  browser: Browser,
  proxy: Proxy,
  pages: [string, string][],
  productPath: string,
  cameraProductPath: string,
): Promise<Run> {
  const camera = await firstVisit(browser, proxy, cameraProductPath, false);
  const cameraSavingData = await firstVisit(browser, proxy, cameraProductPath, true);
  const context = await phoneContext(browser, proxy.url);
  try {
    const page = await context.newPage();
    const first = await visit(page, proxy, productPath);
    const firstProduct = first.reduce((sum, transfer) => sum + transfer.bytes, 0);
    const firstProductPhotos = first.filter(isPhoto).reduce((sum, transfer) => sum + transfer.bytes, 0);
    const firstProductHtml = first.filter(isDocument).reduce((sum, transfer) => sum + transfer.bytes, 0);

    // Every page once (the worker runs now), then each again, as a person coming back the next day.
    const seenPhotos = new Set(first.filter(isPhoto).map((transfer) => transfer.path));
    for (const [, path] of pages)
      for (const transfer of await visit(page, proxy, path)) if (isPhoto(transfer)) seenPhotos.add(transfer.path);
    const repeat: Record<string, number> = {};
    for (const [name, path] of pages) {
      const transfers = await visit(page, proxy, path);
      const counted = transfers.filter((transfer) => !isDocument(transfer) && !(isPhoto(transfer) && !seenPhotos.has(transfer.path)));
      repeat[name] = counted.reduce((sum, transfer) => sum + transfer.bytes, 0);
      for (const transfer of transfers) if (isPhoto(transfer)) seenPhotos.add(transfer.path);
    }

    // Offline, on the phone's slow CPU: the saved product page, from navigation to first paint.
    await context.setOffline(true);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: phoneThrottling.cpuSlowdown });
    await page.goto(productPath, { waitUntil: 'load' });
    const offlinePaint = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const paint = list.getEntriesByName('first-contentful-paint')[0];
            if (paint) resolve(paint.startTime);
          }).observe({ type: 'paint', buffered: true });
        }),
    );
    return { firstProduct, firstProductPhotos, firstProductHtml, camera, cameraSavingData, repeat, offlinePaint };
  } finally {
    await context.close();
  }
}

/**
 * Prints the medians of `runs` fresh phones: a first product visit in all, the repeat visits' bytes besides HTML and
 * new photos, and the saved product page's first paint offline.
 */
export async function measurePhoneData(
  baseUrl: string,
  pages: [string, string][],
  productPath: string,
  cameraProductPath: string,
  runs = 3,
) {
  const proxy = await countingProxy(baseUrl);
  const browser = await launchChromium();
  const results: Run[] = [];
  try {
    for (let run = 0; run < runs; run++) results.push(await oneRun(browser, proxy, pages, productPath, cameraProductPath));
  } finally {
    await browser.close();
    await proxy.close();
  }
  const rows = [
    {
      measure: 'first visit to a product page, in all (KB)',
      target: '≤ 250',
      median: kilobytes(median(results.map((each) => each.firstProduct))),
      runs: results.map((each) => kilobytes(each.firstProduct)).join(', '),
    },
    {
      measure: '  of which photos (KB)',
      target: '',
      median: kilobytes(median(results.map((each) => each.firstProductPhotos))),
      runs: results.map((each) => kilobytes(each.firstProductPhotos)).join(', '),
    },
    {
      measure: '  of which HTML (KB)',
      target: '',
      median: kilobytes(median(results.map((each) => each.firstProductHtml))),
      runs: results.map((each) => kilobytes(each.firstProductHtml)).join(', '),
    },
    ...(
      [
        ['first visit to a product with a camera photo, in all (KB)', '≤ 250', (each) => each.camera.all],
        ['  of which the photo (KB)', '', (each) => each.camera.photos],
        ['the same with Save-Data, in all (KB)', '', (each) => each.cameraSavingData.all],
        ['  of which the photo (KB)', '', (each) => each.cameraSavingData.photos],
      ] satisfies [string, string, (run: Run) => number][]
    ).map(([measure, target, of]) => ({
      measure,
      target,
      median: kilobytes(median(results.map(of))),
      runs: results.map((each) => kilobytes(of(each))).join(', '),
    })),
    ...pages.map(([name]) => ({
      measure: `repeat visit to ${name}, besides HTML and new photos (KB)`,
      target: '≤ 10',
      median: kilobytes(median(results.map((each) => each.repeat[name] ?? 0))),
      runs: results.map((each) => kilobytes(each.repeat[name] ?? 0)).join(', '),
    })),
    {
      measure: 'saved product page offline, first paint (ms, 4× CPU)',
      target: '≤ 500',
      median: Math.round(median(results.map((each) => each.offlinePaint))),
      runs: results.map((each) => Math.round(each.offlinePaint)).join(', '),
    },
  ];
  printTable(
    `A phone's data and offline use: 390 px wide at 2× density, median of ${runs} fresh phones (bytes as sent by the server, headers included)`,
    rows,
  );
}
