// The shop's job queue: pg-boss on the shop's own PostgreSQL (docs/decisions/025-background-jobs-on-pg-boss.md).
// Every process starts it, to enqueue jobs inside the transaction of the change that causes them; a worker
// process (every server by default, JOBS_WORKER) also works the queues. Jobs that fail for good land in the
// `failed-jobs` queue, where the admin area lists them and sends them back.
import { fromKysely, type Job, type JobResult, PgBoss, type Queue } from 'pg-boss';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { JOB_SCHEMA } from '../db/migrations/0023-job-queue.ts';
import { jobIdFor } from './job-keys.ts';

/** Queues, named for what their jobs do. */
export const QUEUES = {
  sendMail: 'send-mail',
  refundPayment: 'refund-payment',
  expireHolds: 'expire-stock-holds',
  /** Retries owed captures, gives every owed refund its job and issues owed credit notes (periodic). */
  settlePayments: 'settle-payments',
  /** Tells a supplier about a purchase order, or its cancellation (docs/decisions/027). */
  sendPurchaseOrder: 'send-purchase-order',
  /** Cancels a new account's cash-on-delivery order nobody confirmed in time (docs/decisions/030). */
  expireCodConfirmation: 'expire-cod-confirmation',
  /** Mails the "notify me" requests whose variant came back (periodic, docs/decisions/037-variants.md). */
  mailStockAlerts: 'mail-stock-alerts',
  /** Where a job that used up its retries is kept (pg-boss's dead letter queue); nothing works it. */
  failed: 'failed-jobs',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];
/** The queues a worker works: every one but the dead letters. */
export type WorkedQueue = Exclude<QueueName, typeof QUEUES.failed>;

const HOUR = 3600;
const DAY = 24 * HOUR;
/** Dead letters stay until the shop retries or removes them. */
const KEEP_FAILED_SECONDS = 10 * 365 * DAY;

function queueOptions(config: Config): Record<QueueName, Omit<Queue, 'name'>> {
  const retry = {
    retryDelay: config.jobs.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: HOUR,
    // A worker that dies mid-job stops its heartbeat: the job is retried within about half a minute.
    heartbeatSeconds: 10,
    retentionSeconds: 30 * DAY,
    deadLetter: QUEUES.failed,
    notify: true,
  } satisfies Omit<Queue, 'name'>;
  return {
    // 30 s, 1, 2, 4… minutes, then hourly: about 6 hours of tries before a mail counts as failed.
    [QUEUES.sendMail]: { ...retry, retryLimit: 12, expireInSeconds: 120, deleteAfterSeconds: 2 * DAY },
    // Money owed to a shopper: about two days of tries, then the shop must look (the admin area).
    [QUEUES.refundPayment]: { ...retry, retryLimit: 55, expireInSeconds: 120, deleteAfterSeconds: 30 * DAY },
    // A supplier's webhook or mail server that is down: the same six hours of tries as a mail.
    [QUEUES.sendPurchaseOrder]: {
      ...retry,
      retryLimit: 12,
      expireInSeconds: 120,
      deleteAfterSeconds: 7 * DAY,
    },
    // Due when the confirmation window ends; a database hiccup then is retried like a mail.
    [QUEUES.expireCodConfirmation]: {
      ...retry,
      retryLimit: 12,
      expireInSeconds: 120,
      deleteAfterSeconds: 7 * DAY,
    },
    // Periodic work is not retried: the next period runs it again. Kept a day, which keeps one job per period.
    [QUEUES.expireHolds]: { retryLimit: 0, expireInSeconds: 300, deleteAfterSeconds: DAY },
    [QUEUES.settlePayments]: { retryLimit: 0, expireInSeconds: 300, deleteAfterSeconds: DAY },
    [QUEUES.mailStockAlerts]: { retryLimit: 0, expireInSeconds: 300, deleteAfterSeconds: DAY },
    [QUEUES.failed]: { retentionSeconds: KEEP_FAILED_SECONDS, deleteAfterSeconds: 30 * DAY },
  };
}

export type JobHandler = (job: Job<object>) => Promise<void>;

const BATCH_SIZE = 5;

/**
 * Runs a batch's jobs side by side; each completes or fails (and is retried) on its own. A job is completed the
 * moment its handler is done, not with the batch: a worker killed after a mail went out and before its job was
 * marked done sends it again on takeover, and that window is kept to one statement (docs/decisions/025).
 */
async function settleEach(boss: PgBoss, jobs: Job<object>[], handler: JobHandler): Promise<JobResult[]> {
  const outcomes = await Promise.allSettled(
    jobs.map(async (job) => {
      await handler(job);
      await boss.complete(job.name, { id: job.id, retryCount: job.retryCount });
    }),
  );
  return outcomes.map((outcome, index) => {
    const id = jobs[index]?.id ?? '';
    if (outcome.status === 'fulfilled') return { id, status: 'completed' };
    const error = outcome.reason instanceof Error ? outcome.reason : new Error(String(outcome.reason));
    return { id, status: 'failed', output: { name: error.name, message: error.message, stack: error.stack } };
  });
}

/** What services see of the queue: adding a job inside their transaction. */
export interface JobEnqueuer {
  /**
   * Adds a job in the transaction `trx` (it exists only if that commits). `key` names the event: the job's id is
   * derived from queue and key, so adding the same event twice makes one job. `startAfter`: not run before then.
   */
  enqueue(trx: Db, queue: WorkedQueue, data: object, key: string, startAfter?: Date): Promise<void>;
}

export interface JobQueue extends JobEnqueuer {
  readonly boss: PgBoss;
  /** Sends a dead letter back to the queue it failed in, as a new job, in `trx`; false when it is gone. */
  retryFailed(trx: Db, id: string): Promise<boolean>;
  /** Starts pg-boss; with `worker`, also its supervision (expired and abandoned jobs) and the given handlers. */
  start(handlers: Partial<Record<WorkedQueue, JobHandler>>): Promise<void>;
  /** Waits for running jobs (up to `timeoutMs`), then closes the queue's connections. */
  stop(timeoutMs: number): Promise<void>;
}

interface QueueLog {
  error(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export function createJobQueue(config: Config, databaseUrl: string, log: QueueLog): JobQueue {
  const worker = config.jobs.worker;
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: JOB_SCHEMA,
    application_name: 'shop-jobs',
    // A few connections of its own besides the shop's pool of 10 (docs/deploy.md).
    max: worker ? 4 : 2,
    useListenNotify: worker,
    // Only workers supervise: expire abandoned jobs, delete old ones, move dead letters.
    supervise: worker,
    superviseIntervalSeconds: 10,
    monitorIntervalSeconds: 10,
    // The shop's periodic work is throttled jobs (periodic-jobs.ts), not pg-boss's minute cron.
    schedule: false,
    migrate: true,
    registerInstance: false,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  boss.on('warning', (warning) => log.warn({ data: warning.data }, `job queue: ${warning.message}`));
  const options = queueOptions(config);

  async function ensureQueues(): Promise<void> {
    // The dead letter queue first: the others name it.
    const names = [QUEUES.failed, ...Object.values(QUEUES).filter((name) => name !== QUEUES.failed)];
    const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
    for (const name of names) {
      if (existing.has(name)) await boss.updateQueue(name, options[name]);
      else await boss.createQueue(name, options[name]);
    }
  }

  return {
    boss,
    async enqueue(trx, queue, data, key, startAfter) {
      await boss.send(queue, data, {
        id: jobIdFor(queue, key),
        db: fromKysely(trx),
        ...(startAfter ? { startAfter } : {}),
      });
    },
    async retryFailed(trx, id) {
      return (await boss.redrive(QUEUES.failed, { ids: [id], db: fromKysely(trx) })) > 0;
    },
    async start(handlers) {
      await boss.start();
      await ensureQueues();
      if (!worker) return;
      for (const [name, handler] of Object.entries(handlers) as [WorkedQueue, JobHandler][]) {
        await boss.work<object>(
          name,
          {
            // A new job wakes the worker at once (NOTIFY); retries coming due are found by this poll.
            pollingIntervalSeconds: config.jobs.pollSeconds,
            notifyPollingIntervalSeconds: config.jobs.pollSeconds,
            // Up to 5 jobs at a time, fetched again at once while a backlog lasts: a burst of orders is a
            // burst of mails, not one mail per poll.
            batchSize: BATCH_SIZE,
            burstWhenBatchFull: true,
            perJobResults: true,
          },
          (jobs) => settleEach(boss, jobs, handler),
        );
      }
    },
    async stop(timeoutMs) {
      await boss.stop({ graceful: true, timeout: timeoutMs });
    },
  };
}
