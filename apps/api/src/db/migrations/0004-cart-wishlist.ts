// Cart and wishlist (docs/product.md#cart-lines): one row per line or saved product, owned by a user. Lines vanish with their
// user or product (cascade), so a cart never shows a product the shop no longer sells.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table wishlist_items (
      user_id text not null references users (id) on delete cascade,
      product_id text not null references products (id) on delete cascade,
      added_at timestamptz not null default now(),
      primary key (user_id, product_id)
    )`.execute(db);
  // The cascade on product delete looks lines up by product.
  await sql`create index wishlist_items_product on wishlist_items (product_id)`.execute(db);

  // A line is user + product + the canonical selection (every filter filled in, keys sorted). The selection is
  // kept as jsonb for reading and as its JSON text for the unique key. Prices are never stored: they are
  // computed from the product's current options each time the cart is read (docs/product.md#checkout-server).
  await sql`
    create table cart_items (
      id bigint generated always as identity primary key,
      user_id text not null references users (id) on delete cascade,
      product_id text not null references products (id) on delete cascade,
      filters jsonb not null default '{}',
      filters_key text not null,
      quantity integer not null check (quantity >= 1),
      added_at timestamptz not null default now(),
      unique (user_id, product_id, filters_key)
    )`.execute(db);
  await sql`create index cart_items_user_order on cart_items (user_id, added_at, id)`.execute(db);
  await sql`create index cart_items_product on cart_items (product_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists cart_items`.execute(db);
  await sql`drop table if exists wishlist_items`.execute(db);
}
