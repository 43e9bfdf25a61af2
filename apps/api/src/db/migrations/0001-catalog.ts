// Catalogue: products with stored display price and rating aggregates, the search vocabulary, homepage lists.

import { CATEGORIES } from '@shop/shared/categories';
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists fuzzystrmatch`.execute(db);
  const categories = sql.join(CATEGORIES.map((category) => sql.lit(category)));
  await sql`
    create table products (
      id text primary key,
      name text not null check (length(name) between 1 and 200),
      description text not null default '',
      features text[] not null default '{}',
      images text[] not null default '{}',
      category text not null check (category in (${categories})),
      sub_category text not null,
      brand text not null,
      badge text,
      count_in_stock integer not null check (count_in_stock >= 0),
      shipping_cost integer not null default 0 check (shipping_cost >= 0),
      base_price integer not null check (base_price >= 0),
      discount_price integer not null default 0 check (discount_price >= 0),
      filters jsonb not null default '[]',
      display_price integer not null check (display_price >= 0),
      original_price integer not null check (original_price >= 0),
      rating_total integer not null default 0 check (rating_total >= 0),
      num_reviews integer not null default 0 check (num_reviews >= 0),
      search_terms text[] generated always as (
        regexp_split_to_array(lower(name || ' ' || brand || ' ' || category || ' ' || sub_category), '[^a-z0-9]+')
      ) stored,
      created_at timestamptz not null default now()
    )`.execute(db);
  // Listing order within a category, and the filters of the category page (decisions §3).
  await sql`create index products_category_recent on products (category, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index products_recent on products (created_at desc, id desc)`.execute(db);
  await sql`create index products_category_price on products (category, display_price)`.execute(db);
  await sql`create index products_category_sub on products (category, lower(sub_category))`.execute(db);
  await sql`create index products_category_brand on products (category, brand)`.execute(db);
  await sql`create index products_search_terms on products using gin (search_terms)`.execute(db);

  // Every word that appears in a product's searchable text; typo-tolerant search matches against it.
  await sql`create table search_terms (term text primary key)`.execute(db);
  await sql`create index search_terms_prefix on search_terms (term text_pattern_ops)`.execute(db);
  await sql`
    create function products_collect_search_terms() returns trigger language plpgsql as $$
    begin
      insert into search_terms (term)
        select distinct t from new_rows, unnest(new_rows.search_terms) as t where t <> ''
        on conflict do nothing;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger products_search_terms_insert after insert on products
    referencing new table as new_rows for each statement execute function products_collect_search_terms()`.execute(
    db,
  );
  await sql`
    create trigger products_search_terms_update after update on products
    referencing new table as new_rows for each statement execute function products_collect_search_terms()`.execute(
    db,
  );

  await sql`
    create table banners (
      id text primary key,
      title text not null,
      description text not null default '',
      image text not null,
      product_id text not null references products (id) on delete cascade,
      position integer not null default 0
    )`.execute(db);
  for (const table of ['featured_products', 'today_offers']) {
    await sql`
      create table ${sql.table(table)} (
        product_id text primary key references products (id) on delete cascade,
        position integer not null default 0
      )`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['today_offers', 'featured_products', 'banners', 'search_terms', 'products']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
  await sql`drop function if exists products_collect_search_terms`.execute(db);
}
