import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { addressKey } from './address-key';
import { redactUrl } from './request-log';

/**
 * How long a client may take to send a request, and how many connections one address may hold. A client that
 * trickles its request (a byte every few seconds) would otherwise hold a connection, and a file descriptor, for as
 * long as it likes; a few hundred of them from one address would take every descriptor the process has.
 */
export type SlowClientLimits = {
  /**
   * Sockets one address (an IPv6 /56, as rate limits count it) may hold open at once; 0 for no cap (the cap is off
   * behind trusted proxies). Over it, the address's idle sockets make room before a new one is refused.
   */
  maxConnectionsPerAddress: number;
  /** The request line and headers must have arrived within this. */
  headersTimeoutMs: number;
  /** The whole request, body included, must have arrived within this (the answer may take longer). */
  requestTimeoutMs: number;
  /** A body still arriving must bring at least this many bytes in every window of `bodyWindowMs`. */
  minBodyBytesPerWindow: number;
  bodyWindowMs: number;
  /** A connection on which nothing is read or written for this long is closed: a client that stops reading its answer. */
  idleTimeoutMs: number;
};

/**
 * A phone on 2G sends 5–15 KB/s; the biggest body (five photos of 5 MB) then takes up to half an hour. The rate
 * asked, 8 KB in any 20 s (400 bytes/s), is far below that, while a trickle of a byte every few seconds is
 * closed within 20–40 s.
 *
 * The idle timeout counts from the last write the client took in whole: the server writes a photo in 64 KB pieces
 * and a page in one piece of a few hundred KB, which a phone reading 1–2 KB/s takes in well under five minutes; an
 * event stream (/api/events) writes a heartbeat every 25 s. A client that reads nothing holds its connection five
 * minutes at most.
 */
export const defaultSlowClientLimits: SlowClientLimits = {
  maxConnectionsPerAddress: 64,
  headersTimeoutMs: 30_000,
  requestTimeoutMs: 30 * 60_000,
  minBodyBytesPerWindow: 8 * 1024,
  bodyWindowMs: 20_000,
  idleTimeoutMs: 5 * 60_000,
};

const requestTimeoutAnswer = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

/** Node's own limits for the headers; the request deadline is Fastify's `requestTimeout`, set where the app is built. */
export function guardSlowClients(server: Server, limits: SlowClientLimits, log: FastifyBaseLogger) {
  server.headersTimeout = limits.headersTimeoutMs;
  // Node's socket timeout: reset by every read and every write the client takes in whole, so a slow reader is kept
  // as long as it reads, and one that stopped reading (its answer's writes stall) is closed. Node leaves it at 0.
  server.timeout = limits.idleTimeoutMs;
  if (limits.maxConnectionsPerAddress > 0) capConnectionsPerAddress(server, limits.maxConnectionsPerAddress, log);
  closeSlowBodies(server, limits, log);
}

/** One open connection: the requests it has in flight and how many it has answered. */
type Held = { socket: Socket; inFlight: number; answered: number };

/**
 * A connection is idle when it has answered a request and has none in flight: a browser's keep-alive socket
 * waiting for its next request (Fastify keeps them 72 s). Closing it costs its browser one new connection, no
 * answer (a browser sends a request again when a kept connection turns out closed). A new connection whose first
 * request is still arriving is not idle: the headers' deadline is what limits those.
 */
const isIdle = (held: Held) => held.inFlight === 0 && held.answered > 0;

/**
 * Counts connections by `addressKey` (a whole IPv6 /56, which one subscriber can fill with addresses). Many
 * visitors behind a carrier's NAT share one address, and their browsers keep idle connections open: over the cap,
 * the address's longest-held idle connection is closed to make room, and only a new connection while all of them
 * carry requests is refused.
 */
function capConnectionsPerAddress(server: Server, max: number, log: FastifyBaseLogger) {
  /** Open connections per address, oldest first. */
  const open = new Map<string, Set<Held>>();
  const heldBySocket = new WeakMap<Socket, Held>();
  // One warning per address while it stays over the cap, not one per refused connection.
  const warned = new Set<string>();
  server.on('connection', (socket: Socket) => {
    if (!socket.remoteAddress) return;
    const address = addressKey(socket.remoteAddress);
    let held = open.get(address);
    if (!held) {
      held = new Set();
      open.set(address, held);
    }
    if (held.size >= max) {
      const idle = [...held].find(isIdle);
      if (idle) {
        held.delete(idle);
        idle.socket.destroy();
      } else {
        if (!warned.has(address)) {
          warned.add(address);
          log.warn({ address, max }, 'an address holds the most connections allowed, all busy; its further connections are closed');
        }
        socket.destroy();
        return;
      }
    }
    const entry: Held = { socket, inFlight: 0, answered: 0 };
    held.add(entry);
    heldBySocket.set(socket, entry);
    const addressHeld = held;
    socket.once('close', () => {
      addressHeld.delete(entry);
      if (addressHeld.size === 0 && open.get(address) === addressHeld) open.delete(address);
      if (addressHeld.size < max) warned.delete(address);
    });
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const entry = heldBySocket.get(request.socket);
    if (!entry) return;
    entry.inFlight += 1;
    let done = false;
    const finished = () => {
      if (done) return;
      done = true;
      entry.inFlight -= 1;
      entry.answered += 1;
    };
    response.once('finish', finished);
    response.once('close', finished);
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
        { method: request.method, url: redactUrl(request.url ?? ''), bytes: brought, windowMs: limits.bodyWindowMs },
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
