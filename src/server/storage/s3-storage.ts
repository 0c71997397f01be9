import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { SettingsError, type S3Settings } from '../env';
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
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          ContentType: contentTypeOfKey(key),
          CacheControl: immutableCacheControl,
        }),
      );
      return key;
    },
    async delete(key) {
      if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
      // S3 answers a delete of a missing key as done.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    url(key) {
      return `${uploadsUrlPrefix}${key}`;
    },
    async read(key, ifNoneMatch) {
      if (!isStorageKey(key)) return undefined;
      const contentType = contentTypeOfKey(key);
      // A browser revalidates with the one ETag it kept; a list is answered in full rather than guessed at.
      const knownEtag = ifNoneMatch && !ifNoneMatch.includes(',') ? ifNoneMatch : undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, IfNoneMatch: knownEtag }));
        const body = object.Body as Readable | undefined;
        if (!body || object.ContentLength === undefined) throw new Error(`${where} answered ${key} without a body`);
        return { etag: object.ETag ?? '', contentType, notModified: false, size: object.ContentLength, body };
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 304) {
          return { etag: knownEtag ?? '', contentType, notModified: true };
        }
        throw error;
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
