// What each queue's jobs do (docs/decisions/025): the handlers a worker process runs, the server's or the
// separate one's (worker.ts). A handler that throws has its job retried with back-off.

import { retryPendingCaptures } from '../modules/orders/order-captures.ts';
import { enqueueOwedRefunds, runRefundJob } from '../modules/orders/order-refunds.ts';
import type { OrdersDeps } from '../modules/orders/orders-deps.ts';
import { releaseExpiredHolds } from '../modules/orders/stock-holds.ts';
import { networkPost, sendPurchaseOrderJob } from '../modules/suppliers/purchase-orders.ts';
import { type JobHandler, QUEUES, type WorkedQueue } from './job-queue.ts';
import { sendMailJob } from './mail-worker.ts';

export function jobHandlers(deps: OrdersDeps): Record<WorkedQueue, JobHandler> {
  return {
    [QUEUES.sendMail]: (job) => sendMailJob(deps, job),
    [QUEUES.refundPayment]: (job) => runRefundJob(deps, job),
    [QUEUES.sendPurchaseOrder]: (job) =>
      sendPurchaseOrderJob(
        {
          ...deps,
          postWebhook: deps.postWebhook ?? networkPost(deps.config.suppliers.webhookTimeoutSeconds * 1000),
        },
        job,
      ),
    [QUEUES.expireHolds]: async (job) => {
      const released = await releaseExpiredHolds(deps.db);
      // One line per period, whichever process ran it (reliability/periodic-jobs.test.ts counts them).
      deps.log.info({ queue: job.name, jobId: job.id, released }, 'periodic job ran');
    },
    [QUEUES.settlePayments]: async (job) => {
      // Each failed capture logs at error itself (docs/decisions/020).
      const captured = await retryPendingCaptures(deps);
      const owed = await enqueueOwedRefunds(deps);
      deps.log.info({ queue: job.name, jobId: job.id, captured, owed }, 'periodic job ran');
    },
  };
}
