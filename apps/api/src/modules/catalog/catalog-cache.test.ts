// The in-process cache of catalogue answers (docs/decisions/015): ETags and 304s, and no stale answer after a
// change made anywhere (another process is just another connection writing to the database).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedCatalog } from '../../db/seed/seed.ts';
import { CatalogCache, matchesIfNoneMatch } from './catalog-cache.ts';

let t: TestApp;
let productId = '';
beforeAll(async () => {
  t = await createTestApp({ template: 'empty' });
  await seedCatalog(t.db, 40);
  const { rows } = await sql<{
    id: string;
  }>`select id from products where count_in_stock > 2 limit 1`.execute(t.db);
  productId = rows[0]?.id ?? '';
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

async function version(): Promise<string> {
  const row = await t.db.selectFrom('catalog_version').select('version').executeTakeFirstOrThrow();
  return String(row.version);
}

describe('catalogue answers', () => {
  it('carry an ETag and answer 304 without a body when the browser already has them', async () => {
    for (const url of [`/api/products/${productId}`, '/api/products?category=Kitchen', '/api/homepage']) {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w.-]+"$/);
      const again = await get(url, { 'if-none-match': `W/"other", W/${etag}` });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    }
  });

  it('show a change written by another connection on the very next request', async () => {
    expect((await get(`/api/products/${productId}`)).json().name).not.toBe('Zyxwvut Kettle');
    const search = (await get('/api/products/search?query=zyxwvut')).json();
    expect(search.suggestions).toEqual([]);
    await sql`update products set name = 'Zyxwvut Kettle' where id = ${productId}`.execute(t.db);
    const after = (await get(`/api/products/${productId}`)).json();
    expect(after.name).toBe('Zyxwvut Kettle');
    const found = (await get('/api/products/search?query=zyxwvut')).json();
    expect(found.suggestions.map((s: { _id: string }) => s._id)).toEqual([productId]);
  });

  it('show every stock change at once, without invalidating the catalogue version', async () => {
    const start = await version();
    const listUrl = `/api/products?category=${encodeURIComponent(await categoryOf(productId))}&limit=100`;
    const countIn = async (url: string) => {
      const body = (await get(url)).json();
      const products: { _id: string; countInStock: number }[] = body.products ?? [body];
      return products.find((product) => product._id === productId)?.countInStock;
    };
    const before = await countIn(`/api/products/${productId}`);
    expect(await countIn(listUrl)).toBe(before);
    const etag = String((await get(`/api/products/${productId}`)).headers.etag);

    await sql`update products set count_in_stock = count_in_stock - 1 where id = ${productId}`.execute(t.db);
    expect(await version()).toBe(start);
    expect(await countIn(`/api/products/${productId}`)).toBe(Number(before) - 1);
    expect(await countIn(listUrl)).toBe(Number(before) - 1);
    const changed = await get(`/api/products/${productId}`, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);

    await sql`update products set count_in_stock = 0 where id = ${productId}`.execute(t.db);
    expect(await countIn(`/api/products/${productId}`)).toBe(0);
    expect(await countIn(listUrl)).toBe(0);
  });
});

async function categoryOf(id: string): Promise<string> {
  const row = await t.db
    .selectFrom('products')
    .select('category')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.category;
}

describe('the cache', () => {
  it('reads once for requests that arrive together, again for later ones, asking for all their products', async () => {
    const asked: string[][] = [];
    const waiting: (() => void)[] = [];
    const cache = new CatalogCache(
      (ids) =>
        new Promise((resolve) => {
          asked.push([...ids]);
          waiting.push(() =>
            resolve({
              version: '1',
              stock: new Map([
                ['p1', 5],
                ['p2', 7],
              ]),
            }),
          );
        }),
      { maxBytes: 4096 },
    );
    // Answers the reads asked so far, once the cache has had its chance to start the next one.
    const release = async () => {
      await new Promise((resolve) => setImmediate(resolve));
      for (const answer of waiting.splice(0)) answer();
    };
    let builds = 0;
    const build = (id: string) => async () => {
      builds++;
      return { _id: id, name: 'Kettle', countInStock: 3 };
    };
    const first = cache.get('p1', build('p1'));
    await release();
    // Built with the counts its own query read.
    expect(JSON.parse((await first).body.toString())).toEqual({ _id: 'p1', name: 'Kettle', countInStock: 3 });
    const other = cache.get('p2', build('p2'));
    await release();
    await other;
    builds = 0;
    asked.length = 0;

    const a = cache.get('p1', build('p1'));
    const b = cache.get('p1', build('p1'));
    const c = cache.get('p2', build('p2'));
    await release();
    await a;
    await release();
    const [second, third] = await Promise.all([b, c]);
    // One read for the first request; the two that arrived while it ran share the next, asking for both products.
    expect(asked).toEqual([['p1'], ['p1', 'p2']]);
    expect(builds).toBe(0);
    expect(JSON.parse(second.body.toString()).countInStock).toBe(5);
    expect(JSON.parse(third.body.toString()).countInStock).toBe(7);
  });

  it("leaves a count in a product's text alone and splices only real counts", async () => {
    const cache = new CatalogCache(async () => ({ version: '1', stock: new Map([['p1', 9]]) }), {
      maxBytes: 4096,
    });
    const data = {
      _id: 'p1',
      name: '"countInStock":"\u0000"',
      countInStock: 2,
      related: { countInStock: 4 },
    };
    const built = await cache.get('k', async () => data);
    expect(JSON.parse(built.body.toString())).toEqual(data);
    const again = await cache.get('k', async () => data);
    expect(JSON.parse(again.body.toString())).toEqual({ ...data, countInStock: 9 });
  });

  it('compares If-None-Match weakly, in a list, and with *', () => {
    expect(matchesIfNoneMatch('"a", W/"b"', '"b"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"b"')).toBe(true);
    expect(matchesIfNoneMatch('"a"', '"b"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"b"')).toBe(false);
  });
});
