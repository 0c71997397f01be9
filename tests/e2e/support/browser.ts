import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, afterEach, inject } from 'vitest';

/** Debian's Chromium, with the flags that work on this kind of machine (no network beyond loopback). */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumFlags });
}

let visitorSequence = 0;

/**
 * Each test is a different visitor on the network: the e2e server trusts one proxy (TRUST_PROXY=1), which the
 * test plays by sending X-Forwarded-For itself, so the per-address
 * sign-up limit (20 an hour) counts each test's own sign-ups, as it would count real visitors.
 */
function visitorAddress(): string {
  visitorSequence += 1;
  return `10.${process.pid % 250}.${Math.floor(visitorSequence / 250)}.${(visitorSequence % 250) + 1}`;
}

/**
 * One browser per test file, a fresh context (no cookies, no storage) per test. `page()` is the
 * current test's page; page errors and failed console messages fail the test.
 */
export function setUpBrowser(options: { mobile?: boolean } = {}) {
  let browser: Browser;
  let context: BrowserContext;
  let current: Page;
  let problems: string[] = [];
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
  });
  beforeEach(async () => {
    problems = [];
    context = await browser.newContext({
      baseURL: baseUrl,
      extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() },
      ...(options.mobile ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}),
    });
    context.setDefaultTimeout(10_000);
    current = await context.newPage();
    current.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    current.on('console', (message) => {
      // Expected failed requests (401 session checks, 4xx answers the test provokes) are not page faults.
      if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) {
        problems.push(`console error: ${message.text()}`);
      }
    });
  });
  afterEach(async () => {
    await context.close();
    if (problems.length > 0) throw new Error(problems.join('\n'));
  });

  return { page: () => current, baseUrl };
}
