// One number that changes whenever what the storefront shows of the catalogue changes (docs/decisions/015):
// every server process compares it before answering from its in-process cache, so an admin's edit is seen at
// once by all of them. Statement-level triggers bump it, so no module has to remember to.
import { type Kysely, sql } from 'kysely';

// Every stored column of products except count_in_stock: orders change stock hundreds of times a second on a
// sale day and must not all queue on this one row, and cached answers read live counts anyway. A column added to
// products later belongs here too.
const shownColumns = [
  'id',
  'name',
  'description',
  'features',
  'images',
  'category',
  'sub_category',
  'brand',
  'badge',
  'shipping_cost',
  'base_price',
  'discount_price',
  'filters',
  'display_price',
  'original_price',
  'rating_total',
  'num_reviews',
  'created_at',
  'archived_at',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table catalog_version (
      only_row boolean primary key default true check (only_row),
      version bigint not null
    )`.execute(db);
  await sql`insert into catalog_version (version) values (1)`.execute(db);
  await sql`
    create function bump_catalog_version() returns trigger language plpgsql as $$
    begin
      update catalog_version set version = version + 1;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger products_catalog_version after insert or delete or truncate on products
    for each statement execute function bump_catalog_version()`.execute(db);
  await sql`
    create trigger products_catalog_version_update after update of ${sql.join(shownColumns.map((c) => sql.id(c)))}
    on products for each statement execute function bump_catalog_version()`.execute(db);
  for (const table of ['banners', 'featured_products', 'today_offers']) {
    await sql`
      create trigger ${sql.id(`${table}_catalog_version`)} after insert or update or delete or truncate
      on ${sql.table(table)} for each statement execute function bump_catalog_version()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['banners', 'featured_products', 'today_offers']) {
    await sql`drop trigger if exists ${sql.id(`${table}_catalog_version`)} on ${sql.table(table)}`.execute(
      db,
    );
  }
  await sql`drop trigger if exists products_catalog_version_update on products`.execute(db);
  await sql`drop trigger if exists products_catalog_version on products`.execute(db);
  await sql`drop function if exists bump_catalog_version()`.execute(db);
  await sql`drop table if exists catalog_version`.execute(db);
}
