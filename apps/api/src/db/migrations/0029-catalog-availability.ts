// The catalogue's availability version (docs/decisions/035-catalogue-index-in-process.md): one counter bumped only
// when an update moves a product's stock across zero (sold out, or back in stock). A list filtered by "in stock"
// and the in-stock counts change only then, so each process's catalogue index reloads which products are out of
// stock when it moves, and cached list answers are keyed by it; a sale that leaves stock above zero never touches
// it, so orders do not queue on this row.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table catalog_availability (
      only_row boolean primary key default true check (only_row),
      version bigint not null default 1
    )`.execute(db);
  await sql`insert into catalog_availability default values`.execute(db);
  await sql`
    create function bump_catalog_availability() returns trigger language plpgsql as $$
    begin
      update catalog_availability set version = version + 1;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger products_catalog_availability after update of count_in_stock on products
    for each row when ((old.count_in_stock > 0) is distinct from (new.count_in_stock > 0))
    execute function bump_catalog_availability()`.execute(db);
  // Products out of stock, found without reading the table: the index reloads them when the version moves.
  await sql`
    create index products_out_of_stock on products (id)
    where count_in_stock <= 0 and archived_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists products_out_of_stock`.execute(db);
  await sql`drop trigger if exists products_catalog_availability on products`.execute(db);
  await sql`drop function if exists bump_catalog_availability()`.execute(db);
  await sql`drop table if exists catalog_availability`.execute(db);
}
