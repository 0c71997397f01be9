import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
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

/** s3rver's one account: it refuses any other access key id. */
const s3rverAccount = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** The S3_* settings that point an app at a bucket on an s3rver listening at `endpoint`. */
export function s3rverSettings(endpoint: string, bucket: string): Record<string, string> {
  return {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: s3rverAccount.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3rverAccount.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  };
}

export type TestS3Server = {
  endpoint: string;
  bucket: string;
  /** The S3_* settings that point an app at this server's bucket. */
  env: Record<string, string>;
  /** An object's bytes as the bucket holds them, read with the S3 client, not through the app. */
  readObject(key: string): Promise<Buffer>;
  /** Every key in the bucket. */
  listKeys(): Promise<string[]>;
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
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: s3rverAccount });
  return {
    endpoint,
    bucket,
    env: s3rverSettings(endpoint, bucket),
    async readObject(key) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
    },
    async listKeys() {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }));
        keys.push(...(page.Contents ?? []).map((object) => object.Key ?? ''));
        ContinuationToken = page.NextContinuationToken;
      } while (ContinuationToken);
      return keys;
    },
    async close() {
      client.destroy();
      try {
        await server.close();
      } finally {
        rmSync(directory, { recursive: true, force: true });
      }
    },
  };
}
