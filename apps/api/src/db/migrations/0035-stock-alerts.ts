// "Notify me" for sold-out items (docs/decisions/037-variants.md, "Notify me"). A shopper's open request waits in
// `stock_alerts`; when the stock it waits for rises, a trigger adds the rise to `stock_alert_credits`, whatever
// wrote it (a cancel, a return, a released hold, the admin's grid, an import, SQL by hand), so no stock writer has
// to know about alerts. A periodic job (modules/stock-alerts) spends the credits: it mails the oldest open requests,
// at most as many as the units that came back and are still in stock.
//
// The key: a variant's `product_variants.key`; for a product without variant rows (one stock for the whole
// product), the key of the empty selection, '{}'.
import { type Kysely, sql } from 'kysely';

/**
 * The key of a request for a product as a whole: one without variant rows keeps one stock for all its options.
 * Written out here, as a migration is frozen; running code uses WHOLE_PRODUCT_KEY of packages/shared/src/variants.ts.
 */
const WHOLE_PRODUCT_KEY = '{}';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table stock_alerts (
      id text primary key,
      user_id text not null references users (id) on delete cascade,
      product_id text not null references products (id) on delete cascade,
      variant_key text not null,
      created_at timestamptz not null default now(),
      notified_at timestamptz
    )`.execute(db);
  // One open request per shopper and variant; the index also counts an account's open requests (its cap).
  await sql`
    create unique index stock_alerts_open on stock_alerts (user_id, product_id, variant_key)
    where notified_at is null`.execute(db);
  // The waiting line of a variant, oldest first: what the triggers ask about and the sweep reads.
  await sql`
    create index stock_alerts_waiting on stock_alerts (product_id, variant_key, created_at, id)
    where notified_at is null`.execute(db);
  await sql`
    create table stock_alert_credits (
      product_id text not null references products (id) on delete cascade,
      variant_key text not null,
      units integer not null check (units > 0),
      primary key (product_id, variant_key)
    )`.execute(db);
  await sql`
    create function credit_stock_alerts(product text, key text, rise integer) returns void language plpgsql as $$
    begin
      if exists (
        select 1 from stock_alerts where product_id = product and variant_key = key and notified_at is null
      ) then
        insert into stock_alert_credits (product_id, variant_key, units) values (product, key, rise)
        on conflict (product_id, variant_key) do update set units = stock_alert_credits.units + excluded.units;
      end if;
    end $$`.execute(db);
  // A variant's rise is credited to its own key, and to the product's whole-product requests (made before the
  // product had variants): "tell me when it is back" is answered by any of its combinations.
  await sql`
    create function credit_variant_restock() returns trigger language plpgsql as $$
    declare
      rise integer := new.count_in_stock;
    begin
      if tg_op = 'UPDATE' then
        rise := new.count_in_stock - old.count_in_stock;
      end if;
      if rise > 0 then
        perform credit_stock_alerts(new.product_id, new.key, rise);
        if new.key <> ${sql.lit(WHOLE_PRODUCT_KEY)} then
          perform credit_stock_alerts(new.product_id, ${sql.lit(WHOLE_PRODUCT_KEY)}, rise);
        end if;
      end if;
      return null;
    end $$`.execute(db);
  // Named to sort after product_variants_sum (a table's triggers fire in name order): the sum's update takes the
  // product's row first, so a "notify me" request being saved (which holds that row shared) is committed before
  // this looks for open requests, and is credited.
  await sql`
    create trigger product_variants_sum_then_stock_alerts
    after insert or update of count_in_stock on product_variants
    for each row execute function credit_variant_restock()`.execute(db);
  // The product's own count rises for a product without variant rows only: for one with rows the count is their
  // sum, moved by product_variants' trigger (migration 0034), and that rise was already credited per variant.
  await sql`
    create function credit_product_restock() returns trigger language plpgsql as $$
    begin
      if exists (
        select 1 from stock_alerts
        where product_id = new.id and variant_key = ${sql.lit(WHOLE_PRODUCT_KEY)} and notified_at is null
      ) and not exists (select 1 from product_variants where product_id = new.id) then
        perform credit_stock_alerts(new.id, ${sql.lit(WHOLE_PRODUCT_KEY)}, new.count_in_stock - old.count_in_stock);
      end if;
      return null;
    end $$`.execute(db);
  // Only rises reach the function: a sale never pays for it.
  await sql`
    create trigger products_stock_alerts after update of count_in_stock on products
    for each row when (new.count_in_stock > old.count_in_stock)
    execute function credit_product_restock()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists products_stock_alerts on products`.execute(db);
  await sql`drop trigger if exists product_variants_sum_then_stock_alerts on product_variants`.execute(db);
  await sql`drop function if exists credit_product_restock()`.execute(db);
  await sql`drop function if exists credit_variant_restock()`.execute(db);
  await sql`drop function if exists credit_stock_alerts(text, text, integer)`.execute(db);
  await sql`drop table if exists stock_alert_credits`.execute(db);
  await sql`drop table if exists stock_alerts`.execute(db);
}
