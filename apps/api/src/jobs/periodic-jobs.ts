// Periodic work as jobs that run once per period across all processes (docs/decisions/025): every worker
// process offers a job for the current period twice a period, and pg-boss's throttle slot (`singletonSeconds`,
// a unique index on queue and slot, the database's clock) keeps all but the first offer of a period out. The
// job is then worked by one worker, wherever it runs. The period is JOBS_SWEEP_SECONDS (a minute by default).
import type { PgBoss } from 'pg-boss';
import { QUEUES } from './job-queue.ts';

export const PERIODIC_QUEUES = [QUEUES.expireHolds, QUEUES.settlePayments] as const;

interface TickLog {
  warn(object: object, message: string): void;
}

/** Starts offering the periodic jobs; the returned function stops it. */
export function startPeriodicJobs(boss: PgBoss, periodSeconds: number, log: TickLog): () => void {
  const offer = () => {
    for (const queue of PERIODIC_QUEUES) {
      boss
        .send(queue, {}, { singletonSeconds: periodSeconds })
        .catch((error: unknown) => log.warn({ err: error, queue }, 'could not offer a periodic job'));
    }
  };
  offer();
  // Twice a period, so no period goes without an offer however the timer drifts.
  const timer = setInterval(offer, (periodSeconds * 1000) / 2);
  timer.unref();
  return () => clearInterval(timer);
}
