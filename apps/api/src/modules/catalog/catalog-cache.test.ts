// The in-process cache of catalogue answers (docs/decisions/016): ETags and 304s, and no stale answer after a
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
      expect(etag).toMatch(/^"[\w-]+"$/);
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

  it('are not invalidated by an order taking stock, but are when a product sells out', async () => {
    const start = await version();
    await sql`update products set count_in_stock = count_in_stock - 1 where id = ${productId}`.execute(t.db);
    expect(await version()).toBe(start);
    await sql`update products set count_in_stock = 0 where id = ${productId}`.execute(t.db);
    expect(await version()).not.toBe(start);
    expect((await get(`/api/products/${productId}`)).json().countInStock).toBe(0);
  });
});

describe('the cache', () => {
  it('reads the version once for requests that arrive together, and again for one that arrives later', async () => {
    let reads = 0;
    let release: () => void = () => undefined;
    const cache = new CatalogCache(
      () =>
        new Promise((resolve) => {
          reads++;
          release = () => resolve(String(reads));
        }),
      { maxBytes: 1024, stockMaxAgeMs: 1000 },
    );
    const build = async () => 'body';
    const first = cache.get('a', false, build);
    const second = cache.get('a', false, build);
    const third = cache.get('a', false, build);
    release();
    await first;
    expect(reads).toBe(2);
    release();
    await Promise.all([second, third]);
    expect(reads).toBe(2);
  });

  it('compares If-None-Match weakly, in a list, and with *', () => {
    expect(matchesIfNoneMatch('"a", W/"b"', '"b"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"b"')).toBe(true);
    expect(matchesIfNoneMatch('"a"', '"b"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"b"')).toBe(false);
  });
});
