// Promotions charged at checkout, on real PostgreSQL (docs/decisions/038-promotions.md): cash on delivery and online
// payment charge the server's promotions, spread over the lines in paise; the order, its page and its GST invoice
// (docs/decisions/029) carry exactly those figures; a code sent that does not apply is a 409 with its reason and
// writes nothing; limits are taken with the order (or the online hold) and given back when the hold ends or the
// order is cancelled before dispatch (by the shopper, by the job that ends an unconfirmed cash-on-delivery order, or
// because its payment could not be captured); a cancelled paid order is refunded exactly what it was charged.
import { COD_MESSAGES } from '@shop/shared/cod';
import { type GstRate, splitInclusive } from '@shop/shared/gst';
import { toRupees } from '@shop/shared/money';
import { type Order, placeOrderRequestSchema } from '@shop/shared/order.schemas';
import { PROMOTION_MESSAGES } from '@shop/shared/promotion.schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { jobsSettled } from '../../../test/job-helpers.ts';
import {
  cancelOrder,
  confirmOnline,
  expireHold,
  gatewayWith,
  ordersDepsOf,
  personalInfo,
  placeCod,
  type Shopper,
  sandboxOf,
  shippingInfo,
  shopper,
  stockedProduct,
  stockOf,
} from '../../../test/order-helpers.ts';
import {
  insertCode,
  insertPromotion,
  type PromotionFields,
  redemptionsLeft,
} from '../../../test/promotion-helpers.ts';
import { GST_ENV } from '../../../test/shop-settings.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { expireCodConfirmationJob } from '../orders/cod-confirmation.service.ts';
import { changeOrderStatus } from '../orders/order-status.service.ts';
import { retryPendingCaptures, UNCAPTURED_REASON } from './captures.service.ts';
import { placeCodOrder } from './cod-checkout.service.ts';
import { codAvailability } from './cod-eligibility.service.ts';
import { confirmCheckout } from './confirm-checkout.service.ts';
import { releaseExpiredHolds } from './stock-holds.service.ts';

const t = useTestApp({ template: 'demo', env: GST_ENV });

const paise = (rupees: number) => Math.round(rupees * 100);

// ─── Promotions and products with known figures ────────────────────────────────────────────────────────────

/** A live code promotion straight in the database (test/promotion-helpers.ts); answers its id and code. */
function codePromotion(fields: Omit<PromotionFields, 'code'>) {
  return insertCode(t.db, 'CHECKOUT', fields);
}

/** Automatic offers would price every other test's orders: each test's end them. */
afterEach(async () => {
  await t.db.updateTable('promotions').set({ status: 'ended' }).where('code', 'is', null).execute();
});

function redemptionsOf(promotionId: string) {
  return t.db
    .selectFrom('promotion_redemptions')
    .select(['user_id', 'order_id', 'checkout_id', 'discount'])
    .where('promotion_id', '=', promotionId)
    .execute();
}

interface Priced {
  id: string;
  name: string;
}

/** The `index`-th demo product at one price (rupees), with its shipping and GST rate, 50 in stock. */
async function productAt(index: number, rupees: number, { shipping = 0, rate = 18 as GstRate } = {}) {
  const product = await stockedProduct(t, index, { stock: 50 });
  await t.db
    .updateTable('products')
    .set({
      base_price: paise(rupees),
      discount_price: 0,
      display_price: paise(rupees),
      original_price: paise(rupees),
      shipping_cost: paise(shipping),
      filters: JSON.stringify([]),
      gst_rate: rate,
      hsn_code: '73239390',
    })
    .where('id', '=', product.id)
    .execute();
  return { id: product.id, name: product.name } satisfies Priced;
}

function lines(...items: [Priced, number][]) {
  return items.map(([product, quantity]) => ({ product: product.id, quantity, filters: {} }));
}

async function placedWith(who: Shopper, items: ReturnType<typeof lines>, extra: Record<string, unknown>) {
  const response = await placeCod(t, who, items, {
    personalInfo: { ...personalInfo, email: who.email },
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { order: Order }).order;
}

async function orderPage(who: Shopper, orderId: string): Promise<Order> {
  const response = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: who.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The invoice taxes each goods line on price × quantity − discount, and its totals add up to the order's total. */
function expectInvoiceOnDiscountedLines(order: Order, rates: readonly GstRate[], intraState: boolean) {
  const invoice = order.taxInvoice;
  if (!invoice) throw new Error('no tax invoice');
  expect(invoice.intraState).toBe(intraState);
  const goods = invoice.lines.filter((line) => line.kind === 'goods');
  expect(goods).toHaveLength(order.orderItems.length);
  order.orderItems.forEach((item, index) => {
    const value = paise(item.price) * item.quantity - paise(item.discount);
    const split = splitInclusive(value, rates[index] ?? 18, intraState);
    expect(goods[index]).toMatchObject({
      discount: item.discount,
      total: toRupees(value),
      taxableValue: toRupees(split.taxableValue),
      cgst: toRupees(split.cgst),
      sgst: toRupees(split.sgst),
      igst: toRupees(split.igst),
    });
  });
  const sum = invoice.lines.reduce((total, line) => total + paise(line.total), 0);
  expect(sum).toBe(paise(order.priceSummary.total));
}

// ─── Cash on delivery ──────────────────────────────────────────────────────────────────────────────────────

describe('a cash-on-delivery order with a code', () => {
  it('spreads the discount over the lines in paise, shows it on the order page and taxes the discounted lines (CGST + SGST)', async () => {
    const who = await shopper(t);
    const kettle = await productAt(0, 700, { rate: 18 });
    const cups = await productAt(1, 150, { rate: 5 });
    // ₹99.99 off ₹1,000 of goods, 7 : 3: ₹69.993 and ₹29.997, so the odd paisa goes to the larger remainder (cups).
    const promotion = await codePromotion({ action: 'amount', amount: 9_999, usageLimit: 5 });
    await t.db.insertInto('cart_coupons').values({ user_id: who.userId, code: promotion.code }).execute();

    const order = await placedWith(who, lines([kettle, 1], [cups, 2]), {
      couponCode: promotion.code.toLowerCase(),
    });

    expect(order.orderItems.map((item) => item.discount)).toEqual([69.99, 30]);
    expect(order.priceSummary).toMatchObject({
      subtotal: 1000,
      discount: 99.99,
      shippingCost: 0,
      total: 900.01,
    });
    expect(order.promotions).toEqual([
      { code: promotion.code, title: promotion.code, saving: 99.99, shippingSaving: 0 },
    ]);
    expectInvoiceOnDiscountedLines(order, [18, 5], true);
    // The order page reads back the same figures.
    const page = await orderPage(who, order._id);
    expect(page.orderItems.map((item) => item.discount)).toEqual([69.99, 30]);
    expect(page.priceSummary).toEqual(order.priceSummary);
    expect(page.promotions).toEqual(order.promotions);
    expect(page.taxInvoice?.lines).toEqual(order.taxInvoice?.lines);
    // Stored in paise, the limit taken once for this order.
    const stored = await t.db
      .selectFrom('order_items')
      .select('discount')
      .where('order_id', '=', order._id)
      .orderBy('position')
      .execute();
    expect(stored.map((row) => row.discount)).toEqual([6_999, 3_000]);
    expect(await redemptionsLeft(t.db, promotion.id)).toBe(4);
    expect(await redemptionsOf(promotion.id)).toEqual([
      { user_id: who.userId, order_id: order._id, checkout_id: null, discount: 9_999 },
    ]);
    // The code kept on the cart was ordered with: the cart lets it go.
    expect(
      await t.db.selectFrom('cart_coupons').where('user_id', '=', who.userId).selectAll().execute(),
    ).toEqual([]);
  });

  it('taxes the discounted lines as IGST when the order goes to another state', async () => {
    const who = await shopper(t);
    const lamp = await productAt(2, 1_299, { rate: 12 });
    const promotion = await codePromotion({ action: 'percent', percent: 15 });

    const order = await placedWith(who, lines([lamp, 3]), {
      couponCode: promotion.code,
      shippingInfo: { ...shippingInfo, city: 'Mumbai', state: 'Maharashtra', postalCode: '400001' },
    });

    // 15% of ₹3,897 is ₹584.55.
    expect(order.priceSummary).toMatchObject({ subtotal: 3897, discount: 584.55, total: 3312.45 });
    expectInvoiceOnDiscountedLines(order, [12], false);
    expect(order.taxInvoice?.lines.every((line) => line.cgst === 0 && line.sgst === 0)).toBe(true);
  });

  it('charges no shipping after a free-shipping code, and the invoice has no shipping line', async () => {
    const who = await shopper(t);
    // ₹300 is under the free-shipping threshold (₹499): ₹50 of shipping, which the code takes off.
    const mug = await productAt(3, 300, { shipping: 50 });
    const promotion = await codePromotion({ action: 'free_shipping', usageLimit: 3 });

    const order = await placedWith(who, lines([mug, 1]), { couponCode: promotion.code });

    expect(order.priceSummary).toMatchObject({ subtotal: 300, discount: 0, shippingCost: 0, total: 300 });
    expect(order.promotions).toEqual([
      { code: promotion.code, title: promotion.code, saving: 50, shippingSaving: 50 },
    ]);
    expect(order.taxInvoice?.lines.map((line) => line.kind)).toEqual(['goods']);
    expectInvoiceOnDiscountedLines(order, [18], true);
    expect(await redemptionsOf(promotion.id)).toMatchObject([{ discount: 5_000 }]);
  });

  it('prices cod-availability with the same promotions: its limit is on the discounted total', async () => {
    const who = await shopper(t);
    const sofa = await productAt(4, 12_000);
    const promotion = await codePromotion({ action: 'amount', amount: paise(3_000) });
    // Cash on delivery up to ₹10,000 (COD_MAX_ORDER_RUPEES; lifted in the test app's own settings).
    const deps = ordersDepsOf(t);
    const capped = {
      ...deps,
      config: { ...deps.config, cod: { ...deps.config.cod, maxOrderTotal: paise(10_000) } },
    };
    const ask = (couponCode?: string) =>
      codAvailability(capped, who.userId, {
        orderItems: lines([sofa, 1]),
        postalCode: '560001',
        ...(couponCode && { couponCode }),
      });
    expect(await ask()).toMatchObject({ available: false });
    expect(await ask(promotion.code)).toEqual({ available: true, reason: null });
  });
});

describe('a code that cannot be used', () => {
  it('is a 409 with its reason when it does not apply, and nothing is written', async () => {
    const who = await shopper(t);
    const kettle = await productAt(5, 750);
    const promotion = await codePromotion({
      action: 'amount',
      amount: 10_000,
      minOrderValue: paise(1_000),
      usageLimit: 5,
    });
    const ordersBefore = await t.db
      .selectFrom('orders')
      .select('id')
      .where('user_id', '=', who.userId)
      .execute();

    const short = await placeCod(t, who, lines([kettle, 1]), { couponCode: promotion.code });
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe(
      PROMOTION_MESSAGES.codeNotApplied(`Add ₹250 more to use ${promotion.code}`),
    );
    const unknown = await placeCod(t, who, lines([kettle, 2]), { couponCode: 'NO-SUCH-CODE' });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json().message).toBe(PROMOTION_MESSAGES.codeNotApplied('This code is not valid'));

    expect(await t.db.selectFrom('orders').select('id').where('user_id', '=', who.userId).execute()).toEqual(
      ordersBefore,
    );
    expect(await stockOf(t, kettle.id)).toBe(50);
    expect(await redemptionsLeft(t.db, promotion.id)).toBe(5);
    expect(await redemptionsOf(promotion.id)).toEqual([]);
  });

  it('is refused the second time an account uses a code limited to one use per account', async () => {
    const who = await shopper(t);
    const kettle = await productAt(6, 800);
    const promotion = await codePromotion({ action: 'percent', percent: 10, perAccountLimit: 1 });

    await placedWith(who, lines([kettle, 1]), { couponCode: promotion.code });
    const again = await placeCod(t, who, lines([kettle, 1]), { couponCode: promotion.code });

    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      PROMOTION_MESSAGES.codeNotApplied(`You have already used ${promotion.code}`),
    );
    // Another account may still use it.
    await placedWith(await shopper(t), lines([kettle, 1]), { couponCode: promotion.code });
    expect(await redemptionsOf(promotion.id)).toHaveLength(2);
  });

  it('is refused once its total limit is used: as not valid to a stranger, as redeemed to a shopper who kept it', async () => {
    const kettle = await productAt(7, 800);
    const promotion = await codePromotion({ action: 'percent', percent: 10, usageLimit: 1 });
    await placedWith(await shopper(t), lines([kettle, 1]), { couponCode: promotion.code });
    expect(await redemptionsLeft(t.db, promotion.id)).toBe(0);

    const stranger = await placeCod(t, await shopper(t), lines([kettle, 1]), { couponCode: promotion.code });
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json().message).toBe(PROMOTION_MESSAGES.codeNotApplied('This code is not valid'));

    const keeper = await shopper(t);
    await t.db.insertInto('cart_coupons').values({ user_id: keeper.userId, code: promotion.code }).execute();
    const kept = await placeCod(t, keeper, lines([kettle, 1]), { couponCode: promotion.code });
    expect(kept.statusCode).toBe(409);
    expect(kept.json().message).toBe(
      PROMOTION_MESSAGES.codeNotApplied(`${promotion.code} has been fully redeemed`),
    );
  });
});

describe('a cancel', () => {
  const shop = { kind: 'shop', adminId: 'admin-1' } as const;

  it('before dispatch gives the redemption back: the limit counts it again, once', async () => {
    const who = await shopper(t);
    const kettle = await productAt(8, 800);
    const promotion = await codePromotion({
      action: 'percent',
      percent: 10,
      usageLimit: 2,
      perAccountLimit: 1,
    });
    const order = await placedWith(who, lines([kettle, 1]), { couponCode: promotion.code });
    expect(await redemptionsLeft(t.db, promotion.id)).toBe(1);

    const cancelled = await cancelOrder(t, who, order._id, 'Changed my mind');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await redemptionsLeft(t.db, promotion.id)).toBe(2);
    expect(await redemptionsOf(promotion.id)).toEqual([]);
    // A second cancel is refused and gives nothing back twice.
    expect((await cancelOrder(t, who, order._id, 'Again')).statusCode).toBe(409);
    expect(await redemptionsLeft(t.db, promotion.id)).toBe(2);
    // The account's one use is its own again.
    await placedWith(who, lines([kettle, 1]), { couponCode: promotion.code });
    expect(await redemptionsLeft(t.db, promotion.id)).toBe(1);
  });

  it('does not reopen a limit the admin lowered below what was used', async () => {
    const kettle = await productAt(17, 800);
    const promotion = await codePromotion({ action: 'percent', percent: 10, usageLimit: 3 });
    const orders = [];
    for (let n = 0; n < 3; n += 1) {
      orders.push(await placedWith(await shopper(t), lines([kettle, 1]), { couponCode: promotion.code }));
    }
    // The admin lowers the limit to 1 with 3 used: nothing is left (as the admin's edit computes it).
    await t.db
      .updateTable('promotions')
      .set({ usage_limit: 1, redemptions_left: 0 })
      .where('id', '=', promotion.id)
      .execute();
    const deps = ordersDepsOf(t);
    const [first, second, third] = orders;
    for (const order of [first, second]) {
      await changeOrderStatus(deps, {
        orderId: order?._id ?? '',
        to: 'cancelled',
        actor: shop,
        reason: 'Test',
      });
    }
    // One order still holds the one use the limit allows.
    expect(await redemptionsLeft(t.db, promotion.id)).toBe(0);
    await changeOrderStatus(deps, {
      orderId: third?._id ?? '',
      to: 'cancelled',
      actor: shop,
      reason: 'Test',
    });
    expect(await redemptionsLeft(t.db, promotion.id)).toBe(1);
  });

  it('by the job, of a new account’s cash-on-delivery order not confirmed in time, gives the redemption back', async () => {
    const who = await shopper(t);
    const kettle = await productAt(18, 800);
    const promotion = await codePromotion({ action: 'percent', percent: 10, usageLimit: 2 });
    // A new account's order waits for its confirmation (COD_CONFIRM_HOURS, docs/decisions/030).
    const deps = ordersDepsOf(t);
    const waiting = { ...deps, config: { ...deps.config, cod: { ...deps.config.cod, confirmHours: 24 } } };
    const request = placeOrderRequestSchema.parse({
      paymentMethod: 'cod',
      personalInfo: { ...personalInfo, email: who.email },
      shippingInfo,
      orderItems: lines([kettle, 1]),
      couponCode: promotion.code,
    });
    if (request.paymentMethod !== 'cod') throw new Error('a cash-on-delivery request');
    const { order } = await placeCodOrder(waiting, who.userId, request);
    expect(order.codConfirmation).toMatchObject({ status: 'awaiting' });
    expect(await redemptionsLeft(t.db, promotion.id)).toBe(1);

    // Nobody confirms it: its time is up, and the job cancels it.
    await t.db
      .updateTable('orders')
      .set({ cod_confirm_by: new Date(Date.now() - 1000) })
      .where('id', '=', order._id)
      .execute();
    await expireCodConfirmationJob(waiting, { data: { orderId: order._id } } as never);

    expect(await orderPage(who, order._id)).toMatchObject({
      orderStatus: 'cancelled',
      cancelReason: COD_MESSAGES.notConfirmedReason(24),
    });
    expect(await redemptionsLeft(t.db, promotion.id)).toBe(2);
    expect(await redemptionsOf(promotion.id)).toEqual([]);
  });

  it('of an online order whose authorized payment could not be captured gives the redemption back', async () => {
    const who = await shopper(t);
    const kettle = await productAt(19, 600);
    const promotion = await codePromotion({ action: 'amount', amount: 100_00, usageLimit: 2 });
    const providerOrder = await heldWith(who, lines([kettle, 1]), 500, promotion.code);
    const authorized = await sandboxOf(t).authorize(providerOrder.id);
    // The capture right after the confirmation fails (the provider is down): the order stands unpaid, its capture
    // left to the sweep (docs/decisions/020).
    const down = ordersDepsOf(
      t,
      gatewayWith(sandboxOf(t), { capture: () => Promise.reject(new Error('provider down')) }),
    );
    const { order } = await confirmCheckout(down, {
      providerOrderId: providerOrder.id,
      paymentId: authorized.razorpay_payment_id,
      signature: authorized.razorpay_signature,
      paymentStatus: 'authorized',
    });
    expect(order).toMatchObject({ isPaid: false, paymentInfo: { status: 'authorized' } });
    expect(await redemptionsOf(promotion.id)).toMatchObject([{ order_id: order._id }]);
    expect(await redemptionsLeft(t.db, promotion.id)).toBe(1);

    // By the next attempt the provider has given the uncaptured authorization back: the order is cancelled.
    await t.db
      .updateTable('sandbox_payments')
      .set({ status: 'refunded', amount_refunded: (eb) => eb.ref('amount') })
      .where('id', '=', authorized.razorpay_payment_id)
      .execute();
    await t.db
      .updateTable('orders')
      .set({ capture_retry_at: new Date(Date.now() - 1000) })
      .where('id', '=', order._id)
      .execute();
    await retryPendingCaptures(ordersDepsOf(t));

    expect(await orderPage(who, order._id)).toMatchObject({
      orderStatus: 'cancelled',
      cancelReason: UNCAPTURED_REASON,
      isPaid: false,
    });
    expect(await redemptionsLeft(t.db, promotion.id)).toBe(2);
    expect(await redemptionsOf(promotion.id)).toEqual([]);
  });

  it('after dispatch keeps the redemption counted', async () => {
    const who = await shopper(t);
    const kettle = await productAt(9, 800);
    const promotion = await codePromotion({ action: 'percent', percent: 10, usageLimit: 2 });
    const order = await placedWith(who, lines([kettle, 1]), { couponCode: promotion.code });

    const deps = ordersDepsOf(t);
    await changeOrderStatus(deps, { orderId: order._id, to: 'shipped', actor: shop });
    await changeOrderStatus(deps, { orderId: order._id, to: 'cancelled', actor: shop, reason: 'Lost' });

    expect(await redemptionsLeft(t.db, promotion.id)).toBe(1);
    expect(await redemptionsOf(promotion.id)).toMatchObject([{ order_id: order._id }]);
  });
});

// ─── Online payment ────────────────────────────────────────────────────────────────────────────────────────

function processWith(who: Shopper, items: ReturnType<typeof lines>, amount: number, couponCode?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders/v1/payment/process',
    headers: who.headers,
    payload: {
      amount,
      personalInfo: { ...personalInfo, email: who.email },
      shippingInfo,
      orderItems: items,
      ...(couponCode && { couponCode }),
    },
  });
}

async function heldWith(who: Shopper, items: ReturnType<typeof lines>, amount: number, couponCode: string) {
  const response = await processWith(who, items, amount, couponCode);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { order: { id: string; amount: number } }).order;
}

describe('an online payment with a code', () => {
  it('asks for the discounted total, and its confirmation makes the order with the same figures', async () => {
    const who = await shopper(t);
    const kettle = await productAt(10, 1_001);
    const promotion = await codePromotion({ action: 'percent', percent: 20, usageLimit: 5 });

    // 20% of ₹2,002 is ₹400.40: the shopper was shown ₹1,601.60.
    const providerOrder = await heldWith(who, lines([kettle, 2]), 1_601.6, promotion.code);
    expect(providerOrder.amount).toBe(160_160);
    const held = await t.db
      .selectFrom('pending_checkouts')
      .select(['id', 'amount', 'lines', 'price_summary', 'promotions'])
      .where('provider_order_id', '=', providerOrder.id)
      .executeTakeFirstOrThrow();
    expect(held.lines.map((line) => line.discount)).toEqual([40_040]);
    expect(held.price_summary).toMatchObject({ discount: 40_040, total: 160_160 });
    expect(await redemptionsOf(promotion.id)).toEqual([
      { user_id: who.userId, order_id: null, checkout_id: held.id, discount: 40_040 },
    ]);
    expect(await redemptionsLeft(t.db, promotion.id)).toBe(4);

    const confirmed = await confirmOnline(t, who, await sandboxOf(t).pay(providerOrder.id));
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const order = (confirmed.json() as { order: Order }).order;
    expect(order.orderItems.map((item) => item.discount)).toEqual([400.4]);
    expect(order.priceSummary).toMatchObject({ subtotal: 2002, discount: 400.4, total: 1601.6 });
    expect(order.promotions).toEqual([
      { code: promotion.code, title: promotion.code, saving: 400.4, shippingSaving: 0 },
    ]);
    expectInvoiceOnDiscountedLines(order, [18], true);
    // The hold's redemption is the order's now, taken once.
    expect(await redemptionsOf(promotion.id)).toEqual([
      { user_id: who.userId, order_id: order._id, checkout_id: null, discount: 40_040 },
    ]);
    expect(await redemptionsLeft(t.db, promotion.id)).toBe(4);
  });

  it('gives the redemption back when the hold expires, and takes it again for a late payment', async () => {
    const who = await shopper(t);
    const kettle = await productAt(11, 500);
    const promotion = await codePromotion({ action: 'amount', amount: 5_000, usageLimit: 3 });
    const providerOrder = await heldWith(who, lines([kettle, 1]), 450, promotion.code);
    expect(await redemptionsLeft(t.db, promotion.id)).toBe(2);

    await expireHold(t, providerOrder.id);
    await releaseExpiredHolds(t.db, t.app.jobs);
    expect(await redemptionsLeft(t.db, promotion.id)).toBe(3);
    expect(await redemptionsOf(promotion.id)).toEqual([]);

    const late = await confirmOnline(t, who, await sandboxOf(t).pay(providerOrder.id));
    expect(late.statusCode, late.body).toBe(201);
    const order = (late.json() as { order: Order }).order;
    expect(order.priceSummary).toMatchObject({ discount: 50, total: 450 });
    expect(await redemptionsLeft(t.db, promotion.id)).toBe(2);
    expect(await redemptionsOf(promotion.id)).toMatchObject([{ order_id: order._id, checkout_id: null }]);
  });

  it('refunds a late payment whose code was used up meanwhile, taking neither stock nor redemption', async () => {
    const who = await shopper(t);
    const kettle = await productAt(12, 500);
    const promotion = await codePromotion({ action: 'amount', amount: 5_000, usageLimit: 1 });
    const providerOrder = await heldWith(who, lines([kettle, 1]), 450, promotion.code);
    await expireHold(t, providerOrder.id);
    await releaseExpiredHolds(t.db, t.app.jobs);
    // Another shopper takes the last redemption while the payment is on its way.
    await placedWith(await shopper(t), lines([kettle, 1]), { couponCode: promotion.code });
    const stock = await stockOf(t, kettle.id);

    const late = await confirmOnline(t, who, await sandboxOf(t).pay(providerOrder.id));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(PROMOTION_MESSAGES.refundingPromotionGone(promotion.code));
    expect(await stockOf(t, kettle.id)).toBe(stock);
    expect(await redemptionsLeft(t.db, promotion.id)).toBe(0);
    expect(await redemptionsOf(promotion.id)).toHaveLength(1);
    const checkout = await t.db
      .selectFrom('pending_checkouts')
      .select('status')
      .where('provider_order_id', '=', providerOrder.id)
      .executeTakeFirstOrThrow();
    expect(checkout.status).toBe('refunded');
  });

  it('lets a shopper start a second checkout with a code limited to one use per account', async () => {
    const who = await shopper(t);
    const kettle = await productAt(13, 500);
    const promotion = await codePromotion({ action: 'amount', amount: 5_000, perAccountLimit: 1 });
    await heldWith(who, lines([kettle, 1]), 450, promotion.code);
    // The code the open checkout holds is still the shopper's to use: its quote applies it.
    const quoted = await t.app.inject({
      method: 'POST',
      url: '/api/promotions/quote',
      headers: who.headers,
      payload: { orderItems: lines([kettle, 2]), couponCode: promotion.code },
    });
    expect(quoted.json()).toMatchObject({ code: { code: promotion.code, applied: true }, discount: 50 });

    // The first checkout is abandoned (the payment window closed): the second replaces it.
    await heldWith(who, lines([kettle, 2]), 950, promotion.code);

    const rows = await redemptionsOf(promotion.id);
    expect(rows).toHaveLength(1);
    expect(await stockOf(t, kettle.id)).toBe(48);
  });

  it('lets a shopper who leaves an online checkout pay cash on delivery with its once-per-account code', async () => {
    const who = await shopper(t);
    const kettle = await productAt(16, 500);
    const promotion = await codePromotion({ action: 'amount', amount: 5_000, perAccountLimit: 1 });
    const providerOrder = await heldWith(who, lines([kettle, 1]), 450, promotion.code);
    const heldCheckout = () =>
      t.db
        .selectFrom('pending_checkouts')
        .select(['status', 'stock_held'])
        .where('provider_order_id', '=', providerOrder.id)
        .executeTakeFirstOrThrow();

    // An order refused (a code that does not exist) leaves the online checkout as it was: a payment may be on its way.
    const refused = await placeCod(t, who, lines([kettle, 1]), { couponCode: 'NOSUCHCODE' });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(await heldCheckout()).toEqual({ status: 'pending', stock_held: true });

    const order = await placedWith(who, lines([kettle, 1]), { couponCode: promotion.code });

    expect(order.priceSummary).toMatchObject({ discount: 50, total: 450 });
    expect(await redemptionsOf(promotion.id)).toMatchObject([{ order_id: order._id }]);
    // The online checkout's hold ended: its unit is back, and only the order's is off the shelf.
    expect(await stockOf(t, kettle.id)).toBe(49);
    expect(await heldCheckout()).toEqual({ status: 'expired', stock_held: false });
  });

  it('is refused for the amount-only payment/process, which applies no promotion', async () => {
    const who = await shopper(t);
    const kettle = await productAt(14, 500);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders/v1/payment/process',
      headers: who.headers,
      payload: { amount: 500, couponCode: 'ANYCODE' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(PROMOTION_MESSAGES.codeNeedsItems);

    // An automatic offer leaves the amount-only total as the cart's prices.
    await insertPromotion(t.db, { code: null, action: 'percent', percent: 10 });
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: who.headers,
      payload: { productId: kettle.id, quantity: 1, filters: {} },
    });
    const amountOnly = await t.app.inject({
      method: 'POST',
      url: '/api/orders/v1/payment/process',
      headers: who.headers,
      payload: { amount: 500 },
    });
    expect(amountOnly.statusCode, amountOnly.body).toBe(200);
    expect(amountOnly.json().order.amount).toBe(50_000);
  });

  it('refunds a cancelled paid order exactly its discounted total, and its credit note reverses the discounted invoice', async () => {
    const who = await shopper(t);
    const kettle = await productAt(15, 999, { rate: 12 });
    const promotion = await codePromotion({ action: 'percent', percent: 30 });
    // 30% of ₹999 is ₹299.70.
    const providerOrder = await heldWith(who, lines([kettle, 1]), 699.3, promotion.code);
    const paid = await sandboxOf(t).pay(providerOrder.id);
    const confirmed = await confirmOnline(t, who, paid);
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const order = (confirmed.json() as { order: Order }).order;

    const cancelled = await cancelOrder(t, who, order._id, 'Ordered by mistake');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await jobsSettled(t);

    const refunds = await t.db
      .selectFrom('sandbox_refunds')
      .select('amount')
      .where('payment_id', '=', paid.razorpay_payment_id)
      .execute();
    expect(refunds).toEqual([{ amount: 69_930 }]);
    const page = await orderPage(who, order._id);
    expect(page.paymentInfo?.status).toBe('refunded');
    const invoice = page.taxInvoice;
    expect(invoice?.creditNote).toMatchObject({ reason: 'cancelled' });
    // The credit note credits the invoice's lines: the discounted value, which is the amount refunded.
    expect(invoice?.lines).toEqual(order.taxInvoice?.lines);
    expect(invoice?.lines.reduce((sum, line) => sum + paise(line.total), 0)).toBe(69_930);
    expect(invoice?.lines[0]).toMatchObject({ discount: 299.7, total: 699.3 });
    // Cancelled before dispatch: the redemption is given back.
    expect(await redemptionsOf(promotion.id)).toEqual([]);
  });

  it('refunds a returned order exactly its discounted total, credits the discounted invoice, and keeps the redemption', async () => {
    const who = await shopper(t);
    const kettle = await productAt(16, 1200, { rate: 18 });
    const promotion = await codePromotion({ action: 'amount', amount: 150_00, usageLimit: 5 });
    const providerOrder = await heldWith(who, lines([kettle, 1]), 1050, promotion.code);
    const paid = await sandboxOf(t).pay(providerOrder.id);
    const confirmed = await confirmOnline(t, who, paid);
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const order = (confirmed.json() as { order: Order }).order;
    const shop = { kind: 'shop', adminId: 'admin-1' } as const;
    const deps = ordersDepsOf(t);
    for (const to of ['shipped', 'out of delivery', 'delivered', 'return accepted', 'returned'] as const) {
      await changeOrderStatus(deps, { orderId: order._id, to, actor: shop });
    }
    await changeOrderStatus(deps, { orderId: order._id, to: 'refund accepted', actor: shop });
    await changeOrderStatus(deps, { orderId: order._id, to: 'refunded', actor: shop });
    await jobsSettled(t);

    const refunds = await t.db
      .selectFrom('sandbox_refunds')
      .select('amount')
      .where('payment_id', '=', paid.razorpay_payment_id)
      .execute();
    expect(refunds).toEqual([{ amount: 1050_00 }]);
    const page = await orderPage(who, order._id);
    expect(page.taxInvoice?.creditNote).toMatchObject({ reason: 'returned' });
    expect(page.taxInvoice?.lines).toEqual(order.taxInvoice?.lines);
    expect(page.taxInvoice?.lines[0]).toMatchObject({ discount: 150, total: 1050 });
    // The goods were dispatched: the code stays used.
    expect(await redemptionsLeft(t.db, promotion.id)).toBe(4);
    expect(await redemptionsOf(promotion.id)).toMatchObject([{ order_id: order._id }]);
  });
});
