import { randomUUID } from 'node:crypto';
import type { Stats } from 'node:fs';
import { mkdir, open, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** What the `/uploads/` route says of a stored file without sending it: its headers. */
export type StoredFileInfo = {
  etag: string;
  contentType: string;
  /** Undefined when a bucket answered without it: the file is then sent without a content-length. */
  size: number | undefined;
};

/** A stored file as the `/uploads/` route sends it; `notModified` when the caller's ETag still names it. */
export type StoredFile = (Omit<StoredFileInfo, 'size'> & { notModified: true }) | (StoredFileInfo & { notModified: false; body: Readable });

/** Where uploaded files live: the local disk, or an S3-compatible bucket (s3-storage.ts), behind the same calls. */
export type Storage = {
  /** Stores the bytes under a new key and returns the key. */
  put(bytes: Buffer, extension: string): Promise<string>;
  /** Removes the file; a key with no file is already removed. */
  delete(key: string): Promise<void>;
  /** The public URL of a key. */
  url(key: string): string;
  /** What a HEAD answers of the file under the key, without opening it; undefined when there is none. */
  head(key: string): Promise<StoredFileInfo | undefined>;
  /**
   * The file under the key, undefined when there is none (a string that is not a key included). With
   * `ifNoneMatch`, one strong entity tag (`"…"`) that is its ETag, only that it has not changed.
   */
  read(key: string, ifNoneMatch?: string): Promise<StoredFile | undefined>;
};

export const uploadsUrlPrefix = '/uploads/';

const keyPattern = /^[0-9a-f]{2}\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

/** Whether a string is a key `put` could have made: two hex characters, a slash, a UUID and an extension. */
export function isStorageKey(key: string): boolean {
  return keyPattern.test(key);
}

/** A new key: the id's first two characters make a folder, so no folder holds more than 1/256 of the files. */
export function newStorageKey(extension: string): string {
  const id = randomUUID();
  const key = `${id.slice(0, 2)}/${id}.${extension}`;
  if (!isStorageKey(key)) throw new Error(`not a storage extension: ${extension}`);
  return key;
}

const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
};

/** Served by the key's extension, never by what a bucket says: a stored object cannot become a page of the site. */
export function contentTypeOfKey(key: string): string {
  return contentTypes[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

/** A key's bytes never change, so their size and the time they were written name them. */
function etagOfFile(stats: Stats): string {
  return `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
}

function undefinedWhenMissing(error: NodeJS.ErrnoException): undefined {
  if (error.code === 'ENOENT') return undefined;
  throw error;
}

/** Files under DATA_DIR/uploads, spread over 256 folders by the key's first two characters. */
export function createDiskStorage(root: string): Storage {
  return {
    async put(bytes, extension) {
      const key = newStorageKey(extension);
      const file = path.join(root, key);
      // Owner-only like the rest of DATA_DIR, whatever the umask of the process that stores it.
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await writeFile(file, bytes, { flag: 'wx', mode: 0o600 });
      return key;
    },
    async delete(key) {
      if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
      await rm(path.join(root, key), { force: true });
    },
    url(key) {
      return `${uploadsUrlPrefix}${key}`;
    },
    async head(key) {
      if (!isStorageKey(key)) return undefined;
      const stats = await stat(path.join(root, key)).catch(undefinedWhenMissing);
      if (!stats?.isFile()) return undefined;
      return { etag: etagOfFile(stats), contentType: contentTypeOfKey(key), size: stats.size };
    },
    async read(key, ifNoneMatch) {
      if (!isStorageKey(key)) return undefined;
      const handle = await open(path.join(root, key), 'r').catch(undefinedWhenMissing);
      if (!handle) return undefined;
      const stats = await handle.stat().catch(async (error: unknown) => {
        await handle.close();
        throw error;
      });
      const etag = etagOfFile(stats);
      const contentType = contentTypeOfKey(key);
      if (!stats.isFile() || ifNoneMatch === etag) {
        await handle.close();
        return stats.isFile() ? { etag, contentType, notModified: true } : undefined;
      }
      return { etag, contentType, notModified: false, size: stats.size, body: handle.createReadStream() };
    },
  };
}
