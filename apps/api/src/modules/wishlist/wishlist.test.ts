// The wishlist API against a real PostgreSQL with the demo catalogue (docs/product.md#wishlist, docs/product.md#accounts-access): saved
// products per user, newest first, idempotent add and remove.
import { MESSAGES } from '@shop/shared/messages';
import { describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../test/account-helpers.ts';
import { useDemoProductIds } from '../../../test/order-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp({ template: 'demo' });
const productId = useDemoProductIds(t, 3);

function call(method: 'GET' | 'POST' | 'DELETE', token: string, productId?: string) {
  const url = productId === undefined ? '/api/wishlist' : `/api/wishlist/${productId}`;
  return t.app.inject({ method, url, headers: bearer(token) });
}

function ids(entries: { product: { _id: string } }[]): string[] {
  return entries.map((entry) => entry.product._id);
}

describe('/api/wishlist', () => {
  it('answers 401 without a token on every route', async () => {
    const id = productId(0);
    for (const [method, url] of [
      ['GET', '/api/wishlist'],
      ['POST', `/api/wishlist/${id}`],
      ['DELETE', `/api/wishlist/${id}`],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('adds products as cards, newest first, and says so', async () => {
    const { token } = await signUp(t);
    expect((await call('GET', token)).json()).toEqual([]);
    await call('POST', token, productId(0));
    const added = await call('POST', token, productId(1));
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toBe(MESSAGES.addedToWishlist);
    expect(ids(added.json().items)).toEqual([productId(1), productId(0)]);
    // docs/product.md#api: GET /api/wishlist answers the entries themselves, each with its product.
    const listed = (await call('GET', token)).json();
    expect(ids(listed)).toEqual([productId(1), productId(0)]);
    expect(listed[0].product).toMatchObject({ _id: productId(1), name: expect.any(String) });
    expect(Number.isNaN(Date.parse(listed[0].addedAt))).toBe(false);
  });

  it("gives each entry's product its images as a list, the first being the main image", async () => {
    const { token } = await signUp(t);
    await call('POST', token, productId(0));
    const stored = await t.db
      .selectFrom('products')
      .select('images')
      .where('id', '=', productId(0))
      .executeTakeFirstOrThrow();
    const [entry] = (await call('GET', token)).json();
    expect(entry.product.images).toEqual(stored.images);
    expect(stored.images.length).toBeGreaterThan(0);
    expect(entry.product.image).toBe(stored.images[0]);
  });

  it('treats a second add and the removal of a missing product as harmless', async () => {
    const { token } = await signUp(t);
    const first = await call('POST', token, productId(2));
    const again = await call('POST', token, productId(2));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const removed = await call('DELETE', token, productId(2));
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ items: [], message: MESSAGES.removedFromWishlist });
    expect((await call('GET', token)).json()).toEqual([]);
    const missing = await call('DELETE', token, productId(2));
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toEqual({ items: [], message: MESSAGES.removedFromWishlist });
  });

  it('answers 400 for a malformed id and 404 for an unknown product', async () => {
    const { token } = await signUp(t);
    expect((await call('POST', token, 'not-an-id')).statusCode).toBe(400);
    expect((await call('DELETE', token, 'not-an-id')).statusCode).toBe(400);
    const unknown = await call('POST', token, 'c'.repeat(24));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.productNotFound);
  });

  it('keeps each shopper to their own wishlist', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    await call('POST', a.token, productId(0));
    expect((await call('GET', b.token)).json()).toEqual([]);
    expect((await call('DELETE', b.token, productId(0))).json().items).toEqual([]);
    expect(ids((await call('GET', a.token)).json())).toEqual([productId(0)]);
  });
});

describe('the OpenAPI document', () => {
  it('shows GET /api/wishlist as a list of entries whose product has _id and images', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const schema = doc.paths['/api/wishlist'].get.responses['200'].content['application/json'].schema;
    expect(schema.type).toBe('array');
    expect(schema.items.properties.product.required).toEqual(expect.arrayContaining(['_id', 'images']));
    expect(schema.items.properties.product.properties.images.type).toBe('array');
  });
});
