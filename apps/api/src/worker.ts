// Runs the job queue's workers without the HTTP server: mails, refunds and periodic work
// (docs/decisions/025-background-jobs-on-pg-boss.md). `npm run worker`. Several may run, on any machines, beside
// server processes started with JOBS_WORKER=false (docs/deploy.md "Background jobs"). It uses DATABASE_URL, else
// the running shop's embedded database, else starts that database itself. Stops cleanly on SIGINT and SIGTERM,
// letting running jobs finish.
import Fastify from 'fastify';
import { createPaymentGateway } from './adapters/create-payment-gateway.ts';
import { createMailer } from './adapters/mailer.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openToolDatabase } from './db/tool-database.ts';
import { jobHandlers } from './jobs/job-handlers.ts';
import { createJobQueue } from './jobs/job-queue.ts';
import { createRateLimiter } from './lib/rate-limiter.ts';
import { stopOnSignal } from './lib/stop-on-signal.ts';
import type { OrdersDeps } from './modules/orders/orders.deps.ts';
import { JOB_STOP_TIMEOUT_MS, registerJobQueue } from './plugins/job-queue.ts';

async function main(): Promise<void> {
  const loaded = loadConfig();
  // This process exists to work jobs, whatever JOBS_WORKER says for the server processes.
  const config = { ...loaded, jobs: { ...loaded.jobs, worker: true } };
  const database = await openToolDatabase(config, (line) => console.log(line));
  const app = Fastify({ logger: config.logLevel === 'silent' ? false : { level: config.logLevel } });
  const jobs = createJobQueue(config, database.url, app.log);
  const deps: OrdersDeps = {
    db: database.db,
    config,
    gateway: createPaymentGateway(config, database.db),
    mailer: createMailer(config, app.log),
    jobs,
    log: app.log,
    limiter: createRateLimiter(database.db),
  };
  await registerJobQueue(app, jobs, jobHandlers(deps), config);
  await app.ready();
  app.log.info('job worker started');

  stopOnSignal({
    log: (line) => app.log.info(line),
    doing: 'letting running jobs finish',
    deadlineMs: JOB_STOP_TIMEOUT_MS + 5000,
    steps: [() => app.close(), () => database.close()],
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
