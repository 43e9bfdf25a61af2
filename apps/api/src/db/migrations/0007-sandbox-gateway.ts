// The built-in sandbox payment gateway's own records (docs/product.md#payment-online): Razorpay-like orders, payments and refunds.
// They live in the database, not in memory, so every server process answers the same about one payment.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sandbox_orders (
      id text primary key,
      amount integer not null check (amount > 0),
      currency text not null default 'INR',
      receipt text not null default '',
      notes jsonb not null default '{}',
      status text not null default 'created' check (status in ('created', 'attempted', 'paid')),
      attempts integer not null default 0,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table sandbox_payments (
      id text primary key,
      order_id text not null references sandbox_orders (id),
      amount integer not null check (amount > 0),
      status text not null check (status in ('captured', 'failed', 'refunded')),
      amount_refunded integer not null default 0 check (amount_refunded between 0 and amount),
      created_at timestamptz not null default now()
    )`.execute(db);
  // An order is paid at most once, whatever races the checkout page starts; failed attempts may pile up.
  await sql`
    create unique index sandbox_payments_one_success on sandbox_payments (order_id)
    where status <> 'failed'`.execute(db);
  await sql`create index sandbox_payments_order on sandbox_payments (order_id)`.execute(db);

  await sql`
    create table sandbox_refunds (
      id text primary key,
      payment_id text not null references sandbox_payments (id),
      amount integer not null check (amount > 0),
      created_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table sandbox_refunds`.execute(db);
  await sql`drop table sandbox_payments`.execute(db);
  await sql`drop table sandbox_orders`.execute(db);
}
