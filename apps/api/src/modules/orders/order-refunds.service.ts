// Refunds as jobs (docs/product.md#payment-settle, docs/decisions/012 and 025-background-jobs-on-pg-boss.md). The transaction that
// decides a refund also adds its job: a cancel or the shop's move to refunded of a paid online order (with
// `refund_pending`), a capture that lands on an order cancelled meanwhile, and a late payment whose stock was
// gone (the checkout marked refunded). The job asks the provider first, so a retry after a lost answer finds
// the refund already made and only records its id; it is retried with back-off until the provider confirms.
// The shopper reads "refunded" once a refund id is recorded, "refund in progress" before. A checkout's refund
// (no order was made) is checkout/checkout-refunds.service.ts; jobs/job-handlers.ts runs each kind.
import type { PaymentGateway } from '../../adapters/payment-gateway.ts';
import type { Db } from '../../db/database.ts';
import { type JobEnqueuer, QUEUES } from '../../jobs/job-queue.ts';
import { enqueueMail } from '../../jobs/mail-queue.ts';
import type { OrdersDeps } from './orders.deps.ts';
import { inTransaction } from './orders.repository.ts';
import * as refunds from './refunds.repository.ts';

export type RefundJob =
  | { kind: 'order'; orderId: string }
  /** A late payment whose held stock had been sold: no order was made, the whole payment goes back. */
  | { kind: 'checkout'; checkoutId: string; paymentId: string };

/** Adds the order's refund job in `trx`, the transaction that marks it `refund_pending`. */
export function enqueueOrderRefund(trx: Db, jobs: JobEnqueuer, orderId: string): Promise<void> {
  const job: RefundJob = { kind: 'order', orderId };
  return jobs.enqueue(trx, QUEUES.refundPayment, job, `order:${orderId}`);
}

/**
 * The refund id of the whole payment: the provider's existing refund when the payment already shows refunded
 * (an earlier attempt whose answer was lost), else a new refund. So a retry never refunds twice.
 */
export async function refundOnce(gateway: PaymentGateway, paymentId: string): Promise<string> {
  const payment = await gateway.fetchPayment(paymentId);
  if (payment.status === 'refunded') {
    const [made] = await gateway.refundsOf(paymentId);
    if (!made) throw new Error(`payment ${paymentId} shows refunded but the provider lists no refund`);
    return made.id;
  }
  return (await gateway.refund(paymentId)).id;
}

/** Works one order's refund job; a throw makes the queue retry it with back-off. */
export async function runOrderRefund(deps: OrdersDeps, orderId: string): Promise<void> {
  const claim = await refunds.claimRefund(deps.db, orderId);
  if (!claim) {
    // Recorded already, or never owed: done. Owed but leased: an attempt cut off by a crash holds it a while.
    if (await refunds.refundOwed(deps.db, orderId)) throw new Error('another attempt holds this refund');
    return;
  }
  try {
    const refundId = await refundOnce(deps.gateway, claim.paymentId);
    await inTransaction(deps.db, async (trx) => {
      if (!(await refunds.recordRefund(trx, orderId, refundId))) return;
      await enqueueMail(trx, deps, { kind: 'order-refunded', orderId });
    });
    deps.log.info({ orderId, refundId, attempt: claim.attempt }, 'refunded a cancelled or returned order');
  } catch (error) {
    await refunds.releaseRefundLease(deps.db, orderId);
    // Money is owed to a shopper: every failed attempt is an error line (docs/deploy.md "Logs").
    deps.log.error(
      { err: error, orderId, paymentId: claim.paymentId, attempt: claim.attempt },
      'refund failed; it will be retried',
    );
    throw error;
  }
}

const OWED_BATCH = 100;

/**
 * Gives every owed refund a job (periodic work): a no-op for those that have one, the start for refunds owed
 * from before refunds were jobs. Answers how many orders it looked at.
 */
export async function enqueueOwedRefunds(deps: OrdersDeps): Promise<number> {
  const owed = await refunds.owedRefunds(deps.db, OWED_BATCH);
  for (const orderId of owed) await enqueueOrderRefund(deps.db, deps.jobs, orderId);
  return owed.length;
}
