import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressAbove, compressBody, preferredEncoding, type Encoding } from './body-compression';

/** Serialized and compressed forms of shared (cached) response objects, made once per object. */
const forms = new WeakMap<object, Map<Encoding, Buffer>>();

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
  const encoding = json.length >= compressAbove ? preferredEncoding(request) : 'identity';
  let body = known.get(encoding);
  if (!body) {
    // Made once and sent many times: worth a higher brotli quality than a one-off answer.
    body = encoding === 'identity' ? json : compressBody(json, encoding, { br: 6, gzip: 6 });
    known.set(encoding, body);
  }
  reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(body);
}
