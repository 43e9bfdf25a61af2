// What each queue's jobs do (docs/decisions/025): the handlers a worker process runs, the server's or the
// separate one's (worker.ts). A handler that throws has its job retried with back-off.

import type { Job } from 'pg-boss';
import { retryPendingCaptures } from '../modules/checkout/captures.service.ts';
import { runCheckoutRefund } from '../modules/checkout/checkout-refunds.service.ts';
import { releaseExpiredHolds } from '../modules/checkout/stock-holds.service.ts';
import { expireCodConfirmationJob } from '../modules/orders/cod-confirmation.service.ts';
import {
  enqueueOwedRefunds,
  type RefundJob,
  runOrderRefund,
} from '../modules/orders/order-refunds.service.ts';
import { creditOwedOrders } from '../modules/orders/order-status.service.ts';
import type { OrdersDeps } from '../modules/orders/orders.deps.ts';
import { sweepStockAlerts } from '../modules/stock-alerts/stock-alerts.service.ts';
import { networkPost, sendPurchaseOrderJob } from '../modules/suppliers/purchase-order-sending.service.ts';
import { type JobHandler, QUEUES, type WorkedQueue } from './job-queue.ts';
import { sendMailJob } from './mail-worker.ts';

/** Works one refund job, an order's or a checkout's; a throw makes the queue retry it with back-off. */
async function runRefundJob(deps: OrdersDeps, job: Job<object>): Promise<void> {
  const data = job.data as RefundJob;
  if (data.kind === 'order') await runOrderRefund(deps, data.orderId);
  else await runCheckoutRefund(deps, data);
}

export function jobHandlers(deps: OrdersDeps): Record<WorkedQueue, JobHandler> {
  return {
    [QUEUES.sendMail]: (job) => sendMailJob(deps, job),
    [QUEUES.refundPayment]: (job) => runRefundJob(deps, job),
    [QUEUES.sendPurchaseOrder]: (job) =>
      sendPurchaseOrderJob(
        {
          ...deps,
          postWebhook: deps.postWebhook ?? networkPost(deps.config),
        },
        job,
      ),
    [QUEUES.expireCodConfirmation]: (job) => expireCodConfirmationJob(deps, job),
    [QUEUES.expireHolds]: async (job) => {
      const released = await releaseExpiredHolds(deps.db, deps.jobs);
      // One line per period, whichever process ran it (reliability/periodic-jobs.test.ts counts them).
      deps.log.info({ queue: job.name, jobId: job.id, released }, 'periodic job ran');
    },
    [QUEUES.settlePayments]: async (job) => {
      // Each failed capture logs at error itself (docs/decisions/020).
      const captured = await retryPendingCaptures(deps);
      const owed = await enqueueOwedRefunds(deps);
      const credited = await creditOwedOrders(deps.db);
      deps.log.info({ queue: job.name, jobId: job.id, captured, owed, credited }, 'periodic job ran');
    },
    [QUEUES.mailStockAlerts]: async (job) => {
      const mailed = await sweepStockAlerts(deps);
      deps.log.info({ queue: job.name, jobId: job.id, mailed }, 'periodic job ran');
    },
  };
}
