import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSmsSender, SmsNotSent } from './sms-sender';

type Received = { method: string; url: string; contentType: string; body: string };

/** A local gateway: records what it is sent and answers as the test tells it to. */
let server: Server;
let baseUrl = '';
const received: Received[] = [];
let answer: (response: ServerResponse) => void = (response) => response.end();

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', contentType: request.headers['content-type'] ?? '', body });
      answer(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  received.length = 0;
  answer = (response) => response.end();
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const silent = fastify({ logger: false }).log;
const sinhala = { to: '+94771234567', text: 'ඔබේ කේතය 123456' };

describe('the webhook', () => {
  const sender = () => createSmsSender({ provider: 'webhook', url: `${baseUrl}/sms` }, silent)!;

  it('posts the number and the text as JSON, and any 2xx answer is sent', async () => {
    answer = (response) => response.writeHead(202).end();
    await sender().send(sinhala);
    expect(received).toEqual([{ method: 'POST', url: '/sms', contentType: 'application/json', body: JSON.stringify(sinhala) }]);
  });

  it('rejects on any other answer, with its status', async () => {
    answer = (response) => response.writeHead(500).end('down');
    await expect(sender().send(sinhala)).rejects.toThrow(new SmsNotSent('the SMS webhook answered 500'));
    answer = (response) => response.writeHead(302, { location: '/elsewhere' }).end();
    await expect(sender().send(sinhala)).rejects.toThrow(SmsNotSent);
  });

  it('rejects when nothing listens', async () => {
    const nobody = createSmsSender({ provider: 'webhook', url: 'http://127.0.0.1:1/sms' }, silent)!;
    await expect(nobody.send(sinhala)).rejects.toThrow();
  });
});

describe('Notify.lk', () => {
  const settings = () => ({
    provider: 'notify-lk' as const,
    userId: '1234',
    apiKey: 'secret-key-0123',
    senderId: 'GoviMarket',
    url: baseUrl,
  });

  it('sends the account, sender, number without its + and the text, marked unicode for Sinhala', async () => {
    answer = (response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"success","data":"Sent"}');
    await createSmsSender(settings(), silent)!.send(sinhala);
    expect(received[0]).toMatchObject({ method: 'POST', url: '/api/v1/send', contentType: 'application/x-www-form-urlencoded' });
    expect(Object.fromEntries(new URLSearchParams(received[0]?.body))).toEqual({
      user_id: '1234',
      api_key: 'secret-key-0123',
      sender_id: 'GoviMarket',
      to: '94771234567',
      message: sinhala.text,
      type: 'unicode',
    });
  });

  it('leaves an English text in the GSM alphabet', async () => {
    answer = (response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"success","data":"Sent"}');
    await createSmsSender(settings(), silent)!.send({ to: '+94771234567', text: 'Your code is 123456' });
    expect(new URLSearchParams(received[0]?.body).has('type')).toBe(false);
  });

  it('rejects what it refuses with its own words, never the key', async () => {
    answer = (response) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"error","message":"Invalid api_key secret-key-0123"}');
    const refusal = createSmsSender(settings(), silent)!.send(sinhala);
    await expect(refusal).rejects.toThrow('Notify.lk did not take the message (HTTP 200): Invalid api_key (hidden)');
    answer = (response) => response.writeHead(503).end('<html>maintenance</html>');
    await expect(createSmsSender(settings(), silent)!.send(sinhala)).rejects.toThrow('Notify.lk did not take the message (HTTP 503)');
  });
});

describe('without a gateway', () => {
  it('sends nothing when none is set', () => {
    expect(createSmsSender(undefined, silent)).toBeUndefined();
  });

  it('writes the message to the log with SMS_PROVIDER=console', async () => {
    const lines: string[] = [];
    const log = fastify({ logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } }).log;
    await createSmsSender({ provider: 'console' }, log)!.send(sinhala);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ sms: sinhala });
  });
});
