import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';

/**
 * How long a client may take to send a request, and how many connections one address may hold. A client that
 * trickles its request (a byte every few seconds) would otherwise hold a connection, and a file descriptor, for as
 * long as it likes; a few hundred of them from one address would take every descriptor the process has.
 */
export type SlowClientLimits = {
  /** Sockets one address may hold open at once; 0 for no cap (the cap is off behind trusted proxies). */
  maxConnectionsPerAddress: number;
  /** The request line and headers must have arrived within this. */
  headersTimeoutMs: number;
  /** The whole request, body included, must have arrived within this (the answer may take longer). */
  requestTimeoutMs: number;
  /** A body still arriving must bring at least this many bytes in every window of `bodyWindowMs`. */
  minBodyBytesPerWindow: number;
  bodyWindowMs: number;
};

/**
 * A phone on 2G sends 5–15 KB/s; the biggest body (five photos of 5 MB) then takes up to half an hour. The rate
 * asked, 8 KB in any 20 s (400 bytes/s), is far below that, while a trickle of a byte every few seconds is
 * closed within 20–40 s.
 */
export const defaultSlowClientLimits: SlowClientLimits = {
  maxConnectionsPerAddress: 64,
  headersTimeoutMs: 30_000,
  requestTimeoutMs: 30 * 60_000,
  minBodyBytesPerWindow: 8 * 1024,
  bodyWindowMs: 20_000,
};

const requestTimeoutAnswer = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

/** Node's own limits for the headers; the request deadline is Fastify's `requestTimeout`, set where the app is built. */
export function guardSlowClients(server: Server, limits: SlowClientLimits, log: FastifyBaseLogger) {
  server.headersTimeout = limits.headersTimeoutMs;
  if (limits.maxConnectionsPerAddress > 0) capConnectionsPerAddress(server, limits.maxConnectionsPerAddress, log);
  closeSlowBodies(server, limits, log);
}

function capConnectionsPerAddress(server: Server, max: number, log: FastifyBaseLogger) {
  const open = new Map<string, number>();
  // One warning per address while it stays over the cap, not one per refused connection.
  const warned = new Set<string>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      if (!warned.has(address)) {
        warned.add(address);
        log.warn({ address, max }, 'an address holds the most connections allowed; its further connections are closed');
      }
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
      if (left < max) warned.delete(address);
    });
  });
}

type WatchedBody = { request: IncomingMessage; response: ServerResponse; windowStartedAt: number; bytesAtWindowStart: number };

/** A request whose body is still arriving and brought less than the minimum in its last whole window is closed. */
function closeSlowBodies(server: Server, limits: SlowClientLimits, log: FastifyBaseLogger) {
  const watched = new Set<WatchedBody>();
  let sweep: NodeJS.Timeout | undefined;

  function check() {
    const now = performance.now();
    for (const body of watched) {
      const { request, response } = body;
      const socket = request.socket;
      if (request.complete || socket.destroyed) {
        watched.delete(body);
        continue;
      }
      if (now - body.windowStartedAt < limits.bodyWindowMs) continue;
      const brought = socket.bytesRead - body.bytesAtWindowStart;
      body.windowStartedAt = now;
      body.bytesAtWindowStart = socket.bytesRead;
      if (brought >= limits.minBodyBytesPerWindow) continue;
      watched.delete(body);
      log.info(
        { method: request.method, url: request.url, bytes: brought, windowMs: limits.bodyWindowMs },
        'a request body arrived too slowly; closing its connection',
      );
      if (response.headersSent) socket.destroy();
      else socket.end(requestTimeoutAnswer, () => socket.destroy());
    }
    if (watched.size === 0 && sweep) {
      clearInterval(sweep);
      sweep = undefined;
    }
  }

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const hasBody = request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined;
    if (!hasBody || request.complete) return;
    watched.add({ request, response, windowStartedAt: performance.now(), bytesAtWindowStart: request.socket.bytesRead });
    if (!sweep) {
      // Each body is judged over whole windows of its own, checked four times a window.
      sweep = setInterval(check, limits.bodyWindowMs / 4);
      sweep.unref();
    }
  });
  server.on('close', () => clearInterval(sweep));
}
