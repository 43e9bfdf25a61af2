// The S3 storage backend against a real S3-compatible server (s3rver): objects land with image headers, are
// served from the public URL, deletes are idempotent, and failures (bad key, refused credentials, a server that
// never answers) are thrown Errors that say what happened.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3Server } from '../../test/s3-server.ts';
import { bucketUrl, createS3Storage } from './s3-storage.ts';

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
});

describe('S3 storage', () => {
  it('puts an image the public URL serves with its type and cache headers, then deletes it', async () => {
    const storage = createS3Storage(s3.settings);
    const bytes = Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 255]);
    await storage.put('reviews/abc123.webp', bytes, 'image/webp');

    const url = storage.urlFor('reviews/abc123.webp');
    expect(url).toBe(`${s3.endpoint}/${s3.bucket}/reviews/abc123.webp`);
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    expect(Object.fromEntries(served.headers)).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-disposition': 'inline',
    });
    expect(await s3.keys()).toEqual(['reviews/abc123.webp']);

    await storage.delete('reviews/abc123.webp');
    expect((await fetch(url)).status).toBe(404);
    expect(await s3.keys()).toEqual([]);
  });

  it('treats deleting a missing key as done', async () => {
    await expect(createS3Storage(s3.settings).delete('reviews/never-stored.webp')).resolves.toBeUndefined();
  });

  it('reports a missing bucket on delete instead of calling it done', async () => {
    const storage = createS3Storage({ ...s3.settings, bucket: 'no-such-bucket' });
    await expect(storage.delete('reviews/abc.webp')).rejects.toThrow(/HTTP 404 NoSuchBucket/);
  });

  it('refuses invalid keys and a content type that is not the key’s image type, before any request', async () => {
    const storage = createS3Storage(s3.settings);
    for (const key of ['../x.webp', 'a//b.webp', '.x.webp', 'A.webp', 'x.svg', 'x.html']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow(
        /Invalid storage key/,
      );
      await expect(storage.delete(key), key).rejects.toThrow(/Invalid storage key/);
      expect(() => storage.urlFor(key), key).toThrow(/Invalid storage key/);
    }
    await expect(storage.put('reviews/a.webp', Buffer.from('<p>'), 'text/html')).rejects.toThrow(
      /does not match/,
    );
    expect(await s3.keys()).toEqual([]);
  });

  it('turns refused credentials into an Error naming the request and S3’s error code', async () => {
    // s3rver knows only its own access key id; it does not verify signatures, so a wrong secret key with the
    // right id cannot be tested here.
    const storage = createS3Storage({ ...s3.settings, accessKeyId: 'WRONG-KEY' });
    await expect(storage.put('reviews/abc.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      `S3 PUT ${s3.bucket}/reviews/abc.webp failed: HTTP 403 InvalidAccessKeyId`,
    );
    expect(await s3.keys()).toEqual([]);
  });

  it('gives up on a server that never answers', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const storage = createS3Storage(
        { ...s3.settings, endpoint: `http://127.0.0.1:${port}` },
        { timeoutMs: 200 },
      );
      await expect(storage.put('reviews/abc.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
        /timed out after 200 ms/,
      );
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('addresses the bucket by path or, for AWS, by host name', () => {
    const settings = { ...s3.settings, bucket: 'photos' };
    expect(bucketUrl({ ...settings, endpoint: 'http://minio:9000', forcePathStyle: true })).toBe(
      'http://minio:9000/photos',
    );
    expect(
      bucketUrl({ ...settings, endpoint: 'https://s3.eu-west-1.amazonaws.com', forcePathStyle: false }),
    ).toBe('https://photos.s3.eu-west-1.amazonaws.com');
  });
});
