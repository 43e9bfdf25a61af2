// The back office's failed background jobs (docs/decisions/025-background-jobs-on-pg-boss.md): mails and refunds
// that used up their retries, what each was, when it failed and its last error, and the retry that sends one
// back to its queue.
import { z } from 'zod';

export const FAILED_JOBS_LIMIT = 100;

export const failedJobSchema = z.object({
  /** The failed job's id in the dead letter queue: what a retry names. */
  _id: z.string(),
  /** The queue it failed in: `send-mail`, `refund-payment`… */
  queue: z.string(),
  /** What it was, in words: "Mail: order-placed", "Refund of order …". */
  what: z.string(),
  /** The order, account or address it was about, when known. */
  about: z.string().nullable(),
  /** Tries made before it was given up. */
  attempts: z.number().int(),
  /** When it was first queued. */
  queuedAt: z.string(),
  /** When it was given up. */
  failedAt: z.string(),
  /** The last attempt's error message. */
  lastError: z.string(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

export const failedJobsSchema = z.object({
  /** The newest FAILED_JOBS_LIMIT, newest first. */
  jobs: z.array(failedJobSchema),
  total: z.number().int(),
});
export type FailedJobs = z.infer<typeof failedJobsSchema>;

export const failedJobParamsSchema = z.object({ id: z.uuid() });

export const retryFailedJobSchema = z.object({ message: z.string() });

export const ADMIN_JOB_MESSAGES = {
  retried: 'The job is queued again.',
  notFound: 'That failed job is gone: it was retried already.',
} as const;
