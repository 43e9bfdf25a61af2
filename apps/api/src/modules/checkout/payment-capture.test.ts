// Capturing authorized payments (docs/decisions/020-capturing-authorized-payments.md): a payment the provider only
// authorized is captured by the shop, once, whichever confirmation path brings it; an order counts as paid
// (isPaid, paidAt, paymentInfo.status) only once its payment is captured; a capture that fails is retried by the
// sweep, and a payment the provider no longer holds is never taken and its order is cancelled.
import type { Order } from '@shop/shared/order.schemas';
import { describe, expect, it, vi } from 'vitest';
import { jobsSettled } from '../../../test/job-helpers.ts';
import {
  authorizedCheckout,
  cancelOrder,
  confirmEveryWay,
  confirmOnline,
  deliverWebhook,
  gatewayWith,
  lapsedCheckout,
  openCheckout,
  ordersDepsOf,
  ordersFor,
  type Shopper,
  sandboxOf,
  stockOf,
  useAppWithGateway,
} from '../../../test/order-helpers.ts';
import { type TestApp, useTestApp } from '../../../test/test-app.ts';
import type { PaymentGateway } from '../../adapters/payment-gateway.ts';
import type { SandboxGateway } from '../../adapters/sandbox-gateway.ts';
import { QUEUES } from '../../jobs/job-queue.ts';
import { retryPendingCaptures, UNCAPTURED_REASON } from './captures.service.ts';
import { CALLBACK_REDIRECTS } from './payment-callbacks.routes.ts';

async function orderRow(t: TestApp, providerOrderId: string) {
  return t.db
    .selectFrom('orders')
    .select(['id', 'is_paid', 'paid_at', 'payment_status', 'order_status', 'cancel_reason'])
    .where('provider_order_id', '=', providerOrderId)
    .executeTakeFirst();
}

function readOrder(t: TestApp, who: Shopper, orderId: string) {
  return t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: who.headers });
}

describe('with the sandbox leaving payments authorized', () => {
  const t = useTestApp({ template: 'demo' });

  it('captures an authorized payment at confirmation, and only then is the order paid', async () => {
    const { who, product, authorized } = await authorizedCheckout(t, 0);

    const response = await confirmOnline(t, who, authorized);
    expect(response.statusCode, response.body).toBe(201);
    const order = (response.json() as { order: Order }).order;
    expect(order).toMatchObject({
      isPaid: true,
      paymentInfo: { status: 'captured', paidAt: expect.any(String) },
    });
    expect((await sandboxOf(t).fetchPayment(authorized.razorpay_payment_id)).status).toBe('captured');
    expect(await stockOf(t, product.id)).toBe(4);

    const replay = await confirmOnline(t, who, authorized);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().order).toEqual(order);
  });

  it('keeps the capture with the confirmation while the periodic sweep runs, so the answer shows the order paid', async () => {
    const { who, authorized } = await authorizedCheckout(t, 3);
    // The sweep, as busy as it can be, with a provider slow to answer it: between the order's commit and the
    // confirmation's capture, it finds the payment waiting unless the confirmation already holds its lease.
    const deps = ordersDepsOf(
      t,
      gatewayWith(sandboxOf(t), {
        capture: async (id, amount) => {
          await new Promise((resolve) => setTimeout(resolve, 300));
          return sandboxOf(t).capture(id, amount);
        },
      }),
    );
    let confirming = true;
    const sweeping = (async () => {
      while (confirming) await retryPendingCaptures(deps);
    })();
    const response = await confirmOnline(t, who, authorized).finally(() => {
      confirming = false;
    });
    await sweeping;
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().order).toMatchObject({ isPaid: true, paymentInfo: { status: 'captured' } });
  });

  it('confirms and captures from the payment.authorized webhook alone, when the shopper closed the tab', async () => {
    const { providerOrder } = await openCheckout(t, 1);
    // The sandbox checkout page's "Authorize only" button: the provider then delivers payment.authorized.
    const authorized = await t.app.inject({
      method: 'POST',
      url: `/sandbox-gateway/v1/checkout/${providerOrder.id}/authorize`,
    });
    expect(authorized.statusCode).toBe(200);
    await vi.waitFor(async () =>
      expect(await orderRow(t, providerOrder.id)).toMatchObject({
        is_paid: true,
        payment_status: 'captured',
      }),
    );
    const paymentId = authorized.json().razorpay_payment_id as string;
    expect((await sandboxOf(t).fetchPayment(paymentId)).status).toBe('captured');
  });

  it('neither captures nor refunds an authorized payment that came after its stock was sold', async () => {
    const { who, providerOrder } = await lapsedCheckout(t, 2, { stock: 1, quantity: 1, left: 0 });
    const authorized = await sandboxOf(t).authorize(providerOrder.id);

    const callback = await t.app.inject({
      method: 'POST',
      url: '/api/orders/v1/paymentVerification',
      payload: authorized,
    });
    // The refund job finds nothing taken, so there is never a refund id: the shopper reads "in progress".
    expect(callback.headers.location).toBe(CALLBACK_REDIRECTS.refunding);
    await jobsSettled(t);
    const replay = await confirmOnline(t, who, authorized);
    expect(replay.statusCode).toBe(409);
    expect(await ordersFor(t, providerOrder.id)).toBe(0);
    // The provider gives an uncaptured authorization back on its own: the shop takes nothing.
    expect((await sandboxOf(t).fetchPayment(authorized.razorpay_payment_id)).status).toBe('authorized');
  });
});

/** What the flaky provider's capture does: fail outright, capture but lose the answer, or work. */
let captureMode: 'fail' | 'lose-answer' | 'work' = 'work';
/** Every capture call the shop made, and those the provider carried out. */
const captureCalls = { asked: 0, made: 0 };
/** How long the provider takes to answer a capture: long enough for racing confirmations to overlap. */
let captureDelayMs = 0;

/** The sandbox, except that its captures follow `captureMode` and are counted. */
function flakyGateway(real: SandboxGateway): PaymentGateway {
  return gatewayWith(real, {
    capture: async (id, amount) => {
      captureCalls.asked += 1;
      await new Promise((resolve) => setTimeout(resolve, captureDelayMs));
      if (captureMode === 'fail') throw new Error('provider down');
      const captured = await real.capture(id, amount);
      captureCalls.made += 1;
      if (captureMode === 'lose-answer') throw new Error('connection reset after the capture was made');
      return captured;
    },
  });
}

describe('when the provider fails the capture', () => {
  let flaky: PaymentGateway;
  const t = useAppWithGateway((real) => {
    flaky = flakyGateway(real);
    return flaky;
  });

  /** As if the last attempt's lease had run out. */
  async function leasePassed(orderId: string) {
    await t.db
      .updateTable('orders')
      .set({ capture_retry_at: new Date(Date.now() - 1000) })
      .where('id', '=', orderId)
      .execute();
  }

  /** An online checkout of the `index`-th product whose capture failed: its order stands unpaid, left to retry. */
  async function uncapturedOrder(index: number) {
    captureMode = 'fail';
    const checkout = await authorizedCheckout(t, index);
    const unpaid = (await confirmOnline(t, checkout.who, checkout.authorized)).json().order as Order;
    return { ...checkout, unpaid };
  }

  it('never counts the order paid before the capture; the retry captures it and only then is it paid', async () => {
    captureMode = 'fail';
    const { who, authorized } = await authorizedCheckout(t, 0);
    const response = await confirmOnline(t, who, authorized);
    expect(response.statusCode, response.body).toBe(201);
    const unpaid = (response.json() as { order: Order }).order;
    expect(unpaid).toMatchObject({ isPaid: false, paymentInfo: { status: 'authorized', paidAt: null } });
    expect((await readOrder(t, who, unpaid._id)).json()).toMatchObject({ isPaid: false });
    const list = await t.app.inject({ method: 'GET', url: '/api/orders', headers: who.headers });
    expect(list.json()[0]).toMatchObject({ _id: unpaid._id, isPaid: false });

    // The lease of the failed attempt keeps the next one back for a minute.
    captureMode = 'work';
    const deps = ordersDepsOf(t, flaky);
    expect(await retryPendingCaptures(deps)).toBe(0);
    await leasePassed(unpaid._id);
    const made = captureCalls.made;
    expect(await retryPendingCaptures(deps)).toBe(1);
    expect(captureCalls.made).toBe(made + 1);
    const paid = (await readOrder(t, who, unpaid._id)).json() as Order;
    expect(paid).toMatchObject({
      isPaid: true,
      paymentInfo: { status: 'captured', paidAt: expect.any(String) },
    });
    expect((await sandboxOf(t).fetchPayment(authorized.razorpay_payment_id)).status).toBe('captured');
    await leasePassed(unpaid._id);
    expect(await retryPendingCaptures(deps)).toBe(0);
  });

  it('records a capture whose answer was lost on the retry, without capturing twice', async () => {
    captureMode = 'lose-answer';
    const { who, authorized } = await authorizedCheckout(t, 1);
    const made = captureCalls.made;
    const unpaid = (await confirmOnline(t, who, authorized)).json().order as Order;
    expect(unpaid).toMatchObject({ isPaid: false, paymentInfo: { status: 'authorized' } });
    expect(captureCalls.made).toBe(made + 1);

    // The provider refuses the repeat as already captured; the shop asks and records it.
    captureMode = 'work';
    await leasePassed(unpaid._id);
    expect(await retryPendingCaptures(ordersDepsOf(t, flaky))).toBe(1);
    expect(captureCalls.made).toBe(made + 1);
    expect((await readOrder(t, who, unpaid._id)).json()).toMatchObject({
      isPaid: true,
      paymentInfo: { status: 'captured' },
    });
  });

  it('is retried by the periodic job while the app runs', async () => {
    const { providerOrder, unpaid } = await uncapturedOrder(2);
    expect(unpaid.isPaid).toBe(false);
    await leasePassed(unpaid._id);
    captureMode = 'work';

    // What the period's offer adds (jobs/periodic-jobs.ts); the app's worker runs it with the flaky gateway.
    await t.app.jobs.boss.send(QUEUES.settlePayments, {});
    await vi.waitFor(
      async () =>
        expect(await orderRow(t, providerOrder.id)).toMatchObject({
          is_paid: true,
          payment_status: 'captured',
        }),
      { timeout: 10_000 },
    );
  });

  it('callback, webhook and the browser POST at once: one order, and the capture asked once', async () => {
    captureMode = 'work';
    captureDelayMs = 200;
    const { who, product, providerOrder, authorized } = await authorizedCheckout(t, 3);
    const authorizedHook = await sandboxOf(t).signedWebhook(
      'payment.authorized',
      authorized.razorpay_payment_id,
    );
    const asked = captureCalls.asked;

    const { post, callback, webhook, secondPost } = await confirmEveryWay(t, who, authorized, authorizedHook);
    captureDelayMs = 0;
    for (const response of [post, secondPost]) expect([200, 201]).toContain(response.statusCode);
    expect(callback.headers.location).toBe(CALLBACK_REDIRECTS.confirmed);
    expect(webhook.json()).toEqual({ status: 'processed' });
    expect(captureCalls.asked).toBe(asked + 1);
    expect(await ordersFor(t, providerOrder.id)).toBe(1);
    expect(await stockOf(t, product.id)).toBe(4);
    expect(await orderRow(t, providerOrder.id)).toMatchObject({ is_paid: true, payment_status: 'captured' });

    // The provider's payment.captured that follows finds the order paid and asks nothing.
    const capturedHook = await sandboxOf(t).signedWebhook('payment.captured', authorized.razorpay_payment_id);
    expect((await deliverWebhook(t, capturedHook)).json()).toEqual({ status: 'processed' });
    expect(captureCalls.asked).toBe(asked + 1);
  });

  it('does not take a payment the provider gave back: the order is cancelled, restocked, never paid', async () => {
    const { who, product, authorized, unpaid } = await uncapturedOrder(4);
    expect(await stockOf(t, product.id)).toBe(4);
    // The provider refunds an authorization left uncaptured for days on its own.
    await t.db
      .updateTable('sandbox_payments')
      .set({ status: 'refunded', amount_refunded: (eb) => eb.ref('amount') })
      .where('id', '=', authorized.razorpay_payment_id)
      .execute();

    captureMode = 'work';
    await leasePassed(unpaid._id);
    await retryPendingCaptures(ordersDepsOf(t, flaky));
    const order = (await readOrder(t, who, unpaid._id)).json() as Order;
    expect(order).toMatchObject({
      orderStatus: 'cancelled',
      cancelReason: UNCAPTURED_REASON,
      isPaid: false,
      paymentInfo: { status: 'uncaptured', paidAt: null },
    });
    expect(await stockOf(t, product.id)).toBe(5);
    await leasePassed(unpaid._id);
    await retryPendingCaptures(ordersDepsOf(t, flaky));
    expect(await stockOf(t, product.id)).toBe(5);
  });

  it('never captures the payment of an order the shopper cancelled before its capture', async () => {
    const { who, product, authorized, unpaid } = await uncapturedOrder(5);
    const cancelled = await cancelOrder(t, who, unpaid._id, 'I changed my mind');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stockOf(t, product.id)).toBe(5);

    captureMode = 'work';
    const asked = captureCalls.asked;
    await leasePassed(unpaid._id);
    await retryPendingCaptures(ordersDepsOf(t, flaky));
    expect(captureCalls.asked).toBe(asked);
    expect((await sandboxOf(t).fetchPayment(authorized.razorpay_payment_id)).status).toBe('authorized');
    expect((await readOrder(t, who, unpaid._id)).json()).toMatchObject({
      orderStatus: 'cancelled',
      isPaid: false,
      paymentInfo: { status: 'uncaptured' },
    });
  });

  it('refunds the money of an order cancelled while its capture was under way', async () => {
    const { who, product, authorized, unpaid } = await uncapturedOrder(6);

    captureMode = 'work';
    captureDelayMs = 300;
    await leasePassed(unpaid._id);
    const capturing = retryPendingCaptures(ordersDepsOf(t, flaky));
    await vi.waitFor(async () => {
      const row = await t.db
        .selectFrom('orders')
        .select('capture_attempts')
        .where('id', '=', unpaid._id)
        .executeTakeFirstOrThrow();
      expect(row.capture_attempts).toBe(2);
    });
    const cancelled = await cancelOrder(t, who, unpaid._id, 'I changed my mind');
    // Not paid at the moment of the cancel: nothing to refund yet.
    expect(cancelled.json().order).toMatchObject({ isPaid: false, paymentInfo: { status: 'authorized' } });
    await capturing;
    captureDelayMs = 0;
    // The capture added the refund job in its own transaction (docs/decisions/025).
    await jobsSettled(t);

    expect((await readOrder(t, who, unpaid._id)).json()).toMatchObject({
      orderStatus: 'cancelled',
      isPaid: true,
      paymentInfo: { status: 'refunded' },
    });
    expect((await sandboxOf(t).fetchPayment(authorized.razorpay_payment_id)).status).toBe('refunded');
    expect(await stockOf(t, product.id)).toBe(5);
  });
});
