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
  // Listing order within a category, and the filters of the category page (docs/product.md#catalogue-listing).
  await sql`create index products_category_recent on products (category, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index products_recent on products (created_at desc, id desc)`.execute(db);
  await sql`create index products_category_price on products (category, display_price)`.execute(db);
  await sql`create index products_category_sub on products (category, lower(sub_category))`.execute(db);
  await sql`create index products_category_brand on products (category, brand, display_price)`.execute(db);
  await sql`create index products_search_terms on products using gin (search_terms)`.execute(db);

  // Every word that appears in a product's searchable text; typo-tolerant search matches against it.
  await sql`create table search_terms (term text primary key)`.execute(db);
  await sql`create index search_terms_prefix on search_terms (term text_pattern_ops)`.execute(db);

  // How many products each (category, subcategory, brand) has: the category page's filter lists and its
  // unfiltered totals come from here instead of counting thousands of product rows (docs/product.md#catalogue-listing).
  await sql`
    create table catalog_facets (
      category text not null,
      sub_category text not null,
      brand text not null,
      product_count integer not null check (product_count >= 0),
      primary key (category, sub_category, brand)
    )`.execute(db);

  // Statement-level triggers keep both up to date in bulk. Updates that change no name, brand or category
  // (stock, ratings) touch neither table, so busy order traffic never contends on them.
  await sql`
    create function catalog_index_insert() returns trigger language plpgsql as $$
    begin
      insert into search_terms (term)
        select distinct t from new_rows, unnest(new_rows.search_terms) as t where t <> ''
        on conflict do nothing;
      insert into catalog_facets (category, sub_category, brand, product_count)
        select category, sub_category, brand, count(*) from new_rows group by 1, 2, 3
        on conflict (category, sub_category, brand)
          do update set product_count = catalog_facets.product_count + excluded.product_count;
      return null;
    end $$`.execute(db);
  await sql`
    create function catalog_index_delete() returns trigger language plpgsql as $$
    begin
      update catalog_facets f set product_count = f.product_count - o.n
        from (select category, sub_category, brand, count(*) as n from old_rows group by 1, 2, 3) o
        where f.category = o.category and f.sub_category = o.sub_category and f.brand = o.brand;
      delete from catalog_facets where product_count = 0;
      return null;
    end $$`.execute(db);
  await sql`
    create function catalog_index_update() returns trigger language plpgsql as $$
    begin
      insert into search_terms (term)
        select distinct t from new_rows n join old_rows o using (id), unnest(n.search_terms) as t
        where t <> '' and n.search_terms is distinct from o.search_terms
        on conflict do nothing;
      if exists (
        select 1 from new_rows n join old_rows o using (id)
        where (n.category, n.sub_category, n.brand) is distinct from (o.category, o.sub_category, o.brand)
      ) then
        update catalog_facets f set product_count = f.product_count - o.n
          from (select category, sub_category, brand, count(*) as n from old_rows group by 1, 2, 3) o
          where f.category = o.category and f.sub_category = o.sub_category and f.brand = o.brand;
        insert into catalog_facets (category, sub_category, brand, product_count)
          select category, sub_category, brand, count(*) from new_rows group by 1, 2, 3
          on conflict (category, sub_category, brand)
            do update set product_count = catalog_facets.product_count + excluded.product_count;
        delete from catalog_facets where product_count = 0;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger products_index_insert after insert on products
    referencing new table as new_rows for each statement execute function catalog_index_insert()`.execute(db);
  await sql`
    create trigger products_index_delete after delete on products
    referencing old table as old_rows for each statement execute function catalog_index_delete()`.execute(db);
  await sql`
    create trigger products_index_update after update on products
    referencing old table as old_rows new table as new_rows
    for each statement execute function catalog_index_update()`.execute(db);

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
  for (const table of [
    'today_offers',
    'featured_products',
    'banners',
    'catalog_facets',
    'search_terms',
    'products',
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
  for (const fn of ['catalog_index_insert', 'catalog_index_delete', 'catalog_index_update']) {
    await sql`drop function if exists ${sql.id(fn)}`.execute(db);
  }
}
