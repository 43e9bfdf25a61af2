// A server-rendered page is rendered and kept under its path and only the query parameters it reads, written one
// way (docs/decisions/024-server-rendering.md, "Kept pages under the parameters they read"): a made-up parameter
// never costs a render, nor pushes other visitors' kept pages out, while filters the page reads still make pages
// of their own. The web build here is a stand-in whose renderer shows the address it was given and counts renders.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  const dist = await mkdtemp(path.join(tmpdir(), 'shop-web-dist-'));
  await mkdir(path.join(dist, 'ssr'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><title>shop</title><!--shop-config--><div id="root"></div>',
  );
  await writeFile(path.join(dist, 'ssr', 'entry-server.js'), RENDERER);
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
