// SQL of the back office's failed jobs (docs/decisions/025): the dead letters pg-boss keeps in the `failed-jobs`
// queue of its schema, each with the queue it failed in, its data, its last error and its tries.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { QUEUES } from '../../jobs/job-queue.ts';

export interface DeadJobRow {
  id: string;
  queue: string | null;
  data: unknown;
  output: unknown;
  attempts: number | null;
  queuedAt: Date | null;
  failedAt: Date;
}

export async function listDeadJobs(db: Db, limit: number): Promise<DeadJobRow[]> {
  const { rows } = await sql<DeadJobRow>`
    select id, source_name as queue, data, source_output as output, source_retry_count as attempts,
      source_created_on as "queuedAt", created_on as "failedAt"
    from pgboss.job
    where name = ${QUEUES.failed} and state = 'created'
    order by created_on desc
    limit ${limit}`.execute(db);
  return rows;
}

export async function countDeadJobs(db: Db): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select count(*)::int as count from pgboss.job where name = ${QUEUES.failed} and state = 'created'`.execute(
    db,
  );
  return rows[0]?.count ?? 0;
}

export async function findDeadJob(db: Db, id: string): Promise<DeadJobRow | undefined> {
  const { rows } = await sql<DeadJobRow>`
    select id, source_name as queue, data, source_output as output, source_retry_count as attempts,
      source_created_on as "queuedAt", created_on as "failedAt"
    from pgboss.job
    where name = ${QUEUES.failed} and state = 'created' and id = ${id}::uuid`.execute(db);
  return rows[0];
}
