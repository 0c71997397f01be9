import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en, type Messages } from '@web/locales/en';
import { si } from '@web/locales/si';
import { setUpBrowser, watchForFaults } from './support/browser';
import { signUpThroughApi, uniqueEmail } from './support/accounts';
import { expectLocator } from './support/expect';

const { page, baseUrl, newVisitorContext } = setUpBrowser();

/** The header's "My Orders" link shows for someone signed in only. */
const signedInHeader = (tab: Page, words: Messages = en) =>
  tab.locator('header').getByRole('link', { name: words['nav.myOrders'] }).first();

describe('sign-in and sign-up without JavaScript', () => {
  it('signs up, then signs in on another device, with the plain forms, landing where the person was going', async () => {
    const noScript = await newVisitorContext({ javaScriptEnabled: false });
    const tab = await noScript.newPage();
    await tab.goto('/auth?redirect=%2Forders');
    // The tab is a link: without the app it opens the page with the sign-up form showing.
    await tab.getByRole('tab', { name: en['auth.tab.signUp'] }).click();
    await tab.waitForURL(`${baseUrl}/auth?tab=sign-up&redirect=%2Forders`);
    const signUp = tab.getByRole('tabpanel');
    const email = uniqueEmail('nojs');
    await signUp.getByLabel(en['auth.field.firstName']).fill('Sandun');
    await signUp.getByLabel(en['auth.field.lastName']).fill('Jayasuriya');
    await signUp.getByLabel(en['auth.field.email']).fill(email);
    await signUp.getByLabel(en['auth.field.password']).fill('secret1');
    await signUp.getByRole('button', { name: en['auth.signUp.submit'] }).click();
    await tab.waitForURL(`${baseUrl}/orders`);
    await expectLocator(signedInHeader(tab)).toBeVisible();
    await expectLocator(tab.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();

    // Another browser, also without JavaScript, in Sinhala: a wrong password first, then the right one.
    const other: BrowserContext = await newVisitorContext({ javaScriptEnabled: false });
    await other.addCookies([{ name: 'lang', value: 'si', url: baseUrl }]);
    const second = await other.newPage();
    await second.goto('/auth?redirect=%2Fcart');
    const signIn = second.getByRole('tabpanel');
    await signIn.getByLabel(si['auth.field.email']).fill(email);
    await signIn.getByLabel(si['auth.field.password']).fill('not-my-password');
    await signIn.getByRole('button', { name: si['auth.signIn.submit'] }).click();
    await expectLocator(second.getByRole('alert')).toHaveText(si['auth.error.invalidCredentials']);
    // What was typed is still there, except the password.
    await expectLocator(signIn.getByLabel(si['auth.field.email'])).toHaveValue(email);
    await expectLocator(signIn.getByLabel(si['auth.field.password'])).toHaveValue('');
    await signIn.getByLabel(si['auth.field.password']).fill('secret1');
    await signIn.getByRole('button', { name: si['auth.signIn.submit'] }).click();
    await second.waitForURL(`${baseUrl}/cart`);
    await expectLocator(signedInHeader(second, si)).toBeVisible();
  });
});

describe('private pages on a slow link', () => {
  it('show the header from the first paint, and the title and a loading state before any of the app arrives, then the page in their place', async () => {
    const context = page().context();
    await signUpThroughApi(context, baseUrl, 'Malini');
    const tab = await context.browser()!.newContext({ baseURL: baseUrl, storageState: await context.storageState() });
    const problems: string[] = [];
    watchForFaults(tab, problems);
    const slow = await tab.newPage();
    const cdp = await tab.newCDPSession(slow);
    await cdp.send('Network.enable');
    // About 50 KB/s with 1.5 s of latency, as on a poor rural 3G link.
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 1500,
      downloadThroughput: 50 * 1024,
      uploadThroughput: 25 * 1024,
    });
    // What the page shows at its first paint, and once the server's HTML is all in, recorded by the page itself.
    await slow.addInitScript(() => {
      const record = (key: string) => {
        const header = document.querySelector('header');
        (window as unknown as Record<string, unknown>)[key] = {
          header: header !== null && header.getBoundingClientRect().height > 0,
          heading: document.querySelector('main h1')?.textContent ?? null,
          loading: document.querySelector('main [role="status"]')?.textContent ?? null,
          appRuns: document.documentElement.hasAttribute('data-interactive'),
          // Whether any of the app's code had arrived: what shows then is the server's HTML alone.
          appLoaded: performance.getEntriesByType('resource').some((resource) => new URL(resource.name).pathname.startsWith('/assets/')),
          headerTop: header?.getBoundingClientRect().top ?? null,
          headerHeight: header?.getBoundingClientRect().height ?? null,
        };
      };
      // The first paint with content: a paint before it can be the page's background alone, the header not yet read.
      new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) record('firstPaint');
      }).observe({ type: 'paint', buffered: true });
      document.addEventListener('DOMContentLoaded', () => record('parsed'));
    });
    try {
      await slow.goto('/orders', { waitUntil: 'commit', timeout: 60_000 });
      await slow.waitForFunction(() => 'firstPaint' in window && 'parsed' in window, undefined, { timeout: 60_000 });
      const [first, parsed] = (await slow.evaluate(() => {
        const recorded = window as unknown as Record<string, unknown>;
        return [recorded.firstPaint, recorded.parsed];
      })) as Record<string, unknown>[];
      // The first paint of content has the header (the link delivers the page in pieces; the rest follows in the same moment)…
      expect(first).toMatchObject({ header: true, appRuns: false, appLoaded: false });
      // …and the whole HTML, before any of the app's code, has the page's title and its loading state.
      expect(parsed).toMatchObject({ header: true, heading: 'My Orders', loading: en['state.loading'], appRuns: false, appLoaded: false });
      // The app takes over: the page's own content where the shell's loading state was, the header where it was.
      await slow.getByText(en['orders.noOrders']).waitFor({ state: 'visible', timeout: 60_000 });
      const header = await slow.locator('header').boundingBox();
      expect({ top: header?.y, height: header?.height }).toEqual({ top: parsed?.headerTop, height: parsed?.headerHeight });
      expect(problems).toEqual([]);
    } finally {
      await tab.close();
    }
  });
});
