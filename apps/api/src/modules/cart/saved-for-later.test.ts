// Saved for later against a real PostgreSQL with the demo catalogue (docs/product.md#cart-saved, docs/decisions/039-
// phone-shopper-second-walk.md): a cart line moves there and back with its quantity and options, in one
// transaction; moving back is an add (stock, unit cap, the cart's words) and leaves the line saved when refused;
// the per-account cap (SAVED_FOR_LATER_PER_ACCOUNT) holds under racing saves; archived products are not shown.
import { cannotAddMore } from '@shop/shared/messages';
import { ORDER_MESSAGES } from '@shop/shared/order.schemas';
import { canonicalSelection } from '@shop/shared/pricing';
import { SAVED_FOR_LATER_MESSAGES, tooManySavedForLater } from '@shop/shared/saved-for-later.schemas';
import { describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../../test/account-helpers.ts';
import { setStock } from '../../../test/order-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import type { StoredFilter } from '../../db/database.ts';

const CAP = 3;
const MAX_UNITS = 5;
const t = useTestApp({
  template: 'demo',
  env: { SAVED_FOR_LATER_PER_ACCOUNT: String(CAP), MAX_UNITS_PER_PRODUCT: String(MAX_UNITS) },
});

interface TestProduct {
  id: string;
  name: string;
  filters: StoredFilter[];
}

let taken = 0;
/** A demo product no other test of this file uses, given a known stock (one stock, whatever its variants). */
async function product({ stock = 50, options = false } = {}): Promise<TestProduct> {
  let query = t.db
    .selectFrom('products')
    .select(['id', 'name', 'filters'])
    .orderBy('id')
    .offset(taken++)
    .limit(1);
  if (options) query = query.where((eb) => eb(eb.fn('jsonb_array_length', ['filters']), '>=', 2));
  const found = await query.executeTakeFirstOrThrow();
  await setStock(t, found.id, stock);
  return found;
}

type Body = Record<string, unknown>;
const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Body) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
const add = (token: string, productId: string, quantity = 1, filters = {}) =>
  call(token, 'POST', '/api/cart/add', { productId, quantity, filters });
const save = (token: string, productId: string, filters = {}) =>
  call(token, 'POST', '/api/cart/saved', { productId, filters });
const moveBack = (token: string, productId: string, filters = {}) =>
  call(token, 'POST', '/api/cart/saved/move-to-cart', { productId, filters });
const unsave = (token: string, productId: string, filters = {}) =>
  call(token, 'DELETE', '/api/cart/saved', { productId, filters });

interface Line {
  product: { _id: string };
  quantity: number;
  filters: Record<string, string>;
}
async function lists(token: string): Promise<{ cart: Line[]; saved: Line[] }> {
  const [cart, saved] = await Promise.all([
    call(token, 'GET', '/api/cart'),
    call(token, 'GET', '/api/cart/saved'),
  ]);
  expect(saved.statusCode).toBe(200);
  return { cart: cart.json().items, saved: saved.json().items };
}
const ids = (lines: Line[]) => lines.map((line) => line.product._id);

describe('signed-in only', () => {
  it('answers 401 without a token on every route', async () => {
    const body = { productId: 'a'.repeat(24), filters: {} };
    for (const [method, url] of [
      ['GET', '/api/cart/saved'],
      ['POST', '/api/cart/saved'],
      ['POST', '/api/cart/saved/move-to-cart'],
      ['DELETE', '/api/cart/saved'],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : body });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('moving a line between the cart and Saved for later', () => {
  it('moves a line there with its quantity and options, and back with one call', async () => {
    const { token } = await signUp(t);
    const shirt = await product({ options: true });
    const other = await product();
    const first = shirt.filters[0] as StoredFilter;
    const chosen = canonicalSelection(shirt.filters, { [first.name]: first.values.at(-1) as string });
    await add(token, shirt.id, 2, chosen);
    await add(token, other.id);

    const saved = await save(token, shirt.id, chosen);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(SAVED_FOR_LATER_MESSAGES.saved);
    // Both lists in the answer, as they are now.
    expect(ids(saved.json().cart.items)).toEqual([other.id]);
    expect(saved.json().saved.items).toMatchObject([
      { product: { _id: shirt.id }, quantity: 2, filters: chosen },
    ]);
    expect(saved.json().saved.items[0].savedAt).toEqual(expect.any(String));
    expect(await lists(token)).toMatchObject({
      cart: [{ product: { _id: other.id } }],
      saved: [{ quantity: 2 }],
    });

    const back = await moveBack(token, shirt.id, chosen);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().message).toBe(SAVED_FOR_LATER_MESSAGES.movedToCart);
    expect(back.json().saved.items).toEqual([]);
    const { cart } = await lists(token);
    expect(cart.find((line) => line.product._id === shirt.id)).toMatchObject({
      quantity: 2,
      filters: chosen,
    });
  });

  it('answers a second save of the same line as the first, and 404 for a line in neither list', async () => {
    const { token } = await signUp(t);
    const p = await product();
    await add(token, p.id);
    expect((await save(token, p.id)).statusCode).toBe(200);
    const again = await save(token, p.id);
    expect(again.statusCode).toBe(200);
    expect(ids(again.json().saved.items)).toEqual([p.id]);

    const never = await product();
    const missing = await save(token, never.id);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: SAVED_FOR_LATER_MESSAGES.notInCart });
    const notSaved = await moveBack(token, never.id);
    expect(notSaved.statusCode).toBe(404);
    expect(notSaved.json()).toEqual({ message: SAVED_FOR_LATER_MESSAGES.notSaved });
    expect((await save(token, 'nope')).statusCode).toBe(400);
    expect((await moveBack(token, 'f'.repeat(24))).statusCode).toBe(404);
  });

  it('adds a saved line to the cart’s line of the same options', async () => {
    const { token } = await signUp(t);
    const p = await product();
    await add(token, p.id, 2);
    await save(token, p.id);
    await add(token, p.id, 1);
    expect((await moveBack(token, p.id)).statusCode).toBe(200);
    expect(await lists(token)).toMatchObject({ cart: [{ quantity: 3 }], saved: [] });
  });

  it('refuses a move back past the stock in the cart’s words, and the line stays saved', async () => {
    const { token } = await signUp(t);
    const p = await product({ stock: 3 });
    await add(token, p.id, 3);
    await save(token, p.id);
    await setStock(t, p.id, 2);
    const refused = await moveBack(token, p.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: cannotAddMore(p.name, 2) });
    expect(await lists(token)).toMatchObject({ cart: [], saved: [{ quantity: 3 }] });

    // Sold out: the same words, still saved; back in stock, it moves.
    await setStock(t, p.id, 0);
    expect((await moveBack(token, p.id)).json().message).toBe(cannotAddMore(p.name, 0));
    await setStock(t, p.id, 3);
    expect((await moveBack(token, p.id)).statusCode).toBe(200);
    expect(await lists(token)).toMatchObject({ cart: [{ quantity: 3 }], saved: [] });
  });

  it('refuses a move back past the unit cap, and the line stays saved', async () => {
    const { token } = await signUp(t);
    const p = await product({ stock: 50 });
    await add(token, p.id, 3);
    await save(token, p.id);
    await add(token, p.id, 3);
    const refused = await moveBack(token, p.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: ORDER_MESSAGES.tooManyUnits(p.name, MAX_UNITS) });
    expect(await lists(token)).toMatchObject({ cart: [{ quantity: 3 }], saved: [{ quantity: 3 }] });
  });

  it('removes a saved line, idempotently', async () => {
    const { token } = await signUp(t);
    const p = await product();
    await add(token, p.id);
    await save(token, p.id);
    const removed = await unsave(token, p.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ message: SAVED_FOR_LATER_MESSAGES.removed, saved: { items: [] } });
    expect((await unsave(token, p.id)).statusCode).toBe(200);
    expect((await unsave(token, 'f'.repeat(24))).statusCode).toBe(200);
  });

  it('keeps each shopper to their own list', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const p = await product();
    await add(a.token, p.id);
    await save(a.token, p.id);
    expect(await lists(b.token)).toEqual({ cart: [], saved: [] });
    expect((await moveBack(b.token, p.id)).statusCode).toBe(404);
    await unsave(b.token, p.id);
    expect(ids((await lists(a.token)).saved)).toEqual([p.id]);
  });

  it('hides a line whose product left the catalogue, and does not count it against the cap', async () => {
    const { token } = await signUp(t);
    const gone = await product();
    const deleted = await product();
    for (const p of [gone, deleted]) {
      await add(token, p.id);
      await save(token, p.id);
    }
    await t.db.updateTable('products').set({ archived_at: new Date() }).where('id', '=', gone.id).execute();
    await t.db.deleteFrom('products').where('id', '=', deleted.id).execute();
    expect((await lists(token)).saved).toEqual([]);
    expect((await moveBack(token, gone.id)).statusCode).toBe(404);
    // The cap counts the lines shown: three more fit.
    for (let n = 0; n < CAP; n++) {
      const p = await product();
      await add(token, p.id);
      expect((await save(token, p.id)).statusCode).toBe(200);
    }
  });
});

describe(`the cap (SAVED_FOR_LATER_PER_ACCOUNT, default 50; ${CAP} here)`, () => {
  it('refuses a line past the cap with 409, and it stays in the cart; a saved line may be saved again', async () => {
    const { token } = await signUp(t);
    const full = await Promise.all(Array.from({ length: CAP }, () => product()));
    for (const p of full) {
      await add(token, p.id);
      await save(token, p.id);
    }
    const one = await product();
    await add(token, one.id);
    const refused = await save(token, one.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: tooManySavedForLater(CAP) });
    expect(ids((await lists(token)).cart)).toEqual([one.id]);

    // At the cap, a line already saved is saved again with the cart's quantity.
    const again = full[0] as TestProduct;
    await add(token, again.id, 2);
    const resaved = await save(token, again.id);
    expect(resaved.statusCode).toBe(200);
    expect(resaved.json().saved.items[0]).toMatchObject({ product: { _id: again.id }, quantity: 2 });
  });

  it('holds when one account saves many lines at once', async () => {
    const { token } = await signUp(t);
    const many = await Promise.all(Array.from({ length: CAP + 3 }, () => product()));
    for (const p of many) await add(token, p.id);
    const answers = await Promise.all(many.map((p) => save(token, p.id)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(CAP);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(3);
    const { cart, saved } = await lists(token);
    expect(saved).toHaveLength(CAP);
    // Nothing lost: every line is in one list or the other.
    expect([...ids(cart), ...ids(saved)].sort()).toEqual(many.map((p) => p.id).sort());
  });
});
