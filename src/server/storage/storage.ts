import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. Local disk now; object storage can take its place behind the same three calls. */
export type Storage = {
  /** Stores the bytes under a new key and returns the key. */
  put(bytes: Buffer, extension: string): Promise<string>;
  delete(key: string): Promise<void>;
  /** The public URL of a key. */
  url(key: string): string;
};

export const uploadsUrlPrefix = '/uploads/';

const keyPattern = /^[0-9a-f]{2}\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

/** Files under DATA_DIR/uploads, spread over 256 folders by the key's first two characters. */
export function createDiskStorage(root: string): Storage {
  return {
    async put(bytes, extension) {
      const id = randomUUID();
      const key = `${id.slice(0, 2)}/${id}.${extension}`;
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes, { flag: 'wx' });
      return key;
    },
    async delete(key) {
      if (!keyPattern.test(key)) throw new Error(`not a storage key: ${key}`);
      await rm(path.join(root, key), { force: true });
    },
    url(key) {
      return `${uploadsUrlPrefix}${key}`;
    },
  };
}
