// Attacks on stock per variant (docs/decisions/037-variants.md) that found bugs, against the real app and
// PostgreSQL: an order or a cancel that waited for the product's row while the admin gave the product its first
// grid (or took its last row away) must still move the right stock, so `products.count_in_stock` stays the sum of
// the variants; a grid for an option named like a property of every JavaScript object is checked, not a 500; a
// shopper can always cancel a "notify me" request the answer lists.
import type { AdminProduct } from '@shop/shared/admin.schemas';
import { STOCK_ALERT_MESSAGES } from '@shop/shared/stock-alert.schemas';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createdProductId, loadAdminProduct, productForm, useAdmin } from '../../test/admin-helpers.ts';
import { cancelOrder, codOrder, placeCod, shopper, stockOf } from '../../test/order-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';
import { variantCountsOf } from '../../test/variant-helpers.ts';

const t = useTestApp({ template: 'demo' });
const boss = useAdmin(t);

// productForm's options: Size 500 ml / 750 ml × Color Steel / Teal.
const SMALL_STEEL = { Size: '500 ml', Color: 'Steel' };
const LARGE_TEAL = { Size: '750 ml', Color: 'Teal' };

const load = (id: string): Promise<AdminProduct> => loadAdminProduct(t, boss, id);

/** The admin form's save of `loaded` with this grid (each loaded row carries the stock it showed), and changes. */
function saveGrid(loaded: AdminProduct, variants: object[], changes: object = {}) {
  const {
    _id,
    variants: _rows,
    version,
    countInStock,
    archived,
    archivedAt,
    createdAt,
    numReviews,
    ...fields
  } = loaded;
  const { displayPrice: _d, originalPrice: _o, ...form } = fields;
  return t.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${_id}`,
    headers: boss.headers,
    payload: { ...form, ...changes, countInStock, stockSeen: countInStock, version, variants },
  });
}

/** Waits until `count` sessions of the test database wait for a lock (a wait, not a timed assertion). */
async function waitingForLocks(count: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { rows } = await sql<{ waiting: number }>`
      select count(*)::int as waiting from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`.execute(t.db);
    if ((rows[0]?.waiting ?? 0) >= count) return;
    if (Date.now() > deadline) throw new Error(`${count} sessions never waited for a lock`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Runs `first` and then `second` while the product's row is held, each queueing for it in that order, then lets
 * them go: `first` gets the row first and commits before `second` gets it.
 */
async function queuedOnProduct<A, B>(productId: string, first: () => Promise<A>, second: () => Promise<B>) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let holding = () => {};
  const held = new Promise<void>((resolve) => {
    holding = resolve;
  });
  const holder = t.db.transaction().execute(async (trx) => {
    await trx.selectFrom('products').select('id').where('id', '=', productId).forUpdate().execute();
    holding();
    await released;
  });
  await held;
  const a = first();
  await waitingForLocks(1);
  const b = second();
  await waitingForLocks(2);
  release();
  await holder;
  return Promise.all([a, b]);
}

/** The product's count is the sum of its variants' (the migration 0034 trigger), as every reader assumes. */
async function expectSumKept(productId: string): Promise<void> {
  const counts = Object.values(await variantCountsOf(t, productId));
  expect(await stockOf(t, productId)).toBe(counts.reduce((sum, count) => sum + count, 0));
}

describe('a stock writer that waited for the product while the admin changed its grid', () => {
  it("sells from the variant of the product's first grid, so the count stays the sum", async () => {
    const id = await createdProductId(
      t,
      boss,
      productForm({ name: 'Attack First Grid Flask', countInStock: 10 }),
    );
    const loaded = await load(id);
    const [saved, ordered] = await queuedOnProduct(
      id,
      () =>
        saveGrid(loaded, [
          { options: SMALL_STEEL, countInStock: 3 },
          { options: LARGE_TEAL, countInStock: 4 },
        ]),
      async () => placeCod(t, await shopper(t), [{ product: id, quantity: 1, filters: SMALL_STEEL }]),
    );

    expect(saved.statusCode, saved.body).toBe(200);
    expect(ordered.statusCode, ordered.body).toBe(201);
    expect(Object.values(await variantCountsOf(t, id)).sort()).toEqual([2, 4]);
    await expectSumKept(id);
  });

  it('gives a cancelled order its units back in the one stock an empty grid left', async () => {
    const grid = [
      { options: SMALL_STEEL, countInStock: 3 },
      { options: LARGE_TEAL, countInStock: 4 },
    ];
    const id = await createdProductId(t, boss, {
      ...productForm({ name: 'Attack Grid Gone Flask' }),
      variants: grid,
    });
    const who = await shopper(t);
    const order = await codOrder(t, who, [{ product: id, quantity: 2, filters: SMALL_STEEL }]);
    const loaded = await load(id);
    expect(loaded.countInStock).toBe(5);
    const [saved, cancelled] = await queuedOnProduct(
      id,
      () => saveGrid(loaded, []),
      () => cancelOrder(t, who, order._id, 'Ordered the wrong size'),
    );

    expect(saved.statusCode, saved.body).toBe(200);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await variantCountsOf(t, id)).toEqual({});
    expect(await stockOf(t, id)).toBe(7);
  });
});

describe('a stock grid', () => {
  it('names each option of a product whose option is called "constructor": a row without it is a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: boss.headers,
      payload: {
        ...productForm({ name: 'Attack Constructor Kit' }),
        filters: [{ name: 'constructor', values: ['Basic', 'Pro'], priceAdjustments: [] }],
        variants: [
          { options: { constructor: 'Basic' }, countInStock: 1 },
          { options: {}, countInStock: 2 },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain('needs a value for constructor');
  });
});

describe('"notify me"', () => {
  it('cancels each request the answer lists, though the grid or an option value it names has gone', async () => {
    const grid = [
      { options: SMALL_STEEL, countInStock: 0 },
      { options: LARGE_TEAL, countInStock: 0 },
    ];
    const id = await createdProductId(t, boss, {
      ...productForm({ name: 'Attack Orphan Flask' }),
      variants: grid,
    });
    const who = await shopper(t);
    const notifyMe = (method: 'POST' | 'DELETE', filters: Record<string, string>) =>
      t.app.inject({
        method,
        url: `/api/products/${id}/notify-me`,
        headers: who.headers,
        payload: { filters },
      });
    expect((await notifyMe('POST', SMALL_STEEL)).statusCode).toBe(201);
    expect((await notifyMe('POST', LARGE_TEAL)).statusCode).toBe(201);
    // The admin keeps one stock again and drops the 750 ml: both requests are still listed, under their old keys.
    const loaded = await load(id);
    const [size, ...others] = loaded.filters;
    const smallOnly = {
      ...size,
      values: ['500 ml'],
      priceAdjustments: size?.priceAdjustments.filter((each) => each.value === '500 ml'),
    };
    const dropped = await saveGrid(loaded, [], { filters: [smallOnly, ...others] });
    expect(dropped.statusCode, dropped.body).toBe(200);

    expect((await notifyMe('DELETE', SMALL_STEEL)).statusCode).toBe(200);
    const cancelled = await notifyMe('DELETE', LARGE_TEAL);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({ message: STOCK_ALERT_MESSAGES.cancelled, alerts: [] });
  });
});
