// Photos go to local disk unless S3 is configured, and only local storage needs the API to serve them.
import { describe, expect, it } from 'vitest';
import { createStorage } from './create-storage.ts';

describe('createStorage', () => {
  it('picks the backend the configuration names', () => {
    expect(createStorage({ storage: { kind: 'local', dir: '/tmp/uploads' } }).kind).toBe('local');
    const s3 = createStorage({
      storage: {
        kind: 's3',
        bucket: 'photos',
        endpoint: 'http://127.0.0.1:9000',
        region: 'us-east-1',
        accessKeyId: 'id',
        secretAccessKey: 'secret',
        publicUrl: 'https://cdn.example/photos',
        forcePathStyle: true,
      },
    });
    expect(s3.kind).toBe('s3');
    expect(s3.urlFor('reviews/abc.webp')).toBe('https://cdn.example/photos/reviews/abc.webp');
  });
});
