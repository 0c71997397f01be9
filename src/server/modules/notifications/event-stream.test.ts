import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { openEventStream } from '@tests/setup/event-stream-reader';
import { createEventStreams } from './event-stream';

let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A bare app with compression on, as the real one has, serving streams from `createEventStreams`. */
async function serve(options: Parameters<typeof createEventStreams>[0]) {
  const streams = createEventStreams(options);
  app = Fastify();
  await app.register(compress, { threshold: 0 });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-from-a-hook', 'kept');
  });
  app.addHook('preClose', async () => streams.closeAll());
  app.get('/events', async (_request, reply) => {
    const stream = streams.start(reply);
    stream.send({ id: 7, event: 'greeting', data: JSON.stringify({ hello: 'world' }) });
  });
  return { url: `${await app.listen({ port: 0, host: '127.0.0.1' })}/events`, streams };
}

describe('event streams', () => {
  it('send events uncompressed with the headers hooks set, then heartbeat comments', async () => {
    const { url, streams } = await serve({ heartbeatMs: 20, retryMs: () => 3000, maxAgeMs: () => 60_000 });
    const stream = await openEventStream(url, { 'accept-encoding': 'gzip, br' });
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.headers['x-from-a-hook']).toBe('kept');
    expect(await stream.next()).toEqual({ id: '7', event: 'greeting', data: '{"hello":"world"}' });
    expect(stream.retry()).toBe(3000);
    await expect.poll(() => stream.comments.length).toBeGreaterThanOrEqual(2);
    expect(stream.comments[0]).toBe('heartbeat');
    expect(streams.size).toBe(1);
    stream.close();
    await expect.poll(() => streams.size).toBe(0);
  });

  it('end a stream once it is older than its maximum age, so the browser reconnects', async () => {
    const { url, streams } = await serve({ heartbeatMs: 20, retryMs: () => 3000, maxAgeMs: () => 100 });
    const stream = await openEventStream(url);
    const body = await stream.ended;
    expect(body).toContain('event: greeting');
    expect(streams.size).toBe(0);
  });

  it('a stream asked for while the app is closing is turned away at once, not held open', async () => {
    const { url, streams } = await serve({ heartbeatMs: 60_000, retryMs: () => 3000, maxAgeMs: () => 60_000 });
    streams.closeAll();
    const response = await fetch(url);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    await response.text();
    expect(streams.size).toBe(0);
  });

  it('all end when the app closes', async () => {
    const { url, streams } = await serve({ heartbeatMs: 60_000, retryMs: () => 3000, maxAgeMs: () => 60_000 });
    const first = await openEventStream(url);
    const second = await openEventStream(url);
    await expect.poll(() => streams.size).toBe(2);
    await app?.close();
    app = undefined;
    await Promise.all([first.ended, second.ended]);
    expect(streams.size).toBe(0);
  });
});
