// Stock per variant on real PostgreSQL (docs/decisions/037-variants.md, docs/reliability.md): a combination of a
// product's options sells from its own units, never past them under concurrency, without deadlocks between orders
// of different combinations; the cart, both checkouts, a late payment, cancels and released holds all move the
// variant's units, and the product's count stays their sum. A product without variants behaves as before.
import { cannotAddMore } from '@shop/shared/messages';
import { ORDER_MESSAGES } from '@shop/shared/order.schemas';
import { variantKey, variantLabel } from '@shop/shared/variants';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { madeBeforeAll } from '../../../test/before-all.ts';
import {
  cancelOrder,
  codOrder,
  confirmOnline,
  expectedTotals,
  expireHold,
  placeCod,
  processPayment,
  type Shopper,
  sandboxOf,
  shopper,
  shoppers,
  stockedProduct,
  stockOf,
  type TestProduct,
} from '../../../test/order-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { giveVariants, setOptions, variantCountsOf, variantStockOf } from '../../../test/variant-helpers.ts';
import type { StoredFilter } from '../../db/database.ts';
import { releaseExpiredHolds } from '../checkout/stock-holds.service.ts';
import { type StockChange, takeStock } from './stock.repository.ts';

const t = useTestApp({ template: 'demo' });
const crowd = madeBeforeAll(() => shoppers(t, 100));

/** Size × Color, neither priced: the product's own price applies to every combination. */
const SIZE_COLOR: StoredFilter[] = [
  { name: 'Size', values: ['M', 'L'], priceAdjustments: [] },
  { name: 'Color', values: ['Black', 'White'], priceAdjustments: [] },
];
const L_BLACK = { Size: 'L', Color: 'Black' };
const M_BLACK = { Size: 'M', Color: 'Black' };
const L_WHITE = { Size: 'L', Color: 'White' };
const M_WHITE = { Size: 'M', Color: 'White' };

/**
 * The `index`-th demo product as a Size × Color product with these units per combination (a selection left out
 * has no variant row).
 */
async function variantProduct(
  index: number,
  counts: readonly [Record<string, string>, number][],
): Promise<TestProduct> {
  const product = await stockedProduct(t, index, { stock: 0 });
  await setOptions(t, product.id, SIZE_COLOR);
  await giveVariants(
    t,
    product.id,
    Object.fromEntries(counts.map(([selection, n]) => [variantKey(selection), n])),
  );
  return { ...product, filters: SIZE_COLOR };
}

function label(product: TestProduct, selection: Record<string, string>): string {
  return variantLabel(product.name, selection, SIZE_COLOR);
}

/** The product's count is the sum of its variants' (the trigger's work), and none is below zero. */
async function expectSumKept(productId: string): Promise<void> {
  const counts = Object.values(await variantCountsOf(t, productId));
  for (const count of counts) expect(count).toBeGreaterThanOrEqual(0);
  expect(await stockOf(t, productId)).toBe(counts.reduce((sum, count) => sum + count, 0));
}

function line(product: TestProduct, filters: Record<string, string>, quantity = 1) {
  return { product: product.id, quantity, filters };
}

function addToCart(who: Shopper, product: TestProduct, filters: Record<string, string>, quantity: number) {
  return t.app.inject({
    method: 'POST',
    url: '/api/cart/add',
    headers: who.headers,
    payload: { productId: product.id, quantity, filters },
  });
}

/** Waits until some session of the test database waits for a row lock (a wait, not a timed assertion). */
async function someoneWaitsForALock(): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { rows } = await sql<{ waiting: number }>`
      select count(*)::int as waiting from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db);
    if ((rows[0]?.waiting ?? 0) > 0) return;
    if (Date.now() > deadline) throw new Error('no session ever waited for a lock');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the last units of a variant', () => {
  it('go to exactly five of a hundred concurrent orders; the other variants are untouched', async () => {
    const product = await variantProduct(0, [
      [L_BLACK, 5],
      [M_BLACK, 4],
      [L_WHITE, 3],
      [M_WHITE, 0],
    ]);
    const responses = await Promise.all(crowd.map((who) => placeCod(t, who, [line(product, L_BLACK)])));

    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(5);
    const allowed = [0, 1, 2, 3, 4].map((left) => ORDER_MESSAGES.outOfStock(label(product, L_BLACK), left));
    for (const refused of responses.filter((response) => response.statusCode !== 201)) {
      expect(refused.statusCode).toBe(409);
      expect(allowed).toContain(refused.json().message);
    }
    expect(await variantCountsOf(t, product.id)).toEqual({
      [variantKey(L_BLACK)]: 0,
      [variantKey(M_BLACK)]: 4,
      [variantKey(L_WHITE)]: 3,
      [variantKey(M_WHITE)]: 0,
    });
    await expectSumKept(product.id);
  });

  it('sell to forty concurrent orders across four variants of one product, none refused', async () => {
    const all = [L_BLACK, M_BLACK, L_WHITE, M_WHITE];
    const product = await variantProduct(
      1,
      all.map((selection) => [selection, 15]),
    );
    // Half buy one combination, half two (each pair locks its variants in key order): 15 units of each in all.
    const pairs = [
      [L_BLACK, M_BLACK],
      [L_WHITE, M_WHITE],
      [M_BLACK, L_WHITE],
      [M_WHITE, L_BLACK],
    ];
    const orders = crowd.slice(0, 40).map((who, i) => {
      const lines =
        i % 2 === 0
          ? [line(product, all[(i / 2) % 4] ?? L_BLACK)]
          : (pairs[((i - 1) / 2) % 4] ?? []).map((selection) => line(product, selection));
      return placeCod(t, who, lines);
    });
    const responses = await Promise.all(orders);

    expect(responses.map((response) => response.statusCode)).toEqual(Array(40).fill(201));
    expect(Object.values(await variantCountsOf(t, product.id))).toEqual([0, 0, 0, 0]);
    expect(await stockOf(t, product.id)).toBe(0);
  });

  it("are taken product first: an order waiting for a product holds none of its variants' rows", async () => {
    // Without the product's row first, the first order would hold M-Black and wait for the product's row (the
    // sum's trigger), while the second holds the product (by L-Black) and wants M-Black: a deadlock.
    const product = await variantProduct(2, [
      [L_BLACK, 5],
      [M_BLACK, 5],
    ]);
    const change = (selection: Record<string, string>): StockChange => ({
      productId: product.id,
      variantKey: variantKey(selection),
      quantity: 1,
    });
    let holdsLBlack = () => {};
    const lBlackTaken = new Promise<void>((resolve) => {
      holdsLBlack = resolve;
    });
    let goOn = () => {};
    const mayGoOn = new Promise<void>((resolve) => {
      goOn = resolve;
    });
    const second = t.db.transaction().execute(async (trx) => {
      const first = await takeStock(trx, change(L_BLACK));
      holdsLBlack();
      await mayGoOn;
      return [first, await takeStock(trx, change(M_BLACK))];
    });
    await lBlackTaken;
    const first = t.db.transaction().execute((trx) => takeStock(trx, change(M_BLACK)));
    await someoneWaitsForALock();
    goOn();

    expect(await Promise.all([second, first])).toEqual([[true, true], true]);
    expect(await variantStockOf(t, product.id, L_BLACK)).toBe(4);
    expect(await variantStockOf(t, product.id, M_BLACK)).toBe(3);
    await expectSumKept(product.id);
  });
});

describe('a sold-out variant of a product still in stock', () => {
  const product = madeBeforeAll(() =>
    variantProduct(3, [
      [L_BLACK, 2],
      [M_BLACK, 6],
      [M_WHITE, 0],
      // L-White has no variant row: it cannot be bought.
    ]),
  );

  it('is refused by the cart with the spec message naming it, and a line stays within its units', async () => {
    const who = await shopper(t);
    const soldOut = await addToCart(who, product, M_WHITE, 1);
    expect(soldOut.statusCode).toBe(400);
    expect(soldOut.json()).toEqual({ message: cannotAddMore(label(product, M_WHITE), 0) });
    const noRow = await addToCart(who, product, L_WHITE, 1);
    expect(noRow.json()).toEqual({ message: cannotAddMore(label(product, L_WHITE), 0) });
    // The product has 8 units, L-Black only 2.
    expect((await addToCart(who, product, L_BLACK, 2)).statusCode).toBe(200);
    const past = await addToCart(who, product, L_BLACK, 1);
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({ message: cannotAddMore(label(product, L_BLACK), 2) });
    expect((await addToCart(who, product, L_BLACK, 3)).statusCode).toBe(400);
    // The cart still shows the product's count as the spec has it: the sum; beside it, the line's own stock.
    const cart = await t.app.inject({ method: 'GET', url: '/api/cart', headers: who.headers });
    expect(cart.json().items).toMatchObject([{ quantity: 2, lineStock: 2, product: { countInStock: 8 } }]);
  });

  it('is refused by a cash-on-delivery order and by payment/process, naming it, and nothing moves', async () => {
    const who = await shopper(t);
    const cod = await placeCod(t, who, [line(product, M_WHITE)]);
    expect(cod.statusCode).toBe(409);
    expect(cod.json()).toEqual({ message: ORDER_MESSAGES.outOfStock(label(product, M_WHITE), 0) });
    const tooMany = await placeCod(t, who, [line(product, L_BLACK, 3)]);
    expect(tooMany.json()).toEqual({ message: ORDER_MESSAGES.outOfStock(label(product, L_BLACK), 2) });

    const amount = expectedTotals([{ product, quantity: 1, filters: L_WHITE }]).total;
    const online = await processPayment(t, who, [line(product, L_WHITE)], amount);
    expect(online.statusCode).toBe(409);
    expect(online.json()).toEqual({ message: ORDER_MESSAGES.outOfStock(label(product, L_WHITE), 0) });
    expect(await variantCountsOf(t, product.id)).toEqual({
      [variantKey(L_BLACK)]: 2,
      [variantKey(M_BLACK)]: 6,
      [variantKey(M_WHITE)]: 0,
    });
    await expectSumKept(product.id);
  });
});

describe("a variant's units come back", () => {
  it('once to that variant when its order is cancelled (a second cancel changes nothing)', async () => {
    const product = await variantProduct(4, [
      [L_BLACK, 5],
      [M_BLACK, 5],
    ]);
    const who = await shopper(t);
    const order = await codOrder(t, who, [line(product, L_BLACK, 2), line(product, M_BLACK, 1)]);
    expect(await variantStockOf(t, product.id, L_BLACK)).toBe(3);

    expect((await cancelOrder(t, who, order._id, 'Ordered the wrong size')).statusCode).toBe(200);
    expect((await cancelOrder(t, who, order._id, 'Ordered the wrong size')).statusCode).toBe(409);
    expect(await variantStockOf(t, product.id, L_BLACK)).toBe(5);
    expect(await variantStockOf(t, product.id, M_BLACK)).toBe(5);
    await expectSumKept(product.id);
  });

  it('to that variant when an online hold is released, and a late payment takes them again', async () => {
    const product = await variantProduct(5, [
      [L_BLACK, 5],
      [M_BLACK, 5],
    ]);
    const who = await shopper(t);
    const amount = expectedTotals([{ product, quantity: 2, filters: M_BLACK }]).total;
    const held = await processPayment(t, who, [line(product, M_BLACK, 2)], amount);
    expect(held.statusCode).toBe(200);
    expect(await variantStockOf(t, product.id, M_BLACK)).toBe(3);

    const providerOrderId = held.json().order.id as string;
    await expireHold(t, providerOrderId);
    await releaseExpiredHolds(t.db, t.app.jobs);
    expect(await variantStockOf(t, product.id, M_BLACK)).toBe(5);
    await expectSumKept(product.id);

    const late = await confirmOnline(t, who, await sandboxOf(t).pay(providerOrderId));
    expect(late.statusCode).toBe(201);
    expect(await variantStockOf(t, product.id, M_BLACK)).toBe(3);
    expect(await variantStockOf(t, product.id, L_BLACK)).toBe(5);
    await expectSumKept(product.id);
  });
});

describe('an order placed before its product had variants', () => {
  it('gives nothing back on cancel to a product that now keeps variants: its count stays their sum', async () => {
    const product = await stockedProduct(t, 8, { stock: 5 });
    await giveVariants(t, product.id, {});
    await setOptions(t, product.id, []);
    await t.db.updateTable('products').set({ count_in_stock: 5 }).where('id', '=', product.id).execute();
    const who = await shopper(t);
    const order = await codOrder(t, who, [{ product: product.id, quantity: 2, filters: {} }]);
    await setOptions(t, product.id, SIZE_COLOR);
    await giveVariants(t, product.id, { [variantKey(L_BLACK)]: 4 });

    expect((await cancelOrder(t, who, order._id, 'Changed my mind')).statusCode).toBe(200);
    expect(await variantStockOf(t, product.id, L_BLACK)).toBe(4);
    await expectSumKept(product.id);
  });
});

describe('the product page', () => {
  it("lists the variants with their units, and shows a sale's new count at once", async () => {
    const product = await variantProduct(6, [
      [L_BLACK, 5],
      [M_BLACK, 4],
    ]);
    const read = async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
      expect(response.statusCode).toBe(200);
      return response.json() as { countInStock: number; variants: unknown[] };
    };
    // Asked twice, so the catalogue cache keeps the answer.
    await read();
    expect(await read()).toMatchObject({
      countInStock: 9,
      variants: [
        { options: L_BLACK, countInStock: 5 },
        { options: M_BLACK, countInStock: 4 },
      ],
    });
    await codOrder(t, await shopper(t), [line(product, L_BLACK, 2)]);
    expect(await read()).toMatchObject({
      countInStock: 7,
      variants: [
        { options: L_BLACK, countInStock: 3 },
        { options: M_BLACK, countInStock: 4 },
      ],
    });
  });
});

describe('a product without variants', () => {
  it('keeps one stock: sold, capped in the cart, refused and restocked as before', async () => {
    const product = await stockedProduct(t, 7, { stock: 3 });
    await giveVariants(t, product.id, {});
    await t.db.updateTable('products').set({ count_in_stock: 3 }).where('id', '=', product.id).execute();
    const who = await shopper(t);
    const order = await codOrder(t, who, [{ product: product.id, quantity: 2 }]);
    expect(await stockOf(t, product.id)).toBe(1);

    const past = await addToCart(who, product, {}, 2);
    expect(past.json()).toEqual({ message: cannotAddMore(product.name, 1) });
    const refused = await placeCod(t, who, [{ product: product.id, quantity: 2 }]);
    expect(refused.json()).toEqual({ message: ORDER_MESSAGES.outOfStock(product.name, 1) });
    const page = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(page.json()).toMatchObject({ countInStock: 1, variants: [] });

    expect((await cancelOrder(t, who, order._id, 'Changed my mind')).statusCode).toBe(200);
    expect(await stockOf(t, product.id)).toBe(3);
  });
});
