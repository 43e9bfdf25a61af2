// The shop's back office (docs/decisions/013): a role per user, archived products, and an audit log.
// Archived products leave every storefront read: the listing indexes become partial (`archived_at is null`,
// the predicate every storefront query repeats) and the facet counts count live products only.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users
      add column role text not null default 'customer' check (role in ('customer', 'admin'))`.execute(db);
  await sql`alter table products add column archived_at timestamptz`.execute(db);

  await sql`
    create table audit_log (
      id bigint generated always as identity primary key,
      actor_id text,
      action text not null,
      entity text not null,
      entity_id text not null,
      before jsonb,
      after jsonb,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index audit_log_newest on audit_log (id desc)`.execute(db);
  await sql`create index audit_log_entity_newest on audit_log (entity, id desc)`.execute(db);

  await listingIndexes(db, true);
  await facetTriggers(db, true);
}

/** The storefront's indexes, over live products only (`where archived_at is null`) or, undoing, over all. */
async function listingIndexes(db: Kysely<unknown>, onlyLive: boolean): Promise<void> {
  const live = onlyLive ? sql`where archived_at is null` : sql``;
  await sql`drop index if exists products_category_recent, products_category_price, products_category_sub,
    products_category_brand, products_search_terms, products_live_id`.execute(db);
  await sql`create index products_category_recent on products (category, created_at desc, id desc) ${live}`.execute(
    db,
  );
  await sql`create index products_category_price on products (category, display_price) ${live}`.execute(db);
  await sql`create index products_category_sub on products (category, lower(sub_category)) ${live}`.execute(
    db,
  );
  await sql`create index products_category_brand on products (category, brand, display_price) ${live}`.execute(
    db,
  );
  await sql`create index products_search_terms on products using gin (search_terms) ${live}`.execute(db);
  // The sitemap walks live ids in order, index-only.
  if (onlyLive) await sql`create index products_live_id on products (id) ${live}`.execute(db);
}

/**
 * catalog_facets counts live products only: an archive or a restore moves the counts like a delete or an
 * insert. The search vocabulary keeps every word (it only widens typo matches; products are filtered when read).
 */
async function facetTriggers(db: Kysely<unknown>, onlyLive: boolean): Promise<void> {
  const live = onlyLive ? sql`where archived_at is null` : sql``;
  const newState = onlyLive ? sql`, n.archived_at is null` : sql``;
  const oldState = onlyLive ? sql`, o.archived_at is null` : sql``;
  await sql`
    create or replace function catalog_index_insert() returns trigger language plpgsql as $$
    begin
      insert into search_terms (term)
        select distinct t from new_rows, unnest(new_rows.search_terms) as t where t <> ''
        on conflict do nothing;
      insert into catalog_facets (category, sub_category, brand, product_count)
        select category, sub_category, brand, count(*) from new_rows ${live} group by 1, 2, 3
        on conflict (category, sub_category, brand)
          do update set product_count = catalog_facets.product_count + excluded.product_count;
      return null;
    end $$`.execute(db);
  await sql`
    create or replace function catalog_index_delete() returns trigger language plpgsql as $$
    begin
      update catalog_facets f set product_count = f.product_count - o.n
        from (select category, sub_category, brand, count(*) as n from old_rows ${live} group by 1, 2, 3) o
        where f.category = o.category and f.sub_category = o.sub_category and f.brand = o.brand;
      delete from catalog_facets where product_count = 0;
      return null;
    end $$`.execute(db);
  await sql`
    create or replace function catalog_index_update() returns trigger language plpgsql as $$
    begin
      insert into search_terms (term)
        select distinct t from new_rows n join old_rows o using (id), unnest(n.search_terms) as t
        where t <> '' and n.search_terms is distinct from o.search_terms
        on conflict do nothing;
      if exists (
        select 1 from new_rows n join old_rows o using (id)
        where (n.category, n.sub_category, n.brand ${newState})
          is distinct from (o.category, o.sub_category, o.brand ${oldState})
      ) then
        update catalog_facets f set product_count = f.product_count - o.n
          from (select category, sub_category, brand, count(*) as n from old_rows ${live} group by 1, 2, 3) o
          where f.category = o.category and f.sub_category = o.sub_category and f.brand = o.brand;
        insert into catalog_facets (category, sub_category, brand, product_count)
          select category, sub_category, brand, count(*) from new_rows ${live} group by 1, 2, 3
          on conflict (category, sub_category, brand)
            do update set product_count = catalog_facets.product_count + excluded.product_count;
        delete from catalog_facets where product_count = 0;
      end if;
      return null;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists audit_log`.execute(db);
  // Archived products come back into the counts before the column that hides them goes.
  await sql`update products set archived_at = null where archived_at is not null`.execute(db);
  await facetTriggers(db, false);
  await listingIndexes(db, false);
  await sql`alter table products drop column archived_at`.execute(db);
  await sql`alter table users drop column role`.execute(db);
}
