// Ending stock holds of online checkouts (docs/product.md#payment-online): a hold whose PAYMENT_HOLD_MINUTES passed, or whose
// provider order could not be created, gives its units back exactly once, and the promotions it redeemed
// (docs/decisions/038-promotions.md) with them. Expired holds are released before every payment/process and by a
// periodic job that runs once per period across all processes (jobs/periodic-jobs.ts, docs/decisions/025).
import type { Db } from '../../db/database.ts';
import type { JobEnqueuer } from '../../jobs/job-queue.ts';
import { inTransaction } from '../orders/orders.repository.ts';
import { lockPromotions, releaseCheckoutRedemptions } from '../promotions/redemptions.repository.ts';
import { returnLinesStock } from './checkout-pricing.service.ts';
import { enqueueCheckoutRefund } from './checkout-refunds.service.ts';
import * as checkouts from './pending-checkouts.repository.ts';

const SWEEP_BATCH = 100;

/**
 * Ends one checkout's hold (if it still holds): its redemptions given back, then its lines restocked (promotions
 * before products, the order every transaction locks them in).
 */
export async function releaseHold(db: Db, checkoutId: string, status: 'failed' | 'expired'): Promise<void> {
  await inTransaction(db, async (trx) => {
    const lines = await checkouts.releaseHold(trx, checkoutId, status);
    if (!lines) return;
    await releaseCheckoutRedemptions(trx, [checkoutId]);
    await returnLinesStock(trx, lines);
  });
}

/**
 * Gives back the redemptions of holds just ended and restocks their lines, in `trx`. A payment made for a checkout
 * whose address never came (the amount-only payment/process, docs/decisions/036) can make no order: the checkout
 * is marked refunded and its refund job added in the same transaction.
 */
async function settleExpired(trx: Db, jobs: JobEnqueuer, expired: readonly checkouts.ExpiredHold[]) {
  await releaseCheckoutRedemptions(
    trx,
    expired.map((hold) => hold.id),
  );
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
 * transaction, like the sweep: redemptions given back, restocked, and a paid one without an address refunded.
 * `taking`: the promotions the caller redeems next in this transaction, locked in one id-ordered pass with those
 * given back (docs/decisions/038-promotions.md).
 */
export async function releaseShopperHolds(
  trx: Db,
  jobs: JobEnqueuer,
  userId: string,
  taking: readonly string[] = [],
): Promise<void> {
  const expired = await checkouts.releaseShopperHolds(trx, userId);
  if (expired.length > 0 && taking.length > 0) {
    await lockPromotions(
      trx,
      expired.map((hold) => hold.id),
      taking,
    );
  }
  await settleExpired(trx, jobs, expired);
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
