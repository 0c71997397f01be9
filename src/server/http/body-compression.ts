import type { FastifyInstance, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Bodies shorter than this go as they are: compressing them saves less than the headers weigh. */
export const compressAbove = 1024;

const compressible = /^(application\/(json|javascript|xml)|text\/|image\/svg\+xml)/;

/** The encoding to answer with: brotli, else gzip, as the request's Accept-Encoding allows (`;q=0` refuses one). */
export function preferredEncoding(request: FastifyRequest): Encoding {
  const accepted = new Set(
    String(request.headers['accept-encoding'] ?? '')
      .split(',')
      .map((entry) => entry.trim().split(';'))
      .filter(([, quality]) => !quality || !/^\s*q=0(\.0*)?\s*$/.test(quality))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

export function compressBody(body: Buffer, encoding: 'br' | 'gzip', quality: { br: number; gzip: number }): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality.br, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: quality.gzip });
}

/**
 * Compresses answers held whole in memory (JSON, an HTML page or report) in one call, before @fastify/compress
 * sees them: it would wrap each in a stream and a zlib stream, which cost the server's one thread several times
 * the compression itself. Streamed answers (a CSV, files) are left to @fastify/compress.
 */
export function registerBodyCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding') || !compressible.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < compressAbove) return payload;
    const encoding = preferredEncoding(request);
    reply.header('vary', 'accept-encoding');
    if (encoding === 'identity') return payload;
    reply.header('content-encoding', encoding);
    return compressBody(body, encoding, { br: 4, gzip: 6 });
  });
}
