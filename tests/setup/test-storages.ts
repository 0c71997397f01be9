import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadSettings } from '@server/env';
import { createS3Storage } from '@server/storage/s3-storage';
import { createDiskStorage, type Storage } from '@server/storage/storage';
import { startS3Server } from './s3-server';

/** The two places photos can live; tests of photos run on each. */
export const storageKinds = ['disk', 'bucket'] as const;
export type StorageKind = (typeof storageKinds)[number];

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Where this project's runs of the product and photo API tests keep their photos (vitest.config.ts): the fast
     * loop on the disk, the full suite in the bucket as well. The storages themselves are tested on both everywhere.
     */
    photoStorages: StorageKind[];
  }
}

export type TestStorage = {
  kind: StorageKind;
  /** DATA_DIR, and for the bucket the S3_* settings: an app made with them keeps its photos here. */
  env: Record<string, string>;
  /** The same place, opened by the test itself. */
  storage: Storage;
  /** Every key stored, read from the disk's folder or by listing the bucket. */
  storedKeys(): Promise<string[]>;
  /** Stops the bucket's server, and removes DATA_DIR and the bucket's folder. */
  close(): Promise<void>;
};

/** An empty local uploads folder, or an empty bucket on an S3-compatible server started for the test. */
export async function openTestStorage(kind: StorageKind): Promise<TestStorage> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `govi-${kind}-`));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'disk') {
    const root = path.join(dataDir, 'uploads');
    mkdirSync(root, { recursive: true });
    return {
      kind,
      env: { DATA_DIR: dataDir },
      storage: createDiskStorage(root),
      async storedKeys() {
        return readdirSync(root, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
      },
      async close() {
        removeDataDir();
      },
    };
  }
  const server = await startS3Server().catch((error: unknown) => {
    removeDataDir();
    throw error;
  });
  const env = { DATA_DIR: dataDir, ...server.env };
  const settings = loadSettings({ ...env, AUTH_SECRET: 'storage-test-secret-storage-test-secret' });
  if (!settings.s3) throw new Error('the S3 test server gave no bucket settings');
  const storage = createS3Storage(settings.s3);
  return {
    kind,
    env,
    storage,
    storedKeys: () => server.listKeys(),
    async close() {
      storage.close();
      try {
        await server.close();
      } finally {
        removeDataDir();
      }
    },
  };
}
