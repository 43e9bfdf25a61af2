// Stock, SKU and the supplier's SKU per combination of a product's option values (docs/decisions/037-variants.md).
// A product with rows here keeps its stock in them; `products.count_in_stock` is then their sum, kept by the
// trigger below for every writer (sales, holds, cancels, the admin's grid, imports), so each reader that knows only
// the product's stock (the spec's `countInStock`, the catalogue's in-stock filter and its availability version)
// keeps working. A product without rows keeps its one stock as before.
//
// Lock order: a writer of variant stock takes the product's row first (the trigger's update of the sum needs it
// anyway), so two orders of different sizes of one product queue on the product instead of deadlocking.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table product_variants (
      product_id text not null references products (id) on delete cascade,
      -- JSON of the canonical selection with its keys sorted, exactly as cart_items.filters_key is written.
      key text not null,
      options jsonb not null,
      sku text,
      supplier_sku text,
      count_in_stock integer not null default 0 check (count_in_stock >= 0),
      primary key (product_id, key)
    )`.execute(db);
  await sql`
    create function sum_variant_stock() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        update products set count_in_stock = count_in_stock + new.count_in_stock where id = new.product_id;
      elsif tg_op = 'DELETE' then
        update products set count_in_stock = count_in_stock - old.count_in_stock where id = old.product_id;
      elsif new.count_in_stock <> old.count_in_stock then
        update products set count_in_stock = count_in_stock + new.count_in_stock - old.count_in_stock
        where id = new.product_id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger product_variants_sum after insert or delete or update of count_in_stock on product_variants
    for each row execute function sum_variant_stock()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists product_variants`.execute(db);
  await sql`drop function if exists sum_variant_stock()`.execute(db);
}
