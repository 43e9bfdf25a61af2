// Waiting for the job queue in tests (docs/decisions/025): mails and refunds are jobs a worker runs after the
// answer, so a test that reads the outbox or the provider after an action first waits for them to be done.
import { sql } from 'kysely';
import type { Db } from '../src/db/database.ts';
import { QUEUES } from '../src/jobs/job-queue.ts';

/** Anything with the database: a test app, or a script's own connection. */
interface WithDb {
  db: Db;
}

const AWAITED: string[] = [QUEUES.sendMail, QUEUES.refundPayment];
/** Those and the purchase orders to suppliers (docs/decisions/027), for the tests that follow them. */
export const WITH_PURCHASE_ORDERS: string[] = [...AWAITED, QUEUES.sendPurchaseOrder];

/** Jobs of the mail and refund queues (or `queues`) that are waiting, running or due for a retry. */
export async function unfinishedJobs(t: WithDb, queues: readonly string[] = AWAITED): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select count(*)::int as count from pgboss.job
    where name in (${sql.join(queues)}) and state in ('created', 'retry', 'active')`.execute(t.db);
  return rows[0]?.count ?? 0;
}

/** Waits until every mail and refund job (or job of `queues`) added so far has completed or failed for good. */
export async function jobsSettled(
  t: WithDb,
  timeoutMs = 15_000,
  queues: readonly string[] = AWAITED,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await unfinishedJobs(t, queues)) > 0) {
    if (Date.now() > deadline) {
      const { rows } =
        await sql`select name, state, retry_count, output, start_after, now() as now from pgboss.job where name in (${sql.join(queues)}) and state in ('created', 'retry', 'active')`.execute(
          t.db,
        );
      throw new Error(`jobs still unfinished after ${timeoutMs} ms: ${JSON.stringify(rows)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Jobs that used up their retries (the `failed-jobs` queue), newest first. */
export async function deadJobs(t: WithDb) {
  const { rows } = await sql<{ source: string; data: object }>`
    select source_name as source, data from pgboss.job where name = ${QUEUES.failed}
    order by created_on desc`.execute(t.db);
  return rows;
}
