// Taking and giving back stock in one round trip (docs/decisions/037-variants.md, "No oversell per variant").
// Since a product may keep its stock in variants, a change locks the product's row, then asks whether it has
// variant rows, then moves the variant's or the product's own count: three statements, three round trips per
// product in every order, which cost the checkout about a fifth of its orders per second. These functions do the
// same three steps inside the database. They are VOLATILE (the default), so each statement in them sees what was
// committed before it started: the question about variants is asked only once the row is held, as the lock order
// needs (an admin's grid save that was waiting ahead has committed by then).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function take_stock(product text, variant text, units integer) returns boolean
    language plpgsql as $$
    begin
      perform 1 from products where id = product for no key update;
      if not found then
        return false;
      end if;
      if exists (select 1 from product_variants where product_id = product) then
        if variant is null then
          return false;
        end if;
        update product_variants set count_in_stock = count_in_stock - units
        where product_id = product and key = variant and count_in_stock >= units;
        return found;
      end if;
      update products set count_in_stock = count_in_stock - units
      where id = product and count_in_stock >= units;
      return found;
    end $$`.execute(db);
  await sql`
    create function return_stock(product text, variant text, units integer) returns void
    language plpgsql as $$
    begin
      perform 1 from products where id = product for no key update;
      if not found then
        return;
      end if;
      if exists (select 1 from product_variants where product_id = product) then
        if variant is not null then
          update product_variants set count_in_stock = count_in_stock + units
          where product_id = product and key = variant;
        end if;
        return;
      end if;
      update products set count_in_stock = count_in_stock + units where id = product;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists take_stock(text, text, integer)`.execute(db);
  await sql`drop function if exists return_stock(text, text, integer)`.execute(db);
}
