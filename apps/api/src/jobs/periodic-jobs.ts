// Periodic work as jobs that run once per period across all processes (docs/decisions/025): every worker
// process offers a job for the current period twice a period, and pg-boss's throttle slot (`singletonSeconds`,
// a unique index on queue and slot, the database's clock) keeps all but the first offer of a period out. The
// job is then worked by one worker, wherever it runs. The period is JOBS_SWEEP_SECONDS (a minute by default), and
// STOCK_ALERT_SWEEP_SECONDS for the "notify me" mails (docs/decisions/037-variants.md).
import type { PgBoss } from 'pg-boss';
import type { Config } from '../config.ts';
import { QUEUES } from './job-queue.ts';

export const PERIODIC_QUEUES = [QUEUES.expireHolds, QUEUES.settlePayments, QUEUES.mailStockAlerts] as const;
export type PeriodicQueue = (typeof PERIODIC_QUEUES)[number];

/** Each periodic queue's period, seconds. */
export function periodsOf(jobs: Config['jobs']): Record<PeriodicQueue, number> {
  return {
    [QUEUES.expireHolds]: jobs.sweepSeconds,
    [QUEUES.settlePayments]: jobs.sweepSeconds,
    [QUEUES.mailStockAlerts]: jobs.stockAlertSweepSeconds,
  };
}

interface TickLog {
  warn(object: object, message: string): void;
}

/** Starts offering the periodic jobs, each every `periods[queue]` seconds; the returned function stops it. */
export function startPeriodicJobs(
  boss: PgBoss,
  periods: Readonly<Record<PeriodicQueue, number>>,
  log: TickLog,
): () => void {
  const timers = PERIODIC_QUEUES.map((queue) => {
    const periodSeconds = periods[queue];
    const offer = () => {
      boss
        .send(queue, {}, { singletonSeconds: periodSeconds })
        .catch((error: unknown) => log.warn({ err: error, queue }, 'could not offer a periodic job'));
    };
    offer();
    // Twice a period, so no period goes without an offer however the timer drifts.
    const timer = setInterval(offer, (periodSeconds * 1000) / 2);
    timer.unref();
    return timer;
  });
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}
