// The refund of a late payment whose held stock had been sold meanwhile (docs/product.md#payment-settle,
// docs/decisions/025): no order was made, the checkout is marked refunded and the whole payment goes back as a job
// of the refund queue, like an order's refund (orders/order-refunds.service.ts).
import type { Db } from '../../db/database.ts';
import { type JobEnqueuer, QUEUES } from '../../jobs/job-queue.ts';
import { type RefundJob, refundOnce } from '../orders/order-refunds.service.ts';
import type { OrdersDeps } from '../orders/orders.deps.ts';
import * as checkouts from './pending-checkouts.repository.ts';

/** Adds the refund job of a checkout marked refunded in `trx`. */
export function enqueueCheckoutRefund(
  trx: Db,
  jobs: JobEnqueuer,
  checkoutId: string,
  paymentId: string,
): Promise<void> {
  const job: RefundJob = { kind: 'checkout', checkoutId, paymentId };
  return jobs.enqueue(trx, QUEUES.refundPayment, job, `checkout:${checkoutId}`);
}

/** Works one checkout's refund job; a throw makes the queue retry it with back-off. */
export async function runCheckoutRefund(
  deps: OrdersDeps,
  job: Extract<RefundJob, { kind: 'checkout' }>,
): Promise<void> {
  const { checkoutId, paymentId } = job;
  if (await checkouts.checkoutRefundId(deps.db, checkoutId)) return;
  const status = (await deps.gateway.fetchPayment(paymentId)).status;
  if (status !== 'captured' && status !== 'refunded') {
    // Only authorized (docs/decisions/020): nothing was taken, the provider gives the authorization back.
    deps.log.info({ checkoutId, paymentId, status }, 'stock was gone: the payment was never taken');
    return;
  }
  try {
    const refundId = await refundOnce(deps.gateway, paymentId);
    await checkouts.setRefundId(deps.db, checkoutId, refundId);
    deps.log.info({ checkoutId, refundId }, 'refunded a payment: stock was gone');
  } catch (error) {
    deps.log.error({ err: error, checkoutId, paymentId }, 'refund failed; it will be retried');
    throw error;
  }
}
