// What shoppers and the shop do with placed orders (docs/product.md#payment-settle, docs/decisions/012): refunds of paid online
// orders (retried until the provider confirms), return requests, and a history of every status change.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // `payment_refunded_at` is when the money went back; `refunded_at` stays the status timeline's stamp.
  // `refund_retry_at` leases a refund attempt, so the request and the sweeper never call the provider together.
  await sql`
    alter table orders
      add column refund_id text,
      add column payment_refunded_at timestamptz,
      add column refund_attempts integer not null default 0,
      add column refund_retry_at timestamptz`.execute(db);
  await sql`
    create index orders_refund_pending on orders (refund_retry_at)
    where payment_status = 'refund_pending'`.execute(db);

  // One request per order; the shop's list of open requests reads the partial index.
  await sql`
    create table order_return_requests (
      order_id text primary key references orders (id) on delete cascade,
      user_id text not null references users (id) on delete cascade,
      message text not null,
      created_at timestamptz not null default now(),
      handled_at timestamptz
    )`.execute(db);
  await sql`
    create index order_return_requests_open on order_return_requests (created_at)
    where handled_at is null`.execute(db);

  // Who moved an order, from where to where, and why: the shop's answer to "who cancelled this?".
  await sql`
    create table order_status_changes (
      id bigint generated always as identity primary key,
      order_id text not null references orders (id) on delete cascade,
      from_status text not null,
      to_status text not null,
      actor_kind text not null check (actor_kind in ('customer', 'shop')),
      actor_id text not null,
      reason text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index order_status_changes_order on order_status_changes (order_id, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists order_status_changes`.execute(db);
  await sql`drop table if exists order_return_requests`.execute(db);
  await sql`drop index if exists orders_refund_pending`.execute(db);
  await sql`
    alter table orders
      drop column if exists refund_retry_at,
      drop column if exists refund_attempts,
      drop column if exists payment_refunded_at,
      drop column if exists refund_id`.execute(db);
}
