// A server-rendered page is rendered and kept under its path and only the query parameters it reads, written one
// way (docs/decisions/024-server-rendering.md, "Kept pages under the parameters they read"): a made-up parameter
// never costs a render, nor pushes other visitors' kept pages out, while filters the page reads still make pages
// of their own. The web build here is a stand-in whose renderer shows the address it was given and counts renders.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standInWebBuild } from '../../../test/stand-in-web-build.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const RENDERER = `
let renders = 0;
export function setUp() {}
export async function render(url) {
  renders += 1;
  return { kind: 'page', status: 200, html: '<main data-renders="' + renders + '"><p id="address">' + url.pathname + url.search + '</p></main>', queryState: {}, sources: [] };
}
`;

let t: TestApp;
beforeAll(async () => {
  const dist = await standInWebBuild(RENDERER);
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t.close();
});

/** Which render the visitor got, and the address the renderer was given for it. */
async function visit(url: string): Promise<{ render: number; renderedAs: string }> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return {
    render: Number(/data-renders="(\d+)"/.exec(response.body)?.[1]),
    renderedAs: /<p id="address">([^<]*)<\/p>/.exec(response.body)?.[1] ?? '',
  };
}

describe('a category page', () => {
  it('is rendered once whatever made-up parameters its address carries', async () => {
    const first = await visit('/shop/kitchen?x=8f3a1c');
    expect(first.renderedAs).toBe('/shop/kitchen');
    expect(await visit('/shop/kitchen?x=77b2e0&utm_source=whatsapp')).toEqual(first);
    expect(await visit('/shop/kitchen')).toEqual(first);
  });

  it('is one page whatever the order of its filters, repeats, empty values or a page 1', async () => {
    const first = await visit('/shop/kitchen?brand=Prestige&brand=Borosil&max=500&sub=&min=&page=1');
    expect(first.renderedAs).toBe('/shop/kitchen?brand=Borosil&brand=Prestige&max=500');
    expect(await visit('/shop/kitchen?max=500&brand=Borosil&brand=Prestige&brand=Borosil&brand=')).toEqual(
      first,
    );
    expect(await visit('/shop/kitchen?max=500.2&brand=Prestige&junk=1&brand=Borosil')).toEqual(first);
  });

  it('is rendered apart for each filter it reads', async () => {
    const pages = [
      '/shop/kitchen?brand=Borosil',
      '/shop/kitchen?brand=Prestige',
      '/shop/kitchen?sub=Cookware',
      '/shop/kitchen?min=100',
      '/shop/kitchen?max=100',
      '/shop/kitchen?page=2',
      '/shop/home?brand=Borosil',
    ];
    const seen = [];
    for (const page of pages) seen.push(await visit(page));
    expect(seen.map((page) => page.renderedAs)).toEqual(pages);
    expect(new Set(seen.map((page) => page.render)).size).toBe(pages.length);
    // Each is kept under its own filters.
    for (const [i, page] of pages.entries()) expect(await visit(page)).toEqual(seen[i]);
  });
});

describe('a category page with the list options of issue 43', () => {
  it('is one page however its order and filters are spelt, and apart for each of them', async () => {
    const first = await visit('/shop/fitness?sort=price_asc&instock=1&rating=4&discount=30&page=1');
    expect(first.renderedAs).toBe('/shop/fitness?rating=4&discount=30&instock=1&sort=price_asc');
    expect(await visit('/shop/fitness?discount=30&rating=4&instock=1&sort=price_asc&x=1')).toEqual(first);
    // The default order written out, or an order or value the page does not offer, is the unfiltered page.
    const plain = await visit('/shop/fitness');
    expect(await visit('/shop/fitness?sort=newest&rating=5&discount=35&instock=0')).toEqual(plain);
    expect((await visit('/shop/fitness?sort=rating')).render).not.toBe(plain.render);
  });
});

describe('the search page', () => {
  it('is one page whatever the case and spacing of its words, and apart for other words and filters', async () => {
    const first = await visit('/search?q=%20Electric%20%20KETTLE&sort=relevance&utm_source=ad');
    expect(first.renderedAs).toBe('/search?q=electric+kettle');
    expect(await visit('/search?q=electric+kettle')).toEqual(first);
    const pages = [
      '/search?q=kettle',
      '/search?q=kettle&category=kitchen',
      '/search?q=kettle&rating=4&sort=price_asc',
    ];
    const seen = [];
    for (const page of pages) seen.push(await visit(page));
    expect(seen.map((page) => page.renderedAs)).toEqual(pages);
    expect(new Set([first.render, ...seen.map((page) => page.render)]).size).toBe(pages.length + 1);
  });
});

describe('pages that read no parameters', () => {
  it('are rendered once whatever their address carries: home, product and static pages', async () => {
    const { rows } = await sql<{ id: string; category: string }>`
      select id, category from products where archived_at is null limit 1`.execute(t.db);
    const product = rows[0];
    if (!product) throw new Error('the demo catalogue has no product');
    for (const page of ['/', '/about', `/shop/${product.category.toLowerCase()}/${product.id}`]) {
      const first = await visit(`${page}?x=1`);
      expect(first.renderedAs).toBe(page);
      expect(await visit(`${page}?x=2&brand=Borosil&page=3`)).toEqual(first);
    }
  });
});
