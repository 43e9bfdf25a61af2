// Catalogue illustrations are served as safe, cacheable SVG and as WebP / JPEG renderings cached on disk;
// unknown names and sizes are a 404.
import { existsSync } from 'node:fs';
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_WIDTHS } from '@shop/shared/images';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { MOTIF_NAMES } from './catalog-art.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ template: 'empty' });
});
afterAll(async () => {
  await t.close();
});

function cacheDir(): string {
  return path.join(t.config.dataDir, 'media-cache');
}

async function get(file: string) {
  return t.app.inject({ method: 'GET', url: `/media/catalog/${file}` });
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
