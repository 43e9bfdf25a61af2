// What crawlers read to find every page (docs/product.md#pages-seo): sitemap.xml for every page and product (an index of
// chunks for a large catalogue, read a keyset batch at a time) and robots.txt.
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { installErrorHandler } from '../../lib/error-handler.ts';
import { seoRoutes } from './seo.routes.ts';

const SITE = 'https://shop.example';
const STATIC_AND_CATEGORY_PAGES = 1 + 6 + 10;

const t = useTestApp({ template: 'demo', env: { PUBLIC_URL: SITE } });

async function products() {
  return t.db.selectFrom('products').selectAll().orderBy('id').execute();
}

async function page(url: string) {
  return t.app.inject({ method: 'GET', url });
}

/** The <loc> values of a sitemap or sitemap index, after checking that it looks like well-formed XML. */
function locations(xml: string, root: 'urlset' | 'sitemapindex'): string[] {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  expect(xml).toContain(`<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`);
  expect(xml.trimEnd().endsWith(`</${root}>`)).toBe(true);
  expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  const entry = root === 'urlset' ? 'url' : 'sitemap';
  const opened = xml.match(new RegExp(`<${entry}>`, 'g'))?.length ?? 0;
  expect(xml.match(new RegExp(`</${entry}>`, 'g'))?.length ?? 0).toBe(opened);
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
  expect(locs).toHaveLength(opened);
  return locs;
}

function productUrls(rows: { id: string; category: string }[]): string[] {
  return rows.map((row) => `${SITE}/shop/${row.category.toLowerCase()}/${row.id}`);
}

describe('GET /sitemap.xml', () => {
  it('lists home, the static pages, every category and every product, with lastmod', async () => {
    const response = await page('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const locs = locations(response.body, 'urlset');
    const { total } = await t.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    expect(locs).toHaveLength(STATIC_AND_CATEGORY_PAGES + total);
    expect(locs).toEqual(expect.arrayContaining([`${SITE}/`, `${SITE}/faq`, `${SITE}/shop/kitchen`]));
    const rows = await products();
    expect(locs.slice(STATIC_AND_CATEGORY_PAGES).sort()).toEqual(productUrls(rows).sort());
    const [first] = rows;
    expect(response.body).toContain(
      `<loc>${productUrls(rows)[0]}</loc><lastmod>${first?.created_at.toISOString()}</lastmod>`,
    );
  });
});

describe('sitemap index for a large catalogue', () => {
  async function appWithLimits(perSitemap: number, perQuery: number) {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandler(app);
    await app.register(seoRoutes(t.db, t.config, { sitemapLimits: { perSitemap, perQuery } }));
    return app;
  }

  it('splits the products into chunks that together list each product once', async () => {
    // 7 per query does not divide 100: chunks end mid-batch and batches continue from their cursor.
    const app = await appWithLimits(100, 7);
    const rows = await products();
    const chunks = Math.ceil(rows.length / 100);
    const index = await app.inject('/sitemap.xml');
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(locations(index.body, 'sitemapindex')).toEqual([
      `${SITE}/sitemaps/pages.xml`,
      ...Array.from({ length: chunks }, (_, i) => `${SITE}/sitemaps/products-${i + 1}.xml`),
    ]);
    const listed: string[] = [];
    for (let chunk = 1; chunk <= chunks; chunk += 1) {
      const locs = locations((await app.inject(`/sitemaps/products-${chunk}.xml`)).body, 'urlset');
      expect(locs.length).toBeLessThanOrEqual(100);
      listed.push(...locs);
    }
    expect(listed).toEqual(productUrls(rows));
    expect((await app.inject(`/sitemaps/products-${chunks + 1}.xml`)).statusCode).toBe(404);
    expect((await app.inject('/sitemaps/products-0.xml')).statusCode).toBe(400);
    const pages = locations((await app.inject('/sitemaps/pages.xml')).body, 'urlset');
    expect(pages).toHaveLength(STATIC_AND_CATEGORY_PAGES);
    await app.close();
  });

  it('stays one file while the products fit in it', async () => {
    const rows = await products();
    const app = await appWithLimits(rows.length, 50);
    const locs = locations((await app.inject('/sitemap.xml')).body, 'urlset');
    expect(locs).toHaveLength(STATIC_AND_CATEGORY_PAGES + rows.length);
    await app.close();
  });
});

describe('GET /robots.txt', () => {
  it('allows crawling, keeps crawlers out of private pages and the API, and names the sitemap', async () => {
    const response = await page('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /cart',
        'Disallow: /checkout',
        'Disallow: /order',
        'Disallow: /profile',
        'Disallow: /wishlist',
        'Disallow: /auth',
        'Disallow: /api/',
        '',
        `Sitemap: ${SITE}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});
