// SQL of the catalogue. Returns records in integer paise; the service turns them into API shapes.
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database, Db } from '../../db/database.ts';
import { SEARCH_LEADERS } from '../../db/migrations/0022-catalogue-varied-reads.ts';
import {
  PRODUCT_CARD_COLUMNS,
  PRODUCT_COLUMNS,
  type ProductCardRow,
  type ProductRow,
} from '../../db/product-columns.ts';
import type { CatalogSnapshot } from './catalog-cache.lib.ts';

/**
 * A card's pictures: all of them, or only the main one from readers outside the catalogue that select just that
 * (`catalog.shapes.ts` then lists that one).
 */
export type ProductCardRecord = Omit<ProductCardRow, 'images'> &
  ({ images: string[] } | { image: string | null });

export type ProductRecord = ProductRow;

export interface ProductListFilter {
  category?: string | undefined;
  subCategory?: string | undefined;
  brands?: readonly string[] | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
}

function listConditions(filter: ProductListFilter) {
  return (eb: ExpressionBuilder<Database, 'products'>) => {
    // Archived products left the storefront (docs/decisions/013); the listing indexes hold live rows only.
    const conditions: Expression<SqlBool>[] = [eb('archived_at', 'is', null)];
    if (filter.category) conditions.push(eb('category', '=', filter.category));
    if (filter.subCategory) {
      conditions.push(eb(sql`lower(sub_category)`, '=', filter.subCategory.toLowerCase()));
    }
    if (filter.brands && filter.brands.length > 0) conditions.push(eb('brand', 'in', [...filter.brands]));
    if (filter.minPrice !== undefined) conditions.push(eb('display_price', '>=', filter.minPrice));
    if (filter.maxPrice !== undefined) conditions.push(eb('display_price', '<=', filter.maxPrice));
    return eb.and(conditions);
  };
}

/**
 * One page of cards, newest first, and the exact total (counted once, from the facet tables). The page's ids are
 * found in the listing indexes alone (they hold every column a filter reads: migration 0022), so the entries it
 * skips cost no table reads, and a page in the second half of the list is found from the oldest end, so it skips
 * at most half the list; then only the page's own rows are read (docs/decisions/026-catalogue-varied-traffic.md).
 */
export async function listProducts(
  db: Db,
  filter: ProductListFilter,
  offset: number,
  limit: number,
): Promise<{ products: ProductCardRecord[]; total: number }> {
  const total = await countProducts(db, filter);
  if (offset >= total) return { products: [], total };
  const end = offset + limit;
  const fromOldest = total - Math.min(end, total) < offset;
  const direction = fromOldest ? 'asc' : 'desc';
  // From the oldest end, the skip is worked out from a count in the same statement (so from the same snapshot),
  // and the page is exactly the one the newest-first order would give even if a product came or went meanwhile.
  const count = countQuery(db, filter);
  const page = db
    .selectFrom('products')
    .select(['id', 'created_at'])
    .where(listConditions(filter))
    .orderBy('created_at', direction)
    .orderBy('id', direction)
    .offset(fromOldest ? sql<number>`greatest(0, (${count}) - ${end})` : offset)
    .limit(fromOldest ? sql<number>`greatest(0, least(${end}, (${count})) - ${offset})` : limit);
  const products = await db
    .selectFrom(page.as('page'))
    .innerJoin('products', 'products.id', 'page.id')
    .select(PRODUCT_CARD_COLUMNS.map((column) => `products.${column}` as const))
    .orderBy('page.created_at', 'desc')
    .orderBy('page.id', 'desc')
    .execute();
  return { products, total };
}

/**
 * The newest matching products, whole, at most `limit`: the spec's bare list (docs/decisions/022). The order of a
 * page of cards: `products_listing`, or `products_category_listing` with a category, scanned until `limit` rows
 * (under 1 ms at 100,000 products); a brand or subcategory filter sorts that facet's rows instead, as a page does.
 */
export async function newestProducts(
  db: Db,
  filter: ProductListFilter,
  limit: number,
): Promise<ProductRecord[]> {
  return db
    .selectFrom('products')
    .select(PRODUCT_COLUMNS)
    .where(listConditions(filter))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Counts matching products exactly, from the per-facet counts (docs/product.md#catalogue-listing) or, with a price bound, the
 * per-price counts (migration 0022): a few hundred small rows instead of every matching product.
 */
function countQuery(db: Db, filter: ProductListFilter) {
  const priced = filter.minPrice !== undefined || filter.maxPrice !== undefined;
  let query = db
    .selectFrom(priced ? 'catalog_price_facets' : 'catalog_facets')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('product_count'), eb.lit(0)).as('total'));
  if (filter.category) query = query.where('category', '=', filter.category);
  if (filter.subCategory)
    query = query.where(sql`lower(sub_category)`, '=', filter.subCategory.toLowerCase());
  if (filter.brands && filter.brands.length > 0) query = query.where('brand', 'in', [...filter.brands]);
  if (filter.minPrice !== undefined) query = query.where('display_price', '>=', filter.minPrice);
  if (filter.maxPrice !== undefined) query = query.where('display_price', '<=', filter.maxPrice);
  return query;
}

async function countProducts(db: Db, filter: ProductListFilter): Promise<number> {
  const row = await countQuery(db, filter).executeTakeFirstOrThrow();
  return Number(row.total);
}

/** A product the storefront sells: an archived one is missing, like an unknown id. */
export async function findProduct(db: Db, id: string): Promise<ProductRecord | undefined> {
  return db
    .selectFrom('products')
    .select(PRODUCT_COLUMNS)
    .where('id', '=', id)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
}

export async function relatedProducts(
  db: Db,
  category: string,
  excludeId: string,
  limit: number,
): Promise<ProductCardRecord[]> {
  return db
    .selectFrom('products')
    .select(PRODUCT_CARD_COLUMNS)
    .where('category', '=', category)
    .where('id', '<>', excludeId)
    .where('archived_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function subCategoriesAndBrands(db: Db, category: string | undefined) {
  let subs = db.selectFrom('catalog_facets').select(['category', 'sub_category as subCategory']).distinct();
  let brands = db.selectFrom('catalog_facets').select(['category', 'brand']).distinct();
  if (category) {
    subs = subs.where('category', '=', category);
    brands = brands.where('category', '=', category);
  }
  const [subCategories, brandRows] = await Promise.all([
    subs.orderBy('category').orderBy('subCategory').execute(),
    brands.orderBy('category').orderBy('brand').execute(),
  ]);
  return { subCategories, brands: brandRows };
}

export async function countsPerCategory(db: Db): Promise<{ category: string; count: number }[]> {
  return db
    .selectFrom('catalog_facets')
    .select((eb) => ['category', eb.fn.sum<number>('product_count').as('count')])
    .groupBy('category')
    .execute();
}

/**
 * The vocabulary terms a query word stands for: those starting with it and, for words of four letters or more,
 * those one edit away (docs/product.md#search-suggestions), found through the deletion neighbourhood of migration 0022 rather than by
 * measuring the word against every term. Query words hold only [a-z0-9] (the service's tokenizer) and are
 * passed as parameters.
 */
function expansions(word: string) {
  const fuzzy =
    word.length >= 4
      ? sql`union
        select term from search_term_variants
        where variant = any(${deletions(word)}::text[]) and levenshtein_less_equal(term, ${word}, 1) <= 1`
      : sql``;
  return sql<string[]>`array(select term from search_terms where term like ${`${word}%`} ${fuzzy} limit 500)`;
}

/**
 * The word and the word with each one letter deleted: SQL's search_term_deletions (migration 0022), worked out
 * here so the lookup gets a plain array (three times faster than calling the function, under EXPLAIN ANALYZE).
 */
export function deletions(word: string): string[] {
  return [...new Set([word, ...Array.from(word, (_letter, i) => word.slice(0, i) + word.slice(i + 1))])];
}

/**
 * Products whose searchable words (name, brand, category, subcategory) match every query word, first `limit` in
 * suggestion order: lower(name), then id. One word reads the leaders of its terms (migration 0022: each term's
 * first products in that order), so it costs the same for a term held by ten products or by twenty thousand;
 * several words intersect the GIN index of search_products (every live product's terms and name, migration 0022)
 * and sort what is left (the words narrow it).
 */
export async function searchProducts(
  db: Db,
  words: readonly string[],
  limit: number,
): Promise<{ id: string; name: string; category: string }[]> {
  const [first] = words;
  if (first === undefined) return [];
  if (words.length === 1 && limit <= SEARCH_LEADERS) {
    const { rows } = await sql<{ id: string; name: string; category: string }>`
      select p.id, p.name, p.category
      from (
        select distinct name_key, id from search_term_leaders where term = any(${expansions(first)})
        order by name_key, id limit ${limit}
      ) l
      join search_products p on p.id = l.id
      order by l.name_key, l.id`.execute(db);
    return rows;
  }
  const matches = sql.join(
    words.map((word) => sql`terms && ${expansions(word)}`),
    sql` and `,
  );
  const { rows } = await sql<{ id: string; name: string; category: string }>`
    select id, name, category from search_products where ${matches}
    order by name_key, id limit ${limit}`.execute(db);
  return rows;
}

export async function homepageBanners(db: Db) {
  return db
    .selectFrom('banners')
    .innerJoin('products', 'products.id', 'banners.product_id')
    .select([
      'banners.id',
      'banners.title',
      'banners.description',
      'banners.image',
      'products.id as productId',
      'products.category as productCategory',
      'products.name as productName',
    ])
    .where('products.archived_at', 'is', null)
    .orderBy('banners.position')
    .execute();
}

/** The products of a homepage list, whole, in the shop's order (a dozen or two: docs/decisions/014). */
export async function homepageProducts(
  db: Db,
  list: 'featured_products' | 'today_offers',
): Promise<ProductRecord[]> {
  return db
    .selectFrom(list)
    .innerJoin('products', 'products.id', `${list}.product_id`)
    .select(PRODUCT_COLUMNS)
    .where('products.archived_at', 'is', null)
    .orderBy(`${list}.position`)
    .execute();
}

/**
 * The catalogue's version (migration 0011), the stock version of each of the 256 shards (migration 0014) and the
 * live stock of the given products, read by one statement (so they agree): asked before every cached catalogue
 * answer. Versions stay text: a bigint does not fit a JS number forever.
 */
export async function catalogSnapshot(db: Db, productIds: readonly string[]): Promise<CatalogSnapshot> {
  // The counts come as one JSON object: a batch may ask for hundreds of products, and one JSON.parse costs far
  // less than a row each.
  const { rows } = await sql<{ version: string; shards: string; stock: Record<string, number> | null }>`
    select v.version::text as version,
      (select string_agg(version::text, ',' order by shard) from stock_versions) as shards,
      (select json_object_agg(id, count_in_stock) from products where id = any(${productIds as string[]}::text[]))
        as stock
    from catalog_version v`.execute(db);
  const first = rows[0];
  if (!first) throw new Error('catalog_version has no row');
  return {
    version: first.version,
    shards: first.shards.split(','),
    stock: new Map(Object.entries(first.stock ?? {})),
  };
}
