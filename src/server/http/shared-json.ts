import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  addVary,
  answerQuality,
  compressAbove,
  compressWhole,
  preferredEncoding,
  type CompressionQuality,
  type Encoding,
} from './body-compression';

/** Serialized and compressed forms of shared (cached) answers, made once per answer. */
const forms = new WeakMap<object, Map<Encoding, Promise<Buffer>>>();

/**
 * The body of an answer that many requests share (a cached Browse page, a kept HTML page) in the encoding this
 * request takes, its Vary and Content-Encoding set: serialized and compressed once per answer and encoding, not
 * on every request (requests arriving while it is compressed wait for the same compression). The answer must not
 * change after it is first sent.
 */
export async function sharedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: object,
  serialize: () => string | Buffer,
  quality: CompressionQuality = answerQuality,
): Promise<Buffer> {
  let known = forms.get(answer);
  if (!known) {
    const serialized = serialize();
    known = new Map([['identity', Promise.resolve(typeof serialized === 'string' ? Buffer.from(serialized) : serialized)]]);
    forms.set(answer, known);
  }
  const whole = await (known.get('identity') as Promise<Buffer>);
  const plain = whole.length < compressAbove || request.headers['x-no-compression'] !== undefined;
  const encoding = plain ? 'identity' : preferredEncoding(request);
  let body = known.get(encoding);
  if (!body) {
    body = encoding === 'identity' ? Promise.resolve(whole) : compressWhole(whole, encoding, quality);
    known.set(encoding, body);
  }
  addVary(reply, 'accept-encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return body;
}

/**
 * Sends an object that many requests share (a cached Browse page, a product) as JSON, made and compressed once.
 * The object must not change after it is first sent.
 */
export async function sendSharedJson(request: FastifyRequest, reply: FastifyReply, value: object) {
  reply.header('content-type', 'application/json; charset=utf-8');
  // Made once and sent many times: worth a higher brotli quality than a one-off answer.
  return reply.send(await sharedBody(request, reply, value, () => JSON.stringify(value), { br: 6, gzip: 6 }));
}
