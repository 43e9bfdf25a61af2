// Refunds of cancelled paid online orders through the gateway (docs/product.md#payment-settle, docs/decisions/025): the cancel
// adds a refund job in its transaction and answers "refund in progress"; the job refunds the sandbox payment
// once, records the provider's refund id and mails the shopper; when the provider fails, the queue retries the
// job, which asks the provider first, so a lost answer never refunds twice.
import { formatRupees } from '@shop/shared/money';
import type { Order } from '@shop/shared/order.schemas';
import { describe, expect, it } from 'vitest';
import { jobsSettled } from '../../../test/job-helpers.ts';
import {
  cancelOrder,
  gatewayWith,
  mailsTo,
  paidOrder,
  type Shopper,
  sandboxOf,
  shopper,
  stockedProduct,
  stockOf,
  useAppWithGateway,
} from '../../../test/order-helpers.ts';
import { type TestApp, useTestApp } from '../../../test/test-app.ts';
import type { PaymentGateway } from '../../adapters/payment-gateway.ts';
import type { SandboxGateway } from '../../adapters/sandbox-gateway.ts';
import { enqueueOrderRefund } from './order-refunds.service.ts';

function cancel(t: TestApp, who: Shopper, orderId: string) {
  return cancelOrder(t, who, orderId, 'Payment issues');
}

async function sandboxRefunds(t: TestApp, paymentId: string): Promise<string[]> {
  const rows = await t.db
    .selectFrom('sandbox_refunds')
    .select('id')
    .where('payment_id', '=', paymentId)
    .execute();
  return rows.map((row) => row.id);
}

async function refundColumns(t: TestApp, orderId: string) {
  return t.db
    .selectFrom('orders')
    .select(['payment_status', 'refund_id', 'payment_refunded_at', 'refund_attempts'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
}

/** A shopper's paid online order of `quantity` units of the `index`-th product, stocked with 10. */
async function paidOrderOf(t: TestApp, index: number, quantity = 1) {
  const who = await shopper(t);
  const product = await stockedProduct(t, index, { stock: 10 });
  return { who, product, order: await paidOrder(t, who, [{ product, quantity }]) };
}

function paymentIdOf(order: Order): string {
  const id = order.paymentInfo?.razorpayPaymentId;
  if (!id) throw new Error('the order has no payment');
  return id;
}

describe('with the sandbox gateway', () => {
  const t = useTestApp({ template: 'demo' });

  it('answers at once ("refund in progress" until its job ran), then refunds once, restocks, and mails both', async () => {
    const { who, product, order } = await paidOrderOf(t, 0, 2);
    expect(await stockOf(t, product.id)).toBe(8);

    const response = await cancel(t, who, order._id);
    expect(response.statusCode, response.body).toBe(200);
    const cancelled = (response.json() as { order: Order }).order;
    expect(cancelled).toMatchObject({
      orderStatus: 'cancelled',
      isPaid: true,
      cancelReason: 'Payment issues',
    });
    // The refund is a job (docs/decisions/025): until it has the provider's refund id the shopper reads "refund
    // in progress". The worker may already have run it when the answer reads the order back (seen in CI).
    expect(['refund_pending', 'refunded']).toContain(cancelled.paymentInfo?.status);
    expect(await stockOf(t, product.id)).toBe(10);

    await jobsSettled(t);
    expect((await sandboxOf(t).fetchPayment(paymentIdOf(order))).status).toBe('refunded');
    const made = await sandboxRefunds(t, paymentIdOf(order));
    expect(made).toHaveLength(1);
    const columns = await refundColumns(t, order._id);
    expect(columns.refund_id).toBe(made[0]);
    expect(columns.payment_refunded_at).toBeInstanceOf(Date);
    const read = await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: who.headers });
    expect(read.json().paymentInfo.status).toBe('refunded');

    const mails = await mailsTo(t, who.email, 3);
    const total = formatRupees(order.priceSummary.total);
    const cancellation = mails.filter((mail) => mail.subject.includes('is cancelled'));
    expect(cancellation).toHaveLength(1);
    expect(cancellation[0]?.text).toContain(`The refund of ${total}`);
    expect(cancellation[0]?.text).toContain('5-10 business days');
    const refund = mails.filter((mail) => mail.subject.startsWith('Refund of'));
    expect(refund).toHaveLength(1);
    expect(refund[0]?.subject).toContain(total);
    expect(refund[0]?.text).toContain(order._id);
  });

  it('refunds once when the shopper cancels twice at once, and a second enqueue of the event is no second job', async () => {
    const { who, product, order } = await paidOrderOf(t, 1);

    const responses = await Promise.all([cancel(t, who, order._id), cancel(t, who, order._id)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    await jobsSettled(t);
    // The same refund event added again (a retried transaction, the periodic safety net) finds its job.
    await enqueueOrderRefund(t.db, t.app.jobs, order._id);
    await jobsSettled(t);
    expect(await sandboxRefunds(t, paymentIdOf(order))).toHaveLength(1);
    expect(await stockOf(t, product.id)).toBe(10);
    expect(
      (await mailsTo(t, who.email, 3)).filter((mail) => mail.subject.startsWith('Refund of')),
    ).toHaveLength(1);
  });
});

/** What the flaky provider's refund does: fail the next call, refund but lose the answer, or work. */
let refundMode: 'fail-once' | 'lose-answer' | 'work' = 'work';
let refundCalls = 0;

/** The sandbox, except that its refunds follow `refundMode`. */
function flakyGateway(real: SandboxGateway): PaymentGateway {
  return gatewayWith(real, {
    refund: async (id, amount) => {
      refundCalls += 1;
      const mode = refundMode;
      refundMode = 'work';
      if (mode === 'fail-once') throw new Error('provider down');
      const refund = await real.refund(id, amount);
      if (mode === 'lose-answer') throw new Error('connection reset after the refund was made');
      return refund;
    },
  });
}

describe('when the provider fails the refund', () => {
  const t = useAppWithGateway(flakyGateway);

  it('retries a refund whose first provider call failed, and completes it exactly once', async () => {
    const { who, product, order } = await paidOrderOf(t, 0);
    refundMode = 'fail-once';
    refundCalls = 0;

    const response = await cancel(t, who, order._id);
    expect(response.statusCode, response.body).toBe(200);
    const cancelled = (response.json() as { order: Order }).order;
    expect(cancelled.orderStatus).toBe('cancelled');
    expect(cancelled.paymentInfo?.status).toBe('refund_pending');
    expect(await stockOf(t, product.id)).toBe(10);

    await jobsSettled(t);
    expect(refundCalls).toBe(2);
    const made = await sandboxRefunds(t, paymentIdOf(order));
    expect(made).toHaveLength(1);
    expect(await refundColumns(t, order._id)).toMatchObject({
      payment_status: 'refunded',
      refund_id: made[0],
      refund_attempts: 2,
    });
    const read = await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: who.headers });
    expect(read.json().paymentInfo.status).toBe('refunded');
    const mails = await mailsTo(t, who.email, 3);
    expect(mails.filter((mail) => mail.subject.startsWith('Refund of'))).toHaveLength(1);
  });

  it('records a refund whose answer was lost: the retry finds it at the provider and never refunds again', async () => {
    const { who, order } = await paidOrderOf(t, 1);
    refundMode = 'lose-answer';
    refundCalls = 0;

    expect((await cancel(t, who, order._id)).statusCode).toBe(200);
    await jobsSettled(t);
    expect(refundCalls).toBe(1);
    const made = await sandboxRefunds(t, paymentIdOf(order));
    expect(made).toHaveLength(1);
    expect(await refundColumns(t, order._id)).toMatchObject({
      payment_status: 'refunded',
      refund_id: made[0],
    });
  });
});
