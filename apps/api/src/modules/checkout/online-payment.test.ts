// Online payment through the sandbox gateway (docs/product.md#payment-online): payment/process holds stock and opens the provider
// order; POST /api/orders and the provider callback confirm it only with a valid signature for the right amount,
// idempotently; expired holds give their stock back, and a late payment with no stock left is refunded.
import { MESSAGES } from '@shop/shared/messages';
import { ORDER_MESSAGES, type Order } from '@shop/shared/order.schemas';
import { describe, expect, it, vi } from 'vitest';
import { jobsSettled } from '../../../test/job-helpers.ts';
import {
  checkoutFor,
  confirmOnline,
  countRows,
  expectedTotals,
  expireHold,
  lapsedCheckout,
  ordersFor,
  paidCheckout,
  processPayment,
  sandboxOf,
  shopper,
  stockedProduct,
  stockOf,
} from '../../../test/order-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { QUEUES } from '../../jobs/job-queue.ts';
import { CALLBACK_REDIRECTS } from './payment-callbacks.routes.ts';
import { releaseExpiredHolds } from './stock-holds.service.ts';

const t = useTestApp({ template: 'demo' });

async function checkoutOf(providerOrderId: string) {
  return t.db
    .selectFrom('pending_checkouts')
    .select(['id', 'status', 'stock_held', 'refund_id', 'amount'])
    .where('provider_order_id', '=', providerOrderId)
    .executeTakeFirstOrThrow();
}

describe('payment/process', () => {
  it('refuses a shown amount below the server total with 409, writing nothing', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 0, { stock: 5 });
    const before = await countRows(t, 'pending_checkouts');
    const total = expectedTotals([{ product, quantity: 1 }]).total;

    const response = await processPayment(t, who, [{ product: product.id, quantity: 1 }], total - 0.01);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: MESSAGES.pricesChanged });
    expect(await countRows(t, 'pending_checkouts')).toBe(before);
    expect(await stockOf(t, product.id)).toBe(5);
  });

  it('holds the stock and opens a provider order for the total in paise', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 1, { stock: 5 });
    const total = expectedTotals([{ product, quantity: 2 }]).total;

    const response = await processPayment(t, who, [{ product: product.id, quantity: 2 }], total);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { success, order } = response.json();
    expect(success).toBe(true);
    expect(order).toEqual({
      id: expect.any(String),
      amount: Math.round(total * 100),
      currency: 'INR',
      receipt: expect.any(String),
    });
    expect(await stockOf(t, product.id)).toBe(3);
    const checkout = await checkoutOf(order.id);
    expect(checkout).toMatchObject({
      id: order.receipt,
      status: 'pending',
      stock_held: true,
      amount: order.amount,
    });
  });

  it('charges the server total when the shown amount is higher', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 14, { stock: 5 });
    const total = expectedTotals([{ product, quantity: 1 }]).total;

    const response = await processPayment(t, who, [{ product: product.id, quantity: 1 }], total + 99);
    expect(response.statusCode, response.body).toBe(200);
    const { order } = response.json() as { order: { id: string; amount: number } };
    expect(order.amount).toBe(Math.round(total * 100));
    expect((await checkoutOf(order.id)).amount).toBe(order.amount);
  });

  it('answers 400 naming what is missing when items come without the address', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 3, { stock: 5 });
    const before = await countRows(t, 'pending_checkouts');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders/v1/payment/process',
      headers: who.headers,
      payload: { amount: 499, orderItems: [{ product: product.id, quantity: 1 }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ORDER_MESSAGES.paymentItemsRequired);
    expect(response.json().message).toMatch(/orderItems.*personalInfo.*shippingInfo/);
    expect(await countRows(t, 'pending_checkouts')).toBe(before);
  });
});

describe('confirming a paid checkout with POST /api/orders', () => {
  it('creates the paid order once; a replay answers the same order with no second stock change', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 2, { stock: 5 });
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: who.headers,
      payload: { productId: product.id, quantity: 1, filters: {} },
    });
    const providerOrder = await checkoutFor(t, who, [{ product, quantity: 1 }]);
    const paid = await sandboxOf(t).pay(providerOrder.id);

    const response = await confirmOnline(t, who, paid);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json() as { success: boolean; message: string; order: Order };
    expect(body.message).toBe(MESSAGES.paymentSuccessful);
    expect(body.order).toMatchObject({
      isPaid: true,
      paymentMethod: 'razorpay',
      orderStatus: 'processing',
      priceSummary: expectedTotals([{ product, quantity: 1 }]),
      paymentInfo: {
        method: 'razorpay',
        status: 'captured',
        razorpayOrderId: providerOrder.id,
        razorpayPaymentId: paid.razorpay_payment_id,
        paidAt: expect.any(String),
      },
    });
    expect(JSON.stringify(body)).not.toContain(paid.razorpay_signature);
    expect(await stockOf(t, product.id)).toBe(4);
    const cart = await t.app.inject({ method: 'GET', url: '/api/cart', headers: who.headers });
    expect(cart.json().items).toEqual([]);

    const replay = await confirmOnline(t, who, paid);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().order).toEqual(body.order);
    expect(await ordersFor(t, providerOrder.id)).toBe(1);
    expect(await stockOf(t, product.id)).toBe(4);
    expect((await checkoutOf(providerOrder.id)).status).toBe('confirmed');
  });

  it('refuses a forged signature and a signature made for another order, writing nothing', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 3, { stock: 5 });
    const orderA = await checkoutFor(t, who, [{ product, quantity: 1 }]);
    // Another shopper's: one account has one open checkout at a time.
    const orderB = await checkoutFor(t, await shopper(t), [{ product, quantity: 1 }]);
    const sandbox = sandboxOf(t);
    const paidA = await sandbox.pay(orderA.id);
    const paidB = await sandbox.pay(orderB.id);

    const forged = await confirmOnline(t, who, { ...paidA, razorpay_signature: 'ab'.repeat(32) });
    const borrowed = await confirmOnline(t, who, { ...paidB, razorpay_order_id: orderA.id });
    const garbage = await confirmOnline(t, who, { ...paidA, razorpay_signature: 'not hex at all' });
    for (const response of [forged, borrowed, garbage]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: ORDER_MESSAGES.invalidSignature });
    }
    expect(await ordersFor(t, orderA.id)).toBe(0);
    expect(await ordersFor(t, orderB.id)).toBe(0);
    expect(await stockOf(t, product.id)).toBe(3);
  });

  it('refuses a payment whose amount differs from the checkout, writing nothing', async () => {
    const { who, providerOrder, paid } = await paidCheckout(t, 4);
    // As if the checkout had been stored for another amount than the provider order was paid for.
    await t.db
      .updateTable('pending_checkouts')
      .set((eb) => ({ amount: eb('amount', '+', 100) }))
      .where('provider_order_id', '=', providerOrder.id)
      .execute();

    const response = await confirmOnline(t, who, paid);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: ORDER_MESSAGES.amountMismatch });
    expect(await ordersFor(t, providerOrder.id)).toBe(0);
    expect((await checkoutOf(providerOrder.id)).status).toBe('pending');
  });

  it("answers 404 when another shopper confirms someone else's checkout", async () => {
    const { providerOrder, paid } = await paidCheckout(t, 5);
    const other = await shopper(t);

    const response = await confirmOnline(t, other, paid);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: ORDER_MESSAGES.paymentNotFound });
    expect(await ordersFor(t, providerOrder.id)).toBe(0);
  });
});

describe('the provider callback', () => {
  function callback(form: Record<string, string>) {
    return t.app.inject({
      method: 'POST',
      url: '/api/orders/v1/paymentVerification',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
  }

  it('confirms a valid payment once and redirects to the orders page', async () => {
    const { product, providerOrder, paid } = await paidCheckout(t, 6);

    const first = await callback({ ...paid });
    const second = await callback({ ...paid });
    for (const response of [first, second]) {
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(CALLBACK_REDIRECTS.confirmed);
    }
    expect(await ordersFor(t, providerOrder.id)).toBe(1);
    expect(await stockOf(t, product.id)).toBe(4);
  });

  it('accepts the same fields as JSON', async () => {
    const { providerOrder, paid } = await paidCheckout(t, 7);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders/v1/paymentVerification',
      payload: paid,
    });
    expect(response.statusCode).toBe(303);
    expect(await ordersFor(t, providerOrder.id)).toBe(1);
  });

  it('sends a forged or failed payment back to checkout without an order', async () => {
    const { providerOrder, paid } = await paidCheckout(t, 8);

    const forged = await callback({ ...paid, razorpay_signature: 'cd'.repeat(32) });
    const failed = await callback({ 'error[code]': 'BAD_REQUEST_ERROR', 'error[reason]': 'payment_failed' });
    for (const response of [forged, failed]) {
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(CALLBACK_REDIRECTS.failed);
    }
    expect(await ordersFor(t, providerOrder.id)).toBe(0);
  });
});

describe('expired holds', () => {
  async function expire(providerOrderId: string) {
    await expireHold(t, providerOrderId);
    return releaseExpiredHolds(t.db, t.app.jobs);
  }

  it('gives the stock back once, and a late payment takes it again while it is there', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 9, { stock: 5 });
    const providerOrder = await checkoutFor(t, who, [{ product, quantity: 2 }]);
    expect(await stockOf(t, product.id)).toBe(3);

    expect(await expire(providerOrder.id)).toBe(1);
    expect(await stockOf(t, product.id)).toBe(5);
    expect(await checkoutOf(providerOrder.id)).toMatchObject({ status: 'expired', stock_held: false });
    expect(await releaseExpiredHolds(t.db, t.app.jobs)).toBe(0);
    expect(await stockOf(t, product.id)).toBe(5);

    const paid = await sandboxOf(t).pay(providerOrder.id);
    const response = await confirmOnline(t, who, paid);
    expect(response.statusCode, response.body).toBe(201);
    expect(await stockOf(t, product.id)).toBe(3);
    expect(await ordersFor(t, providerOrder.id)).toBe(1);
  });

  it('refunds a late payment when the stock is gone and says so, also on a replay', async () => {
    const { who, product, providerOrder } = await lapsedCheckout(t, 10, { stock: 5, quantity: 2, left: 1 });

    const sandbox = sandboxOf(t);
    const paid = await sandbox.pay(providerOrder.id);
    const response = await confirmOnline(t, who, paid);
    expect(response.statusCode).toBe(409);
    // The refund is a job (docs/decisions/025): "in progress" until the provider gave its refund id.
    expect(response.json()).toEqual({ message: ORDER_MESSAGES.refundingOutOfStock });
    expect(await ordersFor(t, providerOrder.id)).toBe(0);
    expect(await stockOf(t, product.id)).toBe(1);
    await jobsSettled(t);
    expect((await sandbox.fetchPayment(paid.razorpay_payment_id)).status).toBe('refunded');
    expect(await checkoutOf(providerOrder.id)).toMatchObject({
      status: 'refunded',
      refund_id: expect.any(String),
    });

    const replay = await confirmOnline(t, who, paid);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toEqual({ message: ORDER_MESSAGES.refundedOutOfStock });
    expect(await ordersFor(t, providerOrder.id)).toBe(0);
  });

  it('sends the shopper of a refunded late payment from the callback to the cart', async () => {
    const { providerOrder } = await lapsedCheckout(t, 13, { stock: 2, quantity: 2, left: 0 });
    const paid = await sandboxOf(t).pay(providerOrder.id);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders/v1/paymentVerification',
      payload: paid,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(CALLBACK_REDIRECTS.refunding);
    expect(await ordersFor(t, providerOrder.id)).toBe(0);
    expect((await checkoutOf(providerOrder.id)).status).toBe('refunded');
    await jobsSettled(t);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/orders/v1/paymentVerification',
      payload: paid,
    });
    expect(again.headers.location).toBe(CALLBACK_REDIRECTS.refunded);
  });

  it('runs before payment/process, so expired units are on sale again', async () => {
    const [first, second] = [await shopper(t), await shopper(t)];
    const product = await stockedProduct(t, 11, { stock: 1 });
    const held = await checkoutFor(t, first, [{ product, quantity: 1 }]);
    await expireHold(t, held.id);
    await checkoutFor(t, second, [{ product, quantity: 1 }]);
    expect(await stockOf(t, product.id)).toBe(0);
    expect((await checkoutOf(held.id)).status).toBe('expired');
  });

  it('are released by the periodic job while the app runs', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 12, { stock: 4 });
    const held = await checkoutFor(t, who, [{ product, quantity: 3 }]);
    await expireHold(t, held.id);
    expect(await stockOf(t, product.id)).toBe(1);
    // What the period's offer adds (jobs/periodic-jobs.ts); the once-per-period rule has its own test
    // (reliability/periodic-jobs.test.ts).
    await t.app.jobs.boss.send(QUEUES.expireHolds, {});
    await vi.waitFor(async () => expect(await stockOf(t, product.id)).toBe(4), { timeout: 10_000 });
  });
});
