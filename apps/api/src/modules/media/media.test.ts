// Catalogue illustrations are served as safe, cacheable SVG; unknown names are a 404.
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

describe('GET /media/catalog/{file}', () => {
  it.each(MOTIF_NAMES)('draws the %s motif as an SVG image with cache and safety headers', async (motif) => {
    const response = await t.app.inject({ method: 'GET', url: `/media/catalog/${motif}-200-1.svg` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body.startsWith('<svg')).toBe(true);
    expect(response.body).not.toContain('undefined');
  });

  it.each(['unicorn-10-0.svg', 'pan-10-7.svg', 'pan-abc-0.svg', '..%2F..%2Fetc%2Fpasswd'])(
    'is 404 for %s',
    async (file) => {
      const response = await t.app.inject({ method: 'GET', url: `/media/catalog/${file}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Image not found' });
    },
  );

  it('serves the placeholder image', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/media/placeholder.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
  });
});
