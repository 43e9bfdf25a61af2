// Review photos (docs/product.md#reviews): real rasters only, at most five of 5 MB, re-encoded without EXIF, stored as
// files the database names, served with headers that keep them images, and removed with their review.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REVIEW_MESSAGES } from '@shop/shared/review.schemas';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../test/account-helpers.ts';
import { useDemoProductIds } from '../../../test/order-helpers.ts';
import {
  hugePng,
  photo,
  photosOf,
  postReview,
  putReview,
  storedUploads,
  type Upload,
} from '../../../test/review-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { tooManyPixelsMessage } from '../../lib/uploaded-images.ts';

const t = useTestApp({ template: 'demo' });
const productId = useDemoProductIds(t, 3);

function fileOf(url: string): string {
  return path.join(t.config.dataDir, 'uploads', url.replace('/media/uploads/', ''));
}

async function expectRefused(files: Upload[], message: string) {
  const before = await storedUploads(t);
  const { token } = await signUp(t);
  const response = await postReview(t, token, { productId: productId(2), rating: '5' }, files);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ message });
  await expectNothingKept(before);
}

/** A refused post left the stored files as they were (`filesBefore`) and no review of product 2. */
async function expectNothingKept(filesBefore: string[]) {
  expect(await storedUploads(t)).toEqual(filesBefore);
  const reviews = await t.db
    .selectFrom('reviews')
    .select('id')
    .where('product_id', '=', productId(2))
    .execute();
  expect(reviews).toEqual([]);
}

describe('review photos', () => {
  it('stores two photos with thumbnails, serves them as images, replaces one on edit and removes all on delete', async () => {
    const { token } = await signUp(t);
    const created = await postReview(t, token, { productId: productId(0), rating: '5' }, [
      await photo('jpeg', 2400, 1200),
      await photo('png'),
    ]);
    expect(created.statusCode).toBe(201);
    const { _id: id, images: urls, thumbnails } = created.json().review;
    // The spec's review images are the photos' addresses; the thumbnails go beside them, in the same order.
    expect(urls).toEqual([expect.any(String), expect.any(String)]);
    expect(thumbnails).toEqual([expect.any(String), expect.any(String)]);
    const listed = (await t.app.inject({ method: 'GET', url: `/api/reviews/${productId(0)}` })).json();
    expect(listed.find((review: { _id: string }) => review._id === id)).toMatchObject({
      images: urls,
      thumbnails,
    });
    const [first, second] = photosOf(created.json().review);
    if (!first || !second) throw new Error('two photos expected');
    for (const image of [first, second])
      expect(image.url).toMatch(/^\/media\/uploads\/reviews\/[a-f0-9]{32}\.webp$/);
    expect(await storedUploads(t)).toHaveLength(4);
    const full = await sharp(await readFile(fileOf(first.url))).metadata();
    expect(full).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(await sharp(await readFile(fileOf(first.thumbnailUrl))).metadata()).toMatchObject({
      width: 320,
    });

    const served = await t.app.inject({ method: 'GET', url: second.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
      'content-disposition': 'inline',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(served.rawPayload.equals(await readFile(fileOf(second.url)))).toBe(true);

    const edited = await putReview(t, token, id, { rating: '4', keepImages: first.url }, [
      await photo('gif'),
    ]);
    expect(edited.statusCode).toBe(200);
    const after = photosOf(edited.json().review);
    expect(after).toHaveLength(2);
    const [kept, added] = after;
    expect(kept).toEqual(first);
    expect(added?.url).not.toBe(second.url);
    expect((await t.app.inject({ method: 'GET', url: second.url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: added?.url ?? '' })).statusCode).toBe(200);
    expect(await storedUploads(t)).toHaveLength(4);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/reviews/${id}`,
      headers: bearer(token),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await storedUploads(t)).toEqual([]);
  });

  it('stores a photo without the GPS position its EXIF carried', async () => {
    const tagged = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a6' } })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' } })
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const { token } = await signUp(t);
    const created = await postReview(t, token, { productId: productId(1), rating: '3' }, [
      { bytes: tagged, name: 'gps.jpg', type: 'image/jpeg' },
    ]);
    expect(created.statusCode).toBe(201);
    const [image] = photosOf(created.json().review);
    for (const url of [image?.url ?? '', image?.thumbnailUrl ?? '']) {
      expect((await sharp(await readFile(fileOf(url))).metadata()).exif, url).toBeUndefined();
    }
  });

  it('refuses six photos', async () => {
    const one = await photo();
    await expectRefused([one, one, one, one, one, one], REVIEW_MESSAGES.tooManyImages);
  });

  it('refuses a 6 MB photo with a 400 JSON answer', async () => {
    const big = await photo();
    const bytes = Buffer.concat([big.bytes, Buffer.alloc(6 * 1024 * 1024)]);
    await expectRefused([await photo(), { ...big, bytes }], REVIEW_MESSAGES.imageTooLarge);
  });

  it('refuses a 7000 × 7000 PNG of a few KB from its header, in words a shopper understands, decoding nothing', async () => {
    const bomb = hugePng(7000, 7000);
    expect(bomb.bytes.length).toBeLessThan(10_000);
    const message = tooManyPixelsMessage(t.config.images.maxUploadPixels);
    expect(message).toBe('Photos can be at most 24 megapixels');
    const { token } = await signUp(t);
    const good = await photo();
    const before = await storedUploads(t);
    const started = performance.now();
    // Beside a good photo: the request is refused as a whole.
    const response = await postReview(t, token, { productId: productId(2), rating: '5' }, [good, bomb]);
    // Decoding 49 million pixels takes seconds and about 70 MB; reading a header, milliseconds.
    expect(performance.now() - started).toBeLessThan(1000);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    await expectNothingKept(before);
  });

  it('accepts a photo of exactly 24 megapixels, as a phone takes', async () => {
    const { token } = await signUp(t);
    const created = await postReview(t, token, { productId: productId(1), rating: '4' }, [
      hugePng(6000, 4000),
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const [image] = photosOf(created.json().review);
    expect(await sharp(await readFile(fileOf(image?.url ?? ''))).metadata()).toMatchObject({
      width: 1600,
      height: 1067,
    });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/reviews/${created.json().review._id}`,
      headers: bearer(token),
    });
  });

  it('refuses files that are not raster images, whatever their name says', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await expectRefused(
      [{ bytes: Buffer.from('just text'), name: 'photo.jpg', type: 'image/jpeg' }],
      REVIEW_MESSAGES.notAnImage,
    );
    await expectRefused(
      [{ bytes: svg, name: 'photo.svg', type: 'image/svg+xml' }],
      REVIEW_MESSAGES.notAnImage,
    );
    // JPEG magic bytes in front of HTML: looks like a JPEG, but no decoder can read it as one.
    const polyglot = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('<html><script>1</script>'),
    ]);
    await expectRefused(
      [await photo(), { bytes: polyglot, name: 'p.jpg', type: 'image/jpeg' }],
      REVIEW_MESSAGES.notAnImage,
    );
  });

  it('refuses an edit that would leave more than five photos, keeping the review as it was', async () => {
    const { token } = await signUp(t);
    const one = await photo('webp');
    const created = await postReview(t, token, { productId: productId(2), rating: '2' }, [one, one, one]);
    const { _id: id, images: keepImages } = created.json().review;
    const before = await storedUploads(t);
    const response = await putReview(t, token, id, { rating: '5', keepImages }, [one, one, one]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: REVIEW_MESSAGES.tooManyImages });
    expect(await storedUploads(t)).toEqual(before);
    await t.app.inject({ method: 'DELETE', url: `/api/reviews/${id}`, headers: bearer(token) });
  });

  it('answers 404 for upload paths that are missing or try to climb out', async () => {
    for (const url of [
      '/media/uploads/reviews/none.webp',
      '/media/uploads/../jwt-secret',
      '/media/uploads/%2e%2e/jwt-secret',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
