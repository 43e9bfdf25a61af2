// Catalogue illustrations are served as safe, cacheable SVG and as WebP / JPEG renderings cached on disk. Only
// pictures of the catalogue (a product's, archived ones included, a banner's or an old order line's) are
// rendered (docs/decisions/018-picture-work-limits.md); unknown names and sizes are a 404 that writes nothing.
import { existsSync } from 'node:fs';
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_WIDTHS } from '@shop/shared/images';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIFTED_REQUEST_LIMITS_ENV } from '../../../test/lifted-limits.ts';
import { codOrder, shopper } from '../../../test/order-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { MOTIF_NAMES } from './catalog-art.lib.ts';

/** A live demo product and its catalogue pictures (`/media/catalog/{name}.svg`). */
let product: { id: string; images: string[] };

// Names the tests below render. They belong to an archived product, which keeps its pictures for old orders.
const GALLERY = [
  ...MOTIF_NAMES.map((motif) => `${motif}-140-2`),
  'kettle-20-0',
  'shoe-300-3',
  'mug-30-2',
  'laptop-250-1',
];

const t = useTestApp({ template: 'demo', env: LIFTED_REQUEST_LIMITS_ENV });
beforeAll(async () => {
  const rows = await t.db
    .selectFrom('products')
    .select(['id', 'images'])
    .where('archived_at', 'is', null)
    .orderBy('id')
    .execute();
  const [first, second] = rows.filter((row) => row.images.length > 0);
  if (!first || !second) throw new Error('the demo catalogue has too few products with pictures');
  product = first;
  await t.db
    .updateTable('products')
    .set({ images: GALLERY.map((name) => `/media/catalog/${name}.svg`), archived_at: new Date() })
    .where('id', '=', second.id)
    .execute();
});

function cacheDir(): string {
  return path.join(t.config.dataDir, 'media-cache');
}

async function cachedFiles(): Promise<string[]> {
  return existsSync(cacheDir()) ? readdir(cacheDir()) : [];
}

async function get(file: string) {
  return t.app.inject({ method: 'GET', url: `/media/catalog/${file}` });
}

/** `/media/catalog/bag-141-0.svg` → `bag-141-0`. */
function nameOf(url: string): string {
  return url.replace('/media/catalog/', '').replace(/\.svg$/, '');
}

/** A picture name of `motif` and `view` that no product, banner or order line of the database uses. */
async function unusedName(motif: string, view: number): Promise<string> {
  const products = await t.db.selectFrom('products').select('images').execute();
  const banners = await t.db.selectFrom('banners').select('image').execute();
  const lines = await t.db.selectFrom('order_items').select('image').execute();
  const used = new Set([
    ...products.flatMap((row) => row.images),
    ...banners.map((row) => row.image),
    ...lines.map((row) => row.image),
  ]);
  for (let hue = 0; hue < 360; hue += 1) {
    const name = `${motif}-${hue}-${view}`;
    if (!used.has(`/media/catalog/${name}.svg`)) return name;
  }
  throw new Error(`every ${motif} picture is used`);
}

describe('GET /media/catalog/{file}', () => {
  it.each(MOTIF_NAMES)('draws the %s motif as an SVG image with cache and safety headers', async (motif) => {
    const response = await get(`${motif}-200-1.svg`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body.startsWith('<svg')).toBe(true);
    expect(response.body).not.toContain('undefined');
    // <text> needs fonts on the server that renders the variants; without them letters come out as boxes.
    expect(response.body).not.toContain('<text');
  });

  it.each([
    'unicorn-10-0.svg',
    'pan-10-7.svg',
    'pan-abc-0.svg',
    '..%2F..%2Fetc%2Fpasswd',
    'pan-10-0-333.webp',
    'pan-10-0-2000.webp',
    'pan-10-0-0480.webp',
    'pan-10-0.webp',
    'pan-10-0-480.jpg',
    'pan-10-0-1200.png',
    'pan-10-0-480.svg',
    'unicorn-10-0-480.webp',
    'unicorn-10-0-1200.jpg',
  ])('is 404 for %s', async (file) => {
    const response = await get(file);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Image not found' });
  });

  it('serves the placeholder image', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/media/placeholder.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
  });
});

describe('WebP and JPEG variants', () => {
  it.each(IMAGE_WIDTHS)('serves a %i px square WebP with cache and safety headers', async (width) => {
    const response = await get(`kettle-20-0-${width}.webp`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width, height: width });
  });

  it('serves the 1200 px JPEG for link previews, without metadata', async () => {
    const response = await get('shoe-300-3-1200.jpg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 1200 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
  });

  it.each(MOTIF_NAMES)('renders the %s motif to WebP', async (motif) => {
    const response = await get(`${motif}-140-2-160.webp`);
    expect(response.statusCode).toBe(200);
    expect((await sharp(response.rawPayload).metadata()).width).toBe(160);
  });

  it('keeps a rendered variant on disk and answers later requests from there', async () => {
    const first = await get('mug-30-2-320.webp');
    expect(first.statusCode).toBe(200);
    const cached = path.join(cacheDir(), 'mug-30-2-320.webp');
    expect(existsSync(cached)).toBe(true);

    // Replace the cached file: a response carrying the replacement can only have come from the disk.
    const replacement = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    await writeFile(cached, replacement);
    const second = await get('mug-30-2-320.webp');
    expect(second.rawPayload.equals(replacement)).toBe(true);
    // 390° is 30°: the same picture under another name shares the cached file.
    expect((await get('mug-390-2-320.webp')).rawPayload.equals(replacement)).toBe(true);
  });

  it('gives concurrent requests for one uncached variant identical bytes and leaves no temporary files', async () => {
    const responses = await Promise.all(Array.from({ length: 8 }, () => get('laptop-250-1-960.webp')));
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(responses[0]?.rawPayload ?? Buffer.alloc(0))).toBe(true);
    }
    const files = await readdir(cacheDir());
    expect(files.filter((file) => file.startsWith('laptop-250-1-960'))).toEqual(['laptop-250-1-960.webp']);
    expect(files.filter((file) => file.endsWith('.tmp'))).toEqual([]);
  });
});

describe('only pictures of the catalogue are rendered (docs/decisions/018-picture-work-limits.md)', () => {
  it('renders every variant of a live product’s picture', async () => {
    const name = nameOf(product.images[0] ?? '');
    for (const file of [...IMAGE_WIDTHS.map((width) => `${name}-${width}.webp`), `${name}-1200.jpg`]) {
      const response = await get(file);
      expect(response.statusCode, file).toBe(200);
    }
  });

  it('answers 404 to a picture no product, banner or order uses, without rendering or writing a file', async () => {
    const before = await cachedFiles();
    for (const [motif, view] of [
      ['bag', 0],
      ['pills', 1],
      ['kettle', 3],
    ] as const) {
      const name = await unusedName(motif, view);
      for (const file of [`${name}-1200.webp`, `${name}-160.webp`, `${name}-1200.jpg`]) {
        const response = await get(file);
        expect(response.statusCode, file).toBe(404);
        expect(response.json()).toEqual({ message: 'Image not found' });
      }
    }
    expect(await cachedFiles()).toEqual(before);
  });

  it('answers 404 to widths and formats the web app never asks for, writing no file', async () => {
    const name = nameOf(product.images[0] ?? '');
    const before = await cachedFiles();
    for (const file of [`${name}-800.webp`, `${name}-1600.webp`, `${name}-480.jpg`, `${name}-2400.jpg`]) {
      const response = await get(file);
      expect(response.statusCode, file).toBe(404);
      expect(response.json()).toEqual({ message: 'Image not found' });
    }
    expect(await cachedFiles()).toEqual(before);
  });

  it('renders a new banner’s picture, and an order line’s picture after its product changed pictures', async () => {
    // A picture nobody uses is a 404 until a banner names it: the catalogue version tells the server to look again.
    const bannerPicture = await unusedName('watch', 2);
    expect((await get(`${bannerPicture}-320.webp`)).statusCode).toBe(404);
    await t.db
      .insertInto('banners')
      .values({
        id: 'b'.repeat(24),
        title: 'Watches',
        description: '',
        image: `/media/catalog/${bannerPicture}.svg`,
        product_id: product.id,
        position: 9,
      })
      .execute();
    expect((await get(`${bannerPicture}-320.webp`)).statusCode).toBe(200);

    // The order keeps the line's picture; the shop then gives the product other pictures.
    const linePicture = await unusedName('pan', 1);
    await t.db
      .updateTable('products')
      .set({ images: [`/media/catalog/${linePicture}.svg`] })
      .where('id', '=', product.id)
      .execute();
    const order = await codOrder(t, await shopper(t), [{ product: product.id, quantity: 1 }]);
    expect(order.orderItems[0]?.image).toBe(`/media/catalog/${linePicture}.svg`);
    await t.db.updateTable('products').set({ images: product.images }).where('id', '=', product.id).execute();
    expect((await get(`${linePicture}-480.webp`)).statusCode).toBe(200);
  });
});
