import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageCookie } from '@domain/i18n/languages';
import { createTestApp, type TestApp } from '@tests/setup/test-app';

describe('the web app manifest', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers });

  it('names the installed app in the language asked for, with its icons, colours and screenshots', async () => {
    const response = await get('/manifest.webmanifest?lang=si');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    const manifest = response.json();
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Govi Market: ගොවි වෙළඳපොළ',
      short_name: 'Govi Market',
      lang: 'si',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#15803d',
    });
    expect(manifest.description).toMatch(/ශ්‍රී ලාංකීය ගොවීන්/);
    expect(manifest.icons).toEqual([
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
    expect(manifest.screenshots.map((shot: { form_factor: string }) => shot.form_factor)).toEqual(['narrow', 'wide']);
    expect((await get('/manifest.webmanifest?lang=ta')).json().name).toBe('Govi Market: விவசாயிகள் சந்தை');
  });

  it('takes the reader language when none is asked for, and refuses one it does not have, naming the field', async () => {
    const reader = await get('/manifest.webmanifest', { cookie: `${languageCookie}=ta` });
    expect(reader.json().lang).toBe('ta');
    // The reader's own: no shared cache keeps it for others.
    expect(reader.headers['cache-control']).toBe('private, max-age=3600');
    expect((await get('/manifest.webmanifest?lang=ta')).headers['cache-control']).toBe('public, max-age=3600');
    const refused = await get('/manifest.webmanifest?lang=fr');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual([expect.objectContaining({ path: 'lang' })]);
  });

  it('is linked from every page in the page language', async () => {
    for (const language of ['en', 'si', 'ta']) {
      for (const path of ['/', '/browse', '/auth']) {
        const page = await get(path, { cookie: `${languageCookie}=${language}` });
        expect(page.body, `${path} in ${language}`).toContain(`<link rel="manifest" href="/manifest.webmanifest?lang=${language}">`);
      }
    }
  });
});
