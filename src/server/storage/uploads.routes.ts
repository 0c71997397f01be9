import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { isStorageKey, uploadsUrlPrefix, type Storage, type StoredFileInfo } from './storage';

/** `"…"` or `W/"…"`: one entity tag, of visible ASCII characters other than the quote. */
const entityTagPattern = /^(?:W\/)?("[\x21\x23-\x7e]*")$/;

/**
 * The one strong entity tag an If-None-Match header names (a weak one compared as strong, as for any GET),
 * undefined for anything else. A browser revalidates with the one ETag it kept: `*`, lists and malformed bytes are
 * answered in full rather than guessed at, alike from the disk and from a bucket, which is never sent them.
 */
export function entityTagOf(ifNoneMatch: string | undefined): string | undefined {
  return entityTagPattern.exec(ifNoneMatch?.trim() ?? '')?.[1];
}

/** Anything that is not a key `put` could have made is answered here, before the disk or the bucket is asked. */
function storageKeyOf(request: FastifyRequest): string {
  const key = (request.params as { '*': string })['*'];
  if (!isStorageKey(key)) throw new AppError('not_found', 'No such file');
  return key;
}

function setFileHeaders(reply: FastifyReply, etag: string) {
  // Every stored file has a new random name, so what a URL shows never changes.
  reply.header('cache-control', 'public, max-age=31536000, immutable');
  reply.header('cross-origin-resource-policy', 'same-site');
  if (etag) reply.header('etag', etag);
}

function setContentHeaders(reply: FastifyReply, file: StoredFileInfo) {
  reply.header('content-type', file.contentType);
  if (file.size !== undefined) reply.header('content-length', file.size);
}

/**
 * Stored photos at `/uploads/<key>`, from whichever storage holds them: the site's own origin either way, so
 * its content policy (`img-src 'self'`) and the pages' preloads need no other address.
 */
export function registerUploadRoutes(app: FastifyInstance, storage: Storage) {
  const url = `${uploadsUrlPrefix}*`;
  // Fastify's own HEAD for a GET would fetch the whole file to throw it away: HEAD asks for the file's headers alone.
  app.get(url, { exposeHeadRoute: false }, async (request, reply) => {
    const key = storageKeyOf(request);
    const file = await storage.read(key, entityTagOf(request.headers['if-none-match']));
    if (!file) throw new AppError('not_found', 'No such file');
    setFileHeaders(reply, file.etag);
    if (file.notModified) return reply.code(304).send();
    setContentHeaders(reply, file);
    return reply.send(file.body);
  });

  app.head(url, async (request, reply) => {
    const key = storageKeyOf(request);
    const file = await storage.head(key);
    if (!file) throw new AppError('not_found', 'No such file');
    setFileHeaders(reply, file.etag);
    const given = entityTagOf(request.headers['if-none-match']);
    if (given !== undefined && given === file.etag.replace(/^W\//, '')) return reply.code(304).send();
    setContentHeaders(reply, file);
    return reply.send();
  });
}
