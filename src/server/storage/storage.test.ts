import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import type { Database } from '@server/db/client';
import { loadSettings, SettingsError } from '@server/env';
import { createDiskStorage, type Storage } from '@server/storage/storage';
import { openToOthers } from '@tests/setup/file-modes';
import { createTestDatabase } from '@tests/setup/test-database';
import { createTestApp, type TestApp } from '@tests/setup/test-app';
import { openTestStorage, storageKinds, type TestStorage } from '@tests/setup/test-storages';

const immutable = 'public, max-age=31536000, immutable';

type StorageCall = { call: 'read' | 'head'; key: string; ifNoneMatch?: string };

/** The storage itself, with what the app asked it to read written down: a malformed path must ask for nothing. */
function watchingCalls(storage: Storage, calls: StorageCall[]): Storage {
  return {
    ...storage,
    read(key, ifNoneMatch) {
      calls.push({ call: 'read', key, ...(ifNoneMatch !== undefined && { ifNoneMatch }) });
      return storage.read(key, ifNoneMatch);
    },
    head(key) {
      calls.push({ call: 'head', key });
      return storage.head(key);
    },
  };
}

/** The app listening on a loopback port (once), for requests sent as raw bytes. */
async function addressOf(testApp: TestApp): Promise<{ port: number }> {
  if (!testApp.app.server.listening) await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  return testApp.app.server.address() as AddressInfo;
}

function rawRequest(
  { port }: { port: number },
  target: string,
  headers: Record<string, string> = {},
  method: 'GET' | 'HEAD' = 'GET',
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: target, method, headers, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe.each(storageKinds)('the storage contract on the %s', (kind) => {
  let place: TestStorage;
  let testApp: TestApp;
  const calls: StorageCall[] = [];

  beforeAll(async () => {
    place = await openTestStorage(kind);
    testApp = await createTestApp({ env: place.env, storage: watchingCalls(place.storage, calls) });
  });
  afterAll(async () => {
    await testApp?.close();
    await place?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url, headers });
  const head = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'HEAD', url, headers });

  it('stores bytes under a new key and serves them at its URL as a browser fetches them, cached for good', async () => {
    // Larger than one read of a stream, so the answer is sent in pieces.
    const bytes = randomBytes(300_000);
    const key = await place.storage.put(bytes, 'webp');
    expect(key).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}\.webp$/);
    expect(key.slice(0, 2)).toBe(key.slice(3, 5));
    expect(await place.storedKeys()).toContain(key);
    const url = place.storage.url(key);
    expect(url).toBe(`/uploads/${key}`);

    const served = await get(url, { accept: 'image/avif,image/webp,*/*', 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(bytes.length),
      'cache-control': immutable,
      'cross-origin-resource-policy': 'same-site',
    });
    expect(served.headers['content-encoding']).toBeUndefined();
    expect(served.headers['content-security-policy']).toContain("default-src 'self'");
    const etag = served.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);

    const revalidated = await get(url, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers).toMatchObject({ etag, 'cache-control': immutable });
    const otherTag = await get(url, { 'if-none-match': '"not-this-one"' });
    expect(otherTag.statusCode).toBe(200);
    expect(otherTag.rawPayload.equals(bytes)).toBe(true);
  });

  it('answers HEAD with GET’s headers from what the storage knows of the file, without reading it', async () => {
    const bytes = randomBytes(50_000);
    const url = place.storage.url(await place.storage.put(bytes, 'png'));
    const served = await get(url);
    const sameAsGet = ['content-type', 'content-length', 'cache-control', 'etag', 'cross-origin-resource-policy'];

    calls.length = 0;
    const answered = await head(url);
    expect(answered.statusCode).toBe(200);
    expect(answered.rawPayload.length).toBe(0);
    for (const name of sameAsGet) expect([name, answered.headers[name]]).toEqual([name, served.headers[name]]);
    expect(answered.headers['content-length']).toBe(String(bytes.length));

    const etag = served.headers.etag as string;
    const revalidated = await head(url, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers).toMatchObject({ etag, 'cache-control': immutable });
    expect((await head(url, { 'if-none-match': '"not-this-one"' })).statusCode).toBe(200);
    const missing = await head(url.replace(/\/[0-9a-f]{8}-/, '/00000000-'));
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).not.toBe(immutable);
    // Only the metadata was asked for: no file was opened, no object's body fetched.
    expect(calls.map(({ call }) => call)).toEqual(['head', 'head', 'head', 'head']);
  });

  describe('If-None-Match: one entity tag, its weak form included, or no condition at all', () => {
    let stored: { url: string; key: string; etag: string; bytes: Buffer } | undefined;
    async function storedPhoto() {
      if (!stored) {
        const bytes = randomBytes(2_000);
        const key = await place.storage.put(bytes, 'webp');
        const url = place.storage.url(key);
        stored = { url, key, etag: (await get(url)).headers.etag as string, bytes };
      }
      return stored;
    }

    it.each([
      ['its weak form', 304, (etag: string) => `W/${etag}`],
      ['itself, with spaces around', 304, (etag: string) => `  ${etag} `],
      ['*', 200, () => '*'],
      ['a list naming it', 200, (etag: string) => `"another", ${etag}`],
      ['a list of its weak form twice', 200, (etag: string) => `W/${etag}, W/${etag}`],
      ['an unquoted tag', 200, (etag: string) => etag.slice(1, -1)],
    ])('given %s, answers %i alike on each storage', async (_case, status, given) => {
      const { url, etag, bytes } = await storedPhoto();
      calls.length = 0;
      const answered = await get(url, { 'if-none-match': given(etag) });
      expect(answered.statusCode).toBe(status);
      if (status === 304) {
        expect(answered.headers.etag).toBe(etag);
        // The storage was given the one strong tag, whatever form the browser sent it in.
        expect(calls).toEqual([{ call: 'read', key: url.replace(/^\/uploads\//, ''), ifNoneMatch: etag }]);
      } else {
        expect(answered.headers.etag).toBe(etag);
        expect(answered.rawPayload.equals(bytes)).toBe(true);
        expect(calls).toEqual([{ call: 'read', key: url.replace(/^\/uploads\//, '') }]);
      }
    });

    // Sent over a socket: bytes outside ASCII reach the server as they would from a broken client.
    it.each([
      ['bytes outside ASCII', () => '"\u00ff\u00fe\u0080"'],
      ['its own tag with bytes after it', (etag: string) => `${etag}\u00ff`],
      ['a quote inside a tag', (etag: string) => `"${etag}"`],
    ])('given %s, answers the file in full', async (_case, given) => {
      const { url, etag, bytes } = await storedPhoto();
      const answered = await rawRequest(await addressOf(testApp), url, { 'if-none-match': given(etag) });
      expect(answered.status).toBe(200);
      expect(answered.headers.etag).toBe(etag);
      expect(answered.body).toBe(bytes.toString('utf8'));
    });
  });

  it('gives the same bytes stored twice two keys, and serves each type by its extension', async () => {
    const bytes = Buffer.from('the same bytes');
    const [first, second, png] = [
      await place.storage.put(bytes, 'webp'),
      await place.storage.put(bytes, 'webp'),
      await place.storage.put(bytes, 'png'),
    ];
    expect(new Set([first, second]).size).toBe(2);
    expect((await get(place.storage.url(second))).rawPayload.equals(bytes)).toBe(true);
    expect((await get(place.storage.url(png))).headers['content-type']).toBe('image/png');
  });

  it('deletes a key, whose URL then answers 404 and is no longer cached; deleting it again is no error', async () => {
    const key = await place.storage.put(Buffer.from('short-lived'), 'webp');
    await place.storage.delete(key);
    expect(await place.storedKeys()).not.toContain(key);
    const gone = await get(place.storage.url(key));
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['cache-control']).not.toBe(immutable);
    expect(gone.json().error.code).toBe('not_found');
    await expect(place.storage.delete(key)).resolves.toBeUndefined();
  });

  it('answers a well-formed key that was never stored with 404', async () => {
    const id = randomUUID();
    const key = `${id.slice(0, 2)}/${id}.webp`;
    calls.length = 0;
    expect((await get(`/uploads/${key}`)).statusCode).toBe(404);
    expect(calls).toEqual([{ call: 'read', key }]);
    expect(await place.storage.read(key)).toBeUndefined();
  });

  it('refuses to delete a string that is not a key', async () => {
    for (const notAKey of ['../secret.txt', 'ab/../../x.webp', '']) {
      await expect(place.storage.delete(notAKey)).rejects.toThrow(/not a storage key/);
    }
  });

  const id = '0f6b2c1e-5a7d-4c3b-9e8f-1a2b3c4d5e6f';
  const malformed = [
    '/uploads/..%2Fsecret.txt',
    '/uploads/../secret.txt',
    '/uploads/0f/..%2F..%2F..%2Fetc%2Fpasswd',
    `/uploads/0f//${id}.webp`,
    `/uploads//0f/${id}.webp`,
    `/uploads/0f%5C${id}.webp`,
    `/uploads/0f\\${id}.webp`,
    `/uploads/0f/${id}.webp%00`,
    `/uploads/0f/${id}%00.webp`,
    `/uploads/0F/${id.toUpperCase()}.WEBP`,
    `/uploads/0f/${id}.webp/..`,
    `/uploads/0f/${id}`,
    `/uploads/0f/${id}.toolong`,
    '/uploads/0f',
    '/uploads/',
    '/uploads/secret.txt',
  ];
  // Sent over a socket as written: a client library would tidy `\\` and `..` away before the server saw them.
  it.each(malformed.flatMap((url) => [['GET', url] as const, ['HEAD', url] as const]))(
    'answers %s %s with 404 without asking the storage',
    async (method, url) => {
      writeFileSync(path.join(place.env.DATA_DIR as string, 'secret.txt'), 'not for the web');
      calls.length = 0;
      const response = await rawRequest(await addressOf(testApp), url, {}, method);
      expect(response.status).toBe(404);
      expect(response.body).not.toContain('not for the web');
      expect(response.headers['cache-control']).not.toBe(immutable);
      expect(calls).toEqual([]);
    },
  );
});

describe('an app given a bucket in its settings', () => {
  let place: TestStorage;
  let database: Database;
  beforeAll(async () => {
    place = await openTestStorage('bucket');
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
    await place?.close();
  });

  const start = (env: Record<string, string>) =>
    buildApp({
      settings: loadSettings({ ...place.env, AUTH_SECRET: 'storage-test-secret-storage-test-secret', LOG_LEVEL: 'silent', ...env }),
      database,
      logger: false,
      renderer: null,
      webDir: path.join(os.tmpdir(), 'govi-no-web-build'),
    });

  it('keeps photos in the bucket and serves them from it, none on its own disk', async () => {
    const app = await start({});
    try {
      const key = await place.storage.put(Buffer.from('in the bucket'), 'webp');
      const served = await app.inject({ method: 'GET', url: `/uploads/${key}` });
      expect([served.statusCode, served.body]).toEqual([200, 'in the bucket']);
      expect(existsSync(path.join(place.env.DATA_DIR as string, 'uploads'))).toBe(false);
    } finally {
      await app.close();
    }
  });

  it.each([
    [
      'a bucket that does not exist',
      { S3_BUCKET: 'no-such-bucket' },
      /"no-such-bucket" at http:\/\/127\.0\.0\.1:\d+: no such bucket there \(create it first/,
    ],
    [
      'a key the server does not know',
      { S3_ACCESS_KEY_ID: 'SOMEONE-ELSE' },
      /access refused \(check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    ],
    ['an endpoint nobody answers at', { S3_ENDPOINT: 'http://127.0.0.1:9' }, /at http:\/\/127\.0\.0\.1:9: connect ECONNREFUSED/],
  ])('refuses to start with %s, saying why', async (_case, env, message) => {
    const starting = start(env);
    await expect(starting).rejects.toThrow(SettingsError);
    await expect(starting).rejects.toThrow(message);
    await expect(starting).rejects.not.toThrow('S3RVER');
  });
});

describe('photos on the local disk', () => {
  it('are stored owner-only, in folders only their owner may enter, whatever the umask', async () => {
    const root = path.join(mkdtempSync(path.join(os.tmpdir(), 'govi-uploads-')), 'uploads');
    const key = await createDiskStorage(root).put(randomBytes(64), 'webp');
    expect(openToOthers(root)).toEqual([]);
    expect(statSync(path.join(root, key)).mode & 0o777).toBe(0o600);
  });
});
