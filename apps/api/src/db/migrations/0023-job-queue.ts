// The job queue's tables (pg-boss, docs/decisions/025-background-jobs-on-pg-boss.md), in their own schema
// `pgboss`. pg-boss hands out the SQL of its schema; it wraps it in BEGIN/COMMIT of its own, which are dropped
// here because the migrator already runs every migration in one transaction. A later pg-boss release migrates
// its own tables when the queue starts (under its own advisory lock), so this file never changes.

import { type Kysely, sql } from 'kysely';
import { getConstructionPlans, getUninstallPlans } from 'pg-boss';

export const JOB_SCHEMA = 'pgboss';

function withoutOwnTransaction(plan: string): string {
  return plan.replace(/^\s*BEGIN;\s*$/m, '').replace(/^\s*COMMIT;\s*$/m, '');
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(withoutOwnTransaction(getConstructionPlans(JOB_SCHEMA))).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(withoutOwnTransaction(getUninstallPlans(JOB_SCHEMA))).execute(db);
  await sql`drop schema if exists pgboss cascade`.execute(db);
}
