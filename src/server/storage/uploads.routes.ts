import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { isStorageKey, uploadsUrlPrefix, type Storage } from './storage';

/**
 * Stored photos at `/uploads/<key>`, from whichever storage holds them: the site's own origin either way, so
 * its content policy (`img-src 'self'`) and the pages' preloads need no other address.
 */
export function registerUploadRoutes(app: FastifyInstance, storage: Storage) {
  app.get(`${uploadsUrlPrefix}*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    // Anything that is not a key `put` could have made is answered here, before the disk or the bucket is asked.
    if (!isStorageKey(key)) throw new AppError('not_found', 'No such file');
    const ifNoneMatch = request.headers['if-none-match'];
    const file = await storage.read(key, ifNoneMatch);
    if (!file) throw new AppError('not_found', 'No such file');
    // Every stored file has a new random name, so what a URL shows never changes.
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    reply.header('cross-origin-resource-policy', 'same-site');
    if (file.etag) reply.header('etag', file.etag);
    if (file.notModified) return reply.code(304).send();
    reply.header('content-type', file.contentType);
    reply.header('content-length', file.size);
    return reply.send(file.body);
  });
}
