import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSettings } from '@server/env';
import { createS3Storage, type S3Storage } from '@server/storage/s3-storage';
import { newStorageKey } from '@server/storage/storage';
import { startS3Server, type TestS3Server } from '@tests/setup/s3-server';
import { createTestApp, type TestApp } from '@tests/setup/test-app';

type Answer = (request: http.IncomingMessage, response: http.ServerResponse) => void;

function s3Error(response: http.ServerResponse, status: number, code: string) {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
}

/** An S3-compatible server that answers every request as the test in progress says, and counts them. */
async function startScriptedBucket() {
  const scripted = { answer: ((_request, response) => s3Error(response, 500, 'InternalError')) as Answer, requests: 0 };
  const server = http.createServer((request, response) => {
    scripted.requests += 1;
    // The body of a put is read before answering, as a server does.
    request.resume();
    request.on('end', () => scripted.answer(request, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    scripted,
    storage: createS3Storage({
      bucket: 'govi-photos',
      endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'TEST', secretAccessKey: 'TEST' },
      forcePathStyle: true,
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())).then(() => undefined),
    closeConnections: () => server.closeAllConnections(),
  };
}

describe('a bucket that cannot answer now, or answers unusually', () => {
  let bucket: Awaited<ReturnType<typeof startScriptedBucket>>;
  let testApp: TestApp;
  beforeAll(async () => {
    bucket = await startScriptedBucket();
    testApp = await createTestApp({ storage: bucket.storage });
  });
  afterAll(async () => {
    await testApp?.close();
    bucket?.storage.close();
    bucket?.closeConnections();
    await bucket?.close();
  });

  const key = newStorageKey('webp');
  const unavailable = { name: 'AppError', code: 'unavailable' };

  it.each([
    [500, 'InternalError'],
    [503, 'ServiceUnavailable'],
  ])('turns %i %s into the unavailable error for every operation, after the SDK’s retries', async (status, code) => {
    bucket.scripted.answer = (_request, response) => s3Error(response, status, code);
    await expect(bucket.storage.read(key)).rejects.toMatchObject(unavailable);
    await expect(bucket.storage.head(key)).rejects.toMatchObject(unavailable);
    await expect(bucket.storage.put(Buffer.from('photo'), 'webp')).rejects.toMatchObject(unavailable);
    await expect(bucket.storage.delete(key)).rejects.toMatchObject(unavailable);
  });

  it('turns SlowDown and a gateway’s own 502 page into 503 unavailable at /uploads/, logging no error', async () => {
    for (const answer of [
      (_request, response) => s3Error(response, 503, 'SlowDown'),
      (_request, response) => response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad Gateway</h1>'),
    ] satisfies Answer[]) {
      bucket.scripted.answer = answer;
      for (const method of ['GET', 'HEAD'] as const) {
        const served = await testApp.app.inject({ method, url: `/uploads/${key}` });
        expect([method, served.statusCode]).toEqual([method, 503]);
        if (method === 'GET') expect(served.json().error.code).toBe('unavailable');
      }
    }
  });

  it('counts a 404 as missing whatever the server calls it, and a delete answered 404 as done', async () => {
    bucket.scripted.answer = (request, response) =>
      request.method === 'HEAD' ? response.writeHead(404).end() : s3Error(response, 404, 'NotFound');
    expect(await bucket.storage.read(key)).toBeUndefined();
    expect(await bucket.storage.head(key)).toBeUndefined();
    await expect(bucket.storage.delete(key)).resolves.toBeUndefined();
    expect((await testApp.app.inject({ method: 'GET', url: `/uploads/${key}` })).statusCode).toBe(404);
  });

  it('serves an object the bucket sends without its length, without a content-length of its own', async () => {
    bucket.scripted.answer = (_request, response) => {
      response.writeHead(200, { etag: '"chunked"', 'content-type': 'image/webp' });
      response.write('sent in ');
      response.end('pieces');
    };
    const served = await testApp.app.inject({ method: 'GET', url: `/uploads/${key}` });
    expect([served.statusCode, served.body]).toEqual([200, 'sent in pieces']);
    expect(served.headers['content-length']).toBeUndefined();
    expect(served.headers.etag).toBe('"chunked"');
  });
});

describe('a bucket server that stopped', () => {
  let server: TestS3Server;
  let storage: S3Storage;
  let testApp: TestApp;
  let stopped = false;
  beforeAll(async () => {
    server = await startS3Server();
    const settings = loadSettings({ ...server.env, AUTH_SECRET: 'storage-test-secret-storage-test-secret' });
    if (!settings.s3) throw new Error('the S3 test server gave no bucket settings');
    storage = createS3Storage(settings.s3);
    testApp = await createTestApp({ storage });
  });
  afterAll(async () => {
    await testApp?.close();
    storage?.close();
    if (!stopped) await server?.close();
  });

  it('answers its photos 503 unavailable, logging no error, and keeps serving other routes', async () => {
    const key = await storage.put(Buffer.from('kept in the bucket'), 'webp');
    const url = `/uploads/${key}`;
    expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(200);

    await server.close();
    stopped = true;
    for (const method of ['GET', 'HEAD'] as const) {
      const served = await testApp.app.inject({ method, url });
      expect([method, served.statusCode, served.headers['cache-control']]).toEqual([method, 503, expect.not.stringContaining('immutable')]);
    }
    expect((await testApp.app.inject({ method: 'GET', url })).json().error.code).toBe('unavailable');
    await expect(storage.delete(key)).rejects.toMatchObject({ name: 'AppError', code: 'unavailable' });
    expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
