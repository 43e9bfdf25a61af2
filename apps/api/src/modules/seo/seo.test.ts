// What crawlers that run no JavaScript get (docs/product.md#pages-seo): product and category pages with their own head
// (title, description, canonical, Open Graph, Twitter, Product JSON-LD), every value escaped.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { previewImage } from '@shop/shared/images';
import { toRupees } from '@shop/shared/money';
import { metaDescription } from '@shop/shared/seo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const SITE = 'https://shop.example';

let t: TestApp;
beforeAll(async () => {
  const dist = await mkdtemp(path.join(tmpdir(), 'shop-seo-dist-'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><meta name="description" content="Generic shop text." />' +
      '<title>shop</title><!--shop-config--></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ template: 'demo', env: { WEB_DIST_DIR: dist, PUBLIC_URL: SITE } });
});
afterAll(async () => {
  await t.close();
});

function unescapeHtml(text: string): string {
  return text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** The parts of the Product JSON-LD the tests read one by one (the rest is matched as a whole). */
interface ProductJsonLd {
  name: string;
  image: string[];
  offers: { availability: string };
  aggregateRating?: { ratingValue: number; reviewCount: number };
}

/** The head of a page as a crawler reads it: tag values unescaped, JSON-LD parsed. */
function head(html: string) {
  const all = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => unescapeHtml(match[1] ?? ''));
  const meta = (attribute: 'name' | 'property', key: string) =>
    all(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`, 'g'));
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  return {
    titles: all(/<title>([^<]*)<\/title>/g),
    descriptions: meta('name', 'description'),
    canonical: all(/<link rel="canonical" href="([^"]*)"/g),
    robots: meta('name', 'robots'),
    og: (key: string) => meta('property', `og:${key}`),
    twitter: (key: string) => meta('name', `twitter:${key}`),
    jsonLdText: jsonLd,
    jsonLd: jsonLd === undefined ? undefined : (JSON.parse(jsonLd) as ProductJsonLd),
  };
}

async function products() {
  return t.db.selectFrom('products').selectAll().orderBy('id').execute();
}

async function page(url: string) {
  return t.app.inject({ method: 'GET', url });
}

describe('product page head', () => {
  it('has the product’s title, cut description, canonical, preview image and Product JSON-LD', async () => {
    const all = await products();
    const product = all.find(
      (p) => p.count_in_stock > 0 && p.images.length > 0 && p.description.length > 200 && p.num_reviews === 0,
    );
    if (!product) throw new Error('the demo catalogue has no long-described product in stock');
    // Reached under another category's path: the canonical still names the real one.
    const response = await page(`/shop/pets/${product.id}?ref=share`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');

    const h = head(response.body);
    const url = `${SITE}/shop/${product.category.toLowerCase()}/${product.id}`;
    const description = metaDescription(product.description);
    expect(h.titles).toEqual([`${product.name} | ShopNest`]);
    expect(h.descriptions).toEqual([description]);
    expect(description.length).toBe(160);
    expect(h.canonical).toEqual([url]);
    expect(h.robots).toEqual([]);
    expect(h.og('type')).toEqual(['product']);
    expect(h.og('title')).toEqual([product.name]);
    expect(h.og('url')).toEqual([url]);
    expect(h.og('site_name')).toEqual(['ShopNest']);
    expect(h.og('image')).toEqual([
      expect.stringMatching(/^https:\/\/shop\.example\/media\/catalog\/.+-1200\.jpg$/),
    ]);
    expect(h.twitter('card')).toEqual(['summary_large_image']);
    expect(h.twitter('image')).toEqual(h.og('image'));

    expect(h.jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description,
      sku: product.id,
      brand: { name: product.brand },
      category: product.category,
      offers: {
        price: toRupees(product.display_price),
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        url,
      },
    });
    expect(h.jsonLd?.image).toHaveLength(product.images.length);
    for (const image of h.jsonLd?.image ?? []) expect(image).toMatch(/^https:\/\/shop\.example\/media\//);
    expect(h.jsonLd).not.toHaveProperty('aggregateRating');
  });

  it('says OutOfStock when none is left, and rates the product only when it has reviews', async () => {
    const [product] = await products();
    if (!product) throw new Error('no products');
    await t.db
      .updateTable('products')
      .set({ count_in_stock: 0, rating_total: 18, num_reviews: 4 })
      .where('id', '=', product.id)
      .execute();
    const h = head((await page(`/shop/${product.category}/${product.id}`)).body);
    expect(h.jsonLd?.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(h.jsonLd?.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 4 });
  });

  it('escapes a name or description that holds markup or quotes', async () => {
    const [, product] = await products();
    if (!product) throw new Error('no products');
    const name = `Mug </script><script>alert("x")</script> & 'co' $& <!--`;
    await t.db
      .updateTable('products')
      .set({ name, description: 'Holds <b>tea</b> & "coffee".' })
      .where('id', '=', product.id)
      .execute();
    const response = await page(`/shop/${product.category}/${product.id}`);
    expect(response.body).not.toContain('<script>alert');
    expect(response.body).not.toContain('<b>tea');
    expect(response.body).toContain('<title>Mug &lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)');
    const h = head(response.body);
    expect(h.titles).toEqual([`${name} | ShopNest`]);
    expect(h.og('title')).toEqual([name]);
    expect(h.descriptions).toEqual(['Holds <b>tea</b> & "coffee".']);
    expect(h.jsonLdText).not.toContain('<');
    expect(h.jsonLd?.name).toBe(name);
  });

  it('uses the placeholder as preview image for a product without images', async () => {
    // Every demo product has pictures (docs/decisions/004-demo-catalogue-and-images.md): the shop takes one's away, as an admin could.
    const product = (await products()).at(-1);
    if (!product) throw new Error('the demo catalogue is empty');
    await t.db.updateTable('products').set({ images: [] }).where('id', '=', product.id).execute();
    const h = head((await page(`/shop/${product.category}/${product.id}`)).body);
    expect(h.og('image')).toEqual([`${SITE}/media/placeholder.svg`]);
    expect(h.jsonLd?.image).toEqual([`${SITE}/media/placeholder.svg`]);
  });

  it.each(['/shop/kitchen/0123456789abcdef01234567', '/shop/kitchen/not-an-id'])(
    'answers %s with 404, the app shell and noindex',
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      const h = head(response.body);
      expect(h.robots).toEqual(['noindex']);
      expect(h.canonical).toEqual([]);
      expect(h.jsonLd).toBeUndefined();
    },
  );
});

describe('category and other page heads', () => {
  it('gives a category page its title, a description naming it and its canonical', async () => {
    const h = head((await page('/shop/Electronics')).body);
    expect(h.titles).toEqual(['Electronics | ShopNest']);
    expect(h.descriptions).toEqual([expect.stringContaining('Electronics')]);
    expect(h.canonical).toEqual([`${SITE}/shop/electronics`]);
    // A shared link to the category previews with the picture of the product the page lists first.
    const listed = (await page('/api/products?category=Electronics')).json() as { images: string[] }[];
    const preview = `${SITE}${previewImage(listed[0]?.images[0] ?? 'no product listed')}`;
    expect(h.og('image')).toEqual([preview]);
    expect(h.twitter('card')).toEqual(['summary_large_image']);
    expect(h.twitter('image')).toEqual([preview]);
  });

  it.each(['/shop/unknown-thing', '/shop'])('falls back to Fashion for %s', async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    const h = head(response.body);
    expect(h.titles).toEqual(['Fashion | ShopNest']);
    expect(h.canonical).toEqual([`${SITE}/shop/fashion`]);
  });

  it('gives the search page its words in the title, escaped, and keeps it out of the index', async () => {
    const response = await page('/search?q=%20Electric%20%20KETTLE%20&utm_source=ad');
    expect(response.statusCode).toBe(200);
    const h = head(response.body);
    expect(h.titles).toEqual(['Results for "electric kettle" | ShopNest']);
    expect(h.descriptions).toEqual([expect.stringContaining('"electric kettle"')]);
    expect(h.robots).toEqual(['noindex']);
    expect(h.canonical).toEqual([]);
    const markup = head((await page('/search?q=%3C%2Ftitle%3E%3Cb%3E')).body);
    expect(markup.titles).toEqual(['Results for "</title><b>" | ShopNest']);
    expect(head((await page('/search')).body).titles).toEqual(['Search | ShopNest']);
  });

  it('gives home and the static pages one title, one description and a canonical each', async () => {
    const home = head((await page('/')).body);
    expect(home.titles).toEqual(['ShopNest: premium products, delivered across India']);
    expect(home.descriptions).toEqual([
      // The spec's "30-day money back" names the shop's own window (RETURN_WINDOW_DAYS, docs/decisions/036).
      'Premium products from suppliers worldwide, delivered across India. Up to 70% off, 7-day returns.',
    ]);
    expect(home.canonical).toEqual([`${SITE}/`]);
    // A shared link to the shop previews with the first banner's picture, and names the site for search results.
    const banner = await t.db
      .selectFrom('banners')
      .select('image')
      .orderBy('position')
      .limit(1)
      .executeTakeFirstOrThrow();
    const preview = `${SITE}${previewImage(banner.image)}`;
    expect(home.og('image')).toEqual([preview]);
    expect(home.twitter('card')).toEqual(['summary_large_image']);
    expect(home.twitter('image')).toEqual([preview]);
    expect(home.jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'ShopNest',
      url: `${SITE}/`,
    });
    const about = head((await page('/about')).body);
    expect(about.titles).toEqual(['About Us | ShopNest']);
    expect(about.descriptions).toEqual(['Generic shop text.']);
    expect(about.canonical).toEqual([`${SITE}/about`]);
    const other = head((await page('/cart')).body);
    expect(other.titles).toEqual(['ShopNest']);
    expect(other.canonical).toEqual([]);
  });
});
