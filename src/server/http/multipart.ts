import type { FastifyRequest } from 'fastify';
import { maxPhotoBytes, maxPhotosPerProduct } from '@domain/catalog/limits';
import { AppError } from '../errors';

export type MultipartBody = { fields: Record<string, string>; files: { field: string; name: string; bytes: Buffer }[] };

/** The limits @fastify/multipart enforces while the request streams in. */
export const multipartLimits = {
  fileSize: maxPhotoBytes,
  files: maxPhotosPerProduct,
  fields: 10,
  fieldSize: 64 * 1024,
  parts: maxPhotosPerProduct + 10,
};

const tooMany = `You can upload a maximum of ${maxPhotosPerProduct} images per product.`;

/** Reads a whole multipart form into memory (at most 5 files of 5 MB), turning limit breaches into 400s. */
export async function readMultipart(request: FastifyRequest): Promise<MultipartBody> {
  if (!request.isMultipart()) {
    throw new AppError('validation_failed', 'Send the form as multipart/form-data.', [
      { path: 'body', message: 'must be multipart/form-data' },
    ]);
  }
  const body: MultipartBody = { fields: {}, files: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        body.files.push({ field: part.fieldname, name: part.filename || 'photo', bytes: await part.toBuffer() });
      } else if (typeof part.value === 'string') {
        body.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('validation_failed', 'Each photo can be at most 5 MB.', [
        { path: 'photos', message: 'Each photo can be at most 5 MB.' },
      ]);
    }
    if (code === 'FST_FILES_LIMIT') throw new AppError('validation_failed', tooMany, [{ path: 'photos', message: tooMany }]);
    // Anything else went wrong while reading the form (no boundary, a body cut off mid-file): bad input.
    throw new AppError('validation_failed', 'The form could not be read.', [{ path: 'body', message: 'is not a valid form' }]);
  }
  return body;
}

/** The JSON a form carries in one text field. */
export function jsonField(body: MultipartBody, field: string): unknown {
  const value = body.fields[field];
  if (value === undefined) throw new AppError('validation_failed', `Missing ${field}`, [{ path: field, message: 'is required' }]);
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw new AppError('invalid_json', `${field} is not valid JSON`, [{ path: field, message: 'is not valid JSON' }]);
  }
}
