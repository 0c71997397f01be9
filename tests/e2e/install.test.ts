import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { languageCookie } from '@domain/i18n/languages';
import { signUpThroughApi } from './support/accounts';
import { expectNoSeriousViolations } from './support/axe';
import { setUpBrowser, watchForFaults } from './support/browser';
import { chromiumFlags } from './support/chromium';
import { expectLocator } from './support/expect';
import { listProductThroughApi } from './support/listings';

const { page, baseUrl, newVisitorContext } = setUpBrowser({ mobile: true });

describe('installing the market as an app', () => {
  it('is installable, in the reader language, and offered from the header menu rather than by the browser', async () => {
    // A profile of its own: Chromium never offers to install from an incognito window, which a test context is.
    const profile = mkdtempSync(path.join(os.tmpdir(), 'govi-e2e-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      // The engagement a browser waits for before offering (visits, time on the site) is waived, as for a regular.
      args: [...chromiumFlags, '--bypass-app-banner-engagement-checks'],
      viewport: { width: 390, height: 844 },
      baseURL: baseUrl,
    });
    const problems: string[] = [];
    watchForFaults(context, problems);
    try {
      await context.addCookies([{ name: languageCookie, value: 'si', url: baseUrl }]);
      const p = context.pages()[0] ?? (await context.newPage());
      await p.goto('/');
      const devtools = await context.newCDPSession(p);
      const manifest = await devtools.send('Page.getAppManifest');
      expect(manifest.url).toBe(`${baseUrl}/manifest.webmanifest?lang=si`);
      expect(manifest.errors).toEqual([]);
      await expect.poll(async () => (await devtools.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
      // The offer is kept for the menu: it may arrive before the app has started.
      await p.getByRole('button', { name: 'මෙනුව' }).click();
      await expectLocator(p.getByRole('button', { name: 'යෙදුම ස්ථාපනය කරන්න' })).toBeVisible();
      for (const icon of ['/icons/icon-192.png', '/icons/icon-512.png', '/icons/icon-maskable-512.png', '/icons/apple-touch-icon.png']) {
        const answer = await context.request.get(icon);
        expect([icon, answer.status(), answer.headers()['content-type']]).toEqual([icon, 200, 'image/png']);
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

describe('when the link drops', () => {
  it('says so, and says when it is back, in the reader language', async () => {
    const p = page();
    await p.context().addCookies([{ name: languageCookie, value: 'ta', url: baseUrl }]);
    await p.goto('/browse');
    // The worker arrives first: a link dropped while it downloads fails its registration, which the browser reports in
    // the console (the page registers it again once the link is back).
    await p.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await p.context().setOffline(true);
    const status = p.getByRole('status').filter({ hasText: 'நீங்கள் இணையத்துடன் இணைக்கப்படவில்லை' });
    await expectLocator(status).toBeVisible();
    await expectNoSeriousViolations(p);
    await p.context().setOffline(false);
    await expectLocator(p.getByRole('status').filter({ hasText: 'நீங்கள் மீண்டும் இணையத்துடன் இணைந்துள்ளீர்கள்.' })).toBeVisible();
  });
});

/**
 * A proxy in front of the server that, once `release()` is called, serves a service worker whose bytes differ, as
 * the next release's would: the browser then installs it beside the running one. (The browser fetches its worker
 * outside the page, where a test's request interception does not reach.)
 */
async function releaseProxy(target: string) {
  let released = false;
  const server = http.createServer((request, response) => {
    const isWorker = request.url === '/sw.js';
    // Unsafe requests are checked against the server's own address.
    const headers = { ...request.headers, host: new URL(target).host, ...(request.headers.origin && { origin: target }) };
    if (isWorker && released) {
      // Whole and plain, never "not modified": the answer's bytes are changed below, so it must have a body.
      headers['accept-encoding'] = 'identity';
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
    }
    const upstream = http.request(`${target}${request.url ?? '/'}`, { method: request.method, headers }, (answer) => {
      if (!(isWorker && released)) {
        response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(response);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.concat([...chunks, Buffer.from('\n// the next release\n')]);
        const { etag: _etag, 'last-modified': _modified, 'content-length': _length, ...kept } = answer.headers;
        response.writeHead(answer.statusCode ?? 502, { ...kept, 'content-length': body.length });
        response.end(body);
      });
    });
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    release: () => {
      released = true;
    },
    // The browser is still connected (keep-alive, the notification stream): its connections are ended with the proxy,
    // or closing would wait for them until the test timed out.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

describe('a new release', () => {
  // Two workers' installs, two reloads and a checkout on a machine CI may load: more than the default minute's room.
  it('is offered when its worker is ready, never during checkout, and taken on the person’s word', { timeout: 120_000 }, async () => {
    const selling = await newVisitorContext();
    await signUpThroughApi(selling, baseUrl, 'Chaminda');
    const product = await listProductThroughApi(selling, baseUrl, { title: 'Release Pineapple' });

    const proxy = await releaseProxy(baseUrl);
    try {
      const buying = await newVisitorContext({ through: proxy.url });
      await buying.addCookies([{ name: languageCookie, value: 'si', url: proxy.url }]);
      await signUpThroughApi(buying, proxy.url, 'Dilani');
      const p = await buying.newPage();
      await p.goto(`/product/${product.id}`);
      // The first worker takes the pages opened after it.
      await expect
        .poll(() => p.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none'), { timeout: 20_000 })
        .toBe('activated');
      await p.reload();
      await expect.poll(() => p.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      await p.getByRole('button', { name: 'කරත්තයට එක් කරන්න' }).click();
      await p.goto('/checkout');
      await expectLocator(p.getByRole('button', { name: 'ඇණවුම කරන්න' })).toBeVisible();

      // A release lands while the buyer is at checkout; the browser looks for a new worker (as on any navigation).
      proxy.release();
      // Not awaited in the page: the check's outcome is read from the registration below, within a bounded wait.
      await p.evaluate(() => {
        void navigator.serviceWorker.getRegistration().then((registration) => registration?.update().catch(() => undefined));
      });
      await expect
        .poll(() => p.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? 'none'), {
          timeout: 15_000,
        })
        .toBe('installed');
      const offer = p.getByRole('region', { name: 'Govi Market හි නව සංස්කරණයක් සූදානම්.' });
      // Nothing interrupts the checkout: what was typed stays.
      await p.getByLabel('බෙදා හැරීමේ ලිපිනය').fill('12 Temple Road, Peradeniya');
      expect(await offer.count()).toBe(0);

      // Elsewhere, it is offered; the page reloads into the new release on the person's word, the cart kept.
      await p.getByRole('link', { name: 'කරත්තය, නිෂ්පාදන 1' }).click();
      await expectLocator(offer).toBeVisible();
      await expectNoSeriousViolations(p);
      const before = await p.evaluate(() => performance.timeOrigin);
      await offer.getByRole('button', { name: 'නැවත පූරණය කරන්න' }).click();
      await expect.poll(() => p.evaluate(() => performance.timeOrigin).catch(() => before)).not.toBe(before);
      await p.waitForLoadState('load');
      expect(await p.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
      await expectLocator(p.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await offer.count()).toBe(0);
      await expectLocator(p.getByText('Release Pineapple')).toBeVisible();
    } finally {
      await proxy.close();
    }
  });
});
