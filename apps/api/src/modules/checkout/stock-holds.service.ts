// Ending stock holds of online checkouts (docs/product.md#payment-online): a hold whose PAYMENT_HOLD_MINUTES passed, or whose
// provider order could not be created, gives its units back exactly once. Expired holds are released before
// every payment/process and by a periodic job that runs once per period across all processes
// (jobs/periodic-jobs.ts, docs/decisions/025).
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../orders/orders.repository.ts';
import { returnLinesStock } from './checkout-pricing.service.ts';
import * as checkouts from './pending-checkouts.repository.ts';

const SWEEP_BATCH = 100;

/** Ends one checkout's hold (if it still holds) and restocks its lines. */
export async function releaseHold(db: Db, checkoutId: string, status: 'failed' | 'expired'): Promise<void> {
  await inTransaction(db, async (trx) => {
    const lines = await checkouts.releaseHold(trx, checkoutId, status);
    if (lines) await returnLinesStock(trx, lines);
  });
}

/** Expires every pending checkout past its time and restocks its lines; returns how many were released. */
export async function releaseExpiredHolds(db: Db): Promise<number> {
  let released = 0;
  for (;;) {
    const batch = await inTransaction(db, async (trx) => {
      const expired = await checkouts.expireHolds(trx, SWEEP_BATCH);
      await returnLinesStock(trx, expired.flat());
      return expired.length;
    });
    released += batch;
    if (batch < SWEEP_BATCH) return released;
  }
}
