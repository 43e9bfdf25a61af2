// Review photos in S3-compatible storage (docs/product.md#reviews), against a real S3-compatible server (s3rver): the
// photos land in the bucket, their URLs start at S3_PUBLIC_URL, the API serves none of them itself, edits and
// deletes remove the objects, and a failed upload leaves neither a review nor an object behind.
import { MESSAGES } from '@shop/shared/messages';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../test/account-helpers.ts';
import { useDemoProductIds } from '../../../test/order-helpers.ts';
import { photo, photosOf, postReview, putReview, storedUploads } from '../../../test/review-helpers.ts';
import { useS3Server } from '../../../test/s3-server.ts';
import { createTestApp, useTestApp } from '../../../test/test-app.ts';

const s3 = useS3Server();
const t = useTestApp(async () => ({ template: 'demo', env: s3.env }));
const productId = useDemoProductIds(t, 2);

function keyOf(url: string): string {
  return url.slice(`${s3.settings.publicUrl}/`.length);
}

describe('review photos in S3-compatible storage', () => {
  it('stores photos in the bucket under S3_PUBLIC_URL and removes them on edit and delete', async () => {
    const { token } = await signUp(t);
    const created = await postReview(t, token, { productId: productId(0), rating: '5' }, [
      await photo('jpeg', 2000, 1000),
      await photo('png'),
    ]);
    expect(created.statusCode).toBe(201);
    const id = created.json().review._id;
    const images = photosOf(created.json().review);
    const [first] = images;
    if (images.length !== 2 || !first) throw new Error('two photos expected');
    const urls = images.flatMap((image) => [image.url, image.thumbnailUrl]);
    for (const url of urls) expect(url.startsWith(`${s3.env.S3_PUBLIC_URL}/reviews/`), url).toBe(true);
    expect(await s3.keys()).toEqual(urls.map(keyOf).sort());

    const served = await fetch(first.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 1600,
      height: 800,
    });
    // Nothing on local disk, and the local uploads route is not even mounted.
    expect(await storedUploads(t)).toEqual([]);
    expect(t.app.hasRoute({ method: 'GET', url: '/media/uploads/*' })).toBe(false);

    const edited = await putReview(t, token, id, { rating: '4', keepImages: first.url });
    expect(edited.statusCode).toBe(200);
    expect(await s3.keys()).toEqual([keyOf(first.url), keyOf(first.thumbnailUrl)].sort());

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/reviews/${id}`,
      headers: bearer(token),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await s3.keys()).toEqual([]);
    expect((await fetch(first.url)).status).toBe(404);
  });

  it('answers a refused upload with a plain 500 and keeps no review and no object', async () => {
    // A second app on the same database whose keys the bucket refuses, like a revoked access key.
    const refused = await createTestApp({
      databaseUrl: t.databaseUrl,
      env: { ...s3.env, S3_ACCESS_KEY_ID: 'REVOKED-KEY' },
    });
    try {
      const { token } = await signUp(refused);
      const response = await postReview(refused, token, { productId: productId(1), rating: '1' }, [
        await photo(),
      ]);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: MESSAGES.internalError });
      const reviews = await t.db
        .selectFrom('reviews')
        .select('id')
        .where('product_id', '=', productId(1))
        .execute();
      expect(reviews).toEqual([]);
      expect(await s3.keys()).toEqual([]);
    } finally {
      await refused.close();
    }
  });
});
