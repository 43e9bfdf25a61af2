// Refunds of cancelled paid online orders through the gateway (decisions §5, §6): the sandbox payment is
// refunded once, the order says so and the shopper is mailed; when the provider fails, the refund stays pending
// and the sweep's retry records it once, asking the provider first so a lost answer never refunds twice.
import { formatRupees } from '@shop/shared/money';
import type { Order } from '@shop/shared/order.schemas';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createAppWithGateway,
  mailsTo,
  ordersDepsOf,
  paidOrder,
  type Shopper,
  sandboxOf,
  shopper,
  stockedProduct,
  stockOf,
} from '../../../test/order-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { PaymentGateway } from '../../adapters/payment-gateway.ts';
import type { SandboxGateway } from '../../adapters/sandbox-gateway.ts';
import { retryPendingRefunds } from './order-refunds.ts';
import { holdSweeper } from './stock-holds.ts';

function cancel(t: TestApp, who: Shopper, orderId: string) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/orders/${orderId}/cancel`,
    headers: who.headers,
    payload: { cancelReason: 'Payment issues' },
  });
}

async function refundsOf(t: TestApp, paymentId: string): Promise<number> {
  const rows = await t.db
    .selectFrom('sandbox_refunds')
    .select('id')
    .where('payment_id', '=', paymentId)
    .execute();
  return rows.length;
}

async function refundColumns(t: TestApp, orderId: string) {
  return t.db
    .selectFrom('orders')
    .select(['payment_status', 'refund_id', 'payment_refunded_at', 'refund_attempts'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
}

/** Lets the sweep retry now instead of after the attempt's lease. */
async function leasePassed(t: TestApp, orderId: string): Promise<void> {
  await t.db
    .updateTable('orders')
    .set({ refund_retry_at: new Date(Date.now() - 1000) })
    .where('id', '=', orderId)
    .execute();
}

function paymentIdOf(order: Order): string {
  const id = order.paymentInfo?.razorpayPaymentId;
  if (!id) throw new Error('the order has no payment');
  return id;
}

describe('with the sandbox gateway', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ template: 'demo' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refunds a paid order on cancel, restocks it, and mails the cancellation and the refund', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 0, { stock: 10 });
    const order = await paidOrder(t, who, [{ product, quantity: 2 }]);
    expect(await stockOf(t, product.id)).toBe(8);

    const response = await cancel(t, who, order._id);
    expect(response.statusCode, response.body).toBe(200);
    const cancelled = (response.json() as { order: Order }).order;
    expect(cancelled).toMatchObject({
      orderStatus: 'cancelled',
      isPaid: true,
      cancelReason: 'Payment issues',
    });
    expect(cancelled.paymentInfo?.status).toBe('refunded');
    expect((await sandboxOf(t).fetchPayment(paymentIdOf(order))).status).toBe('refunded');
    expect(await refundsOf(t, paymentIdOf(order))).toBe(1);
    expect(await stockOf(t, product.id)).toBe(10);
    const columns = await refundColumns(t, order._id);
    expect(columns.refund_id).toMatch(/^rfnd_/);
    expect(columns.payment_refunded_at).toBeInstanceOf(Date);

    const mails = await mailsTo(t, who.email, 3);
    const total = formatRupees(order.priceSummary.total);
    const cancellation = mails.find((mail) => mail.subject.includes('is cancelled'));
    expect(cancellation?.text).toContain(`The refund of ${total}`);
    expect(cancellation?.text).toContain('5-10 business days');
    const refund = mails.find((mail) => mail.subject.startsWith('Refund of'));
    expect(refund?.subject).toContain(total);
    expect(refund?.text).toContain(order._id);
  });

  it('refunds once when the shopper cancels twice at once', async () => {
    const who = await shopper(t);
    const product = await stockedProduct(t, 1, { stock: 10 });
    const order = await paidOrder(t, who, [{ product, quantity: 1 }]);

    const responses = await Promise.all([cancel(t, who, order._id), cancel(t, who, order._id)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await refundsOf(t, paymentIdOf(order))).toBe(1);
    expect(await stockOf(t, product.id)).toBe(10);
    expect(await retryPendingRefunds(ordersDepsOf(t))).toBe(0);
    expect(await refundsOf(t, paymentIdOf(order))).toBe(1);
  });
});

/** What the flaky provider's refund does: fail outright, refund but lose the answer, or work. */
let refundMode: 'fail' | 'lose-answer' | 'work' = 'fail';

/** The sandbox, except that its refunds follow `refundMode`. */
function flakyGateway(real: SandboxGateway): PaymentGateway {
  return {
    keyId: real.keyId,
    checkoutScript: real.checkoutScript,
    sandbox: true,
    createOrder: (input) => real.createOrder(input),
    fetchPayment: (id) => real.fetchPayment(id),
    capture: (id, amount) => real.capture(id, amount),
    refund: async (id, amount) => {
      if (refundMode === 'fail') throw new Error('provider down');
      const refund = await real.refund(id, amount);
      if (refundMode === 'lose-answer') throw new Error('connection reset after the refund was made');
      return refund;
    },
    verifyPaymentSignature: (...args) => real.verifyPaymentSignature(...args),
    verifyWebhookSignature: (...args) => real.verifyWebhookSignature(...args),
  };
}

describe('when the provider fails the refund', () => {
  let t: TestApp;
  let flaky: PaymentGateway;
  beforeAll(async () => {
    t = await createAppWithGateway((real) => {
      flaky = flakyGateway(real);
      return flaky;
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('still cancels, keeps the refund pending, and the retry records it once', async () => {
    refundMode = 'fail';
    const who = await shopper(t);
    const product = await stockedProduct(t, 0, { stock: 10 });
    const order = await paidOrder(t, who, [{ product, quantity: 1 }]);

    const response = await cancel(t, who, order._id);
    expect(response.statusCode, response.body).toBe(200);
    const cancelled = (response.json() as { order: Order }).order;
    expect(cancelled.orderStatus).toBe('cancelled');
    expect(cancelled.paymentInfo?.status).toBe('refund_pending');
    expect(await stockOf(t, product.id)).toBe(10);
    expect(await refundsOf(t, paymentIdOf(order))).toBe(0);

    const deps = ordersDepsOf(t, flaky);
    // The failed attempt's lease has not passed: the sweep leaves it alone.
    expect(await retryPendingRefunds(deps)).toBe(0);
    await leasePassed(t, order._id);
    expect(await retryPendingRefunds(deps)).toBe(0);
    expect((await refundColumns(t, order._id)).payment_status).toBe('refund_pending');

    refundMode = 'work';
    await leasePassed(t, order._id);
    expect(await retryPendingRefunds(deps)).toBe(1);
    expect(await refundsOf(t, paymentIdOf(order))).toBe(1);
    const columns = await refundColumns(t, order._id);
    expect(columns).toMatchObject({ payment_status: 'refunded', refund_attempts: 3 });
    expect(columns.refund_id).toMatch(/^rfnd_/);

    await leasePassed(t, order._id);
    expect(await retryPendingRefunds(deps)).toBe(0);
    expect(await refundsOf(t, paymentIdOf(order))).toBe(1);
    const read = await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: who.headers });
    expect(read.json().paymentInfo.status).toBe('refunded');
    const mails = await mailsTo(t, who.email, 3);
    expect(mails.filter((mail) => mail.subject.startsWith('Refund of'))).toHaveLength(1);
  });

  it('only records a refund whose answer was lost: the retry asks the provider first', async () => {
    refundMode = 'lose-answer';
    const who = await shopper(t);
    const product = await stockedProduct(t, 1, { stock: 10 });
    const order = await paidOrder(t, who, [{ product, quantity: 1 }]);

    expect((await cancel(t, who, order._id)).statusCode).toBe(200);
    expect((await refundColumns(t, order._id)).payment_status).toBe('refund_pending');
    expect(await refundsOf(t, paymentIdOf(order))).toBe(1);

    refundMode = 'work';
    await leasePassed(t, order._id);
    expect(await retryPendingRefunds(ordersDepsOf(t, flaky))).toBe(1);
    expect(await refundsOf(t, paymentIdOf(order))).toBe(1);
    expect(await refundColumns(t, order._id)).toMatchObject({ payment_status: 'refunded', refund_id: null });
  });

  it('is retried by the minute sweep while the app runs', async () => {
    refundMode = 'fail';
    const who = await shopper(t);
    const product = await stockedProduct(t, 2, { stock: 10 });
    const order = await paidOrder(t, who, [{ product, quantity: 1 }]);
    expect((await cancel(t, who, order._id)).statusCode).toBe(200);
    await leasePassed(t, order._id);
    refundMode = 'work';

    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const app = Fastify();
    try {
      await app.register(holdSweeper(ordersDepsOf(t, flaky)));
      await app.ready();
      vi.advanceTimersByTime(60_000);
      await vi.waitFor(async () =>
        expect((await refundColumns(t, order._id)).payment_status).toBe('refunded'),
      );
      expect(await refundsOf(t, paymentIdOf(order))).toBe(1);
    } finally {
      await app.close();
      vi.useRealTimers();
    }
  });
});
