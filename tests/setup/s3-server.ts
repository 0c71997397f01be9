import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/** The part of s3rver (a CommonJS package without types) the tests use. */
type S3rverServer = { run(): Promise<{ address: string; port: number }>; close(): Promise<void> };
type S3rverOptions = {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string; configs: string[] }[];
};
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: S3rverOptions) => S3rverServer;

export type TestS3Server = {
  endpoint: string;
  bucket: string;
  /** The S3_* settings that point an app at this server's bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
};

/**
 * A real S3-compatible server (s3rver) on a free loopback port, keeping its objects in a temporary directory of its
 * own, with one bucket made. It refuses an access key id other than its own (it does not check V4 signatures, so a
 * wrong secret goes unnoticed here).
 */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'govi-s3-'));
  const bucket = 'govi-photos';
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  let port: number;
  try {
    ({ port } = await server.run());
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      // s3rver's one account.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
