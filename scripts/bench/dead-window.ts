/**
 * How long a server-rendered page looks ready but is not: from its first paint to the moment React runs it
 * (`html[data-interactive]`), on a phone-like profile (4× CPU slowdown, 150 ms latency, 1.6 Mbit/s down), printed
 * beside the page's own first and largest paints in the same runs.
 */
import type { Browser } from 'playwright-core';
import { launchChromium } from '@tests/e2e/support/chromium';
import { median, printTable } from './harness';

/** The phone profile the dead window is measured under: the one Lighthouse's mobile runs simulate, applied for real. */
export const phoneThrottling = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
};

type PageTimes = { firstPaint: number; lcp: number; interactive: number };

export async function timePage(browser: Browser, url: string): Promise<PageTimes> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: phoneThrottling.cpuSlowdown });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: phoneThrottling.latencyMs,
      downloadThroughput: phoneThrottling.downloadBitsPerSecond / 8,
      uploadThroughput: phoneThrottling.uploadBitsPerSecond / 8,
    });
    // Runs before the page's own scripts: notes when <html> gets the attribute, and the largest paint so far.
    await page.addInitScript(() => {
      const times = { interactive: 0, lcp: 0 };
      (window as unknown as { benchTimes: typeof times }).benchTimes = times;
      new MutationObserver(() => {
        if (!times.interactive && document.documentElement?.hasAttribute('data-interactive')) times.interactive = performance.now();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-interactive'] });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) times.lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.locator('html[data-interactive]').waitFor({ state: 'attached', timeout: 30_000 });
    return await page.evaluate(() => {
      const { interactive, lcp } = (window as unknown as { benchTimes: { interactive: number; lcp: number } }).benchTimes;
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return { firstPaint: paint?.startTime ?? Number.NaN, lcp, interactive };
    });
  } finally {
    await context.close();
  }
}

const seconds = (ms: number) => +(ms / 1000).toFixed(2);

/** Prints, per page, the medians of `runs` fresh visits (no cache): first paint, LCP, working page, and the window between. */
export async function measureDeadWindow(pages: [string, string][], runs = 5) {
  const browser = await launchChromium();
  const rows = [];
  try {
    for (const [name, url] of pages) {
      const times: PageTimes[] = [];
      for (let run = 0; run < runs; run++) times.push(await timePage(browser, url));
      const windows = times.map((each) => each.interactive - each.firstPaint);
      rows.push({
        page: name,
        'first paint (s)': seconds(median(times.map((each) => each.firstPaint))),
        'LCP (s)': seconds(median(times.map((each) => each.lcp))),
        'working (s)': seconds(median(times.map((each) => each.interactive))),
        'dead window, median (s)': seconds(median(windows)),
        'dead window runs (s)': windows.map((each) => seconds(each).toFixed(2)).join(', '),
      });
    }
  } finally {
    await browser.close();
  }
  printTable(
    `First paint → working page (html[data-interactive]) in Chromium, 4× CPU slowdown, 150 ms latency, 1.6 Mbit/s down, median of ${runs} fresh visits (target: dead window ≤ 1.0 s on Browse and product)`,
    rows,
  );
}
