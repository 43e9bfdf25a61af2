// A real S3-compatible server (s3rver) on a free port, keeping its objects in a fresh temp folder, so the S3
// storage is tested over HTTP against S3's protocol rather than a mock. s3rver checks the access key id but
// not SigV4 signatures, so a wrong secret key goes unnoticed here (a real bucket refuses it).
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageSettings } from '../src/adapters/s3-storage.ts';
import { madeBeforeAll } from './before-all.ts';

// s3rver's one built-in account.
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

export interface S3TestServer {
  /** e.g. http://127.0.0.1:41234 */
  endpoint: string;
  bucket: string;
  /** Settings for createS3Storage against this server (path style; objects are public at endpoint/bucket). */
  settings: S3StorageSettings;
  /** The same as S3_* variables, for createTestApp's `env`. */
  env: Record<string, string>;
  /** Keys of the objects now in the bucket, sorted. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'review-photos'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const publicUrl = `${endpoint}/${bucket}`;
  return {
    endpoint,
    bucket,
    settings: {
      bucket,
      endpoint,
      region: 'us-east-1',
      accessKeyId: ACCESS_KEY_ID,
      secretAccessKey: SECRET_ACCESS_KEY,
      publicUrl,
      forcePathStyle: true,
    },
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_PUBLIC_URL: publicUrl,
    },
    async keys() {
      // s3rver lists anonymously; at most 1000 keys, plenty for a test.
      const response = await fetch(`${publicUrl}?list-type=2`);
      if (!response.ok) throw new Error(`listing the bucket failed: HTTP ${response.status}`);
      const xml = await response.text();
      return [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => match[1] ?? '').sort();
    },
    close: () => server.close(),
  };
}

/** The file's S3 server: started before its tests, closed after them. */
export function useS3Server(): S3TestServer {
  return madeBeforeAll(
    () => startS3Server(),
    (server) => server.close(),
  );
}
