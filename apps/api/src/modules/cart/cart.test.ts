// The cart API against a real PostgreSQL with the demo catalogue (docs/product.md#cart-lines, docs/product.md#checkout-server): lines by
// product + canonical options, quantity differences within 1…stock, server prices, per-user isolation, races.
import { CART_MESSAGES } from '@shop/shared/cart.schemas';
import { cannotAddMore, MESSAGES } from '@shop/shared/messages';
import { toRupees } from '@shop/shared/money';
import { canonicalSelection, defaultSelection, priceFor } from '@shop/shared/pricing';
import { describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../test/account-helpers.ts';
import { setStock } from '../../../test/order-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import type { StoredFilter } from '../../db/database.ts';

// 50 racing adds to one line: the per-product cap (10 by default, tested in one-visitor.test.ts) is raised.
const t = useTestApp({ template: 'demo', env: { MAX_UNITS_PER_PRODUCT: '100' } });

interface TestProduct {
  id: string;
  name: string;
  basePrice: number;
  discountPrice: number;
  filters: StoredFilter[];
}

/** Distinct demo products (skipping `skip` of them), given a known stock so each test owns its numbers. */
async function product({ stock = 100, options = false, skip = 0 } = {}): Promise<TestProduct> {
  let query = t.db
    .selectFrom('products')
    .select(['id', 'name', 'base_price as basePrice', 'discount_price as discountPrice', 'filters'])
    .orderBy('id')
    .offset(skip)
    .limit(1);
  // Two options, the first priced with at least two values: the price depends on the choice.
  if (options) {
    query = query.where((eb) =>
      eb.and([
        eb(eb.fn('jsonb_array_length', ['filters']), '>=', 2),
        eb(eb.fn('jsonb_array_length', [eb.ref('filters', '->').at(0).key('values')]), '>=', 2),
      ]),
    );
  }
  const found = await query.executeTakeFirstOrThrow();
  // One stock of `stock` units, whatever variants the demo catalogue gave it (docs/decisions/037).
  await setStock(t, found.id, stock);
  return found;
}

function add(token: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/cart/add', headers: bearer(token), payload });
}
function remove(token: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'DELETE', url: '/api/cart/remove', headers: bearer(token), payload });
}
async function cart(token: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json().items as {
    product: { _id: string };
    quantity: number;
    price: number;
    discountPrice: number;
    filters: Record<string, string>;
  }[];
}

describe('signed-in only', () => {
  it('answers 401 without a token on every route', async () => {
    const body = { productId: 'a'.repeat(24), quantity: 1, filters: {} };
    for (const [method, url] of [
      ['GET', '/api/cart'],
      ['POST', '/api/cart/add'],
      ['DELETE', '/api/cart/remove'],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : body });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('POST /api/cart/add and DELETE /api/cart/remove', () => {
  it('adds a line, changes it by differences, and removes it', async () => {
    const { token } = await signUp(t);
    const p = await product();
    expect(await cart(token)).toEqual([]);
    const added = await add(token, { productId: p.id, quantity: 2, filters: {} });
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toBe(MESSAGES.addedToCart);
    expect(added.json().items).toHaveLength(1);
    expect((await add(token, { productId: p.id, quantity: 3 })).json().items[0].quantity).toBe(5);
    const lowered = await add(token, { productId: p.id, quantity: -4, filters: {} });
    expect(lowered.statusCode).toBe(200);
    expect(lowered.json().message).toBe(CART_MESSAGES.cartUpdated);
    expect(lowered.json().items[0].quantity).toBe(1);
    const removed = await remove(token, { productId: p.id, filters: {} });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().items).toEqual([]);
    // Removing again, or a product never added, is harmless.
    expect((await remove(token, { productId: p.id, filters: {} })).statusCode).toBe(200);
    expect((await remove(token, { productId: 'f'.repeat(24), filters: {} })).json().items).toEqual([]);
  });

  it('refuses a change that would leave a line below 1, and leaves the line as it was', async () => {
    const { token } = await signUp(t);
    const p = await product();
    await add(token, { productId: p.id, quantity: 2 });
    const below = await add(token, { productId: p.id, quantity: -2 });
    expect(below.statusCode).toBe(400);
    expect(below.json().message).toBe(CART_MESSAGES.quantityAtLeastOne);
    const missing = await add(token, { productId: (await product({ skip: 1 })).id, quantity: -1 });
    expect(missing.statusCode).toBe(400);
    expect((await cart(token)).map((item) => item.quantity)).toEqual([2]);
  });

  it('refuses to pass the stock with the spec message, word for word', async () => {
    const { token } = await signUp(t);
    const p = await product({ stock: 3 });
    await add(token, { productId: p.id, quantity: 2 });
    const over = await add(token, { productId: p.id, quantity: 2 });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(`Cannot add more ${p.name} . Only 3 in stock.`);
    expect((await add(token, { productId: p.id, quantity: 1 })).json().items[0].quantity).toBe(3);

    // A decrease is allowed while the line is above a stock that has since shrunk: it moves towards it.
    await t.db.updateTable('products').set({ count_in_stock: 1 }).where('id', '=', p.id).execute();
    expect((await add(token, { productId: p.id, quantity: 1 })).json().message).toBe(
      cannotAddMore(p.name, 1),
    );
    expect((await add(token, { productId: p.id, quantity: -1 })).json().items[0].quantity).toBe(2);

    const soldOut = await product({ stock: 0, skip: 1 });
    const refused = await add(token, { productId: soldOut.id, quantity: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(cannotAddMore(soldOut.name, 0));
    expect(await cart(token)).toHaveLength(1);
  });

  it('prices each line on the server from the chosen options and ignores prices sent by the browser', async () => {
    const { token } = await signUp(t);
    const p = await product({ options: true });
    const first = p.filters[0];
    const second = first?.values[1];
    if (!first || second === undefined) throw new Error('demo product without a second option value');
    const response = await add(token, {
      productId: p.id,
      quantity: 1,
      filters: { [first.name]: second },
      price: 1,
      discountPrice: 1,
    });
    expect(response.statusCode).toBe(200);
    const chosen = canonicalSelection(p.filters, { [first.name]: second });
    const expected = priceFor(p, chosen);
    const [item] = await cart(token);
    expect(item).toMatchObject({
      filters: chosen,
      price: toRupees(expected.original),
      discountPrice: toRupees(expected.effective),
    });
    expect(item?.discountPrice).not.toBe(1);
    // A different choice is a different line with its own price.
    await add(token, { productId: p.id, quantity: 1, filters: {} });
    const lines = await cart(token);
    expect(lines).toHaveLength(2);
    expect(lines[1]?.discountPrice).toBe(toRupees(priceFor(p, defaultSelection(p.filters)).effective));
  });

  it('fills in default options, so {} and the full default selection are one line', async () => {
    const { token } = await signUp(t);
    const p = await product({ options: true, skip: 1 });
    await add(token, { productId: p.id, quantity: 1, filters: {} });
    // Keys in another order than canonical: still the same line.
    const reversed = Object.fromEntries(Object.entries(defaultSelection(p.filters)).reverse());
    await add(token, { productId: p.id, quantity: 1, filters: reversed });
    const lines = await cart(token);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ quantity: 2, filters: canonicalSelection(p.filters, {}) });
    expect(Object.keys(lines[0]?.filters ?? {})).toEqual(Object.keys(lines[0]?.filters ?? {}).sort());
    await remove(token, { productId: p.id, filters: reversed });
    expect(await cart(token)).toEqual([]);
  });

  it('answers 404 for an unknown product, 400 for a malformed id or unknown options', async () => {
    const { token } = await signUp(t);
    const p = await product({ options: true });
    const unknown = await add(token, { productId: 'e'.repeat(24), quantity: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.productNotFound);
    expect((await add(token, { productId: 'nope', quantity: 1 })).statusCode).toBe(400);
    expect((await remove(token, { productId: 'nope' })).statusCode).toBe(400);
    const badName = await add(token, { productId: p.id, quantity: 1, filters: { Flavour: 'Mint' } });
    expect(badName.statusCode).toBe(400);
    expect(badName.json().message).toBe('Unknown option "Flavour"');
    const name = p.filters[0]?.name ?? '';
    const badValue = await add(token, { productId: p.id, quantity: 1, filters: { [name]: 'Huge' } });
    expect(badValue.statusCode).toBe(400);
    expect(badValue.json().message).toBe(`Unknown value "Huge" for ${name}`);
    expect((await add(token, { productId: p.id, quantity: 0 })).statusCode).toBe(400);
    expect(await cart(token)).toEqual([]);
  });

  it('keeps each shopper to their own cart', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const p = await product();
    await add(a.token, { productId: p.id, quantity: 2 });
    expect(await cart(b.token)).toEqual([]);
    expect((await remove(b.token, { productId: p.id, filters: {} })).json().items).toEqual([]);
    expect((await cart(a.token)).map((item) => item.quantity)).toEqual([2]);
  });

  it('drops lines whose product is deleted', async () => {
    const { token } = await signUp(t);
    const p = await product({ skip: 5 });
    await add(token, { productId: p.id, quantity: 1 });
    await t.db.deleteFrom('products').where('id', '=', p.id).execute();
    expect(await cart(token)).toEqual([]);
  });
});

describe('concurrent adds', () => {
  it('never lose an update: 50 parallel +1 end at exactly 50', async () => {
    const { token } = await signUp(t);
    const p = await product({ stock: 200, skip: 2 });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => add(token, { productId: p.id, quantity: 1 })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect((await cart(token)).map((item) => item.quantity)).toEqual([50]);
  });

  it('never pass the stock: 20 parallel +1 on a stock of 5 end at 5, the rest told why', async () => {
    const { token } = await signUp(t);
    const p = await product({ stock: 5, skip: 3 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => add(token, { productId: p.id, quantity: 1 })),
    );
    const refused = responses.filter((r) => r.statusCode === 400);
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const r of refused) expect(r.json().message).toBe(cannotAddMore(p.name, 5));
    expect((await cart(token)).map((item) => item.quantity)).toEqual([5]);
  });
});
