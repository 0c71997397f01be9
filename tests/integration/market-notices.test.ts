import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markDemoMarket } from '@server/modules/site/site.service';
import { startSmtpCapture } from '@tests/setup/smtp-capture';
import { createTestApp, type TestApp } from '@tests/setup/test-app';
import { createTestDatabase } from '@tests/setup/test-database';
import { renderer } from '@web/entry-server';
import { en } from '@web/locales/en';
import { si } from '@web/locales/si';
import { ta } from '@web/locales/ta';

// What a market says about itself that depends on how it is set up: whether support can promise a reply time
// (only when messages are mailed to an inbox) and whether its farmers are invented (a demonstration market).

const messagesOf = { en, si, ta } as const;

/** The page as a visitor's browser gets it, in a language (the server renders public pages). */
async function pageOf(testApp: TestApp, url: string, language: keyof typeof messagesOf = 'en'): Promise<string> {
  const response = await testApp.app.inject({ method: 'GET', url, headers: { cookie: `lang=${language}` } });
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** The settings the server hands the web app, which draws the pages it does not render itself. */
function settingsOf(html: string): Record<string, unknown> {
  const content = /<meta name="govi-settings" content="([^"]*)">/.exec(html)?.[1] ?? '{}';
  return JSON.parse(content.replace(/&quot;/g, '"')) as Record<string, unknown>;
}

describe('an ordinary market without mail', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ renderer });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('promises no reply time on Support: the message is kept for the people who run the market', async () => {
    for (const language of ['en', 'si', 'ta'] as const) {
      const html = await pageOf(testApp, '/support', language);
      expect(html).toContain(messagesOf[language]['support.hours.responseKept']);
      expect(html).not.toContain(messagesOf[language]['support.hours.response']);
    }
  });

  it('shows no demonstration banner, on a rendered page or to the app', async () => {
    for (const url of ['/', '/browse', '/support']) expect(await pageOf(testApp, url)).not.toContain(en['app.demoMarket']);
    expect(settingsOf(await pageOf(testApp, '/seller-dashboard')).demoMarket).toBe(false);
  });
});

describe('a market with mail', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  let testApp: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    testApp = await createTestApp({ renderer, env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  it('promises a reply within 24 hours on Support', async () => {
    for (const language of ['en', 'si', 'ta'] as const) {
      const html = await pageOf(testApp, '/support', language);
      expect(html).toContain(messagesOf[language]['support.hours.response']);
      expect(html).not.toContain(messagesOf[language]['support.hours.responseKept']);
    }
  });
});

describe('a demonstration market', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    // As `npm run seed -- --demo` marks it, before the server starts.
    const database = await createTestDatabase();
    await markDemoMarket(database.db);
    testApp = await createTestApp({ renderer, database });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('says so on every page the server renders, in the reader’s language', async () => {
    for (const language of ['en', 'si', 'ta'] as const) {
      for (const url of ['/', '/browse', '/about', '/support']) {
        expect(await pageOf(testApp, url, language)).toContain(messagesOf[language]['app.demoMarket']);
      }
    }
  });

  it('tells the app, which draws the signed-in pages, to say so too', async () => {
    for (const url of ['/seller-dashboard', '/orders', '/auth']) expect(settingsOf(await pageOf(testApp, url)).demoMarket).toBe(true);
  });
});
