import type { FastifyReply } from 'fastify';

export type EventStream = {
  /** Writes one event; does nothing once the stream has closed. */
  send(event: { id: number | string; event: string; data: string }): void;
  /** Runs now if the stream has already closed. */
  onClose(cleanup: () => void): void;
  /** Ends the stream; `retryMs` first tells the browser how long to wait before reconnecting. */
  end(options?: { retryMs?: number }): void;
};

/** A browser that stopped reading this much is dropped rather than buffered for. */
const maxBufferedBytes = 256 * 1024;

/**
 * Server-sent event streams of one app instance: they share one heartbeat timer and are ended together
 * when the app closes (an open stream would otherwise keep the server from closing). Each stream also ends
 * after `maxAgeMs`: the browser reconnects by itself, resuming from its last event, and its session is
 * checked again: the last safety net should an announced session end be missed.
 */
export function createEventStreams(options: { heartbeatMs: number; retryMs: () => number; maxAgeMs: () => number }) {
  const open = new Set<{ write(chunk: string): void; end(): void; endsAt: number }>();
  let heartbeat: NodeJS.Timeout | undefined;
  /** Set once the app is closing: a stream asked for after closeAll() ends at once instead of holding the close up. */
  let closing = false;

  function startHeartbeat() {
    heartbeat = setInterval(() => {
      const now = Date.now();
      for (const stream of [...open]) {
        if (now >= stream.endsAt) stream.end();
        // A comment line: browsers ignore it, proxies see traffic and keep the connection open.
        else stream.write(': heartbeat\n\n');
      }
    }, options.heartbeatMs);
    heartbeat.unref();
  }

  /**
   * Takes the response over from Fastify: no compression or serialization hooks run on it, so nothing
   * buffers the events. Headers Fastify's hooks already set (request id, security headers) are kept.
   */
  function start(reply: FastifyReply): EventStream {
    reply.hijack();
    const response = reply.raw;
    const cleanups: (() => void)[] = [];
    let closed = false;

    const close = () => {
      if (closed) return;
      closed = true;
      open.delete(stream);
      if (open.size === 0) {
        clearInterval(heartbeat);
        heartbeat = undefined;
      }
      for (const cleanup of cleanups.splice(0)) cleanup();
    };

    const stream = {
      endsAt: Date.now() + options.maxAgeMs(),
      write(chunk: string) {
        if (closed) return;
        if (response.writableLength > maxBufferedBytes) {
          response.destroy();
          return;
        }
        response.write(chunk);
      },
      end() {
        if (closed) return;
        response.end();
        close();
      },
    };

    response.on('close', close);
    if (closing) {
      response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '5' });
      response.end();
      close();
    } else if (response.destroyed || reply.request.raw.socket.destroyed) {
      close();
    } else {
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) response.setHeader(name, value);
      }
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // Tells nginx and similar proxies not to hold events back in a buffer.
        'x-accel-buffering': 'no',
      });
      // Browsers reconnect after this long; spread out, so a restart does not bring everyone back at once.
      response.write(`retry: ${Math.round(options.retryMs())}\n\n`);
      open.add(stream);
      if (!heartbeat) startHeartbeat();
    }

    return {
      send(event) {
        stream.write(`id: ${event.id}\nevent: ${event.event}\ndata: ${event.data}\n\n`);
      },
      onClose(cleanup) {
        if (closed) cleanup();
        else cleanups.push(cleanup);
      },
      end(endOptions) {
        if (endOptions?.retryMs !== undefined) stream.write(`retry: ${Math.round(endOptions.retryMs)}\n\n`);
        stream.end();
      },
    };
  }

  return {
    start,
    get size() {
      return open.size;
    },
    closeAll() {
      closing = true;
      for (const stream of [...open]) stream.end();
    },
  };
}
