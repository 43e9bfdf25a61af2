// The catalogue index (docs/decisions/035-catalogue-index-in-process.md) seen by an attacker and by bad luck: hostile
// list queries answered with a 400, a build whose database never answers given up instead of holding every list
// request for good, and a kept server-rendered page in popularity order following the order as it moves.
import { createServer } from 'node:net';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { oneUnitCodOrder, shopper } from '../../../test/order-helpers.ts';
import { standInWebBuild } from '../../../test/stand-in-web-build.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { openDb } from '../../db/connection.ts';
import { insertOrder } from '../orders/orders.repository.ts';
import { CatalogIndexKeeper, POPULARITY_REFRESH_MS } from './catalog-index.service.ts';

// A stand-in web build whose renderer shows the four most popular products: a page kept like a real one.
const RENDERER = `
let transport;
let renders = 0;
export function setUp(options) { transport = options.transport; }
export async function render() {
  renders += 1;
  const { products } = await (await transport('/api/products?sort=popular&page=1&limit=4', {})).json();
  return { kind: 'page', status: 200, html: '<main data-renders="' + renders + '"><p id="shown">' + products.map((p) => p._id).join(';') + '</p></main>', queryState: {}, sources: [] };
}
`;

const t = useTestApp(async () => {
  const dist = await standInWebBuild(RENDERER);
  return { env: { WEB_DIST_DIR: dist } };
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('hostile list queries', () => {
  it.each([
    ['two search texts', 'q=kettle&q=lamp'],
    ['a search text with NUL', 'q=ket%00tle'],
    ['a search text past its length', `q=${'a'.repeat(201)}`],
    ['two sort orders', 'sort=newest&sort=rating'],
    ['an empty sort order', 'sort='],
    ['an empty rating', 'minRating='],
    ['a fractional rating', 'minRating=4.5'],
    ['two ratings', 'minRating=3&minRating=4'],
    ['an infinite price', 'minPrice=Infinity'],
    ['two categories', 'category=Kitchen&category=Fashion'],
    ['a page past the last allowed', 'page=100001'],
    ['a page of more than 100', 'limit=101'],
    ['two in-stock flags', 'inStock=true&inStock=false'],
  ])('are answered 400 with a message, never a 500: %s', async (_label, query) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/products?${query}&page=1` });
    expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
    expect(response.json().message).toEqual(expect.stringMatching(/\w/));
  });

  it('answer the deepest page of many short words and many unknown brands with an empty first page', async () => {
    const deepest = await t.app.inject({
      method: 'GET',
      url: `/api/products?q=s+p+c+m+b+t&sort=relevance&page=100000&limit=100&${Array.from(
        { length: 300 },
        (_v, i) => `brand=b${i}`,
      ).join('&')}`,
    });
    expect(deepest.statusCode).toBe(200);
    // Nothing matches, so the page asked for is past the last: the answer is page 1, empty.
    expect(deepest.json()).toMatchObject({ products: [], total: 0, page: 1 });
  });
});

describe('a build whose database never answers', () => {
  it('is given up after the deadline, its connection let go, and the next request starts a new one', async () => {
    // Accepts connections, reads what the build says and never answers, like a database behind a network that drops
    // its replies.
    const closed: Promise<unknown>[] = [];
    const silent = createServer((socket) => {
      socket.resume();
      closed.push(new Promise((resolve) => socket.once('close', resolve)));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const url = `postgres://nobody:nothing@127.0.0.1:${port}/nowhere`;
    const db = openDb(url, 1);
    const keeper = new CatalogIndexKeeper(db, () => undefined, url, { buildTimeoutMs: 1_000 });
    try {
      const first = await keeper.warm().catch((error: unknown) => error);
      expect(first).toEqual(
        expect.objectContaining({ message: expect.stringMatching(/index build took over/) }),
      );
      // Not the failed build's answer again: a build of its own, given up in turn.
      const second = await keeper.at({ catalog: '1', availability: '1' }).catch((error: unknown) => error);
      expect(second).toEqual(
        expect.objectContaining({ message: expect.stringMatching(/index build took over/) }),
      );
      expect(second).not.toBe(first);
      // Whatever connection a stopped build had opened is closed with it.
      await Promise.all(closed);
    } finally {
      await new Promise((resolve) => silent.close(resolve));
      await db.destroy();
    }
  });
});

describe('a kept page in popularity order', () => {
  it('follows the order once it is read again, though no version or shard of the page moved', async () => {
    const page = async () => {
      const response = await t.app.inject({ method: 'GET', url: '/shop/kitchen' });
      expect(response.statusCode).toBe(200);
      return {
        renders: Number(/data-renders="(\d+)"/.exec(response.body)?.[1]),
        ids: /<p id="shown">([^<]*)<\/p>/.exec(response.body)?.[1]?.split(';') ?? [],
      };
    };
    const first = await page();
    expect(first.ids).toHaveLength(4);
    expect((await page()).renders).toBe(first.renders);

    // Sold a lot, on an order that takes no stock: nothing the page's versions track moves.
    const { rows } = await sql<{ id: string }>`
      select id from products where archived_at is null and id not in (${sql.join(first.ids)})
      order by id limit 1`.execute(t.db);
    const bestseller = rows[0]?.id ?? '';
    const who = await shopper(t);
    const order = await insertOrder(t.db, oneUnitCodOrder(who, { id: bestseller, name: 'Sold' }, 10_000));
    await sql`update order_items set quantity = 500 where order_id = ${order.id}`.execute(t.db);

    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + POPULARITY_REFRESH_MS + 1_000);
    // The visit that finds the reading old starts a new one in the background; a later visit shows it.
    let shown = await page();
    for (let tries = 0; shown.ids[0] !== bestseller && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      shown = await page();
    }
    expect(shown.ids[0]).toBe(bestseller);
  });
});

describe('a popularity reading that fails', () => {
  it('is tried again a minute later, not on every request', async () => {
    // The index is built over the real database; the keeper's own reads go to a port that refuses them.
    const refused = openDb('postgres://nobody:nothing@127.0.0.1:1/nowhere', 1);
    const failures: unknown[] = [];
    const keeper = new CatalogIndexKeeper(refused, (error) => failures.push(error), t.databaseUrl, {
      buildTimeoutMs: 60_000,
    });
    try {
      await keeper.warm();
      const start = Date.now();
      const now = vi.spyOn(Date, 'now');
      const readingAt = async (ms: number) => {
        now.mockReturnValue(start + ms);
        keeper.popularityGeneration();
        await new Promise((resolve) => setTimeout(resolve, 50));
      };
      await readingAt(POPULARITY_REFRESH_MS + 1_000);
      expect(failures).toHaveLength(1);
      // The next requests, seconds later, do not read again.
      await readingAt(POPULARITY_REFRESH_MS + 5_000);
      await readingAt(POPULARITY_REFRESH_MS + 30_000);
      expect(failures).toHaveLength(1);
      // A minute after the failure, they do.
      await readingAt(POPULARITY_REFRESH_MS + 62_000);
      expect(failures).toHaveLength(2);
    } finally {
      await refused.destroy();
    }
  });
});
