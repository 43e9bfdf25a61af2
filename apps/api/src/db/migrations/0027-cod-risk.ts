// Cash-on-delivery risk and cancels after dispatch (docs/decisions/030-cash-on-delivery-risk.md,
// docs/decisions/031-cancel-after-dispatch.md): a per-zone COD switch, the confirmation a new account's COD order
// waits for, parcels returned to origin, and the shopper's cancellation requests after dispatch.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table delivery_zones add column cod_available boolean not null default true`.execute(db);
  // Couriers return most parcels from the remote zone and take longest to remit its cash.
  await sql`update delivery_zones set cod_available = false where zone = 'remote'`.execute(db);

  await sql`
    alter table orders
      add column cod_confirm_by timestamptz,
      add column cod_confirmed_at timestamptz,
      add column returned_to_origin_at timestamptz`.execute(db);
  // What one account has open in cash on delivery, and its returned parcels: read under its lock at every COD order.
  await sql`
    create index orders_user_open_cod on orders (user_id)
    where payment_method = 'cod' and order_status in ('processing', 'shipped', 'out of delivery')`.execute(
    db,
  );
  await sql`
    create index orders_user_returned_to_origin on orders (user_id)
    where returned_to_origin_at is not null`.execute(db);

  await sql`
    create table order_cancel_requests (
      order_id text primary key references orders (id) on delete cascade,
      user_id text not null,
      reason text not null,
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`alter table purchase_orders drop constraint purchase_orders_status_check`.execute(db);
  await sql`
    alter table purchase_orders
      add column returned_at timestamptz,
      add constraint purchase_orders_status_check check (status in
        ('created', 'sent', 'accepted', 'shipped', 'delivered', 'cancelled', 'returned_to_origin'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table purchase_orders drop constraint purchase_orders_status_check`.execute(db);
  await sql`update purchase_orders set status = 'cancelled' where status = 'returned_to_origin'`.execute(db);
  await sql`
    alter table purchase_orders
      drop column returned_at,
      add constraint purchase_orders_status_check check (status in
        ('created', 'sent', 'accepted', 'shipped', 'delivered', 'cancelled'))`.execute(db);
  await sql`drop table order_cancel_requests`.execute(db);
  await sql`
    alter table orders
      drop column cod_confirm_by, drop column cod_confirmed_at, drop column returned_to_origin_at`.execute(
    db,
  );
  await sql`alter table delivery_zones drop column cod_available`.execute(db);
}
