// The built web app is served: assets with long caching, every page path with index.html, its head filled
// with the page's metadata (docs/product.md#pages-seo; the product and category heads are tested in seo.test.ts).
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
    '<!doctype html><meta name="description" content="Generic $& text." /><title>shop</title>' +
      '<!--shop-config--><div id="root"></div>',
  );
  await writeFile(path.join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  await writeFile(path.join(dist, 'assets', 'app-1a2b3c.js.map'), '{"sourcesContent":["const secret = 1"]}');
  t = await createTestApp({
    template: 'empty',
    env: {
      WEB_DIST_DIR: dist,
      SHOP_NAME: 'Chai & <Co> $&',
      SUPPORT_PHONE: '+919876543210',
      PUBLIC_URL: 'https://shop.example/',
      RETURN_WINDOW_DAYS: '10',
      FREE_SHIPPING_OVER_RUPEES: '999',
      EXPRESS_SHIPPING_FEE: '49',
      OVERNIGHT_SHIPPING_FEE: '149.50',
    },
  });
});
afterAll(async () => {
  await t.close();
});

describe('web app serving', () => {
  it.each([
    ['/', 200],
    ['/shop/kitchen', 200],
    ['/order/abc', 200],
    ['/faq?tab=orders', 200],
    // The catalogue is empty: an unknown product is still the app (which says 'Product not found'), as a 404.
    ['/shop/kitchen/0123456789abcdef01234567', 404],
  ])('answers %s with the app shell, not cached', async (url, status) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it("writes the shop's name, contact details and promises into the page, safely escaped", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/cart' });
    expect(response.body).toContain('<title>Chai &amp; &lt;Co&gt; $&amp;</title>');
    const json =
      /<script id="shop-config" type="application\/json">(.*?)<\/script>/.exec(response.body)?.[1] ?? '';
    expect(json).not.toContain('<');
    // No OIDC_CLIENT_ID here: the page's Google button says in words that Google sign-in is not set up
    // (docs/decisions/034).
    expect(JSON.parse(json)).toMatchObject({
      name: 'Chai & <Co> $&',
      supportPhone: '+919876543210',
      googleSignIn: false,
      // Every page words the returns and free-shipping promises from these (docs/decisions/036).
      returnWindowDays: 10,
      freeShippingOverRupees: 999,
      // The product page and checkout price the shipping speeds from these.
      expressShippingFee: 49,
      overnightShippingFee: 149.5,
    });
  });

  it('gives home and the static pages one title and canonical URL, and pages without a head the template', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/?utm_source=mail' });
    expect(home.body).toContain('<link rel="canonical" href="https://shop.example/" />');
    expect(home.body.match(/<meta name="description"/g)).toHaveLength(1);
    const faq = await t.app.inject({ method: 'GET', url: '/faq' });
    expect(faq.body).toContain('<link rel="canonical" href="https://shop.example/faq" />');
    expect(faq.body).not.toContain('name="robots"');
    const cart = await t.app.inject({ method: 'GET', url: '/cart' });
    expect(cart.body).not.toContain('rel="canonical"');
    expect(cart.body).toContain('<meta name="description" content="Generic $& text." />');
  });

  it('marks an unknown product page noindex and names it in the title', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/shop/kitchen/0123456789abcdef01234567' });
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
    expect(response.body).toContain('<title>Product not found | Chai &amp; &lt;Co&gt; $&amp;</title>');
  });

  it('escapes the shop name in a category page title', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/shop/pets' });
    expect(response.body).toContain('<title>Pets | Chai &amp; &lt;Co&gt; $&amp;</title>');
    expect(response.body).toContain('<link rel="canonical" href="https://shop.example/shop/pets" />');
  });

  it('serves hashed assets with a year of caching', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('never serves a source map, though the build keeps them beside the assets', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js.map' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('sourcesContent');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/unknown/thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });
});
