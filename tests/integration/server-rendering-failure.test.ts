import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowseResult } from '@domain/catalog/product.schema';
import type { PageRenderer } from '@domain/site/page-render';
import { renderDataElementId } from '@domain/site/page-render';
import { takeConsoleErrors } from '@tests/setup/fail-on-console-error';
import { createTestApp, type TestApp } from '@tests/setup/test-app';
import { renderer } from '@web/entry-server';
import type { ServerRenderData } from '@web/app/server-render-data';

/**
 * The web app's own renderer, given a Browse answer it cannot show (a list that is not one), as a release whose
 * server and web app disagree would give it: the page throws while rendering.
 */
const breaksBrowse: PageRenderer = {
  render: (request) =>
    renderer.render({
      ...request,
      reads: { ...request.reads, products: () => Promise.resolve({ value: { products: 7 } as unknown as BrowseResult }) },
    }),
};

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ renderer: breaksBrowse });
});
afterAll(async () => {
  await testApp.close();
});

function dataOf(html: string): ServerRenderData {
  const match = new RegExp(`<script type="application/json" id="${renderDataElementId}">(.*?)</script>`, 's').exec(html);
  return JSON.parse(match?.[1] ?? 'null') as ServerRenderData;
}

describe('a public page that throws while rendered on the server', () => {
  it.each([
    ['en', 'Something went wrong', 'Something Went Wrong | Govi Market'],
    ['si', 'යමක් වැරදී ඇත', 'යමක් වැරදී ඇත | Govi Market'],
    ['ta', 'ஏதோ தவறு நடந்தது', 'ஏதோ தவறு நடந்தது | Govi Market'],
  ] as const)('answers 500 with "Something went wrong" in %s, a way home, and logs the error', async (language, heading, title) => {
    const response = await testApp.app.inject({ method: 'GET', url: '/browse', headers: { cookie: `lang=${language}` } });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain(`<html lang="${language}"`);
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toMatch(new RegExp(`<section role="alert"[^>]*><h1[^>]*>${heading}</h1>`));
    expect(html).toMatch(/<a href="\/"[^>]*>/);
    // The browser renders the app itself rather than hydrate the server's "Something went wrong".
    expect(dataOf(html).renderFailed).toBe(true);
    const logged = takeConsoleErrors();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('rendering the page failed');
  });

  it('keeps such a page for nobody: the next visitor gets it rendered anew', async () => {
    for (let visit = 0; visit < 2; visit += 1) {
      expect((await testApp.app.inject({ method: 'GET', url: '/browse' })).statusCode).toBe(500);
      expect(takeConsoleErrors()).toHaveLength(1);
    }
  });

  it('renders the pages that do not throw as before', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/about' });
    expect(response.statusCode).toBe(200);
    expect(dataOf(response.body).renderFailed).toBeUndefined();
  });
});
