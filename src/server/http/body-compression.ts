import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Bodies shorter than this go as they are: compressing them saves less than the headers weigh. */
export const compressAbove = 1024;

/** Bodies longer than this go to @fastify/compress, whose zlib stream works off the server's thread. */
const compressAtOnceBelow = 512 * 1024;

/**
 * Bodies this long or longer are compressed in one call on libuv's threads rather than on the server's own: a
 * rendered page (60–160 KB) takes about a millisecond, which the one thread serving every request need not
 * spend. Shorter ones (most JSON) cost less than the hand-over.
 */
const compressOffThreadFrom = 32 * 1024;

const brotliCompressOffThread = promisify<Buffer, BrotliOptions, Buffer>(brotliCompress);
const gzipOffThread = promisify<Buffer, ZlibOptions, Buffer>(gzip);

/** Room for a compressed page in one piece: each piece of output is a round trip to the server's thread. */
const offThreadOutputChunk = 64 * 1024;

const compressible = /^(application\/(json|javascript|xml)|text\/(?!event-stream)|image\/svg\+xml)/;

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

export type CompressionQuality = { br: number; gzip: number };

/** What a one-off answer is compressed with: a 150 KB page takes about a millisecond at these. */
export const answerQuality: CompressionQuality = { br: 4, gzip: 6 };

export function compressBody(body: Buffer, encoding: 'br' | 'gzip', quality: CompressionQuality): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, brotliOptions(body, quality)) : gzipSync(body, { level: quality.gzip });
}

/** Compresses a body in one call: a long one on libuv's threads, a short one at once. */
export async function compressWhole(body: Buffer, encoding: 'br' | 'gzip', quality: CompressionQuality): Promise<Buffer> {
  if (body.length < compressOffThreadFrom) return compressBody(body, encoding, quality);
  return encoding === 'br'
    ? brotliCompressOffThread(body, { ...brotliOptions(body, quality), chunkSize: offThreadOutputChunk })
    : gzipOffThread(body, { level: quality.gzip, chunkSize: offThreadOutputChunk });
}

function brotliOptions(body: Buffer, quality: CompressionQuality): BrotliOptions {
  return { params: { [constants.BROTLI_PARAM_QUALITY]: quality.br, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } };
}

/** Adds a header name to Vary, keeping the ones a route set (the HTML shell varies by Cookie). */
export function addVary(reply: FastifyReply, name: string) {
  const present = String(reply.getHeader('vary') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (present.some((entry) => entry === '*' || entry.toLowerCase() === name)) return;
  reply.header('vary', [...present, name].join(', '));
}

/**
 * Compresses answers held whole in memory (JSON, an HTML page or report) in one call (`compressWhole`), before
 * @fastify/compress sees them: it would wrap each in a stream and a zlib stream, which cost the server's one
 * thread several times the compression itself. Streamed answers (a long CSV, files) and bodies of half a megabyte or more are left to
 * @fastify/compress; `x-no-compression` is honoured as it honours it.
 */
export function registerBodyCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding') || request.headers['x-no-compression'] !== undefined) return payload;
    if (!compressible.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < compressAbove || body.length >= compressAtOnceBelow) return payload;
    const encoding = preferredEncoding(request);
    addVary(reply, 'accept-encoding');
    if (encoding === 'identity') return payload;
    reply.header('content-encoding', encoding);
    return compressWhole(body, encoding, answerQuality);
  });
}
