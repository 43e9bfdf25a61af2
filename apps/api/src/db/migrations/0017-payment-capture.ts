// Capturing authorized payments (docs/decisions/020-capturing-authorized-payments.md): the sandbox gateway's
// payments may now be only `authorized` until the shop captures them, as Razorpay's are without auto-capture.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sandbox_payments drop constraint sandbox_payments_status_check`.execute(db);
  await sql`
    alter table sandbox_payments add constraint sandbox_payments_status_check
    check (status in ('authorized', 'captured', 'failed', 'refunded'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // An authorized sandbox payment was never taken: it reads as failed under the older rule.
  await sql`update sandbox_payments set status = 'failed' where status = 'authorized'`.execute(db);
  await sql`alter table sandbox_payments drop constraint sandbox_payments_status_check`.execute(db);
  await sql`
    alter table sandbox_payments add constraint sandbox_payments_status_check
    check (status in ('captured', 'failed', 'refunded'))`.execute(db);
}
