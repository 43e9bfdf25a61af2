// The back office's failed jobs (docs/decisions/025-background-jobs-on-pg-boss.md): what failed for good, when,
// with its last error, and a retry that sends one back to its queue (recorded in the audit log, like every admin
// change). A retried mail or refund keeps its own safeguards: a refund asks the provider first.
import type { FailedJob, FailedJobs } from '@shop/shared/admin-jobs.schemas';
import { ADMIN_JOB_MESSAGES, FAILED_JOBS_LIMIT } from '@shop/shared/admin-jobs.schemas';
import type { Db } from '../../db/database.ts';
import { type JobQueue, QUEUES } from '../../jobs/job-queue.ts';
import type { MailJobData } from '../../jobs/mail-queue.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../admin/audit.repository.ts';
import type { RefundJob } from '../orders/order-refunds.service.ts';
import * as repository from './admin-jobs.repository.ts';

export interface AdminJobsDeps {
  db: Db;
  jobs: JobQueue;
}

function describe(queue: string | null, data: unknown): { what: string; about: string | null } {
  if (queue === QUEUES.sendMail) {
    const mail = data as Partial<MailJobData>;
    return { what: `Mail: ${mail.kind ?? 'unknown'}`, about: mail.about ?? null };
  }
  if (queue === QUEUES.refundPayment) {
    const refund = data as Partial<RefundJob>;
    if (refund.kind === 'order') {
      return { what: 'Refund of a cancelled or returned order', about: refund.orderId ?? null };
    }
    return {
      what: 'Refund of a late payment whose stock was gone',
      about: (refund.kind === 'checkout' && refund.checkoutId) || null,
    };
  }
  return { what: queue ?? 'unknown job', about: null };
}

function errorText(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output && typeof output.message === 'string') {
    return output.message;
  }
  return output === null || output === undefined ? 'no error recorded' : JSON.stringify(output);
}

function toFailedJob(row: repository.DeadJobRow): FailedJob {
  return {
    _id: row.id,
    queue: row.queue ?? 'unknown',
    ...describe(row.queue, row.data),
    attempts: (row.attempts ?? 0) + 1,
    queuedAt: (row.queuedAt ?? row.failedAt).toISOString(),
    failedAt: row.failedAt.toISOString(),
    lastError: errorText(row.output),
  };
}

export async function listFailedJobs(db: Db): Promise<FailedJobs> {
  const [rows, total] = await Promise.all([
    repository.listDeadJobs(db, FAILED_JOBS_LIMIT),
    repository.countDeadJobs(db),
  ]);
  return { jobs: rows.map(toFailedJob), total };
}

/** Sends the failed job back to its queue; 404 when it is gone (retried already). */
export async function retryFailedJob(
  deps: AdminJobsDeps,
  adminId: string,
  id: string,
): Promise<{ message: string }> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await repository.findDeadJob(trx, id);
    if (!row || !(await deps.jobs.retryFailed(trx, id))) {
      throw new AppError('NOT_FOUND', ADMIN_JOB_MESSAGES.notFound);
    }
    const job = toFailedJob(row);
    await recordAudit(trx, {
      actorId: adminId,
      action: 'job.retry',
      entity: 'job',
      entityId: id,
      before: { queue: job.queue, what: job.what, about: job.about, lastError: job.lastError },
      after: null,
    });
  });
  return { message: ADMIN_JOB_MESSAGES.retried };
}
