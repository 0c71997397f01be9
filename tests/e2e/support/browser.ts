import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, afterEach, inject } from 'vitest';
import { connectChromium } from './chromium';
import { readServerLog } from './server-log';
import { thisWorkersServer } from './server';

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
 * Collects what fails a journey in a browser context, on every page it opens: uncaught page errors, console
 * errors, and any response with status 500 or above (a failed background call shows no error on screen).
 * "Failed to load resource" console lines are left to the status check: they also stand for the 4xx answers
 * journeys provoke on purpose (401 session checks, refused forms).
 */
export function watchForFaults(context: BrowserContext, problems: string[]) {
  context.on('weberror', (error) => problems.push(`page error: ${error.error().stack ?? error.error().message}`));
  context.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) {
      problems.push(`console error: ${message.text()}`);
    }
  });
  context.on('response', (response) => {
    if (response.status() >= 500) {
      problems.push(`server answered ${response.status()} to ${response.request().method()} ${response.url()}`);
    }
  });
}

/**
 * Makes `goto` and `reload` wait until React runs the page, as a person would wait for a page to respond: a
 * public page arrives rendered by the server, and a click before it is hydrated does nothing.
 */
export function waitForInteractive(page: Page) {
  const { goto, reload } = { goto: page.goto.bind(page), reload: page.reload.bind(page) };
  const interactive = async () => {
    if (await page.evaluate(() => document.querySelector('script[data-entry]') !== null).catch(() => false)) {
      await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    }
  };
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await interactive();
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await interactive();
    return response;
  };
}

type RequestsOf = { inFlight: Set<Request>; lastChange: number };
const requestsOf = new WeakMap<Page, RequestsOf>();

/** Keeps count of the page's requests on their way, from its first (an event stream's never ends: not counted). */
function trackRequests(page: Page) {
  const requests: RequestsOf = { inFlight: new Set(), lastChange: Date.now() };
  requestsOf.set(page, requests);
  const change = (request: Request, going: boolean) => {
    if (request.resourceType() === 'eventsource') return;
    if (going) requests.inFlight.add(request);
    else requests.inFlight.delete(request);
    requests.lastChange = Date.now();
  };
  page.on('request', (request) => change(request, true));
  page.on('requestfinished', (request) => change(request, false));
  page.on('requestfailed', (request) => change(request, false));
}

/**
 * What every page a journey opens gets: its requests counted (for `networkQuiet`), and, where scripts run, `goto`
 * and `reload` waiting for the app.
 */
function preparePage(page: Page, javaScriptEnabled: boolean) {
  trackRequests(page);
  if (javaScriptEnabled) waitForInteractive(page);
}

/**
 * Resolves once the page has had no request on its way for `quietMs`: what it loads after starting has been
 * asked for and answered. Playwright's `networkidle` waits for 500 ms of quiet after every page, which the pages
 * these journeys visit do not need: what a started page asks for, it asks within a frame or two.
 */
export async function networkQuiet(page: Page, quietMs = 200): Promise<void> {
  const requests = requestsOf.get(page);
  if (!requests) throw new Error('networkQuiet: the page was not opened through setUpBrowser');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const quietFor = Date.now() - requests.lastChange;
    if (requests.inFlight.size === 0 && quietFor >= quietMs) return;
    if (Date.now() > deadline) throw new Error(`networkQuiet: still loading ${[...requests.inFlight].map((r) => r.url()).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, requests.inFlight.size === 0 ? quietMs - quietFor : 25));
  }
}

/** Time for the server's last log lines to pass through global-setup into the log file. */
const logSettleMs = 100;

/**
 * One connection per test file to the run's Chromium, a fresh context (no cookies, no storage) per test. `page()`
 * is the current test's page; page errors, failed console messages, 5xx responses and error lines in the
 * server's log while the test runs fail the test.
 */
export function setUpBrowser(options: { mobile?: boolean } = {}) {
  let browser: Browser;
  let context: BrowserContext;
  let current: Page;
  const others: BrowserContext[] = [];
  let problems: string[] = [];
  const { baseUrl, serverLogFile } = thisWorkersServer();
  const serverLog = readServerLog(serverLogFile);

  beforeAll(async () => {
    browser = await connectChromium(inject('e2eBrowser'));
  });
  afterAll(async () => {
    await browser.close();
  });
  beforeEach(async () => {
    problems = [];
    serverLog.mark();
    context = await browser.newContext({
      baseURL: baseUrl,
      extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() },
      ...(options.mobile ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {}),
    });
    context.setDefaultTimeout(10_000);
    watchForFaults(context, problems);
    context.on('page', (page) => preparePage(page, true));
    current = await context.newPage();
  });
  afterEach(async () => {
    await Promise.all([context, ...others.splice(0)].map((each) => each.close()));
    await new Promise((resolve) => setTimeout(resolve, logSettleMs));
    problems.push(...serverLog.errorsSinceMark().map((line) => `server logged: ${line}`));
    if (problems.length > 0) throw new Error(problems.join('\n'));
  });

  /**
   * Another person's browser in the same test (own cookies, own address), watched like the first. `userAgent`
   * replaces headless Chromium's own, which names it "HeadlessChrome" (the server does not count its product views);
   * `through` is a proxy in front of the server that the browser reaches it by.
   */
  async function newVisitorContext({
    userAgent,
    javaScriptEnabled = true,
    through = baseUrl,
  }: { userAgent?: string; javaScriptEnabled?: boolean; through?: string } = {}): Promise<BrowserContext> {
    const other = await browser.newContext({
      baseURL: through,
      extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() },
      javaScriptEnabled,
      ...(userAgent && { userAgent }),
    });
    other.setDefaultTimeout(10_000);
    watchForFaults(other, problems);
    other.on('page', (page) => preparePage(page, javaScriptEnabled));
    others.push(other);
    return other;
  }

  return { page: () => current, baseUrl, newVisitorContext };
}
