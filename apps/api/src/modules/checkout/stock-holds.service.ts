// Ending stock holds of online checkouts (docs/product.md#payment-online): a hold whose PAYMENT_HOLD_MINUTES passed, or whose
// provider order could not be created, gives its units back exactly once. Expired holds are released before
// every payment/process and by a periodic job that runs once per period across all processes
// (jobs/periodic-jobs.ts, docs/decisions/025).
import type { Db } from '../../db/database.ts';
import type { JobEnqueuer } from '../../jobs/job-queue.ts';
import { inTransaction } from '../orders/orders.repository.ts';
import { returnLinesStock } from './checkout-pricing.service.ts';
import { enqueueCheckoutRefund } from './checkout-refunds.service.ts';
import * as checkouts from './pending-checkouts.repository.ts';

const SWEEP_BATCH = 100;

/** Ends one checkout's hold (if it still holds) and restocks its lines. */
export async function releaseHold(db: Db, checkoutId: string, status: 'failed' | 'expired'): Promise<void> {
  await inTransaction(db, async (trx) => {
    const lines = await checkouts.releaseHold(trx, checkoutId, status);
    if (lines) await returnLinesStock(trx, lines);
  });
}

/**
 * Restocks the lines of holds just ended, in `trx`. A payment made for a checkout whose address never came (the
 * amount-only payment/process, docs/decisions/036) can make no order: the checkout is marked refunded and its refund
 * job added in the same transaction.
 */
async function settleExpired(trx: Db, jobs: JobEnqueuer, expired: readonly checkouts.ExpiredHold[]) {
  await returnLinesStock(
    trx,
    expired.flatMap((hold) => hold.lines),
  );
  for (const { id, unplacedPaymentId } of expired) {
    if (unplacedPaymentId === null) continue;
    await checkouts.markRefunded(trx, id, unplacedPaymentId);
    await enqueueCheckoutRefund(trx, jobs, id, unplacedPaymentId);
  }
}

/**
 * Ends the holds of the shopper's earlier checkouts as a new one starts (docs/decisions/017), in the caller's
 * transaction, like the sweep: restocked, and a paid one without an address refunded.
 */
export async function releaseShopperHolds(trx: Db, jobs: JobEnqueuer, userId: string): Promise<void> {
  await settleExpired(trx, jobs, await checkouts.releaseShopperHolds(trx, userId));
}

/** Expires every pending checkout past its time and settles it (settleExpired); returns how many were released. */
export async function releaseExpiredHolds(db: Db, jobs: JobEnqueuer): Promise<number> {
  let released = 0;
  for (;;) {
    const batch = await inTransaction(db, async (trx) => {
      const expired = await checkouts.expireHolds(trx, SWEEP_BATCH);
      await settleExpired(trx, jobs, expired);
      return expired.length;
    });
    released += batch;
    if (batch < SWEEP_BATCH) return released;
  }
}
