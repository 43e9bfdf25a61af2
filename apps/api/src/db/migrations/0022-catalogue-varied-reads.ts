// Catalogue reads that miss the cache (docs/decisions/026-catalogue-varied-traffic.md): covering listing indexes
// so a page's ids come from the index alone, exact counts of any price range from a small per-price table, and a
// deletion neighbourhood of the search vocabulary so a typo is looked up, not computed against every term.
import { type Kysely, sql } from 'kysely';

/**
 * Leaders kept per search term: at least MAX_SUGGESTIONS (8, packages/shared catalog.schemas.ts), which the
 * repository checks. A literal here: a migration must not change when a constant elsewhere does.
 */
export const SEARCH_LEADERS = 8;

export async function up(db: Kysely<unknown>): Promise<void> {
  // Listing order with every column a filter reads, so the ids of a page (and the rows it skips) come from the
  // index without visiting the table; only the page's own rows are read from it.
  await sql`
    create index products_category_listing on products (category, created_at desc, id desc)
    include (display_price, brand, sub_category) where archived_at is null`.execute(db);
  await sql`
    create index products_category_brand_listing on products (category, brand, created_at desc, id desc)
    include (display_price, sub_category) where archived_at is null`.execute(db);
  await sql`
    create index products_listing on products (created_at desc, id desc)
    include (category, display_price, brand, sub_category) where archived_at is null`.execute(db);
  await sql`drop index if exists products_category_recent, products_category_brand_recent`.execute(db);

  // How many live products each (category, subcategory, brand) has at each display price: a listing with a price
  // bound sums a few hundred rows of this instead of counting thousands of products. Shop prices repeat (₹499,
  // ₹1,249), so it stays small; with every price different it would hold one row per product, no worse than the
  // index it replaces.
  await sql`
    create table catalog_price_facets (
      category text not null,
      sub_category text not null,
      brand text not null,
      display_price integer not null,
      product_count integer not null check (product_count >= 0),
      primary key (category, brand, display_price, sub_category)
    )`.execute(db);
  await sql`
    create index catalog_price_facets_price on catalog_price_facets (category, display_price)
    include (brand, sub_category, product_count)`.execute(db);
  const add = (rows: string) => sql`
    insert into catalog_price_facets (category, sub_category, brand, display_price, product_count)
      select category, sub_category, brand, display_price, count(*) from ${sql.raw(rows)}
      where archived_at is null group by 1, 2, 3, 4
      on conflict (category, brand, display_price, sub_category)
        do update set product_count = catalog_price_facets.product_count + excluded.product_count;`;
  const subtract = (rows: string) => sql`
    update catalog_price_facets f set product_count = f.product_count - o.n
      from (select category, sub_category, brand, display_price, count(*) as n from ${sql.raw(rows)}
            where archived_at is null group by 1, 2, 3, 4) o
      where f.category = o.category and f.sub_category = o.sub_category and f.brand = o.brand
        and f.display_price = o.display_price;
    delete from catalog_price_facets where product_count = 0;`;
  await sql`
    create function catalog_price_facets_insert() returns trigger language plpgsql as $$
    begin ${add('new_rows')} return null; end $$`.execute(db);
  await sql`
    create function catalog_price_facets_delete() returns trigger language plpgsql as $$
    begin ${subtract('old_rows')} return null; end $$`.execute(db);
  await sql`
    create function catalog_price_facets_update() returns trigger language plpgsql as $$
    begin
      if exists (
        select 1 from new_rows n join old_rows o using (id)
        where (n.category, n.sub_category, n.brand, n.display_price, n.archived_at is null)
          is distinct from (o.category, o.sub_category, o.brand, o.display_price, o.archived_at is null)
      ) then ${subtract('old_rows')} ${add('new_rows')}
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create function catalog_price_facets_truncate() returns trigger language plpgsql as $$
    begin truncate catalog_price_facets; return null; end $$`.execute(db);
  await sql`
    create trigger products_price_facets_insert after insert on products
    referencing new table as new_rows for each statement execute function catalog_price_facets_insert()`.execute(
    db,
  );
  await sql`
    create trigger products_price_facets_delete after delete on products
    referencing old table as old_rows for each statement execute function catalog_price_facets_delete()`.execute(
    db,
  );
  // Every update fires it (a trigger with transition tables cannot name columns); one that changes no counted
  // column, as an order's stock update, stops at the first check.
  await sql`
    create trigger products_price_facets_update after update on products
    referencing old table as old_rows new table as new_rows
    for each statement execute function catalog_price_facets_update()`.execute(db);
  await sql`
    create trigger products_price_facets_truncate after truncate on products
    for each statement execute function catalog_price_facets_truncate()`.execute(db);
  await sql`
    insert into catalog_price_facets (category, sub_category, brand, display_price, product_count)
      select category, sub_category, brand, display_price, count(*) from products
      where archived_at is null group by 1, 2, 3, 4`.execute(db);

  // Every term, and every term with one letter deleted (terms of three letters or more: a query word of four
  // letters or more may be one edit away from them). Two words within one edit share one of these: the same
  // word, one with a letter deleted, or both with the same position deleted; a lookup by the query word's own
  // deletions finds every candidate, and levenshtein_less_equal then drops the rest (two swapped letters).
  await sql`
    create function search_term_deletions(word text) returns setof text language sql immutable as $$
      select word
      union
      select overlay(word placing '' from i for 1) from generate_series(1, length(word)) as i
    $$`.execute(db);
  await sql`
    create table search_term_variants (
      variant text not null,
      term text not null,
      primary key (variant, term)
    )`.execute(db);
  await sql`
    create function search_term_variants_insert() returns trigger language plpgsql as $$
    begin
      insert into search_term_variants (variant, term)
        select v, n.term from new_rows n, search_term_deletions(n.term) as v where length(n.term) >= 3
        on conflict do nothing;
      return null;
    end $$`.execute(db);
  await sql`
    create function search_term_variants_truncate() returns trigger language plpgsql as $$
    begin truncate search_term_variants; return null; end $$`.execute(db);
  await sql`
    create trigger search_terms_variants_insert after insert on search_terms
    referencing new table as new_rows for each statement execute function search_term_variants_insert()`.execute(
    db,
  );
  await sql`
    create trigger search_terms_variants_truncate after truncate on search_terms
    for each statement execute function search_term_variants_truncate()`.execute(db);
  await sql`
    insert into search_term_variants (variant, term)
      select v, term from search_terms, search_term_deletions(term) as v where length(term) >= 3
      on conflict do nothing`.execute(db);

  // The first SEARCH_LEADERS live products of each term in suggestion order (lower(name), id): a one-word query
  // reads the leaders of the terms its word expands to instead of every product holding them. Kept exact by the
  // triggers below; every writer takes one transaction lock first, so each sees the others' committed leaders
  // (READ COMMITTED takes a new snapshot per statement) and none is lost between two edits.
  await sql`
    create table search_term_leaders (
      term text not null,
      name_key text not null,
      id text not null,
      primary key (term, name_key, id)
    )`.execute(db);
  const trim = (terms: string) => sql`
    delete from search_term_leaders l using (
      select term, name_key, id,
        row_number() over (partition by term order by name_key, id) as position
      from search_term_leaders where term in (${sql.raw(terms)})
    ) ranked
    where l.term = ranked.term and l.name_key = ranked.name_key and l.id = ranked.id
      and ranked.position > ${sql.lit(SEARCH_LEADERS)};`;
  const admit = sql`
    insert into search_term_leaders (term, name_key, id)
      select distinct t, lower(n.name), n.id from new_rows n, unnest(n.search_terms) as t
      where n.archived_at is null and t <> ''
      on conflict do nothing;
    ${trim('select t from new_rows, unnest(new_rows.search_terms) as t')}`;
  const lock = sql`perform pg_advisory_xact_lock(hashtext('search_term_leaders'));`;
  await sql`
    create function search_term_leaders_insert() returns trigger language plpgsql as $$
    begin ${lock} ${admit} return null; end $$`.execute(db);
  // A product that leaves (deleted, archived, renamed) takes its places with it; each term that lost one is
  // filled again from the products (its GIN entry, sorted), then the new rows come in as on insert.
  await sql`
    create function search_term_leaders_change() returns trigger language plpgsql as $$
    declare lost text[];
    begin
      -- new_rows exists only in an update's trigger: a separate test, not one expression.
      if tg_op = 'UPDATE' then if not exists (
        select 1 from new_rows n join old_rows o using (id)
        where (n.name, n.search_terms, n.archived_at is null) is distinct from (o.name, o.search_terms, o.archived_at is null)
      ) then
        return null;
      end if; end if;
      ${lock}
      with gone as (
        delete from search_term_leaders l using old_rows o where l.id = o.id returning l.term
      )
      select coalesce(array_agg(distinct term), '{}') into lost from gone;
      insert into search_term_leaders (term, name_key, id)
        select t, p.name_key, p.id from unnest(lost) as t
        cross join lateral (
          select lower(name) as name_key, id from products
          where archived_at is null and search_terms @> array[t]
          order by lower(name), id limit ${sql.lit(SEARCH_LEADERS)}
        ) p
        on conflict do nothing;
      if tg_op = 'UPDATE' then
        insert into search_term_leaders (term, name_key, id)
          select distinct t, lower(n.name), n.id from new_rows n, unnest(n.search_terms) as t
          where n.archived_at is null and t <> ''
          on conflict do nothing;
        ${trim('select t from new_rows, unnest(new_rows.search_terms) as t')}
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create function search_term_leaders_truncate() returns trigger language plpgsql as $$
    begin truncate search_term_leaders; return null; end $$`.execute(db);
  await sql`
    create trigger products_search_leaders_insert after insert on products
    referencing new table as new_rows for each statement execute function search_term_leaders_insert()`.execute(
    db,
  );
  await sql`
    create trigger products_search_leaders_delete after delete on products
    referencing old table as old_rows for each statement execute function search_term_leaders_change()`.execute(
    db,
  );
  // As above, every update fires it; stock and rating updates stop at the first check.
  await sql`
    create trigger products_search_leaders_update after update on products
    referencing old table as old_rows new table as new_rows
    for each statement execute function search_term_leaders_change()`.execute(db);
  await sql`
    create trigger products_search_leaders_truncate after truncate on products
    for each statement execute function search_term_leaders_truncate()`.execute(db);
  await sql`
    insert into search_term_leaders (term, name_key, id)
      select term, name_key, id from (
        select t as term, lower(name) as name_key, id,
          row_number() over (partition by t order by lower(name), id) as position
        from products, unnest(search_terms) as t where archived_at is null and t <> ''
        group by t, lower(name), id
      ) ranked
      where position <= ${sql.lit(SEARCH_LEADERS)}`.execute(db);

  // What a search of several words reads: each live product's terms and suggestion fields, about a tenth of a
  // products row. Its GIN index intersects the words, and the rows left are read from this small table, which
  // stays in memory, instead of from products (descriptions, pictures, options) to sort them by name.
  await sql`
    create table search_products (
      id text primary key,
      name_key text not null,
      name text not null,
      category text not null,
      terms text[] not null
    )`.execute(db);
  await sql`create index search_products_terms on search_products using gin (terms)`.execute(db);
  const copyLive = (rows: string) => sql`
    insert into search_products (id, name_key, name, category, terms)
      select id, lower(name), name, category, search_terms from ${sql.raw(rows)} where archived_at is null
      on conflict (id) do update set name_key = excluded.name_key, name = excluded.name,
        category = excluded.category, terms = excluded.terms;`;
  await sql`
    create function search_products_insert() returns trigger language plpgsql as $$
    begin ${copyLive('new_rows')} return null; end $$`.execute(db);
  await sql`
    create function search_products_change() returns trigger language plpgsql as $$
    begin
      -- new_rows exists only in an update's trigger: a separate test, not one expression.
      if tg_op = 'UPDATE' then if not exists (
        select 1 from new_rows n join old_rows o using (id)
        where (n.id, n.name, n.category, n.search_terms, n.archived_at is null)
          is distinct from (o.id, o.name, o.category, o.search_terms, o.archived_at is null)
      ) then
        return null;
      end if; end if;
      delete from search_products s using old_rows o where s.id = o.id;
      if tg_op = 'UPDATE' then ${copyLive('new_rows')} end if;
      return null;
    end $$`.execute(db);
  await sql`
    create function search_products_truncate() returns trigger language plpgsql as $$
    begin truncate search_products; return null; end $$`.execute(db);
  await sql`
    create trigger products_search_products_insert after insert on products
    referencing new table as new_rows for each statement execute function search_products_insert()`.execute(
    db,
  );
  await sql`
    create trigger products_search_products_delete after delete on products
    referencing old table as old_rows for each statement execute function search_products_change()`.execute(
    db,
  );
  await sql`
    create trigger products_search_products_update after update on products
    referencing old table as old_rows new table as new_rows
    for each statement execute function search_products_change()`.execute(db);
  await sql`
    create trigger products_search_products_truncate after truncate on products
    for each statement execute function search_products_truncate()`.execute(db);
  await sql`
    insert into search_products (id, name_key, name, category, terms)
      select id, lower(name), name, category, search_terms from products where archived_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const event of ['insert', 'delete', 'update', 'truncate']) {
    await sql`drop trigger if exists ${sql.id(`products_search_products_${event}`)} on products`.execute(db);
  }
  await sql`drop table if exists search_products`.execute(db);
  await sql`drop function if exists search_products_insert, search_products_change, search_products_truncate`.execute(
    db,
  );
  for (const event of ['insert', 'delete', 'update', 'truncate']) {
    await sql`drop trigger if exists ${sql.id(`products_search_leaders_${event}`)} on products`.execute(db);
  }
  await sql`drop table if exists search_term_leaders`.execute(db);
  await sql`drop function if exists search_term_leaders_insert, search_term_leaders_change,
    search_term_leaders_truncate`.execute(db);
  await sql`drop trigger if exists search_terms_variants_insert on search_terms`.execute(db);
  await sql`drop trigger if exists search_terms_variants_truncate on search_terms`.execute(db);
  await sql`drop table if exists search_term_variants`.execute(db);
  await sql`drop function if exists search_term_variants_insert, search_term_variants_truncate,
    search_term_deletions`.execute(db);
  for (const event of ['insert', 'delete', 'update', 'truncate']) {
    await sql`drop trigger if exists ${sql.id(`products_price_facets_${event}`)} on products`.execute(db);
  }
  await sql`drop table if exists catalog_price_facets`.execute(db);
  await sql`drop function if exists catalog_price_facets_insert, catalog_price_facets_delete,
    catalog_price_facets_update, catalog_price_facets_truncate`.execute(db);
  await sql`
    create index products_category_recent on products (category, created_at desc, id desc)
    where archived_at is null`.execute(db);
  await sql`
    create index products_category_brand_recent on products (category, brand, created_at desc, id desc)
    where archived_at is null`.execute(db);
  await sql`drop index if exists products_category_listing, products_category_brand_listing, products_listing`.execute(
    db,
  );
}
