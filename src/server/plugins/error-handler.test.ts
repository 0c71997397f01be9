import Fastify, { type FastifyInstance } from 'fastify';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@domain/api/api-error';
import { AppError } from '@server/errors';
import { createPhotoQueue } from '@server/modules/catalog/photo-queue';
import { createTestApp, type TestApp } from '@tests/setup/test-app';
import { registerErrorHandler } from './error-handler';

let testApp: TestApp;
let httpsApp: TestApp;

beforeAll(async () => {
  [testApp, httpsApp] = await Promise.all([createTestApp(), createTestApp({ env: { PUBLIC_URL: 'https://govi.example' } })]);
});
afterAll(async () => {
  await Promise.all([testApp.close(), httpsApp.close()]);
});

const refusals = [
  ['an escape that does not decode', '/api/products/%E0%A4%A'],
  ['a lone surrogate, as a careless client encodes it', '/api/orders/%ED%A0%80/cancel'],
  ['a path parameter longer than the router reads', `/api/products/${'x'.repeat(101)}`],
] as const;

/** The headers helmet adds to every answer that the router's refusals must carry too, with the same values. */
const sharedSecurityHeaders = ['x-content-type-options', 'x-frame-options', 'referrer-policy', 'strict-transport-security'];

describe("the router's own refusals", () => {
  // Found by the fuzz tests: Fastify answered these in a shape of its own, the second with 414.
  it.each(refusals)('answer %s as 400 in the one error shape', async (_name, url) => {
    const answer = await testApp.app.inject({ method: 'GET', url });
    expect(answer.statusCode).toBe(400);
    expect(apiErrorSchema.parse(answer.json()).error.code).toBe('validation_failed');
  });

  // They are answered before any hook runs, so neither the request id nor helmet's headers come by themselves.
  it.each(refusals)('answer %s with the request id and the security headers of any API answer', async (_name, url) => {
    for (const app of [testApp.app, httpsApp.app]) {
      const [refused, usual] = await Promise.all([
        app.inject({ method: 'GET', url, headers: { 'x-request-id': 'refused-request-1' } }),
        app.inject({ method: 'GET', url: '/api/health' }),
      ]);
      expect(refused.statusCode).toBe(400);
      expect(refused.headers['x-request-id']).toBe('refused-request-1');
      for (const name of sharedSecurityHeaders) expect(refused.headers[name], name).toBe(usual.headers[name]);
      expect(refused.headers['x-content-type-options']).toBe('nosniff');
      expect(refused.headers['cache-control']).toBe('no-store');
      const policy = String(refused.headers['content-security-policy']);
      expect(policy).toContain("default-src 'none'");
      expect(policy).toContain("frame-ancestors 'none'");
    }
    const overHttps = await httpsApp.app.inject({ method: 'GET', url });
    expect(overHttps.headers['strict-transport-security']).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect((await testApp.app.inject({ method: 'GET', url })).headers['strict-transport-security']).toBeUndefined();
  });

  it('give a request without an id of its own a fresh one', async () => {
    const answer = await testApp.app.inject({ method: 'GET', url: refusals[0][1] });
    expect(answer.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });
});

describe('an error after a route set headers for the answer it meant to send', () => {
  // A photo's answer is kept for a year by its ETag; an error in its place must be kept by nobody.
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    registerErrorHandler(app);
    const photoHeaders = { 'cache-control': 'public, max-age=31536000, immutable', etag: '"photo-1"' };
    app.get('/fails', async (_request, reply) => {
      reply.headers(photoHeaders);
      throw new Error('the stream broke');
    });
    app.get('/gone', async (_request, reply) => {
      reply.headers(photoHeaders);
      throw new AppError('not_found', 'No such photo');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it.each([
    ['/fails', 500, 'internal'],
    ['/gone', 404, 'not_found'],
  ])('%s answers %i, kept by nobody and with no ETag', async (url, status, code) => {
    const answer = await app.inject({ method: 'GET', url });
    expect(answer.statusCode).toBe(status);
    expect(apiErrorSchema.parse(answer.json()).error.code).toBe(code);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers.etag).toBeUndefined();
  });

  it('gives the 500 the request id, and nothing of the error', async () => {
    const answer = await app.inject({ method: 'GET', url: '/fails' });
    const { error } = apiErrorSchema.parse(answer.json());
    expect(error.requestId).toEqual(expect.any(String));
    expect(answer.body).not.toContain('the stream broke');
  });
});

describe('a part the server needs that did not answer', () => {
  it('answers 503 and tells the operator why, in one warning', async () => {
    const lines: { level: number; msg: string; err?: { message: string } }[] = [];
    const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } } });
    registerErrorHandler(app);
    app.get('/photo', async () => {
      throw Object.assign(new AppError('unavailable', 'Photos cannot be reached just now; try again shortly.'), {
        cause: new Error('connect ECONNREFUSED 127.0.0.1:9000'),
      });
    });
    app.get('/missing', async () => {
      throw new AppError('not_found', 'No such photo');
    });
    try {
      expect((await app.inject({ method: 'GET', url: '/photo' })).statusCode).toBe(503);
      expect((await app.inject({ method: 'GET', url: '/missing' })).statusCode).toBe(404);
      const warnings = lines.filter((line) => line.level === 40);
      expect(warnings.map((line) => [line.msg, line.err?.message])).toEqual([
        ['Photos cannot be reached just now; try again shortly.', 'connect ECONNREFUSED 127.0.0.1:9000'],
      ]);
    } finally {
      await app.close();
    }
  });
});

describe('photos turned away because the decode queue is full', () => {
  it('answers 503 and logs one short line for each, no warning and no stack', async () => {
    const lines: { level: number; msg: string; err?: unknown }[] = [];
    const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } } });
    registerErrorHandler(app);
    // A queue that takes one file at a time, asked for two: refused at once, as under a flood of uploads.
    const queue = createPhotoQueue({ maxFiles: 1 });
    app.post('/photos', async () => queue.decode('seller-1', [async () => 'one', async () => 'two']));
    try {
      for (let attempt = 0; attempt < 3; attempt++) {
        const answer = await app.inject({ method: 'POST', url: '/photos' });
        expect(answer.statusCode).toBe(503);
        expect(answer.headers['retry-after']).toBe('5');
      }
      expect(lines.filter((line) => line.level >= 40)).toEqual([]);
      const refusals = lines.filter((line) => line.msg === 'turned away for load');
      expect(refusals).toHaveLength(3);
      for (const line of refusals) expect(JSON.stringify(line)).not.toContain('stack');
    } finally {
      await app.close();
    }
  });
});

describe('a visitor who hangs up in the middle of sending a request', () => {
  it('is not taken for the database being away', async () => {
    type LogLine = { level: number; msg: string };
    const lines: LogLine[] = [];
    const app = await createTestApp({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line) as LogLine) } },
    });
    try {
      const address = await app.app.listen({ port: 0, host: '127.0.0.1' });
      const socket = connect(Number(new URL(address).port), '127.0.0.1');
      socket.on('error', () => {});
      socket.resume();
      await new Promise((resolve) => socket.once('connect', resolve));
      // Five bytes of the hundred announced, then the connection closes: Fastify hands on Error('aborted'), ECONNRESET.
      const closed = new Promise((resolve) => socket.once('close', resolve));
      socket.end(
        'POST /api/support/messages HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":',
      );
      await closed;
      // The aborted request's error reaches the handler as its connection closes; a whole request over a fresh
      // connection, answered after that, is the mark that it has been handled.
      expect((await fetch(new URL('/api/health', address))).status).toBe(200);
      expect(lines.filter((line) => line.level >= 40).map((line) => line.msg)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
