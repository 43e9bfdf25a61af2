// Saved for later (docs/decisions/039-phone-shopper-second-walk.md, docs/product.md#cart-saved): cart lines a
// shopper moved aside, kept on the account. A line has the cart's key (product and the canonical selection's JSON
// text, migration 0004) and its quantity; no price is stored, as in the cart. Lines vanish with their user or
// product (cascade); a product the shop archives keeps its rows but they are not shown.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table saved_for_later (
      id bigint generated always as identity primary key,
      user_id text not null references users (id) on delete cascade,
      product_id text not null references products (id) on delete cascade,
      filters jsonb not null default '{}',
      filters_key text not null,
      quantity integer not null check (quantity >= 1),
      saved_at timestamptz not null default now(),
      unique (user_id, product_id, filters_key)
    )`.execute(db);
  // The account's list, newest first; the unique key's leading user_id also counts an account's lines (its cap).
  await sql`create index saved_for_later_user_order on saved_for_later (user_id, saved_at desc, id desc)`.execute(
    db,
  );
  // The cascade on product delete looks lines up by product.
  await sql`create index saved_for_later_product on saved_for_later (product_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists saved_for_later`.execute(db);
}
