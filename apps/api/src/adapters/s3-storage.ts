// Review photos in an S3-compatible bucket (docs/product.md#reviews): AWS S3, Cloudflare R2, MinIO, Backblaze B2 and the
// like. The API only writes and deletes; browsers load the photos from the public URL (the bucket or a CDN).
import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { contentTypeFor, isValidKey, type Storage } from './storage.ts';

export interface S3StorageSettings {
  bucket: string;
  /** The S3 API base without a trailing slash, e.g. https://s3.eu-west-1.amazonaws.com or http://minio:9000. */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the bucket's objects are served from, without a trailing slash: urlFor(key) is `${publicUrl}/${key}`. */
  publicUrl: string;
  /** endpoint/bucket/key (MinIO and most self-hosted servers) instead of bucket.endpoint/key (AWS). */
  forcePathStyle: boolean;
}

export interface S3Storage extends Storage {
  readonly kind: 's3';
}

// A request (its retries included) that has not answered by then is given up, so an upload cannot hang a
// review request forever; the caller then deletes what it already wrote.
const DEFAULT_TIMEOUT_MS = 15_000;
// Only 5xx and 429 answers are retried (aws4fetch's rule); its default of 10 would outlast any timeout.
const RETRIES = 2;
// Keys are random and never reused, so an object never changes under its URL.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The bucket's API URL: path style (endpoint/bucket) or virtual-hosted style (bucket.endpoint). */
export function bucketUrl({ endpoint, bucket, forcePathStyle }: S3StorageSettings): string {
  if (forcePathStyle) return `${endpoint}/${bucket}`;
  const url = new URL(endpoint);
  url.hostname = `${bucket}.${url.hostname}`;
  return url.toString().replace(/\/+$/, '');
}

/** S3's error body is XML: `<Error><Code>…</Code><Message>…</Message></Error>`. */
function errorCode(body: string): string | undefined {
  return /<Code>([^<]*)<\/Code>/.exec(body)?.[1];
}

function describeFailure(status: number, body: string): string {
  const message = /<Message>([^<]*)<\/Message>/.exec(body)?.[1];
  return [`HTTP ${status}`, errorCode(body), message].filter(Boolean).join(' ');
}

export function createS3Storage(
  settings: S3StorageSettings,
  options: { timeoutMs?: number } = {},
): S3Storage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: 's3',
    region: settings.region,
    retries: RETRIES,
  });
  const base = bucketUrl(settings);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  function assertKey(key: string): void {
    if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
  }

  /**
   * Sends one signed request and reads the whole answer (which also frees the connection). Failures are plain
   * Errors without a statusCode on purpose: the error handler answers them as a 500 and only logs the detail.
   */
  async function send(
    method: 'PUT' | 'DELETE',
    key: string,
    init: { headers?: Record<string, string>; body?: Uint8Array<ArrayBuffer> } = {},
  ): Promise<{ status: number; body: string }> {
    const label = `S3 ${method} ${settings.bucket}/${key}`;
    try {
      const response = await client.fetch(`${base}/${key}`, {
        method,
        ...init,
        signal: AbortSignal.timeout(timeoutMs),
      });
      return { status: response.status, body: await response.text() };
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError') {
        throw new Error(`${label} timed out after ${timeoutMs} ms`, { cause: error });
      }
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`${label} failed: ${reason}`, { cause: error });
    }
  }

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      assertKey(key);
      // The type comes from the key's extension, as the local backend serves it, so an object can only ever
      // be one of the four image types: never HTML or SVG a browser would run from the bucket's origin.
      const type = contentTypeFor(key);
      if (contentType !== type) throw new Error(`Content type ${contentType} does not match the key ${key}`);
      const body = new Uint8Array(bytes);
      const { status, body: answer } = await send('PUT', key, {
        headers: {
          'content-type': type,
          'cache-control': CACHE_CONTROL,
          'content-disposition': 'inline',
          // A signed payload hash (instead of aws4fetch's UNSIGNED-PAYLOAD): the server refuses altered bytes.
          'x-amz-content-sha256': createHash('sha256').update(body).digest('hex'),
        },
        body,
      });
      if (status < 200 || status >= 300) {
        throw new Error(`S3 PUT ${settings.bucket}/${key} failed: ${describeFailure(status, answer)}`);
      }
    },
    async delete(key) {
      assertKey(key);
      const { status, body } = await send('DELETE', key);
      if (status >= 200 && status < 300) return;
      // S3 answers 204 for a missing key; some compatible servers say 404 NoSuchKey. A missing bucket is not
      // a missing key: that is a configuration error worth hearing about.
      if (status === 404 && errorCode(body) !== 'NoSuchBucket') return;
      throw new Error(`S3 DELETE ${settings.bucket}/${key} failed: ${describeFailure(status, body)}`);
    },
    urlFor(key) {
      assertKey(key);
      return `${settings.publicUrl}/${key}`;
    },
  };
}
