// SQL of the catalogue. Returns records in integer paise; the service turns them into API shapes.
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database, Db, StoredFilter } from '../../db/database.ts';
import type { CatalogSnapshot } from './catalog-cache.ts';

interface CardFields {
  id: string;
  name: string;
  category: string;
  subCategory: string;
  brand: string;
  badge: string | null;
  countInStock: number;
  displayPrice: number;
  originalPrice: number;
  ratingTotal: number;
  numReviews: number;
}

/**
 * A card's pictures: all of them, or only the main one from readers outside the catalogue that select just that
 * (`product-shapes.ts` then lists that one).
 */
export type ProductCardRecord = CardFields & ({ images: string[] } | { image: string | null });

export interface ProductRecord extends CardFields {
  description: string;
  features: string[];
  images: string[];
  shippingCost: number;
  basePrice: number;
  discountPrice: number;
  filters: StoredFilter[];
  createdAt: Date;
}

export interface ProductListFilter {
  category?: string | undefined;
  subCategory?: string | undefined;
  brands?: readonly string[] | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
}

const cardColumns = [
  'id',
  'name',
  'images',
  'category',
  'sub_category as subCategory',
  'brand',
  'badge',
  'count_in_stock as countInStock',
  'display_price as displayPrice',
  'original_price as originalPrice',
  'rating_total as ratingTotal',
  'num_reviews as numReviews',
] as const;

const productColumns = [
  ...cardColumns,
  'description',
  'features',
  'shipping_cost as shippingCost',
  'base_price as basePrice',
  'discount_price as discountPrice',
  'filters',
  'created_at as createdAt',
] as const;

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

export async function listProducts(
  db: Db,
  filter: ProductListFilter,
  offset: number,
  limit: number,
): Promise<{ products: ProductCardRecord[]; total: number }> {
  const [products, total] = await Promise.all([
    db
      .selectFrom('products')
      .select(cardColumns)
      .where(listConditions(filter))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    countProducts(db, filter),
  ]);
  return { products, total };
}

/**
 * The newest matching products, whole, at most `limit`: the spec's bare list (docs/decisions/022). The order of a
 * page of cards: `products_recent`, or `products_category_recent` with a category, scanned until `limit` rows
 * (under 1 ms at 100,000 products); a brand or subcategory filter sorts that facet's rows instead, as a page does.
 */
export async function newestProducts(
  db: Db,
  filter: ProductListFilter,
  limit: number,
): Promise<ProductRecord[]> {
  return db
    .selectFrom('products')
    .select(productColumns)
    .where(listConditions(filter))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Counts matching products; without a price bound the per-facet counts answer at once. */
async function countProducts(db: Db, filter: ProductListFilter): Promise<number> {
  if (filter.minPrice === undefined && filter.maxPrice === undefined) {
    let query = db
      .selectFrom('catalog_facets')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('product_count'), eb.lit(0)).as('total'));
    if (filter.category) query = query.where('category', '=', filter.category);
    if (filter.subCategory)
      query = query.where(sql`lower(sub_category)`, '=', filter.subCategory.toLowerCase());
    if (filter.brands && filter.brands.length > 0) query = query.where('brand', 'in', [...filter.brands]);
    const row = await query.executeTakeFirstOrThrow();
    return Number(row.total);
  }
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where(listConditions(filter))
    .executeTakeFirstOrThrow();
  return row.total;
}

/** A product the storefront sells: an archived one is missing, like an unknown id. */
export async function findProduct(db: Db, id: string): Promise<ProductRecord | undefined> {
  return db
    .selectFrom('products')
    .select(productColumns)
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
    .select(cardColumns)
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
 * Products whose searchable words (name, brand, category, subcategory) match every query word: a word matches
 * a term that starts with it, or, for words of four letters or more, a term one edit away (decisions §3).
 * Query words hold only [a-z0-9] (see the service's tokenizer) and are passed as parameters.
 */
export async function searchProducts(
  db: Db,
  words: readonly string[],
  limit: number,
): Promise<{ id: string; name: string; category: string }[]> {
  if (words.length === 0) return [];
  const matches = words.map(
    (word) => sql<SqlBool>`search_terms && array(
      select term from search_terms
      where term like ${`${word}%`}
         or (${word.length >= 4} and abs(length(term) - ${word.length}) <= 1
             and levenshtein_less_equal(term, ${word}, 1) <= 1)
      limit 500)`,
  );
  return db
    .selectFrom('products')
    .select(['id', 'name', 'category'])
    .where((eb) => eb.and(matches))
    .where('archived_at', 'is', null)
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .limit(limit)
    .execute();
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
    .select(productColumns)
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

export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
