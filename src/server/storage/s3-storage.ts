import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { SettingsError, type S3Settings } from '../env';
import { AppError } from '../errors';
import { contentTypeOfKey, isStorageKey, newStorageKey, uploadsUrlPrefix, type Storage } from './storage';

/** Sent with every object, for whatever serves the bucket directly (a CDN, the bucket's own website): names never change. */
const immutableCacheControl = 'public, max-age=31536000, immutable';

const bucketCheckSeconds = 15;

export type S3Storage = Storage & {
  /** Asks for the bucket once; a SettingsError says what is wrong (no such bucket, refused, unreachable). */
  checkBucket(): Promise<void>;
  /** Closes the client's pooled connections. */
  close(): void;
};

/**
 * Photos in an S3 bucket, under the same keys as on disk, served through the app's `/uploads/` route (the
 * site's own origin, so its content policy and preloads stay as they are).
 */
export function createS3Storage(settings: S3Settings): S3Storage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint && { endpoint: settings.endpoint }),
    ...(settings.credentials && { credentials: settings.credentials }),
    forcePathStyle: settings.forcePathStyle,
    // The SDK's default checksums (CRC32 trailers, checked answers) are AWS's own: S3-compatible servers
    // refuse or mangle them. Photos are checked by sharp before they are stored and sent as a whole body.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: 5_000,
      // Between two pieces of an answer: a bucket that stops answering fails the request instead of holding it.
      requestTimeout: 30_000,
      // One socket per photo being sent: the SDK's default of 50 would queue a busy page's photos.
      httpAgent: { keepAlive: true, maxSockets: 256 },
      httpsAgent: { keepAlive: true, maxSockets: 256 },
    },
  });
  const { bucket } = settings;
  const where = `bucket "${bucket}"${settings.endpoint ? ` at ${settings.endpoint}` : ` in ${settings.region}`}`;

  return {
    async put(bytes, extension) {
      const key = newStorageKey(extension);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: bytes,
            ContentType: contentTypeOfKey(key),
            CacheControl: immutableCacheControl,
          }),
        );
      } catch (error) {
        throw unavailableOr(error);
      }
      return key;
    },
    async delete(key) {
      if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        // S3 answers a delete of a missing key as done; some S3-compatible servers answer it 404.
        if (isMissing(error)) return;
        throw unavailableOr(error);
      }
    },
    url(key) {
      return `${uploadsUrlPrefix}${key}`;
    },
    async head(key) {
      if (!isStorageKey(key)) return undefined;
      try {
        const object = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { etag: object.ETag ?? '', contentType: contentTypeOfKey(key), size: object.ContentLength };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw unavailableOr(error);
      }
    },
    async read(key, ifNoneMatch) {
      if (!isStorageKey(key)) return undefined;
      const contentType = contentTypeOfKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, IfNoneMatch: ifNoneMatch }));
        const body = object.Body as Readable | undefined;
        if (!body) throw new Error(`${where} answered ${key} without a body`);
        return { etag: object.ETag ?? '', contentType, notModified: false, size: object.ContentLength, body };
      } catch (error) {
        if (isMissing(error)) return undefined;
        if (statusOf(error) === 304) return { etag: ifNoneMatch ?? '', contentType, notModified: true };
        throw unavailableOr(error);
      }
    },
    async checkBucket() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal: AbortSignal.timeout(bucketCheckSeconds * 1000) });
      } catch (error) {
        throw new SettingsError(`Photos cannot be kept in ${where}: ${describeBucketError(error)}.`);
      }
    },
    close() {
      client.destroy();
    },
  };
}

/** The bucket the settings name, asked for once: a start-up with a wrong bucket stops with a SettingsError. */
export async function openS3Storage(settings: S3Settings): Promise<S3Storage> {
  const storage = createS3Storage(settings);
  try {
    await storage.checkBucket();
  } catch (error) {
    storage.close();
    throw error;
  }
  return storage;
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode;
}

/** By status and name rather than the SDK's NoSuchKey class: S3-compatible servers name a missing key in other ways. */
function isMissing(error: unknown): boolean {
  return statusOf(error) === 404 || (error instanceof Error && error.name === 'NoSuchKey');
}

/** The socket errors of a bucket that is down or out of reach, as Node names them. */
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * A bucket that is down, unreachable, too slow or overloaded becomes the `unavailable` error (503: try again later),
 * carrying what went wrong as its cause; any other error (a refused key, a bug) is left as it is.
 */
function unavailableOr(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const status = statusOf(error);
  const code = (error as NodeJS.ErrnoException).code;
  const unavailable =
    (status !== undefined && status >= 500) ||
    ['SlowDown', 'TimeoutError'].includes(error.name) ||
    (typeof code === 'string' && unreachableCodes.has(code));
  if (!unavailable) return error;
  const answer = new AppError('unavailable', 'Photos cannot be reached just now; try again shortly.');
  answer.cause = error;
  return answer;
}

function describeBucketError(error: unknown): string {
  const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
  if (status === 404) {
    return 'no such bucket there (create it first: the app does not create buckets; or S3_ENDPOINT is not the storage server)';
  }
  if (status === 403) {
    return 'access refused (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, and that they may list the bucket, read, write and delete in it)';
  }
  if (status === 301) return 'the bucket is in another region (set S3_REGION to it)';
  const name = error instanceof Error ? error.name : 'Error';
  if (name === 'CredentialsProviderError') return 'no credentials found (set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)';
  if (name === 'AbortError' || name === 'TimeoutError') return `no answer within ${bucketCheckSeconds} s`;
  const message = error instanceof Error ? error.message : String(error);
  const code = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
  const named = typeof code === 'string' && !message.includes(code) ? `${code}: ` : '';
  return `${status ? `HTTP ${status}, ` : ''}${named}${message || name}`;
}
