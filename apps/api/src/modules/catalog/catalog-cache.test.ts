// The in-process cache of catalogue answers (docs/decisions/015): ETags and 304s, and no stale answer after a
// change made anywhere (another process is just another connection writing to the database).
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { seedCatalog } from '../../db/seed/seed.ts';
import { selectionKey } from './catalog.service.ts';
import { CatalogCache, matchesIfNoneMatch, type ReadSnapshot, stockShard } from './catalog-cache.lib.ts';

let productId = '';
const t = useTestApp({ template: 'empty' });
beforeAll(async () => {
  await seedCatalog(t.db, 40);
  const { rows } = await sql<{
    id: string;
  }>`select id from products where count_in_stock > 2 limit 1`.execute(t.db);
  productId = rows[0]?.id ?? '';
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

async function version(): Promise<string> {
  const row = await t.db.selectFrom('catalog_version').select('version').executeTakeFirstOrThrow();
  return String(row.version);
}

describe('catalogue answers', () => {
  it('carry an ETag and answer 304 without a body when the browser already has them', async () => {
    for (const url of [
      `/api/products/${productId}`,
      '/api/products?category=Kitchen',
      '/api/homepage',
      `/api/products/${productId}/related`,
      `/api/products/${productId}/price-details`,
    ]) {
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

  it("show an edit in a product's price details and in its neighbour's related products at once", async () => {
    // The newest of its category, so its neighbours list it among their related products.
    await sql`update products set created_at = now() + interval '1 day' where id = ${productId}`.execute(
      t.db,
    );
    const related = (await get(`/api/products/${productId}/related`)).json().products as { _id: string }[];
    const neighbour = related[0]?._id ?? '';
    expect(neighbour).not.toBe('');
    const nameIn = async () =>
      (
        (await get(`/api/products/${neighbour}/related`)).json().products as { _id: string; name: string }[]
      ).find((product) => product._id === productId)?.name;
    const details = `/api/products/${productId}/price-details`;
    const shipping = (await get(details)).json().shippingCost as number;
    expect(await nameIn()).not.toBe('Qwertyuiop Pan');
    await sql`update products set shipping_cost = shipping_cost + 5000, name = 'Qwertyuiop Pan' where id = ${productId}`.execute(
      t.db,
    );
    expect((await get(details)).json().shippingCost).toBe(shipping + 50);
    expect(await nameIn()).toBe('Qwertyuiop Pan');
  });

  it('keys price details by the selection, not by how its text is spelled', async () => {
    const { rows } = await sql<{ id: string }>`
      select id from products where jsonb_array_length(filters) > 1 limit 1`.execute(t.db);
    const id = rows[0]?.id ?? '';
    const product = (await get(`/api/products/${id}`)).json() as {
      filters: { name: string; values: string[] }[];
    };
    const selection = Object.fromEntries(
      product.filters.map((filter) => [filter.name, filter.values[0] ?? '']),
    );
    const names = Object.keys(selection);
    expect(names.length).toBeGreaterThan(1);
    const reversed = Object.fromEntries(names.reverse().map((name) => [name, selection[name]]));
    const url = (text: string) =>
      `/api/products/${id}/price-details?selectedFilters=${encodeURIComponent(text)}`;
    const first = await get(url(JSON.stringify(selection)));
    const respelled = await get(url(` ${JSON.stringify(reversed, null, 2)} `));
    expect(first.statusCode).toBe(200);
    expect(respelled.json()).toEqual(first.json());
    // One cache entry for both spellings (the answers alone are equal either way).
    expect(selectionKey(` ${JSON.stringify(reversed, null, 2)} `)).toBe(
      selectionKey(JSON.stringify(selection)),
    );
    expect((await get(url('{not json'))).statusCode).toBe(400);
  });

  it('puts a product in the same stock shard in SQL (the trigger) as in the cache', async () => {
    const ids = ['0'.repeat(24), 'f'.repeat(24), `7c${'1'.repeat(22)}`, productId, 'not-an-id'];
    const { rows } = await sql<{ shard: number }>`
      select stock_shard(id) as shard from unnest(${ids}::text[]) with ordinality as t(id, n) order by n`.execute(
      t.db,
    );
    expect(rows.map((row) => row.shard)).toEqual(ids.map(stockShard));
    expect(ids.map(stockShard).slice(0, 3)).toEqual([0, 255, 0x7c]);
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
  // Room for these few small answers: each entry is charged its objects too, about 1 KB (catalog-cache.lib.ts).
  const maxBytes = 2 ** 16;
  // Two products in different shards (the first byte of the id).
  const P1 = `a1${'0'.repeat(22)}`;
  const P2 = `b2${'0'.repeat(22)}`;

  function fakeDatabase() {
    const shards = Array.from({ length: 256 }, () => '0');
    const stock = new Map([
      [P1, 5],
      [P2, 7],
    ]);
    const asked: string[][] = [];
    const waiting: (() => void)[] = [];
    const read: ReadSnapshot = (ids) =>
      new Promise((resolve) => {
        asked.push([...ids]);
        waiting.push(() =>
          resolve({
            version: '1',
            catalog: '1',
            availability: '1',
            shards: [...shards],
            stock: new Map(ids.flatMap((id) => (stock.has(id) ? [[id, stock.get(id) ?? 0] as const] : []))),
          }),
        );
      });
    // Answers the reads asked so far, once the cache has had its chance to start the next one.
    const release = async () => {
      await new Promise((resolve) => setImmediate(resolve));
      for (const answer of waiting.splice(0)) answer();
    };
    /** An order takes a unit: its count and its shard's version change together, as the trigger does. */
    const sell = (id: string) => {
      stock.set(id, (stock.get(id) ?? 0) - 1);
      shards[stockShard(id)] = String(Number(shards[stockShard(id)]) + 1);
    };
    return { read, asked, release, sell, stock };
  }

  const build = (counter: { builds: number }, id: string, count: number) => async () => {
    counter.builds++;
    return { _id: id, name: 'Kettle', countInStock: count };
  };
  const countOf = async (answer: Promise<{ body: Buffer }>) =>
    JSON.parse((await answer).body.toString()).countInStock;

  it('reads once for requests that arrive together and again for later ones, building nothing twice', async () => {
    const db = fakeDatabase();
    const cache = new CatalogCache(db.read, { maxBytes });
    const counter = { builds: 0 };
    const first = cache.get('p1', build(counter, P1, 5));
    await db.release();
    expect(await countOf(first)).toBe(5);

    db.asked.length = 0;
    const a = cache.get('p1', build(counter, P1, 5));
    const b = cache.get('p1', build(counter, P1, 5));
    const c = cache.get('p1', build(counter, P1, 5));
    await db.release();
    await a;
    await db.release();
    expect(await Promise.all([countOf(b), countOf(c)])).toEqual([5, 5]);
    // One read for the first request; the two that arrived while it ran share the next; no shard moved, so no
    // product's count was asked for and nothing was built again.
    expect(db.asked).toEqual([[], []]);
    expect(counter.builds).toBe(1);
  });

  it('keeps an answer only once its key is asked again, unless told to keep it at once', async () => {
    const read: ReadSnapshot = async () => ({
      version: '1',
      catalog: '1',
      availability: '1',
      shards: Array.from({ length: 256 }, () => '0'),
      stock: new Map(),
    });
    const cache = new CatalogCache(read, { maxBytes, keepOnlyRepeated: true });
    const counter = { builds: 0 };
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await cache.get('once', build(counter, P1, 5)));
    // Built for the first request (not kept), again for the second (kept), served as kept to the third.
    expect(counter.builds).toBe(2);
    expect(new Set(answers.map((answer) => answer.etag)).size).toBe(1);
    const kept = { builds: 0 };
    await cache.get('renderer', build(kept, P2, 7), { keep: true });
    await cache.get('renderer', build(kept, P2, 7));
    expect(kept.builds).toBe(1);
  });

  it("reads the live counts of an answer's products only when their shard's stock version moved", async () => {
    const db = fakeDatabase();
    const cache = new CatalogCache(db.read, { maxBytes });
    const counter = { builds: 0 };
    for (const [key, id, count] of [
      ['p1', P1, 5],
      ['p2', P2, 7],
    ] as const) {
      const answer = cache.get(key, build(counter, id, count));
      await db.release();
      await answer;
    }
    db.sell(P1);
    db.asked.length = 0;
    const p1 = cache.get('p1', build(counter, P1, 0));
    await db.release();
    await db.release();
    expect(await countOf(p1)).toBe(4);
    const p2 = cache.get('p2', build(counter, P2, 0));
    await db.release();
    expect(await countOf(p2)).toBe(7);
    expect(db.asked).toEqual([[], [P1], []]);
    expect(counter.builds).toBe(2);
  });

  it('reads again only the products of the shards that moved, keeping the other counts it holds', async () => {
    // A long list (the bare list holds up to 500 products: docs/decisions/022) spans most shards; a sale moves one.
    const db = fakeDatabase();
    const cache = new CatalogCache(db.read, { maxBytes });
    const list = async () => [
      { _id: P1, countInStock: db.stock.get(P1) },
      { _id: P2, countInStock: db.stock.get(P2) },
    ];
    const counts = async (answer: Promise<{ body: Buffer }>) =>
      (JSON.parse((await answer).body.toString()) as { countInStock: number }[]).map((p) => p.countInStock);
    const first = cache.get('list', list);
    await db.release();
    expect(await counts(first)).toEqual([5, 7]);

    db.asked.length = 0;
    db.sell(P1);
    const afterOne = cache.get('list', list);
    await db.release();
    await db.release();
    expect(await counts(afterOne)).toEqual([4, 7]);
    db.sell(P2);
    db.sell(P2);
    const afterTwo = cache.get('list', list);
    await db.release();
    await db.release();
    expect(await counts(afterTwo)).toEqual([4, 5]);
    expect(db.asked).toEqual([[], [P1], [], [P2]]);
  });

  it("leaves a count in a product's text alone and splices only real counts", async () => {
    let shard = 0;
    const read: ReadSnapshot = async () => ({
      version: '1',
      catalog: '1',
      availability: '1',
      shards: Array.from({ length: 256 }, () => String(shard)),
      stock: new Map([['p1', 9]]),
    });
    const cache = new CatalogCache(read, { maxBytes });
    const data = {
      _id: 'p1',
      name: '"countInStock":"\u0000"',
      countInStock: 2,
    };
    const built = await cache.get('k', async () => data);
    expect(JSON.parse(built.body.toString())).toEqual(data);
    shard = 1;
    const again = await cache.get('k', async () => data);
    expect(JSON.parse(again.body.toString())).toEqual({ ...data, countInStock: 9 });
  });

  it("builds again, not fills in, an answer with counts outside its products (a product's variants)", async () => {
    // The snapshot carries a product's count, not its variants': docs/decisions/037-variants.md.
    const db = fakeDatabase();
    const cache = new CatalogCache(db.read, { maxBytes });
    let variant = 3;
    const counter = { builds: 0 };
    const page = async () => {
      counter.builds++;
      return { _id: P1, countInStock: db.stock.get(P1), variants: [{ options: {}, countInStock: variant }] };
    };
    const read = async () => {
      let done = false;
      const answer = cache.get('product', page).finally(() => {
        done = true;
      });
      // Each read of the database the cache makes on the way is answered in turn.
      while (!done) await db.release();
      return JSON.parse((await answer).body.toString());
    };
    expect(await read()).toMatchObject({ countInStock: 5, variants: [{ countInStock: 3 }] });
    expect(await read()).toMatchObject({ countInStock: 5, variants: [{ countInStock: 3 }] });
    expect(counter.builds).toBe(1);
    db.sell(P1);
    variant = 2;
    expect(await read()).toMatchObject({ countInStock: 4, variants: [{ countInStock: 2 }] });
    expect(counter.builds).toBe(2);
  });

  it('compares If-None-Match weakly, in a list, and with *', () => {
    expect(matchesIfNoneMatch('"a", W/"b"', '"b"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"b"')).toBe(true);
    expect(matchesIfNoneMatch('"a"', '"b"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"b"')).toBe(false);
  });
});
