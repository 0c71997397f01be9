import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedSms = { to: string; text: string };

/**
 * A local SMS gateway for SMS_WEBHOOK_URL: records each message the market posts, and answers 200 unless told to
 * fail. `next(to)` waits for the next message to a number; `codeIn` reads the code out of a sign-in text. Another
 * process (a browser journey) reads what a number was sent with `GET <url>?to=<number>`: every message to it so far.
 */
export async function startSmsReceiver() {
  const received: ReceivedSms[] = [];
  const everything: ReceivedSms[] = [];
  const waiting: { to: string; resolve(message: ReceivedSms): void }[] = [];
  let status = 200;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.method === 'GET') {
        const to = new URL(request.url ?? '/', 'http://receiver').searchParams.get('to');
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify(everything.filter((message) => message.to === to)));
        return;
      }
      if (status >= 300) {
        response.writeHead(status).end('the gateway is down');
        return;
      }
      const message = JSON.parse(body) as ReceivedSms;
      everything.push(message);
      const waiter = waiting.findIndex((entry) => entry.to === message.to);
      if (waiter >= 0) waiting.splice(waiter, 1)[0]!.resolve(message);
      else received.push(message);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`,
    /** Messages received and not yet taken by `next`. */
    received,
    /** Answers every message with this status from now on (500: the gateway is down). */
    answerWith(next: number) {
      status = next;
    },
    /** The next message to the number: one already received, or the next to arrive (within `ms`). */
    next(to: string, ms = 10_000): Promise<ReceivedSms> {
      const at = received.findIndex((message) => message.to === to);
      if (at >= 0) return Promise.resolve(received.splice(at, 1)[0]!);
      return new Promise((resolve, reject) => {
        const entry = { to, resolve };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1);
          reject(new Error(`no text message to ${to} within ${ms} ms`));
        }, ms);
        entry.resolve = (message) => {
          clearTimeout(timer);
          resolve(message);
        };
        waiting.push(entry);
      });
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type SmsReceiver = Awaited<ReturnType<typeof startSmsReceiver>>;

/** The six-digit code of a sign-in text. */
export function codeIn(message: ReceivedSms): string {
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`no code in: ${message.text}`);
  return code;
}
