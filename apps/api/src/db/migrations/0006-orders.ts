// Orders and online checkouts (docs/product.md#checkout-server). Money is integer paise. An order keeps its own copy of
// every line (name, prices, image) so it reads the same after the product changes or leaves the catalogue.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // An online checkout between payment/process and the provider's confirmation. It holds its stock (already
  // taken off products) until it is confirmed or expires; `provider_order_id` is set once the provider order
  // exists. Confirmation turns it into exactly one order.
  await sql`
    create table pending_checkouts (
      id text primary key,
      user_id text not null references users (id) on delete cascade,
      provider_order_id text unique,
      amount integer not null check (amount > 0),
      lines jsonb not null,
      personal_info jsonb not null,
      shipping_info jsonb not null,
      price_summary jsonb not null,
      status text not null default 'pending'
        check (status in ('pending', 'confirmed', 'expired', 'failed', 'refunded')),
      stock_held boolean not null default true,
      expires_at timestamptz not null,
      provider_payment_id text,
      order_id text,
      refund_id text,
      created_at timestamptz not null default now()
    )`.execute(db);
  // The expiry sweep looks for holds past their time.
  await sql`create index pending_checkouts_held on pending_checkouts (expires_at) where stock_held`.execute(
    db,
  );

  await sql`
    create table orders (
      id text primary key,
      user_id text not null references users (id),
      order_status text not null default 'processing',
      cancel_reason text,
      payment_method text not null check (payment_method in ('cod', 'razorpay')),
      is_paid boolean not null default false,
      payment_status text not null,
      provider_order_id text unique,
      provider_payment_id text,
      provider_signature text,
      paid_at timestamptz,
      first_name text not null,
      last_name text not null,
      email text not null,
      shipping jsonb not null,
      subtotal integer not null,
      savings integer not null,
      shipping_cost integer not null,
      total integer not null,
      processed_at timestamptz,
      shipped_at timestamptz,
      out_for_delivery_at timestamptz,
      delivered_at timestamptz,
      cancelled_at timestamptz,
      return_accepted_at timestamptz,
      returned_at timestamptz,
      refund_accepted_at timestamptz,
      refunded_at timestamptz,
      restocked_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index orders_user_created on orders (user_id, created_at desc)`.execute(db);

  // No foreign key to products: an order outlives its products.
  await sql`
    create table order_items (
      order_id text not null references orders (id) on delete cascade,
      position integer not null,
      product_id text not null,
      name text not null,
      quantity integer not null check (quantity >= 1),
      price integer not null,
      original_price integer not null,
      shipping_cost integer not null,
      image text not null,
      category text not null,
      filters jsonb not null default '{}',
      primary key (order_id, position)
    )`.execute(db);
  await sql`create index order_items_product on order_items (product_id)`.execute(db);

  // Provider webhook events already handled: a redelivered event is acknowledged and ignored.
  await sql`
    create table payment_events (
      id text primary key,
      event text not null,
      received_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists payment_events`.execute(db);
  await sql`drop table if exists order_items`.execute(db);
  await sql`drop table if exists orders`.execute(db);
  await sql`drop table if exists pending_checkouts`.execute(db);
}
