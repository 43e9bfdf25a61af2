// The storefront's lists, counts and search are answered from each process's catalogue index
// (docs/decisions/035-catalogue-index-in-process.md), so the derived tables of migration 0022 that served them from
// SQL are read by nothing: the per-price counts, the search leaders, the narrow search table and the typo
// neighbourhood. Their triggers ran on every update of a product, a sale's stock updates included; they go with
// them. The listing indexes stay: the admin's product list and related products read in that order.
import { type Kysely, sql } from 'kysely';
import * as variedReads from './0022-catalogue-varied-reads.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const prefix of ['products_search_products', 'products_search_leaders', 'products_price_facets']) {
    for (const event of ['insert', 'delete', 'update', 'truncate']) {
      await sql`drop trigger if exists ${sql.id(`${prefix}_${event}`)} on products`.execute(db);
    }
  }
  await sql`drop trigger if exists search_terms_variants_insert on search_terms`.execute(db);
  await sql`drop trigger if exists search_terms_variants_truncate on search_terms`.execute(db);
  await sql`drop table if exists search_products, search_term_leaders, search_term_variants, catalog_price_facets`.execute(
    db,
  );
  await sql`drop function if exists search_products_insert, search_products_change, search_products_truncate,
    search_term_leaders_insert, search_term_leaders_change, search_term_leaders_truncate,
    search_term_variants_insert, search_term_variants_truncate, search_term_deletions,
    catalog_price_facets_insert, catalog_price_facets_delete, catalog_price_facets_update,
    catalog_price_facets_truncate`.execute(db);
}

/** Back to the state after migration 0022: its down removes what is left of it, its up makes and fills it all again. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await variedReads.down(db);
  await variedReads.up(db);
}
