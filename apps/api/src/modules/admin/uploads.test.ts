// Product photos uploaded by an admin (docs/decisions/013-shop-admin.md): the review pipeline's checks, then a
// 1600 px WebP with the storefront's variants beside it, so imageVariant/previewImage URLs of an upload exist.
import { ADMIN_MESSAGES } from '@shop/shared/admin.schemas';
import { imageVariant, previewImage } from '@shop/shared/images';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  createdProductId,
  productForm,
  uploadAsAdmin,
  useAdmin,
  webDist,
} from '../../../test/admin-helpers.ts';
import { photo, storedUploads, type Upload } from '../../../test/review-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp(async () => ({ template: 'demo', env: await webDist() }));
const boss = useAdmin(t);

function upload(files: readonly Upload[]) {
  return uploadAsAdmin(t, boss, files);
}

async function fetchImage(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  const bytes = response.rawPayload;
  return { status: response.statusCode, type: response.headers['content-type'], bytes };
}

describe('POST /api/admin/uploads', () => {
  it('stores each photo with its variants and answers the URLs to put in images[]', async () => {
    const response = await upload([await photo('png', 800, 600), await photo('jpeg', 2400, 1200)]);
    expect(response.statusCode, response.body).toBe(201);
    const { images } = response.json() as { images: string[] };
    expect(images).toHaveLength(2);
    for (const url of images) expect(url).toMatch(/^\/media\/uploads\/products\/[0-9a-f]{32}\.webp$/);
    const [small = '', large = ''] = images;

    const full = await fetchImage(large);
    expect(full.type).toBe('image/webp');
    expect(await sharp(full.bytes).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    const card = await fetchImage(imageVariant(small, 300));
    expect(card.status).toBe(200);
    expect(await sharp(card.bytes).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
    // Never enlarged: an 800 px photo's widest variants stay 800 px.
    expect((await sharp((await fetchImage(imageVariant(small, 1200))).bytes).metadata()).width).toBe(800);
    const preview = await fetchImage(previewImage(large));
    expect(preview.type).toBe('image/jpeg');
    expect((await sharp(preview.bytes).metadata()).width).toBe(1200);
    // The photo, six WebP widths and the JPEG preview, for each upload.
    expect((await storedUploads(t)).filter((file) => file.startsWith('products/'))).toHaveLength(16);
  });

  it('shows an uploaded photo on the product page, in cards and in link previews', async () => {
    const { images } = (await upload([await photo('webp', 640, 640)])).json() as { images: string[] };
    const [url = ''] = images;
    const id = await createdProductId(t, boss, productForm({ images, category: 'Pets' }));
    const product = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
    expect(product.json()).toMatchObject({ image: url, images });
    const page = await t.app.inject({ method: 'GET', url: `/shop/pets/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`content="http://localhost:3000${previewImage(url)}"`);
    expect((await fetchImage(previewImage(url))).status).toBe(200);
  });

  it('refuses anything but a real image, and stores nothing', async () => {
    const before = await storedUploads(t);
    const fake: Upload = { bytes: Buffer.from('<svg onload="alert(1)"/>'), name: 'x.png', type: 'image/png' };
    const response = await upload([await photo('png'), fake]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: ADMIN_MESSAGES.notAnImage });
    expect(await storedUploads(t)).toEqual(before);
  });

  it('asks for at least one image and at most ten', async () => {
    const none = await upload([]);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(ADMIN_MESSAGES.noImages);
    const tiny = await photo('png', 8, 8);
    const many = await upload(Array.from({ length: 11 }, () => tiny));
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe(ADMIN_MESSAGES.tooManyImages);
  });
});
