import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/setup/test-app';

// Short windows so the test takes a second, not the shipped 20 s: 100 bytes in every 300 ms.
const limits = { maxConnectionsPerAddress: 3, bodyWindowMs: 300, minBodyBytesPerWindow: 100 };

type OpenSocket = { socket: Socket; received: () => string; closed: Promise<'closed'> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('clients that send slowly or open many connections', () => {
  let testApp: TestApp;
  let port: number;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    testApp = await createTestApp({ slowClientLimits: limits });
    const url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    port = Number(new URL(url).port);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await testApp.close();
  });

  async function open(): Promise<OpenSocket> {
    const socket = connect(port, '127.0.0.1');
    sockets.push(socket);
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => {});
    const closed = new Promise<'closed'>((resolve) => socket.once('close', () => resolve('closed')));
    await new Promise((resolve) => socket.once('connect', resolve));
    return { socket, received: () => received, closed };
  }

  /** A support message whose JSON is padded with spaces to `bytes`, so its body can be sent piece by piece. */
  function supportRequest(bytes: number) {
    const json = JSON.stringify({ name: 'Nimal', email: 'nimal@example.lk', subject: 'Slow line', message: 'Sent slowly' });
    const body = json.padEnd(bytes, ' ');
    const head = `POST /api/support/messages HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${bytes}\r\nConnection: close\r\n\r\n`;
    return { head, body };
  }

  /** Whether the connection closed within a bound far above the windows (never, before slow bodies were closed). */
  const closesWithin = (connection: OpenSocket, ms: number) => Promise.race([connection.closed, sleep(ms).then(() => 'open')]);

  it('closes a connection whose body trickles in a byte at a time, answering 408', async () => {
    const connection = await open();
    const { head, body } = supportRequest(400);
    connection.socket.write(head);
    let sent = 0;
    const trickle = setInterval(() => {
      if (!connection.socket.destroyed && sent < body.length) connection.socket.write(body[sent++] ?? ' ');
    }, 100);
    try {
      expect(await closesWithin(connection, 5_000)).toBe('closed');
    } finally {
      clearInterval(trickle);
    }
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408/);
    expect(sent).toBeLessThan(body.length);
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

  it('closes connections from one address beyond the cap, and takes new ones as others close', async () => {
    const held = [await open(), await open(), await open()];
    const beyond = await open();
    expect(await closesWithin(beyond, 5_000)).toBe('closed');
    expect(beyond.received()).toBe('');
    // The ones within the cap still work.
    const first = held[0] as OpenSocket;
    first.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    await first.closed;
    expect(first.received()).toMatch(/^HTTP\/1\.1 200/);
    // One closed: there is room for one more.
    const again = await open();
    again.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    await again.closed;
    expect(again.received()).toMatch(/^HTTP\/1\.1 200/);
    for (const connection of held) connection.socket.destroy();
  });

  it('gives the whole request a deadline, which Node does not by default', () => {
    expect(testApp.app.server.requestTimeout).toBeGreaterThan(0);
    expect(testApp.app.server.headersTimeout).toBeLessThanOrEqual(30_000);
  });
});
