import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/setup/test-app';
import { answerQuality, compressWhole } from './body-compression';

// Answers held whole in memory are compressed in one call (body-compression.ts), as the browser allows.

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

/** The HTML page of Browse: well over a kilobyte, sent to anyone. */
function page(acceptEncoding?: string) {
  return testApp.app.inject({
    method: 'GET',
    url: '/browse',
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });
}

describe('compressing answers held in memory', () => {
  it('answers in brotli when the browser accepts it, whole, with its length', async () => {
    const plain = await page('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const response = await page('gzip, deflate, br, zstd');
    expect(response.headers['content-encoding']).toBe('br');
    // The page varies by who is signed in and by Save-Data too: that stays.
    expect(response.headers.vary).toBe('Cookie, Save-Data, accept-encoding');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('falls back to gzip when brotli is refused or unknown, and sends it plain when neither is accepted', async () => {
    const plain = await page('identity');
    for (const accepted of ['gzip', 'br;q=0, gzip', 'gzip;q=1.0, br; q=0']) {
      const response = await page(accepted);
      expect(response.headers['content-encoding'], accepted).toBe('gzip');
      expect(gunzipSync(response.rawPayload).toString('utf8')).toBe(plain.body);
    }
    for (const accepted of ['', 'deflate', 'br;q=0, gzip;q=0']) {
      expect((await page(accepted)).headers['content-encoding'], accepted).toBeUndefined();
    }
  });

  it('leaves an answer as it is when the request says x-no-compression', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/browse',
      headers: { 'accept-encoding': 'br', 'x-no-compression': '1' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toContain('<html');
  });

  it('leaves a short answer as it is', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('compresses a long body (a rendered page) in one call off the server thread, to what the browser reads back', async () => {
    const body = Buffer.from('<li>Leeks from Nuwara Eliya, Rs 450.00 a kg</li>'.repeat(2000));
    expect(body.length).toBeGreaterThan(64 * 1024);
    expect(brotliDecompressSync(await compressWhole(body, 'br', answerQuality))).toEqual(body);
    expect(gunzipSync(await compressWhole(body, 'gzip', answerQuality))).toEqual(body);
  });
});
