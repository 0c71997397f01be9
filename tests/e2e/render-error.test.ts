import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { setUpBrowser } from './support/browser';
import { expectLocator } from './support/expect';
import { thisWorkersServer } from './support/server';

const { page, baseUrl } = setUpBrowser();

type LogLine = { level?: number; msg?: string; clientError?: { path?: string; message?: string; buildId?: string } };

/** The reports of pages that failed in a browser, as the server logged them. */
function loggedReports(): LogLine[] {
  return readFileSync(thisWorkersServer().serverLogFile, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine)
    .filter((line) => line.msg === 'a page failed to render in the browser');
}

describe('a page that throws while rendering in the browser', () => {
  it('shows "Something went wrong" in the reader’s language under the header, reports it, and Try again recovers', async () => {
    const p = page();
    await p.context().addCookies([{ name: 'lang', value: 'si', url: baseUrl }]);
    await p.goto('/');
    const reportsBefore = loggedReports().length;

    // Browse's products arrive in a shape the page cannot show (as from a server and web app of different releases):
    // its product grid throws while rendering.
    const products = (url: URL) => url.pathname === '/api/products';
    await p.route(products, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"products":7}' }));
    const reported = p.waitForResponse((response) => response.url() === `${baseUrl}/api/client-errors`);
    await p.getByRole('navigation', { name: 'ප්‍රධාන' }).getByRole('link', { name: 'භාණ්ඩ බලන්න' }).click();

    const alert = p.getByRole('alert').filter({ has: p.getByRole('heading', { level: 1, name: 'යමක් වැරදී ඇත' }) });
    await expectLocator(alert).toBeVisible();
    await expectLocator(alert.getByRole('link', { name: 'මුල් පිටුවට යන්න' })).toHaveAttribute('href', '/');
    // The header stays, so the visitor can go anywhere else too.
    await expectLocator(p.getByRole('navigation', { name: 'ප්‍රධාන' })).toBeVisible();
    // On a small phone: all of it in view, nothing wider than the screen.
    await p.setViewportSize({ width: 360, height: 740 });
    for (const control of [alert.getByRole('button', { name: 'නැවත උත්සාහ කරන්න' }), alert.getByRole('link')]) {
      const box = await control.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    }
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    expect((await reported).status()).toBe(204);
    await expect.poll(() => loggedReports().length, { timeout: 5_000 }).toBe(reportsBefore + 1);
    const report = loggedReports().at(-1);
    expect(report).toMatchObject({ level: 40, clientError: { path: '/browse' } });
    expect(report?.clientError?.message).toBeTruthy();
    expect(report?.clientError?.buildId).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    // The answers are right again: Try again asks anew and shows the page.
    await p.unroute(products);
    await alert.getByRole('button', { name: 'නැවත උත්සාහ කරන්න' }).click();
    await expectLocator(p.getByRole('heading', { level: 1, name: 'භාණ්ඩ බලන්න' })).toBeVisible();
    await expectLocator(alert).toHaveCount(0);
  });
});
