// A kept server-rendered page is sent as bytes compressed once, not compressed again for every visitor, never
// with old stock or an old name, and without asking its answers again while the catalogue's versions stand still
// (docs/decisions/024-server-rendering.md). The web build here is a stand-in whose renderer reads one catalogue
// answer, so the page is kept exactly as a real one is.
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { standInWebBuild } from '../../../test/stand-in-web-build.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { stockShard } from '../catalog/catalog-cache.lib.ts';
import { KEPT_PAGE_BROTLI_QUALITY } from './page-renderer.lib.ts';

// Shows the first four Kitchen products (id, stock, name) and how many renders it has made.
const RENDERER = `
let transport;
let renders = 0;
export function setUp(options) { transport = options.transport; }
export async function render() {
  renders += 1;
  const { products } = await (await transport('/api/products?category=Kitchen&page=1&limit=4', {})).json();
  const shown = products.map((p) => p._id + '=' + p.countInStock + '=' + p.name).join(';');
  return { kind: 'page', status: 200, html: '<main data-renders="' + renders + '">' + 'Kitchen things. '.repeat(400) + '<p id="shown">' + shown + '</p></main>', queryState: {}, sources: [] };
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

const get = (acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/shop/kitchen',
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

/** What the page shows: its render count and its products' ids, stock and names. */
async function shown() {
  const response = await get();
  expect(response.statusCode).toBe(200);
  const renders = Number(/data-renders="(\d+)"/.exec(response.body)?.[1]);
  const products = (/<p id="shown">([^<]*)<\/p>/.exec(response.body)?.[1] ?? '').split(';').map((item) => {
    const [id = '', stock = '', name = ''] = item.split('=');
    return { id, stock: Number(stock), name };
  });
  return { renders, products };
}

/** How many in-process requests (the visit itself included) a visit to the page makes. */
async function requestsOfOneVisit(): Promise<number> {
  const inject = vi.spyOn(t.app, 'inject');
  try {
    await shown();
    return inject.mock.calls.length;
  } finally {
    inject.mockRestore();
  }
}

describe('a kept page', () => {
  it('is served again without a render or any answer asked again while the catalogue stands still', async () => {
    const first = await shown();
    expect(first.products).toHaveLength(4);
    const again = await shown();
    expect(again.renders).toBe(first.renders);
    expect(await requestsOfOneVisit()).toBe(1);
    // What tells the renderer which shards an answer depends on is for the renderer alone.
    const visitors = await t.app.inject({
      method: 'GET',
      url: '/api/products?category=Kitchen&page=1&limit=4',
    });
    expect(Object.keys(visitors.headers).filter((name) => name.startsWith('x-shop'))).toEqual([]);
  });

  it("shows its product's new stock and new name at once", async () => {
    const before = await shown();
    const product = before.products[0];
    if (!product) throw new Error('the page shows no product');
    await sql`update products set count_in_stock = ${product.stock + 7} where id = ${product.id}`.execute(
      t.db,
    );
    const restocked = await shown();
    expect(restocked.products[0]).toEqual({ ...product, stock: product.stock + 7 });
    expect(restocked.renders).toBe(before.renders + 1);

    await sql`update products set name = ${`${product.name} (new)`} where id = ${product.id}`.execute(t.db);
    expect((await shown()).products[0]?.name).toBe(`${product.name} (new)`);
  });

  it('stays kept when stock moves only elsewhere, and when a change elsewhere leaves its answer as it was', async () => {
    const before = await shown();
    const shards = new Set(before.products.map((product) => stockShard(product.id)));
    const { rows } = await sql<{ id: string }>`
      select id from products where category <> 'Kitchen' and archived_at is null`.execute(t.db);
    const elsewhere = rows.find((row) => !shards.has(stockShard(row.id)));
    if (!elsewhere) throw new Error('no product outside the shards of the page');

    // Another shard's stock: the versions the page depends on stand still, nothing is asked again.
    await sql`update products set count_in_stock = count_in_stock + 1 where id = ${elsewhere.id}`.execute(
      t.db,
    );
    expect(await requestsOfOneVisit()).toBe(1);

    // Another category's product renamed: the catalogue's version moved, so the page's answer is asked again (with
    // its ETag), found unchanged, and the page kept; the next visit asks nothing again.
    await sql`update products set name = name || ' (renamed)' where id = ${elsewhere.id}`.execute(t.db);
    expect(await requestsOfOneVisit()).toBe(2);
    expect(await requestsOfOneVisit()).toBe(1);
    expect((await shown()).renders).toBe(before.renders);
  });

  it("are sent compressed once, in the encoding the visitor's Accept-Encoding prefers", async () => {
    const plain = await get();
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toContain('Kitchen things.');
    expect(plain.headers['content-encoding']).toBeUndefined();

    // The kept copy is made in the background after the page is kept; until then the compression plugin
    // compresses each answer (at a lower quality: other bytes).
    const once = brotliCompressSync(plain.rawPayload, {
      params: { [constants.BROTLI_PARAM_QUALITY]: KEPT_PAGE_BROTLI_QUALITY },
    });
    let br = await get('gzip, deflate, br');
    for (let tries = 0; !br.rawPayload.equals(once) && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      br = await get('gzip, deflate, br');
    }
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.equals(once)).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gz = await get('br;q=0, gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    const identity = await get('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });

  it("never hands out the server renderer's own file", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ssr/entry-server.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('setUp');
  });
});
