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
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '@tests/e2e/support/browser';
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

function phoneContext(browser: Browser, baseUrl: string): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
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
  repeat: Record<string, number>;
  offlinePaint: number;
};

async function oneRun(browser: Browser, proxy: Proxy, pages: [string, string][], productPath: string): Promise<Run> {
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
    return { firstProduct, firstProductPhotos, firstProductHtml, repeat, offlinePaint };
  } finally {
    await context.close();
  }
}

/**
 * Prints the medians of `runs` fresh phones: a first product visit in all, the repeat visits' bytes besides HTML and
 * new photos, and the saved product page's first paint offline.
 */
export async function measurePhoneData(baseUrl: string, pages: [string, string][], productPath: string, runs = 3) {
  const proxy = await countingProxy(baseUrl);
  const browser = await launchChromium();
  const results: Run[] = [];
  try {
    for (let run = 0; run < runs; run++) results.push(await oneRun(browser, proxy, pages, productPath));
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
