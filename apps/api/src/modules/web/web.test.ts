// The built web app is served: assets with long caching, every page path with index.html.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  const dist = await mkdtemp(path.join(tmpdir(), 'shop-web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><title>shop</title><!--shop-config--><div id="root"></div>',
  );
  await writeFile(path.join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  t = await createTestApp({
    template: 'empty',
    env: { WEB_DIST_DIR: dist, SHOP_NAME: 'Chai & <Co>', SUPPORT_PHONE: '+919876543210' },
  });
});
afterAll(async () => {
  await t.close();
});

describe('web app serving', () => {
  it.each(['/', '/shop/kitchen', '/shop/kitchen/0123456789abcdef01234567', '/order/abc', '/faq'])(
    'answers %s with the app shell, not cached',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it("writes the shop's name and contact details into the page, safely escaped", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/about' });
    expect(response.body).toContain('<title>Chai &amp; &lt;Co&gt;</title>');
    const json =
      /<script id="shop-config" type="application\/json">(.*?)<\/script>/.exec(response.body)?.[1] ?? '';
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toMatchObject({ name: 'Chai & <Co>', supportPhone: '+919876543210' });
  });

  it('serves hashed assets with a year of caching', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/unknown/thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });
});
