// The job queue (pg-boss) with the shop's settings: started with the app, stopped after the last request on
// close, waiting for running jobs (docs/decisions/025-background-jobs-on-pg-boss.md, docs/deploy.md).
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { JobHandler, JobQueue, WorkedQueue } from '../jobs/job-queue.ts';
import { periodsOf, startPeriodicJobs } from '../jobs/periodic-jobs.ts';

/** How long close() waits for running jobs: within the server's 20 s shutdown limit (server.ts). */
export const JOB_STOP_TIMEOUT_MS = 15_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue this app enqueues to (tests read it to wait for jobs). */
    jobs: JobQueue;
  }
}

export async function registerJobQueue(
  app: FastifyInstance,
  queue: JobQueue,
  handlers: Record<WorkedQueue, JobHandler>,
  config: Config,
): Promise<void> {
  await queue.start(handlers);
  const stopOffers = config.jobs.worker
    ? startPeriodicJobs(queue.boss, periodsOf(config.jobs), app.log)
    : () => undefined;
  app.decorate('jobs', queue);
  // Fastify closes the server (answering the requests in flight, which may still add jobs) before this runs.
  app.addHook('onClose', async () => {
    stopOffers();
    await queue.stop(JOB_STOP_TIMEOUT_MS);
  });
}
