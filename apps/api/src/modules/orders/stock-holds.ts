// Ending stock holds of online checkouts (decisions §5): a hold whose 30 minutes passed, or whose provider order
// could not be created, gives its units back exactly once. The sweep runs every minute while the app is up, and
// also retries the refunds of cancelled or refunded orders that are still owed (decisions §6).
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.ts';
import { retryPendingCaptures } from './order-captures.ts';
import { returnLinesStock } from './order-pricing.ts';
import { retryPendingRefunds } from './order-refunds.ts';
import { inTransaction } from './orders.repository.ts';
import type { OrdersDeps } from './orders-deps.ts';
import * as checkouts from './pending-checkouts.repository.ts';

const SWEEP_BATCH = 100;
const SWEEP_EVERY_MS = 60_000;

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

function sweep(deps: OrdersDeps): void {
  releaseExpiredHolds(deps.db).then(
    (released) => {
      if (released > 0) deps.log.info(`released the stock of ${released} expired checkout(s)`);
    },
    (error: unknown) => deps.log.warn({ err: error }, 'could not release expired checkouts'),
  );
  // Refunds owed to shoppers whose first attempt failed (decisions §6); each failure logs at error itself.
  retryPendingRefunds(deps).catch((error: unknown) =>
    deps.log.error({ err: error }, 'could not retry pending refunds'),
  );
  // Authorized payments whose capture failed (docs/decisions/020); each failure logs at error itself.
  retryPendingCaptures(deps).catch((error: unknown) =>
    deps.log.error({ err: error }, 'could not retry pending captures'),
  );
}

/** Starts the minute sweep when the app is ready and stops it on close; unref'd, it never keeps Node alive. */
export function holdSweeper(deps: OrdersDeps): FastifyPluginAsync {
  return async (app) => {
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => sweep(deps), SWEEP_EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
    });
  };
}
