import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

type Encoding = 'br' | 'gzip' | 'identity';

/** Serialized and compressed forms of shared (cached) response objects, made once per object. */
const forms = new WeakMap<object, Map<Encoding, Buffer>>();
const compressAbove = 1024;

function preferredEncoding(request: FastifyRequest): Encoding {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

/**
 * Sends an object that many requests share (a cached Browse page, a product): it is turned into JSON
 * and compressed once, not on every request. The object must not change after it is first sent.
 */
export function sendSharedJson(request: FastifyRequest, reply: FastifyReply, value: object) {
  let known = forms.get(value);
  if (!known) {
    known = new Map([['identity', Buffer.from(JSON.stringify(value))]]);
    forms.set(value, known);
  }
  const json = known.get('identity') as Buffer;
  const encoding = json.length > compressAbove ? preferredEncoding(request) : 'identity';
  let body = known.get(encoding);
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })
        : gzipSync(json, { level: 6 });
    known.set(encoding, body);
  }
  reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(body);
}
