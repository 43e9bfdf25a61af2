// Attacks on promotions and coupon codes (docs/decisions/038-promotions.md, docs/product.md#checkout-promotions),
// against the real app and PostgreSQL: a shopper trying to pay less than the shop's rules allow (prices or discounts
// sent by the browser, buy X get Y gamed with split lines, free shipping on a faster speed, the amount-only payment),
// to use a code beyond its limits (racing checkouts of one account, a late payment of a lapsed hold, two racing first
// orders, cancel and reorder), to find codes by trying them on every route that reads one, and a careless admin's
// inputs (control characters, money out of range, odd date offsets, huge target lists, a limit changed while orders
// race). Each test names the attack and asserts the safe behaviour.
import { type AdminPromotion, PROMOTION_MESSAGES, type Quote } from '@shop/shared/promotion.schemas';
import { codeRefusalMessage } from '@shop/shared/promotions';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { useAdmin } from '../../test/admin-helpers.ts';
import { jobsSettled } from '../../test/job-helpers.ts';
import {
  cancelOrder,
  confirmOnline,
  expireHold,
  personalInfo,
  placeCod,
  type Shopper,
  sandboxOf,
  shippingInfo,
  shopper,
  shoppers,
} from '../../test/order-helpers.ts';
import {
  endAllPromotions,
  freshCode,
  insertPromotion,
  type PromoProduct,
  pricedProduct,
} from '../../test/promotion-helpers.ts';
import { rowCount } from '../../test/row-count.ts';
import { useTestApp } from '../../test/test-app.ts';
import { releaseExpiredHolds } from '../modules/checkout/stock-holds.service.ts';

/** Code checks per account in this file: small, so a budget test needs a handful of calls. */
const BUDGET = 4;
const t = useTestApp({
  template: 'demo',
  rateLimits: { couponCheck: { perSubject: { limit: BUDGET, windowSeconds: 3600 } } },
});
const boss = useAdmin(t);

afterEach(() => endAllPromotions(t.db));

const paise = (rupees: number) => Math.round(rupees * 100);
const NOT_VALID = 'This code is not valid';
const HOUR = 3_600_000;

interface OrderLine {
  product: string;
  quantity: number;
  filters: Record<string, string>;
}

function line(product: { id: string }, quantity = 1, filters: Record<string, string> = {}): OrderLine {
  return { product: product.id, quantity, filters };
}

function quote(who: Shopper, orderItems: readonly object[], couponCode?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/promotions/quote',
    headers: who.headers,
    payload: { orderItems, ...(couponCode !== undefined && { couponCode }) },
  });
}

async function quoted(who: Shopper, orderItems: readonly object[], couponCode?: string): Promise<Quote> {
  const response = await quote(who, orderItems, couponCode);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function applyCoupon(who: Shopper, code: string) {
  return t.app.inject({ method: 'PUT', url: '/api/cart/coupon', headers: who.headers, payload: { code } });
}

/** payment/process with the lines, the address and the code: opens an online checkout holding stock and code. */
function processWith(who: Shopper, orderItems: readonly object[], amount: number, extra: object = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/v1/payment/process',
    headers: who.headers,
    payload: { amount, personalInfo, shippingInfo, orderItems, ...extra },
  });
}

function codAvailability(who: Shopper, orderItems: readonly object[], couponCode?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/checkout/cod-availability',
    headers: who.headers,
    payload: {
      orderItems,
      postalCode: shippingInfo.postalCode,
      ...(couponCode !== undefined && { couponCode }),
    },
  });
}

/** Pays the provider order in the sandbox and sends the browser's confirmation: its raw answer. */
async function payAndConfirm(who: Shopper, providerOrderId: string) {
  return confirmOnline(t, who, await sandboxOf(t).pay(providerOrderId));
}

function messageOf(response: { json(): unknown }): string {
  return (response.json() as { message: string }).message;
}

/** Orders (cancelled ones left out unless `all`) that stored the promotion among theirs. */
function ordersUsing(promotionId: string, { all = false } = {}): Promise<number> {
  let query = t.db
    .selectFrom('orders')
    .where(sql<boolean>`promotions @> ${JSON.stringify([{ id: promotionId }])}::jsonb`);
  if (!all) query = query.where('order_status', '<>', 'cancelled');
  return rowCount(query);
}

function redemptionRows(promotionId: string): Promise<number> {
  return rowCount(t.db.selectFrom('promotion_redemptions').where('promotion_id', '=', promotionId));
}

async function redemptionsLeft(promotionId: string): Promise<number | null> {
  const row = await t.db
    .selectFrom('promotions')
    .select('redemptions_left')
    .where('id', '=', promotionId)
    .executeTakeFirstOrThrow();
  return row.redemptions_left;
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
 * Holds the account's row while `requests` start one after the other, each let go only once it queues for that row
 * (where an order or a checkout of the account takes its lock, after pricing it): every one of them priced the
 * basket before any committed, the worst interleaving of an account racing itself. Answers their responses.
 */
async function racedUnderAccountLock<T>(
  userId: string,
  requests: readonly (() => Promise<T>)[],
): Promise<T[]> {
  const started: Promise<T>[] = [];
  await t.db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    for (const request of requests) {
      started.push(request());
      await waitingForLocks(started.length);
    }
  });
  return Promise.all(started);
}

/** Figures of an order as it must always hold: lines add up to the discount, the total is what is left. */
function expectConsistentFigures(order: {
  priceSummary: { subtotal: number; discount: number; shippingCost: number; total: number };
  orderItems: { price: number; quantity: number; discount: number }[];
}) {
  const { subtotal, discount, shippingCost, total } = order.priceSummary;
  expect(paise(total)).toBe(paise(subtotal) - paise(discount) + paise(shippingCost));
  expect(order.orderItems.reduce((sum, item) => sum + paise(item.discount), 0)).toBe(paise(discount));
  for (const item of order.orderItems) {
    expect(item.discount).toBeGreaterThanOrEqual(0);
    expect(paise(item.discount)).toBeLessThanOrEqual(paise(item.price) * item.quantity);
  }
  expect(total).toBeGreaterThanOrEqual(0);
}

// ─── Money the browser sends ─────────────────────────────────────────────────────────────────────────────────

describe('money the browser sends is never what is charged', () => {
  it('a COD order with a client-sent discount, priceSummary and line prices is charged the server’s figures', async () => {
    const who = await shopper(t);
    const kettle = await pricedProduct(t, 500);
    const code = freshCode('TENOFF');
    await insertPromotion(t.db, { code, action: 'percent', percent: 10 });
    const forged = [
      { ...line(kettle), price: 1, discountPrice: 1, discount: 499, originalPrice: 1, shippingCost: 0 },
    ];
    const shown = { subtotal: 1, savings: 0, discount: 499, shippingCost: 0, total: 1 };

    const refused = await placeCod(t, who, forged, { couponCode: code, priceSummary: shown });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(await rowCount(t.db.selectFrom('orders').where('user_id', '=', who.userId))).toBe(0);

    const placed = await placeCod(t, who, forged, {
      couponCode: code,
      priceSummary: { ...shown, total: 450 },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json();
    expect(order.priceSummary).toMatchObject({ subtotal: 500, discount: 50, shippingCost: 0, total: 450 });
    expect(order.orderItems[0]).toMatchObject({ price: 500, discount: 50 });
  });

  it('payment/process never opens the provider order below the promoted total, whatever the lines carry', async () => {
    const who = await shopper(t);
    const lamp = await pricedProduct(t, 800);
    const code = freshCode('AMT');
    await insertPromotion(t.db, { code, action: 'amount', amount: paise(100) });
    const forged = [{ ...line(lamp), price: 1, discount: 799 }];

    const low = await processWith(who, forged, 1, { couponCode: code, priceSummary: { total: 1 } });
    expect(low.statusCode, low.body).toBe(409);
    const exact = await processWith(who, forged, 700, { couponCode: code });
    expect(exact.statusCode, exact.body).toBe(200);
    expect(exact.json().order.amount).toBe(paise(700));
  });

  it('a quote ignores prices and discounts sent in its lines', async () => {
    const who = await shopper(t);
    const mug = await pricedProduct(t, 300);
    await insertPromotion(t.db, { action: 'percent', percent: 10 });
    const answer = await quoted(who, [{ ...line(mug, 2), price: 1, discount: 599 }]);
    expect(answer.discount).toBe(60);
    expect(answer.lines).toEqual([{ product: mug.id, filters: {}, discount: 60 }]);
  });
});

// ─── Limits ─────────────────────────────────────────────────────────────────────────────────────────────────

describe('a code is never used beyond its limits', () => {
  it('one account racing a COD order and an online checkout with a once-per-account code gets one use', async () => {
    const who = await shopper(t);
    const [a, b] = [await pricedProduct(t, 600), await pricedProduct(t, 650)];
    const code = freshCode('ONCE');
    const id = await insertPromotion(t.db, { code, action: 'amount', amount: paise(50), perAccountLimit: 1 });

    const [cod, online] = await racedUnderAccountLock(who.userId, [
      () => placeCod(t, who, [line(a)], { couponCode: code }),
      () => processWith(who, [line(b)], 600, { couponCode: code }),
    ]);
    expect([cod?.statusCode, online?.statusCode].sort()).toEqual([201, 409]);
    if (online?.statusCode === 200) {
      await payAndConfirm(who, online.json().order.id);
    }
    expect(await ordersUsing(id)).toBe(1);
    expect(await redemptionRows(id)).toBe(1);
  });

  it('the late payment of a lapsed hold cannot use a once-per-account code the account used since', async () => {
    const who = await shopper(t);
    const [a, b] = [await pricedProduct(t, 600), await pricedProduct(t, 700)];
    const code = freshCode('LATE');
    const id = await insertPromotion(t.db, { code, action: 'amount', amount: paise(50), perAccountLimit: 1 });

    const held = await processWith(who, [line(a)], 550, { couponCode: code });
    expect(held.statusCode, held.body).toBe(200);
    // The COD order ends that hold (its redemption given back) and uses the code itself.
    const cod = await placeCod(t, who, [line(b)], { couponCode: code });
    expect(cod.statusCode, cod.body).toBe(201);

    const late = await payAndConfirm(who, held.json().order.id);
    expect(late.statusCode, late.body).toBe(409);
    expect(messageOf(late)).toBe(PROMOTION_MESSAGES.refundingPromotionGone(code));
    expect(await ordersUsing(id)).toBe(1);
    expect(await redemptionRows(id)).toBe(1);
  });

  it('the late payment of a lapsed hold is refunded when its code has ended since, and takes nothing', async () => {
    const who = await shopper(t);
    const lamp = await pricedProduct(t, 1000);
    const code = freshCode('SALE');
    const id = await insertPromotion(t.db, { code, action: 'percent', percent: 20, usageLimit: 5 });
    const held = await processWith(who, [line(lamp)], 800, { couponCode: code });
    expect(held.statusCode, held.body).toBe(200);
    const providerOrderId: string = held.json().order.id;
    await expireHold(t, providerOrderId);
    await releaseExpiredHolds(t.db, t.app.jobs);
    // The sale is over; the shopper pays the checkout opened during it.
    await t.db.updateTable('promotions').set({ status: 'ended' }).where('id', '=', id).execute();

    const late = await payAndConfirm(who, providerOrderId);
    expect(late.statusCode, late.body).toBe(409);
    expect(messageOf(late)).toBe(PROMOTION_MESSAGES.refundingPromotionGone(code));
    expect(await ordersUsing(id, { all: true })).toBe(0);
    expect(await redemptionRows(id)).toBe(0);
    expect(await redemptionsLeft(id)).toBe(5);
  });

  it('replacing an online checkout and paying both provider orders uses a once-per-account code once', async () => {
    const who = await shopper(t);
    const a = await pricedProduct(t, 900);
    const code = freshCode('TWICE');
    const id = await insertPromotion(t.db, {
      code,
      action: 'amount',
      amount: paise(100),
      perAccountLimit: 1,
    });

    const first = await processWith(who, [line(a)], 800, { couponCode: code });
    const second = await processWith(who, [line(a)], 800, { couponCode: code });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const placed = await payAndConfirm(who, second.json().order.id);
    expect(placed.statusCode, placed.body).toBe(201);
    const replaced = await payAndConfirm(who, first.json().order.id);
    expect(replaced.statusCode, replaced.body).toBe(409);
    expect(await ordersUsing(id)).toBe(1);
    expect(await redemptionRows(id)).toBe(1);
  });

  it('two racing first orders of one account cannot both get a first-order code', async () => {
    const who = await shopper(t);
    const [a, b] = [await pricedProduct(t, 1000), await pricedProduct(t, 1100)];
    const code = freshCode('WELCOME');
    const id = await insertPromotion(t.db, {
      code,
      action: 'amount',
      amount: paise(100),
      firstOrderOnly: true,
    });

    const answers = await racedUnderAccountLock(who.userId, [
      () => placeCod(t, who, [line(a)], { couponCode: code }),
      () => placeCod(t, who, [line(b)], { couponCode: code }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused && messageOf(refused)).toBe(codeRefusalMessage(code, { kind: 'first_order' }));
    expect(await ordersUsing(id)).toBe(1);
    expect(await redemptionRows(id)).toBe(1);
  });

  it('an online first order racing a COD first order with another first-order code: one of them only', async () => {
    const who = await shopper(t);
    const [a, b] = [await pricedProduct(t, 1000), await pricedProduct(t, 1200)];
    const [online, cash] = [freshCode('HELLO'), freshCode('NAMASTE')];
    const onlineId = await insertPromotion(t.db, {
      code: online,
      action: 'amount',
      amount: paise(100),
      firstOrderOnly: true,
      perAccountLimit: 1,
    });
    const cashId = await insertPromotion(t.db, {
      code: cash,
      action: 'amount',
      amount: paise(100),
      firstOrderOnly: true,
      perAccountLimit: 1,
    });

    // The checkout's hold commits first, after the COD order was priced; then the shopper pays the checkout.
    const [held, cod] = await racedUnderAccountLock(who.userId, [
      () => processWith(who, [line(a)], 900, { couponCode: online }),
      () => placeCod(t, who, [line(b)], { couponCode: cash }),
    ]);
    expect([200, 409]).toContain(held?.statusCode);
    expect([201, 409]).toContain(cod?.statusCode);
    if (held?.statusCode === 200) {
      const paid = await payAndConfirm(who, held.json().order.id);
      expect(paid.statusCode, paid.body).toBe(cod?.statusCode === 201 ? 409 : 201);
    }
    expect((await ordersUsing(onlineId)) + (await ordersUsing(cashId))).toBe(1);
  });

  it('the late payment of a lapsed first-order checkout is refunded once the account has another order', async () => {
    const who = await shopper(t);
    const [a, b] = [await pricedProduct(t, 1000), await pricedProduct(t, 400)];
    const code = freshCode('FIRSTBUY');
    const id = await insertPromotion(t.db, {
      code,
      action: 'amount',
      amount: paise(100),
      firstOrderOnly: true,
      perAccountLimit: 1,
    });

    const held = await processWith(who, [line(a)], 900, { couponCode: code });
    expect(held.statusCode, held.body).toBe(200);
    // A cash order without the code ends the hold: the account's first order is this one.
    const cod = await placeCod(t, who, [line(b)]);
    expect(cod.statusCode, cod.body).toBe(201);

    const late = await payAndConfirm(who, held.json().order.id);
    expect(late.statusCode, late.body).toBe(409);
    expect(messageOf(late)).toBe(PROMOTION_MESSAGES.refundingPromotionGone(code));
    expect(await ordersUsing(id)).toBe(0);
    expect(await redemptionRows(id)).toBe(0);
  });

  it('cancel and reorder never has more live orders with a code than its total limit', async () => {
    const [first, second] = await shoppers(t, 2);
    if (!first || !second) throw new Error('no shoppers');
    const cup = await pricedProduct(t, 400);
    const code = freshCode('LASTONE');
    const id = await insertPromotion(t.db, { code, action: 'amount', amount: paise(40), usageLimit: 1 });

    const placed = await placeCod(t, first, [line(cup)], { couponCode: code });
    expect(placed.statusCode, placed.body).toBe(201);
    const usedUp = await placeCod(t, second, [line(cup)], { couponCode: code });
    expect(usedUp.statusCode).toBe(409);

    const orderId = placed.json().order._id;
    expect((await cancelOrder(t, first, orderId, 'Ordered by mistake')).statusCode).toBe(200);
    // A second cancel is refused and gives nothing back a second time.
    expect((await cancelOrder(t, first, orderId, 'Ordered by mistake')).statusCode).toBe(409);
    expect(await redemptionsLeft(id)).toBe(1);

    const reordered = await placeCod(t, second, [line(cup)], { couponCode: code });
    expect(reordered.statusCode, reordered.body).toBe(201);
    const again = await placeCod(t, first, [line(cup)], { couponCode: code });
    expect(again.statusCode).toBe(409);
    expect(await redemptionsLeft(id)).toBe(0);
    expect(await ordersUsing(id)).toBe(1);
    expect(await redemptionRows(id)).toBe(1);
  });

  it('an admin lowering the limit while orders race keeps what is left equal to the limit less what was used', async () => {
    const crowd = await shoppers(t, 8);
    const pot = await pricedProduct(t, 300);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/promotions',
      headers: boss.headers,
      payload: { code: freshCode('RUSH'), title: 'Rush', action: 'amount', amount: 30, usageLimit: 20 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const promotion: AdminPromotion = created.json();
    const { id, version, createdAt, updatedAt, redemptions, badge, ...input } = promotion;

    const [update, ...orders] = await Promise.all([
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/promotions/${id}`,
        headers: boss.headers,
        payload: { ...input, usageLimit: 3, version },
      }),
      ...crowd.map((who) => placeCod(t, who, [line(pot)], { couponCode: promotion.code ?? '' })),
    ]);
    expect(update?.statusCode, update?.body).toBe(200);
    for (const order of orders) expect([201, 409], order.body).toContain(order.statusCode);
    const used = await redemptionRows(id);
    expect(used).toBe(orders.filter((order) => order.statusCode === 201).length);
    expect(await redemptionsLeft(id)).toBe(Math.max(0, 3 - used));
  });
});

// ─── Buy X get Y ────────────────────────────────────────────────────────────────────────────────────────────

/** A product with a Size option: S at ₹100, L at ₹300, one stock. */
async function sizedProduct(): Promise<PromoProduct> {
  const product = await pricedProduct(t, 100);
  await t.db
    .updateTable('products')
    .set({
      filters: JSON.stringify([
        {
          name: 'Size',
          values: ['S', 'L'],
          priceAdjustments: [
            { value: 'S', price: paise(100), discountPrice: 0 },
            { value: 'L', price: paise(300), discountPrice: 0 },
          ],
        },
      ]),
    })
    .where('id', '=', product.id)
    .execute();
  return product;
}

describe('buy X get Y cannot be gamed', () => {
  it('split lines of one product in differently priced options get the cheapest unit free, not the dearest', async () => {
    const who = await shopper(t);
    const shirt = await sizedProduct();
    await insertPromotion(t.db, {
      action: 'buy_x_get_y',
      buy: 2,
      get: 1,
      sameProduct: true,
      target: 'products',
      targetValues: [shirt.id],
    });
    // The L units sent as lines of their own, and duplicated: they merge, and the S unit is the free one.
    const answer = await quoted(who, [
      line(shirt, 1, { Size: 'L' }),
      line(shirt, 1, { Size: 'S' }),
      line(shirt, 1, { Size: 'L' }),
    ]);
    expect(answer.discount).toBe(100);
    expect(answer.lines).toEqual([
      { product: shirt.id, filters: { Size: 'L' }, discount: 0 },
      { product: shirt.id, filters: { Size: 'S' }, discount: 100 },
    ]);
    // Six L units as six lines: two free, never more.
    const six = await quoted(
      who,
      Array.from({ length: 6 }, () => line(shirt, 1, { Size: 'L' })),
    );
    expect(six.discount).toBe(600);
  });

  it('gives one free unit per full group of X + Y, whatever the quantities', async () => {
    const who = await shopper(t);
    const soap = await pricedProduct(t, 50);
    await insertPromotion(t.db, { action: 'buy_x_get_y', buy: 2, get: 1, sameProduct: true });
    const free = async (quantity: number) => (await quoted(who, [line(soap, quantity)])).discount;
    expect([await free(2), await free(3), await free(5), await free(6), await free(10)]).toEqual([
      0, 50, 50, 100, 150,
    ]);
  });

  it('a price rise between the quote and the order is refused; a fall is charged with the offer on the new price', async () => {
    const who = await shopper(t);
    const bowl = await pricedProduct(t, 100);
    await insertPromotion(t.db, { action: 'buy_x_get_y', buy: 2, get: 1, sameProduct: true });
    const shown = await quoted(who, [line(bowl, 3)]);
    expect(shown.discount).toBe(100);
    const setPrice = (rupees: number) =>
      t.db
        .updateTable('products')
        .set({ base_price: paise(rupees), discount_price: paise(rupees), display_price: paise(rupees) })
        .where('id', '=', bowl.id)
        .execute();

    await setPrice(150);
    const risen = await placeCod(t, who, [line(bowl, 3)], { priceSummary: { total: 200 } });
    expect(risen.statusCode, risen.body).toBe(409);

    await setPrice(80);
    const fallen = await placeCod(t, who, [line(bowl, 3)], { priceSummary: { total: 200 } });
    expect(fallen.statusCode, fallen.body).toBe(201);
    const { order } = fallen.json();
    expect(order.priceSummary).toMatchObject({ subtotal: 240, discount: 80, total: 160 });
    expectConsistentFigures(order);
  });
});

// ─── The amount-only payment and shipping ───────────────────────────────────────────────────────────────────

describe('the amount-only payment and shipping speeds', () => {
  it('a code on the amount-only payment/process is refused, and no automatic offer lowers what it pays', async () => {
    const who = await shopper(t);
    const vase = await pricedProduct(t, 1000);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: who.headers,
      payload: { productId: vase.id, quantity: 1, filters: {} },
    });
    expect(added.statusCode, added.body).toBe(200);
    const code = freshCode('CART');
    await insertPromotion(t.db, { code, action: 'percent', percent: 20 });
    await insertPromotion(t.db, { action: 'percent', percent: 50 });
    const pay = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders/v1/payment/process',
        headers: who.headers,
        payload,
      });

    const withCode = await pay({ amount: 400, couponCode: code });
    expect(withCode.statusCode, withCode.body).toBe(400);
    expect(messageOf(withCode)).toBe(PROMOTION_MESSAGES.codeNeedsItems);
    const discounted = await pay({ amount: 500 });
    expect(discounted.statusCode, discounted.body).toBe(409);
    const full = await pay({ amount: 1000 });
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json().order.amount).toBe(paise(1000));
    expect(await rowCount(t.db.selectFrom('promotion_redemptions').where('user_id', '=', who.userId))).toBe(
      0,
    );
  });

  it('free shipping takes off the standard shipping only: the express fee is charged', async () => {
    const who = await shopper(t);
    const card = await pricedProduct(t, 200, { shipping: 40 });
    const code = freshCode('SHIPFREE');
    await insertPromotion(t.db, { code, action: 'free_shipping' });
    const charged = async (shippingSpeed: string) => {
      const response = await placeCod(t, who, [line(card)], { shippingSpeed, couponCode: code });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().order.priceSummary;
    };
    expect(await charged('standard')).toMatchObject({ shippingCost: 0, total: 200 });
    expect(await charged('express')).toMatchObject({ shippingCost: 99, total: 299 });

    // An automatic free-shipping offer as well: the shipping is not taken off twice, and the code says so.
    await insertPromotion(t.db, { action: 'free_shipping' });
    const answer = await quoted(who, [line(card)], code);
    expect(answer).toMatchObject({ discount: 0, shippingDiscount: 40 });
    expect(answer.code).toMatchObject({ applied: false });
  });

  it('a cancelled paid order with offers and a faster speed is refunded exactly what was charged', async () => {
    const who = await shopper(t);
    const jug = await pricedProduct(t, 300, { shipping: 50 });
    const code = freshCode('JUG');
    await insertPromotion(t.db, { action: 'buy_x_get_y', buy: 2, get: 1, sameProduct: true });
    await insertPromotion(t.db, { code, action: 'percent', percent: 10 });
    // 3 × ₹300 = ₹900, one free: ₹600, 10% off: ₹540; shipping free over ₹499, express ₹99.
    const held = await processWith(who, [line(jug, 3)], 639, { couponCode: code, shippingSpeed: 'express' });
    expect(held.statusCode, held.body).toBe(200);
    const placed = await payAndConfirm(who, held.json().order.id);
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json();
    expect(order.priceSummary).toMatchObject({ subtotal: 900, discount: 360, shippingCost: 99, total: 639 });
    expectConsistentFigures(order);

    expect((await cancelOrder(t, who, order._id, 'Ordered by mistake')).statusCode).toBe(200);
    await jobsSettled(t);
    const refunds = await t.db
      .selectFrom('sandbox_refunds')
      .select('amount')
      .where('payment_id', '=', order.paymentInfo.razorpayPaymentId)
      .execute();
    expect(refunds).toEqual([{ amount: paise(639) }]);
  });

  it('an amount off larger than the basket takes it to ₹0, never below, and ₹0 is not paid online', async () => {
    const who = await shopper(t);
    const pen = await pricedProduct(t, 300);
    const code = freshCode('HUGE');
    await insertPromotion(t.db, { code, action: 'amount', amount: paise(1000) });
    const answer = await quoted(who, [line(pen)], code);
    expect(answer.discount).toBe(300);
    const online = await processWith(who, [line(pen)], 0, { couponCode: code });
    expect(online.statusCode, online.body).toBe(400);
    const cod = await placeCod(t, who, [line(pen)], { couponCode: code });
    expect(cod.statusCode, cod.body).toBe(201);
    expect(cod.json().order.priceSummary).toMatchObject({ discount: 300, total: 0 });
  });
});

// ─── Finding codes by trying ────────────────────────────────────────────────────────────────────────────────

/** Codes that exist but are not live, each as a stranger must hear it: like an unknown code. */
async function hiddenCodes(): Promise<Record<string, string>> {
  const kinds = {
    unknown: freshCode('NOSUCH'),
    paused: freshCode('PAUSED'),
    notStarted: freshCode('SOON'),
    ended: freshCode('ENDED'),
    endedByDate: freshCode('PAST'),
    usedUp: freshCode('GONE'),
  };
  const base = { action: 'amount' as const, amount: paise(50) };
  await insertPromotion(t.db, { ...base, code: kinds.paused, status: 'paused' });
  await insertPromotion(t.db, { ...base, code: kinds.notStarted, startsAt: new Date(Date.now() + HOUR) });
  await insertPromotion(t.db, { ...base, code: kinds.ended, status: 'ended' });
  await insertPromotion(t.db, {
    ...base,
    code: kinds.endedByDate,
    startsAt: new Date(Date.now() - 2 * HOUR),
    endsAt: new Date(Date.now() - HOUR),
  });
  await insertPromotion(t.db, { ...base, code: kinds.usedUp, usageLimit: 1, redemptionsLeft: 0 });
  return kinds;
}

/** A response with the code itself written as CODE, so answers about different codes compare. */
function withoutCode(response: { statusCode: number; body: string }, code: string) {
  return { status: response.statusCode, body: response.body.replaceAll(code, 'CODE') };
}

describe('codes cannot be found by trying', () => {
  it('to a stranger, unknown, paused, not-started, ended and used-up codes read the same on every route', async () => {
    const kinds = await hiddenCodes();
    const bag = await pricedProduct(t, 700);
    const items = [line(bag)];
    const routes = {
      quote: (who: Shopper, code: string) => quote(who, items, code),
      cartCoupon: (who: Shopper, code: string) => applyCoupon(who, code),
      cod: (who: Shopper, code: string) => placeCod(t, who, items, { couponCode: code }),
      process: (who: Shopper, code: string) => processWith(who, items, 700, { couponCode: code }),
      codAvailability: (who: Shopper, code: string) => codAvailability(who, items, code),
    };
    for (const [route, call] of Object.entries(routes)) {
      const answers: Record<string, unknown> = {};
      for (const [kind, code] of Object.entries(kinds)) {
        answers[kind] = withoutCode(await call(await shopper(t), code), code);
      }
      const unknown = answers.unknown;
      for (const kind of Object.keys(kinds)) expect(answers[kind], `${route}: ${kind}`).toEqual(unknown);
    }
  });

  it('a code kept on the cart makes only that code known: another ended code still reads as not valid', async () => {
    const who = await shopper(t);
    const bag = await pricedProduct(t, 700);
    const kept = freshCode('KEPT');
    const other = freshCode('OTHER');
    await insertPromotion(t.db, { code: kept, action: 'amount', amount: paise(50) });
    await insertPromotion(t.db, { code: other, action: 'amount', amount: paise(50), status: 'ended' });
    expect((await applyCoupon(who, kept)).statusCode).toBe(200);
    const answer = await quoted(who, [line(bag)], other);
    expect(answer.code).toEqual({ code: other, applied: false, message: NOT_VALID });
    const cod = await placeCod(t, who, [line(bag)], { couponCode: other });
    expect(messageOf(cod)).toBe(PROMOTION_MESSAGES.codeNotApplied(NOT_VALID));
  });

  const triers = {
    'the quote': (who: Shopper, items: object[], code: string) => quote(who, items, code),
    'the cart coupon': (who: Shopper, _items: object[], code: string) => applyCoupon(who, code),
    'a COD order': (who: Shopper, items: object[], code: string) =>
      placeCod(t, who, items, { couponCode: code }),
    'payment/process': (who: Shopper, items: object[], code: string) =>
      processWith(who, items, 700, { couponCode: code }),
    'cod-availability': (who: Shopper, items: object[], code: string) => codAvailability(who, items, code),
  };
  it.each(Object.entries(triers))(
    'trying codes through %s spends the couponCheck budget',
    async (_route, attempt) => {
      const who = await shopper(t);
      const bag = await pricedProduct(t, 700);
      const answers = [];
      for (let tried = 0; tried <= BUDGET; tried++) {
        answers.push(await attempt(who, [line(bag)], freshCode('GUESS')));
      }
      const last = answers.at(-1);
      expect(last?.statusCode, last?.body).toBe(429);
      expect(last && messageOf(last)).toBe(PROMOTION_MESSAGES.tooManyCodeChecks);
    },
  );

  it('malformed codes are a 4xx or not valid, never a 500', async () => {
    const who = await shopper(t);
    const bag = await pricedProduct(t, 700);
    const items = [line(bag)];
    for (const code of ['A\u0000B', 'x'.repeat(51), '   ', '']) {
      const response = await quote(who, items, code);
      expect(response.statusCode, JSON.stringify(code)).toBe(400);
      expect(messageOf(response)).toEqual(expect.any(String));
    }
    const odd = await quoted(who, items, '\u{1F600}'.repeat(10));
    expect(odd.code?.message).toBe(NOT_VALID);
  });
});

// ─── A careless admin ───────────────────────────────────────────────────────────────────────────────────────

function createPromotion(payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/admin/promotions', headers: boss.headers, payload });
}

describe('a careless admin cannot break promotions', () => {
  it('a title with line breaks, control and bidi characters is stored on one line', async () => {
    const response = await createPromotion({
      code: freshCode('TITLE'),
      title: 'Diwali\r\nsale\u0007 <b>now</b>\u202E\u2028!',
      action: 'amount',
      amount: 10,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().title).toBe('Diwali sale <b>now</b> !');
  });

  it('money out of the range of paise is a 400 in words, never a 500', async () => {
    const cases = [
      { action: 'amount', amount: 0.004 },
      { action: 'amount', amount: 0.015 },
      { action: 'amount', amount: 1e17 },
      { action: 'amount', amount: 1e300 },
      { action: 'percent', percent: 10, maxDiscount: 0.001 },
      { action: 'percent', percent: 10, maxDiscount: 1e17 },
      { action: 'free_shipping', minOrderValue: 1e17 },
      { action: 'free_shipping', minOrderValue: 0.001 },
    ];
    for (const fields of cases) {
      const response = await createPromotion({ title: 'Money', ...fields });
      expect(response.statusCode, `${JSON.stringify(fields)}: ${response.body}`).toBe(400);
      expect(messageOf(response)).toEqual(expect.any(String));
    }
    expect(await rowCount(t.db.selectFrom('promotions').where('title', '=', 'Money'))).toBe(0);
  });

  it('percent and quantity edges are refused in words', async () => {
    const refused = [
      { action: 'percent', percent: 0 },
      { action: 'percent', percent: 91 },
      { action: 'percent', percent: 100 },
      { action: 'percent', percent: 12.5 },
      { action: 'buy_x_get_y', buyQuantity: 2, getQuantity: 1, percent: 101 },
      { action: 'buy_x_get_y', buyQuantity: 21, getQuantity: 1, percent: 100 },
      { action: 'buy_x_get_y', buyQuantity: 2, getQuantity: 0, percent: 100 },
      { action: 'amount', amount: 10, usageLimit: 0 },
      { action: 'amount', amount: 10, perAccountLimit: -1 },
    ];
    for (const fields of refused) {
      const response = await createPromotion({ title: 'Edge', ...fields });
      expect(response.statusCode, `${JSON.stringify(fields)}: ${response.body}`).toBe(400);
    }
    const free = await createPromotion({
      title: 'Edge',
      action: 'buy_x_get_y',
      buyQuantity: 1,
      getQuantity: 1,
      percent: 100,
    });
    expect(free.statusCode, free.body).toBe(201);
  });

  it('dates in odd offsets are compared and stored as instants; impossible dates are 400s, never 500s', async () => {
    const odd = await createPromotion({
      title: 'Offsets',
      action: 'free_shipping',
      startsAt: '2026-01-01T00:00:00+14:00',
      endsAt: '2026-01-01T00:00:00-12:00',
    });
    expect(odd.statusCode, odd.body).toBe(201);
    expect(odd.json()).toMatchObject({
      startsAt: '2025-12-31T10:00:00.000Z',
      endsAt: '2026-01-01T12:00:00.000Z',
    });
    // Written later on the calendar but earlier in time: the end is before the start.
    const backwards = await createPromotion({
      title: 'Offsets',
      action: 'free_shipping',
      startsAt: '2025-12-31T13:00:00-12:00',
      endsAt: '2026-01-01T00:00:00+14:00',
    });
    expect(backwards.statusCode, backwards.body).toBe(400);
    expect(messageOf(backwards)).toBe(PROMOTION_MESSAGES.datesOrder);
    for (const startsAt of ['2026-02-30T00:00:00+05:30', '2026-01-01T24:00:00Z', '2026-01-01T10:00:00']) {
      const response = await createPromotion({ title: 'Offsets', action: 'free_shipping', startsAt });
      expect(response.statusCode, startsAt).toBe(400);
    }
    for (const startsAt of ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59+14:00']) {
      const response = await createPromotion({ title: 'Offsets', action: 'free_shipping', startsAt });
      expect(response.statusCode, `${startsAt}: ${response.body}`).toBeLessThan(500);
    }
  });

  it('a target list past its cap is refused, and one at its cap still prices a basket', async () => {
    const tooMany = await createPromotion({
      title: 'Brands',
      action: 'percent',
      percent: 10,
      target: 'brands',
      targetValues: Array.from({ length: 201 }, (_, index) => `Brand ${index}`),
    });
    expect(tooMany.statusCode).toBe(400);
    const unknown = await createPromotion({
      title: 'Products',
      action: 'percent',
      percent: 10,
      target: 'products',
      targetValues: ['0'.repeat(24)],
    });
    expect(unknown.statusCode).toBe(400);

    const tea = await pricedProduct(t, 400, { brand: 'Chai & Co <Ltd>' });
    const brands = [
      ...Array.from({ length: 199 }, (_, index) => `${'B'.repeat(90)}${index}`),
      'chai & co <ltd>',
    ];
    const full = await createPromotion({
      title: 'Brands',
      action: 'percent',
      percent: 10,
      target: 'brands',
      targetValues: brands,
    });
    expect(full.statusCode, full.body).toBe(201);
    const answer = await quoted(await shopper(t), [line(tea)]);
    expect(answer.discount).toBe(40);
  });

  it('the public offers list only live automatic offers: no code, no paused, scheduled, ended or used-up one', async () => {
    const hidden = freshCode('SECRET');
    await insertPromotion(t.db, { title: 'Paused offer', action: 'free_shipping', status: 'paused' });
    await insertPromotion(t.db, {
      title: 'Scheduled offer',
      action: 'free_shipping',
      startsAt: new Date(Date.now() + HOUR),
    });
    await insertPromotion(t.db, { title: 'Ended offer', action: 'free_shipping', status: 'ended' });
    await insertPromotion(t.db, {
      title: 'Used offer',
      action: 'free_shipping',
      usageLimit: 1,
      redemptionsLeft: 0,
    });
    // Made through the admin's API last, which forgets the offers the process kept.
    expect(
      (await createPromotion({ code: hidden, title: 'Secret code', action: 'amount', amount: 10 }))
        .statusCode,
    ).toBe(201);
    expect((await createPromotion({ title: 'Live offer', action: 'percent', percent: 5 })).statusCode).toBe(
      201,
    );

    const response = await t.app.inject({ method: 'GET', url: '/api/promotions/offers' });
    expect(response.statusCode).toBe(200);
    const titles = (response.json() as { offers: { title: string }[] }).offers.map((offer) => offer.title);
    expect(titles).toEqual(['Live offer']);
    expect(response.body).not.toContain(hidden);
    expect(response.body).not.toContain('Secret code');
  });
});

// ─── A basket as big as allowed ─────────────────────────────────────────────────────────────────────────────

describe('a basket as big as the checkout allows', () => {
  it('50 lines at their most units with every kind of offer and a code: figures add up, quote and order agree', async () => {
    const who = await shopper(t);
    const products: PromoProduct[] = [];
    for (let index = 0; index < 50; index++) products.push(await pricedProduct(t, 10 + index * 7));
    const most = t.config.limits.maxUnitsPerProduct;
    const items = products.map((product) => line(product, most));
    const code = freshCode('BIG');
    await insertPromotion(t.db, { code, action: 'percent', percent: 20, maxDiscount: paise(2000) });
    await insertPromotion(t.db, { action: 'buy_x_get_y', buy: 2, get: 1 });
    await insertPromotion(t.db, { action: 'percent', percent: 10, minOrderValue: paise(999) });
    await insertPromotion(t.db, { action: 'free_shipping', minOrderValue: paise(999) });
    await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        insertPromotion(t.db, { action: 'amount', amount: paise((index + 1) * 10), combinable: false }),
      ),
    );

    const answer = await quoted(who, items, code);
    expect(answer.lines).toHaveLength(50);
    expect(answer.lines.reduce((sum, entry) => sum + paise(entry.discount), 0)).toBe(paise(answer.discount));
    const placed = await placeCod(t, who, items, { couponCode: code });
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json();
    expectConsistentFigures(order);
    expect(order.priceSummary.discount).toBe(answer.discount);
    const saved = order.promotions.reduce(
      (sum: number, entry: { saving: number }) => sum + paise(entry.saving),
      0,
    );
    expect(saved).toBe(paise(answer.discount) + paise(answer.shippingDiscount));
    const { rows } = await sql<{ total: number }>`
      select coalesce(sum(discount), 0)::int as total from promotion_redemptions
      where order_id = ${order._id}`.execute(t.db);
    expect(rows[0]?.total).toBe(saved);
  });
});
