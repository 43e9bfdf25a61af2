// "Recently viewed" against a real PostgreSQL with the demo catalogue (docs/decisions/039-phone-shopper-second-walk.md,
// docs/product.md#pages-home): the account's list newest first, written at most once a minute per product, capped at
// RECENTLY_VIEWED_MAX by the write itself, merged with the browser's list, products no longer on sale skipped; the
// cards of a visitor's list; who may call what; and the `recentlyViewed` rate limit on writes.
import { MESSAGES } from '@shop/shared/messages';
import { RECENTLY_VIEWED_MAX } from '@shop/shared/recently-viewed.schemas';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { archiveProduct, type Shopper, shopper, useDemoProductIds } from '../../../test/order-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';

/** Writes one shopper may make in this file's hour: more than a cap's worth, few enough to reach cheaply. */
const WRITES_PER_ACCOUNT = RECENTLY_VIEWED_MAX + 8;

const t = useTestApp({
  template: 'demo',
  rateLimits: { recentlyViewed: { perSubject: { limit: WRITES_PER_ACCOUNT, windowSeconds: 3600 } } },
});
const productId = useDemoProductIds(t, RECENTLY_VIEWED_MAX + 6);

function view(who: Shopper, id: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/recently-viewed',
    headers: who.headers,
    payload: { productId: id },
  });
}

function merge(who: Shopper, items: { productId: string; viewedAt: string }[]) {
  return t.app.inject({
    method: 'POST',
    url: '/api/recently-viewed/merge',
    headers: who.headers,
    payload: { items },
  });
}

async function listed(who: Shopper): Promise<string[]> {
  const answer = await t.app.inject({ method: 'GET', url: '/api/recently-viewed', headers: who.headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().products.map((product: { _id: string }) => product._id);
}

async function rowsOf(who: Shopper): Promise<number> {
  const rows = await t.db
    .selectFrom('recently_viewed')
    .select('product_id')
    .where('user_id', '=', who.userId)
    .execute();
  return rows.length;
}

/** Moves the shopper's view of the product `seconds` into the past, as if it had been made then. */
async function agoSeconds(who: Shopper, id: string, seconds: number): Promise<void> {
  await t.db
    .updateTable('recently_viewed')
    .set({ viewed_at: sql`now() - make_interval(secs => ${seconds})` })
    .where('user_id', '=', who.userId)
    .where('product_id', '=', id)
    .execute();
}

function secondsAgo(seconds: number): string {
  return new Date(Date.now() - seconds * 1000).toISOString();
}

describe('who may call /api/recently-viewed', () => {
  it('answers 401 without a token on the account routes, and anyone may ask for a list of cards', async () => {
    for (const [method, url] of [
      ['GET', '/api/recently-viewed'],
      ['POST', '/api/recently-viewed'],
      ['POST', '/api/recently-viewed/merge'],
    ] as const) {
      const answer = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(answer.statusCode, `${method} ${url}`).toBe(401);
    }
    const cards = await t.app.inject({
      method: 'GET',
      url: `/api/recently-viewed/products?ids=${productId(0)}`,
    });
    expect(cards.statusCode).toBe(200);
  });

  it('keeps each shopper to their own list', async () => {
    const [a, b] = [await shopper(t), await shopper(t)];
    await view(a, productId(0));
    expect(await listed(b)).toEqual([]);
    expect(await listed(a)).toEqual([productId(0)]);
  });
});

describe("the account's list", () => {
  it('lists viewed products as cards, the newest view first', async () => {
    const who = await shopper(t);
    for (const index of [0, 1, 2])
      expect((await view(who, productId(index))).json()).toEqual({ recorded: true });
    await agoSeconds(who, productId(0), 30);
    await agoSeconds(who, productId(1), 20);
    await agoSeconds(who, productId(2), 10);
    const answer = await t.app.inject({ method: 'GET', url: '/api/recently-viewed', headers: who.headers });
    expect(answer.headers['cache-control']).toBe('no-store');
    const { products } = answer.json();
    expect(products.map((product: { _id: string }) => product._id)).toEqual([2, 1, 0].map(productId));
    expect(products[0]).toMatchObject({
      _id: productId(2),
      name: expect.any(String),
      image: expect.any(String),
    });
  });

  it('writes a product viewed again within a minute once, and moves it to the front after that', async () => {
    const who = await shopper(t);
    await view(who, productId(3));
    await view(who, productId(4));
    await agoSeconds(who, productId(3), 50);
    await agoSeconds(who, productId(4), 40);
    // Seen again 50 s after: nothing is written, the order stands.
    expect((await view(who, productId(3))).json()).toEqual({ recorded: false });
    expect(await listed(who)).toEqual([productId(4), productId(3)]);
    // A minute after: written, and first again; the product is still on the list once.
    await agoSeconds(who, productId(3), 61);
    expect((await view(who, productId(3))).json()).toEqual({ recorded: true });
    expect(await listed(who)).toEqual([productId(3), productId(4)]);
  });

  it(`keeps only the ${RECENTLY_VIEWED_MAX} newest: each write deletes the oldest`, async () => {
    const who = await shopper(t);
    const count = RECENTLY_VIEWED_MAX + 2;
    for (let index = 0; index < count; index += 1) {
      await view(who, productId(index));
      // One second apart, oldest first, whatever the clock does between two requests.
      await agoSeconds(who, productId(index), count - index);
    }
    expect(await rowsOf(who)).toBe(RECENTLY_VIEWED_MAX);
    const newest = Array.from({ length: RECENTLY_VIEWED_MAX }, (_, i) => productId(count - 1 - i));
    expect(await listed(who)).toEqual(newest);
  });

  it(`stays at ${RECENTLY_VIEWED_MAX} rows when many pages are viewed at once`, async () => {
    const who = await shopper(t);
    const ids = Array.from({ length: RECENTLY_VIEWED_MAX + 4 }, (_, index) => productId(index));
    const answers = await Promise.all(ids.map((id) => view(who, id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(ids.map(() => 200));
    expect(await rowsOf(who)).toBe(RECENTLY_VIEWED_MAX);
  });

  it('skips a product the shop has archived, and refuses to note a view of one', async () => {
    const who = await shopper(t);
    const [gone, kept] = [productId(RECENTLY_VIEWED_MAX + 4), productId(RECENTLY_VIEWED_MAX + 5)];
    await view(who, gone);
    await view(who, kept);
    await archiveProduct(t, gone);
    expect(await listed(who)).toEqual([kept]);
    const refused = await view(who, gone);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: MESSAGES.productNotFound });
    // Nor do a visitor's cards or a merge bring it back.
    const cards = await t.app.inject({
      method: 'GET',
      url: `/api/recently-viewed/products?ids=${gone},${kept}`,
    });
    expect(cards.json().products.map((product: { _id: string }) => product._id)).toEqual([kept]);
    const merged = await merge(who, [{ productId: gone, viewedAt: secondsAgo(1) }]);
    expect(merged.json().products.map((product: { _id: string }) => product._id)).toEqual([kept]);
  });

  it('answers 400 with a message for a malformed product, and 404 for an unknown one', async () => {
    const who = await shopper(t);
    const malformed = await view(who, 'not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toEqual(expect.any(String));
    expect((await view(who, 'c'.repeat(24))).statusCode).toBe(404);
    expect(await rowsOf(who)).toBe(0);
  });
});

describe("merging the browser's list at sign-in", () => {
  it("joins the account's list, each product at the later of its two times, a future time counting as now", async () => {
    const who = await shopper(t);
    await view(who, productId(0));
    await agoSeconds(who, productId(0), 60);
    const answer = await merge(who, [
      // Seen in this browser after the account's view: the browser's time wins.
      { productId: productId(1), viewedAt: secondsAgo(30) },
      // Seen in this browser long before the account's view: the account's time stands.
      { productId: productId(0), viewedAt: secondsAgo(3600) },
      { productId: productId(2), viewedAt: secondsAgo(7200) },
      // A browser whose clock runs a day fast cannot put its products above everything for a day.
      { productId: productId(3), viewedAt: new Date(Date.now() + 86_400_000).toISOString() },
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    const order = [3, 1, 0, 2].map(productId);
    expect(answer.json().products.map((product: { _id: string }) => product._id)).toEqual(order);
    const future = await t.db
      .selectFrom('recently_viewed')
      .select(sql<boolean>`viewed_at <= now()`.as('past'))
      .where('user_id', '=', who.userId)
      .where('product_id', '=', productId(3))
      .executeTakeFirstOrThrow();
    expect(future.past).toBe(true);
    // Merging the same list again (another sign-in on this browser) changes nothing.
    await merge(who, [{ productId: productId(0), viewedAt: secondsAgo(3600) }]);
    expect(await listed(who)).toEqual(order);
  });

  it(`names a product once at its latest time, and keeps the ${RECENTLY_VIEWED_MAX} newest of both lists`, async () => {
    const who = await shopper(t);
    for (let index = 0; index < RECENTLY_VIEWED_MAX - 2; index += 1) {
      await view(who, productId(index));
      await agoSeconds(who, productId(index), 100 + index);
    }
    const browser = [RECENTLY_VIEWED_MAX - 2, RECENTLY_VIEWED_MAX - 1, RECENTLY_VIEWED_MAX].map((index) => ({
      productId: productId(index),
      viewedAt: secondsAgo(10 + index),
    }));
    const answer = await merge(who, [
      ...browser,
      { productId: productId(RECENTLY_VIEWED_MAX), viewedAt: secondsAgo(1) },
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    const ids = answer.json().products.map((product: { _id: string }) => product._id);
    expect(ids.slice(0, 3)).toEqual(
      [RECENTLY_VIEWED_MAX, RECENTLY_VIEWED_MAX - 2, RECENTLY_VIEWED_MAX - 1].map(productId),
    );
    expect(ids).toHaveLength(RECENTLY_VIEWED_MAX);
    // The account's oldest view made room.
    expect(ids).not.toContain(productId(RECENTLY_VIEWED_MAX - 3));
    expect(await rowsOf(who)).toBe(RECENTLY_VIEWED_MAX);
  });

  it(`refuses more than ${RECENTLY_VIEWED_MAX} products or a malformed one, writing nothing`, async () => {
    const who = await shopper(t);
    const many = Array.from({ length: RECENTLY_VIEWED_MAX + 1 }, (_, index) => ({
      productId: productId(index),
      viewedAt: secondsAgo(index),
    }));
    const tooMany = await merge(who, many);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toEqual(expect.any(String));
    expect((await merge(who, [{ productId: 'x', viewedAt: secondsAgo(1) }])).statusCode).toBe(400);
    expect((await merge(who, [{ productId: productId(0), viewedAt: 'yesterday' }])).statusCode).toBe(400);
    expect(await rowsOf(who)).toBe(0);
  });
});

describe("a visitor's cards", () => {
  it('answers the cards in the order asked, each product once', async () => {
    const ids = [productId(2), productId(0), productId(2), productId(1)];
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/recently-viewed/products?ids=${ids.join(',')}`,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().products.map((product: { _id: string }) => product._id)).toEqual(
      [2, 0, 1].map(productId),
    );
  });

  it(`answers 400 with a message for none, a malformed id or more than ${RECENTLY_VIEWED_MAX}`, async () => {
    const many = Array.from({ length: RECENTLY_VIEWED_MAX + 1 }, (_, index) => productId(index)).join(',');
    for (const ids of ['', 'nope', many]) {
      const answer = await t.app.inject({ method: 'GET', url: `/api/recently-viewed/products?ids=${ids}` });
      expect(answer.statusCode, ids).toBe(400);
      expect(answer.json().message).toEqual(expect.any(String));
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/recently-viewed/products' })).statusCode).toBe(
      400,
    );
  });
});

describe('the recentlyViewed rate limit (RATE_LIMITS)', () => {
  it('answers 429 past the per-account budget of writes, views and merges alike, and not to another shopper', async () => {
    const who = await shopper(t);
    for (let call = 0; call < WRITES_PER_ACCOUNT; call += 1) {
      const answer =
        call % 2 === 0
          ? await view(who, productId(call % RECENTLY_VIEWED_MAX))
          : await merge(who, [{ productId: productId(0), viewedAt: secondsAgo(1) }]);
      expect(answer.statusCode, `write ${call + 1}`).toBe(200);
    }
    const over = await view(who, productId(1));
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/^Too many attempts/);
    expect((await merge(who, [])).statusCode).toBe(429);
    // Reading is not a write.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/recently-viewed', headers: who.headers })).statusCode,
    ).toBe(200);
    expect((await view(await shopper(t), productId(1))).statusCode).toBe(200);
  });
});
