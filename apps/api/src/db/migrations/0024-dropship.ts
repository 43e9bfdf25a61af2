// Dropship fulfilment (docs/decisions/027-purchase-orders.md): the suppliers who ship the shop's products, what
// the shop pays them, one purchase order per supplier per order, what suppliers report back, and the transit
// days by zone that delivery estimates count from.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table suppliers (
      id text primary key,
      name text not null check (length(name) between 1 and 120),
      contact_email text not null,
      webhook_url text,
      webhook_secret text,
      processing_days integer not null default 1 check (processing_days between 0 and 30),
      ships_from_pin text check (ships_from_pin ~ '^[1-9][0-9]{5}$'),
      ships_from_country text not null default 'IN' check (ships_from_country ~ '^[A-Z]{2}$'),
      default_shipping_cost integer not null default 0 check (default_shipping_cost >= 0),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((webhook_url is null) = (webhook_secret is null))
    )`.execute(db);
  await sql`create unique index suppliers_name on suppliers (lower(name))`.execute(db);

  // What the shop pays is the supplier's business and the shop's: never part of a shopper's answer.
  await sql`
    alter table products
      add column supplier_id text references suppliers (id),
      add column supplier_sku text check (length(supplier_sku) <= 80),
      add column cost_price integer check (cost_price >= 0)`.execute(db);
  await sql`create index products_supplier on products (supplier_id) where supplier_id is not null`.execute(
    db,
  );
  // The supplier, SKU and cost are edited like the other fields: a change moves the product's version, so an
  // older export or form cannot put back an old cost (docs/decisions/019). A trigger of its own beside 0016's, so
  // a later migration that redraws that one's column list leaves this one be.
  await sql`
    create trigger products_version_supplier before update of supplier_id, supplier_sku, cost_price on products
    for each row when ((old.supplier_id, old.supplier_sku, old.cost_price)
      is distinct from (new.supplier_id, new.supplier_sku, new.cost_price))
    execute function bump_product_version()`.execute(db);

  // The supplier and cost as they were when the order was placed: later edits never rewrite a sale's margin.
  await sql`
    alter table order_items
      add column supplier_id text references suppliers (id),
      add column supplier_sku text,
      add column cost_price integer check (cost_price >= 0)`.execute(db);

  await sql`
    create table purchase_orders (
      id text primary key,
      order_id text not null references orders (id) on delete cascade,
      supplier_id text not null references suppliers (id),
      status text not null default 'created'
        check (status in ('created', 'sent', 'accepted', 'shipped', 'delivered', 'cancelled')),
      carrier text,
      tracking_number text,
      tracking_url text,
      sent_at timestamptz,
      accepted_at timestamptz,
      shipped_at timestamptz,
      delivered_at timestamptz,
      cancelled_at timestamptz,
      created_at timestamptz not null default now(),
      unique (order_id, supplier_id)
    )`.execute(db);
  await sql`create index purchase_orders_supplier on purchase_orders (supplier_id, created_at desc)`.execute(
    db,
  );

  // Every signed report a supplier sent, by its id: a replayed report is recognised and changes nothing.
  await sql`
    create table supplier_events (
      supplier_id text not null references suppliers (id) on delete cascade,
      event_id text not null,
      received_at timestamptz not null default now(),
      primary key (supplier_id, event_id)
    )`.execute(db);

  // Business days in transit from a supplier to a shopper, by how far apart their PIN codes are.
  await sql`
    create table delivery_zones (
      zone text primary key
        check (zone in ('same_city', 'same_state', 'metro', 'rest_of_india', 'remote')),
      transit_days integer not null check (transit_days between 0 and 30),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    insert into delivery_zones (zone, transit_days) values
      ('same_city', 1), ('same_state', 2), ('metro', 3), ('rest_of_india', 5), ('remote', 8)`.execute(db);

  // The sandbox supplier's own records (the stand-in for a supplier's system, like the sandbox gateway).
  await sql`
    create table sandbox_supplier_orders (
      purchase_order_id text primary key,
      supplier_id text not null,
      payload jsonb not null,
      status text not null default 'received'
        check (status in ('received', 'accepted', 'shipped', 'delivered', 'cancelled')),
      received_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists sandbox_supplier_orders`.execute(db);
  await sql`drop table if exists delivery_zones`.execute(db);
  await sql`drop table if exists supplier_events`.execute(db);
  await sql`drop table if exists purchase_orders`.execute(db);
  await sql`
    alter table order_items drop column if exists supplier_id, drop column if exists supplier_sku,
      drop column if exists cost_price`.execute(db);
  await sql`drop trigger if exists products_version_supplier on products`.execute(db);
  await sql`
    alter table products drop column if exists supplier_id, drop column if exists supplier_sku,
      drop column if exists cost_price`.execute(db);
  await sql`drop table if exists suppliers`.execute(db);
}
