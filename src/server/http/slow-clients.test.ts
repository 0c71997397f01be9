import Fastify from 'fastify';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { heartbeatMs } from '@server/modules/notifications/notifications.routes';
import { createTestApp, type TestApp } from '@tests/setup/test-app';
import { defaultSlowClientLimits, guardSlowClients } from './slow-clients';

// Short windows so the test takes a second, not the shipped 20 s: 100 bytes in every 300 ms.
const limits = { maxConnectionsPerAddress: 3, bodyWindowMs: 300, minBodyBytesPerWindow: 100 };

type OpenSocket = { socket: Socket; received: () => string; closed: Promise<'closed'> };
type LogLine = { level: number; msg: string; url?: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the connection closed within a bound far above the windows (never, before the fix it guards). */
const closesWithin = (closed: Promise<unknown>, ms: number) => Promise.race([closed.then(() => 'closed'), sleep(ms).then(() => 'open')]);

/** The start of a request whose headers have not all arrived: a request on its way, not an idle connection. */
const unfinishedHead = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n';
const healthRequest = (connection: 'keep-alive' | 'close') =>
  `GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: ${connection}\r\n\r\n`;
/** A whole answer to /api/health: its head and its JSON body. */
const wholeHealthAnswer = /^HTTP\/1\.1 200[\s\S]*\r\n\r\n\{[\s\S]*\}$/;

async function openTo(port: number, sockets: Socket[]): Promise<OpenSocket> {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  socket.on('error', () => {});
  const closed = new Promise<'closed'>((resolve) => socket.once('close', () => resolve('closed')));
  await new Promise((resolve) => socket.once('connect', resolve));
  return { socket, received: () => received, closed };
}

/** The server's count of open connections, once the ones a test closed are gone on its side too. */
const serverConnections = (server: Server) =>
  new Promise<number>((resolve, reject) => server.getConnections((error, count) => (error ? reject(error) : resolve(count))));

describe('clients that send slowly or open many connections', () => {
  let testApp: TestApp;
  let port: number;
  const sockets: Socket[] = [];
  const lines: LogLine[] = [];
  const open = () => openTo(port, sockets);

  beforeAll(async () => {
    testApp = await createTestApp({
      slowClientLimits: limits,
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line) as LogLine) } },
    });
    const url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    port = Number(new URL(url).port);
  });
  beforeEach(async () => {
    for (const socket of sockets.splice(0)) socket.destroy();
    await expect.poll(() => serverConnections(testApp.app.server)).toBe(0);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await testApp.close();
  });

  /** A support message whose JSON is padded with spaces to `bytes`, so its body can be sent piece by piece. */
  function supportRequest(bytes: number, path = '/api/support/messages') {
    const json = JSON.stringify({ name: 'Nimal', email: 'nimal@example.lk', subject: 'Slow line', message: 'Sent slowly' });
    const body = json.padEnd(bytes, ' ');
    const head = `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${bytes}\r\nConnection: close\r\n\r\n`;
    return { head, body };
  }

  it('closes a connection whose body trickles in a byte at a time, answering 408, and logs its address without secrets', async () => {
    const connection = await open();
    const { head, body } = supportRequest(400, '/api/support/messages?token=s3cret-token');
    connection.socket.write(head);
    let sent = 0;
    const trickle = setInterval(() => {
      if (!connection.socket.destroyed && sent < body.length) connection.socket.write(body[sent++] ?? ' ');
    }, 100);
    try {
      expect(await closesWithin(connection.closed, 5_000)).toBe('closed');
    } finally {
      clearInterval(trickle);
    }
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408/);
    expect(sent).toBeLessThan(body.length);
    const closing = lines.filter((line) => line.msg.includes('arrived too slowly'));
    expect(closing.map((line) => line.url)).toEqual(['/api/support/messages?token=[redacted]']);
    expect(JSON.stringify(lines)).not.toContain('s3cret-token');
  });

  it('lets a body arrive slowly but steadily, over many windows', async () => {
    const connection = await open();
    const { head, body } = supportRequest(1_200);
    connection.socket.write(head);
    // 60 bytes every 100 ms: above the minimum in every window, about two seconds in all.
    for (let at = 0; at < body.length; at += 60) {
      connection.socket.write(body.slice(at, at + 60));
      await sleep(100);
    }
    await connection.closed;
    expect(connection.received()).toMatch(/^HTTP\/1\.1 201/);
  });

  it('refuses a connection beyond the cap while all of the address’s connections carry requests, and takes new ones as they close', async () => {
    const held = [await open(), await open(), await open()];
    for (const connection of held) connection.socket.write(unfinishedHead);
    await expect.poll(() => serverConnections(testApp.app.server)).toBe(3);
    const beyond = await open();
    expect(await closesWithin(beyond.closed, 5_000)).toBe('closed');
    expect(beyond.received()).toBe('');
    // The ones within the cap still work.
    const first = held[0] as OpenSocket;
    first.socket.write('Connection: close\r\n\r\n');
    await first.closed;
    expect(first.received()).toMatch(/^HTTP\/1\.1 200/);
    // One closed: there is room for one more.
    await expect.poll(() => serverConnections(testApp.app.server)).toBe(2);
    const again = await open();
    again.socket.write(healthRequest('close'));
    await again.closed;
    expect(again.received()).toMatch(/^HTTP\/1\.1 200/);
  });

  it('makes room for a new connection by closing the address’s longest-idle keep-alive connection', async () => {
    // Three visitors behind one carrier address, their browsers keeping their connections open after a page.
    const idle = [await open(), await open(), await open()];
    for (const connection of idle) {
      connection.socket.write(healthRequest('keep-alive'));
      await expect.poll(() => connection.received()).toMatch(wholeHealthAnswer);
    }
    const fourth = await open();
    fourth.socket.write(healthRequest('close'));
    await fourth.closed;
    expect(fourth.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(await closesWithin((idle[0] as OpenSocket).closed, 5_000)).toBe('closed');
    // The others were not needed to make room.
    expect(idle.slice(1).map((connection) => connection.socket.destroyed)).toEqual([false, false]);
  });

  it('gives the whole request a deadline, and idle connections a timeout, which Node does not by default', () => {
    expect(testApp.app.server.requestTimeout).toBeGreaterThan(0);
    expect(testApp.app.server.headersTimeout).toBeLessThanOrEqual(30_000);
    expect(testApp.app.server.timeout).toBe(defaultSlowClientLimits.idleTimeoutMs);
  });
});

describe('the connection cap over IPv6', () => {
  let testApp: TestApp;
  let port: number;
  const sockets: Socket[] = [];
  // Each connection here comes from the next address given: as from one subscriber's /56, a /64 after another.
  const addresses: string[] = [];

  beforeAll(async () => {
    testApp = await createTestApp({ slowClientLimits: { ...limits, maxConnectionsPerAddress: 2 } });
    testApp.app.server.prependListener('connection', (socket: Socket) => {
      const address = addresses.shift();
      if (address) Object.defineProperty(socket, 'remoteAddress', { value: address });
    });
    const url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    port = Number(new URL(url).port);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await testApp.close();
  });

  it('counts the addresses of one /56 together, and another /56 apart', async () => {
    addresses.push('2001:db8:0:1::1', '2001:db8:0:2::1', '2001:db8:0:3::1', '2001:db8:0:100::1');
    const first = await openTo(port, sockets);
    const second = await openTo(port, sockets);
    for (const connection of [first, second]) connection.socket.write(unfinishedHead);
    await expect.poll(() => serverConnections(testApp.app.server)).toBe(2);
    const third = await openTo(port, sockets);
    expect(await closesWithin(third.closed, 5_000)).toBe('closed');
    expect(third.received()).toBe('');
    const elsewhere = await openTo(port, sockets);
    elsewhere.socket.write(healthRequest('close'));
    await elsewhere.closed;
    expect(elsewhere.received()).toMatch(/^HTTP\/1\.1 200/);
  });
});

describe('a connection on which nothing moves', () => {
  const idleTimeoutMs = 300;
  let server: Server;
  let port: number;
  const sockets: Socket[] = [];
  /** What each request's handler does with its answer. */
  let answer: (response: ServerResponse) => void = (response) => response.end();
  /** Settles when the server's end of the latest request's connection closes. */
  let serverSocketClosed: Promise<unknown> | undefined;

  beforeAll(async () => {
    server = createServer((request, response) => {
      serverSocketClosed = new Promise((resolve) => request.socket.once('close', resolve));
      answer(response);
    });
    guardSlowClients(server, { ...defaultSlowClientLimits, maxConnectionsPerAddress: 0, idleTimeoutMs }, Fastify().log);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  it('is closed when the client stops reading its answer', async () => {
    // Far more than the kernel's buffers on both ends hold, so the server's writes stall.
    answer = (response) => response.end(Buffer.alloc(64 * 1024 * 1024));
    const client = await openTo(port, sockets);
    client.socket.pause();
    client.socket.write('GET /big HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await expect.poll(() => serverSocketClosed).toBeDefined();
    expect(await closesWithin(serverSocketClosed as Promise<unknown>, 5_000)).toBe('closed');
  });

  it('stays open while an event stream writes heartbeats more often than the timeout, however long it lasts', async () => {
    let beats = 0;
    answer = (response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      const beat = setInterval(() => {
        beats += 1;
        response.write(': heartbeat\n\n');
        if (beats === 12) {
          clearInterval(beat);
          response.end();
        }
      }, idleTimeoutMs / 3);
    };
    const client = await openTo(port, sockets);
    client.socket.write('GET /api/events HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    await client.closed;
    // Twelve heartbeats, four times the timeout in all, and the stream ended as its server ended it.
    expect(client.received().match(/: heartbeat/g)).toHaveLength(12);
    expect(client.received()).toMatch(/0\r\n\r\n$/);
  });

  it('ships a timeout above the event stream’s heartbeat, so a live stream is never cut', () => {
    expect(defaultSlowClientLimits.idleTimeoutMs).toBeGreaterThanOrEqual(4 * heartbeatMs);
  });
});
