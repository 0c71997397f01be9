import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { languageCookie } from '@domain/i18n/languages';
import { expectNoSeriousViolations } from './support/axe';
import { chromiumFlags, setUpBrowser, watchForFaults } from './support/browser';
import { expectLocator } from './support/expect';

const { page, baseUrl } = setUpBrowser({ mobile: true });

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
