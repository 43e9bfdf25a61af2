// Ending stock holds of online checkouts (decisions §5): a hold whose 30 minutes passed, or whose provider order
// could not be created, gives its units back exactly once. The sweep runs every minute while the app is up.
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.ts';
import { returnLinesStock } from './order-pricing.ts';
import { inTransaction } from './orders.repository.ts';
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

function sweep(db: Db, log: FastifyBaseLogger): void {
  releaseExpiredHolds(db).then(
    (released) => {
      if (released > 0) log.info(`released the stock of ${released} expired checkout(s)`);
    },
    (error: unknown) => log.warn({ err: error }, 'could not release expired checkouts'),
  );
}

/** Starts the minute sweep when the app is ready and stops it on close; unref'd, it never keeps Node alive. */
export function holdSweeper(db: Db): FastifyPluginAsync {
  return async (app) => {
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => sweep(db, app.log), SWEEP_EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
    });
  };
}
