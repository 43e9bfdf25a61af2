// Capturing authorized payments (docs/decisions/020-capturing-authorized-payments.md): an online order whose
// payment is only `authorized` is not paid until the shop captures it; a capture attempt takes a lease, as a
// refund does (migration 0008), so the request and the minute sweep never capture together. The sandbox
// gateway's payments may now be only `authorized`, as Razorpay's are without auto-capture.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table orders
      add column capture_attempts integer not null default 0,
      add column capture_retry_at timestamptz`.execute(db);
  await sql`
    create index orders_capture_pending on orders (capture_retry_at)
    where payment_status = 'authorized'`.execute(db);
  // Orders confirmed before this rule counted an authorized payment as paid: they are unpaid until the sweep
  // has captured them (or found them captured by the provider), which it does within a minute.
  await sql`
    update orders set is_paid = false, paid_at = null
    where payment_method = 'razorpay' and payment_status = 'authorized'`.execute(db);

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
  await sql`drop index if exists orders_capture_pending`.execute(db);
  await sql`
    alter table orders
      drop column if exists capture_retry_at,
      drop column if exists capture_attempts`.execute(db);
}
