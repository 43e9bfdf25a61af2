// SQL of the catalogue. Returns records in integer paise; the service turns them into API shapes.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import {
  PRODUCT_CARD_COLUMNS,
  PRODUCT_COLUMNS,
  type ProductCardRow,
  type ProductRow,
} from '../../db/product-columns.ts';
import type { CatalogSnapshot } from './catalog-cache.lib.ts';
import type { IndexRow } from './catalog-index.lib.ts';

/**
 * A card's pictures: all of them, or only the main one from readers outside the catalogue that select just that
 * (`catalog.shapes.ts` then lists that one).
 */
export type ProductCardRecord = Omit<ProductCardRow, 'images'> &
  ({ images: string[] } | { image: string | null });

export type ProductRecord = ProductRow;

/** A product the storefront sells: an archived one is missing, like an unknown id. */
export async function findProduct(db: Db, id: string): Promise<ProductRecord | undefined> {
  return db
    .selectFrom('products')
    .select(PRODUCT_COLUMNS)
    .where('id', '=', id)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
}

/** A product's page: the product and its variants (docs/decisions/037-variants.md), read by one statement. */
export type ProductDetailRecord = ProductRecord & {
  variants: { options: Record<string, string>; countInStock: number }[];
};

/**
 * A product the storefront sells with its variants in key order (none for a product that keeps one stock), read
 * by one statement so the product's count (their sum, kept by a trigger) agrees with them.
 */
export async function findProductDetail(db: Db, id: string): Promise<ProductDetailRecord | undefined> {
  return db
    .selectFrom('products')
    .select(PRODUCT_COLUMNS)
    .select(
      sql<ProductDetailRecord['variants']>`coalesce((
        select json_agg(json_build_object('options', v.options, 'countInStock', v.count_in_stock) order by v.key)
        from product_variants v where v.product_id = products.id), '[]'::json)`.as('variants'),
    )
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
 * The catalogue's version (migration 0011), its availability version (migration 0029), the stock version of each
 * of the 256 shards (migration 0014) and the live stock of the given products, read by one statement (so they agree): asked before every cached catalogue
 * answer. Versions stay text: a bigint does not fit a JS number forever.
 */
export async function catalogSnapshot(db: Db, productIds: readonly string[]): Promise<CatalogSnapshot> {
  // The counts come as one JSON object: a batch may ask for hundreds of products, and one JSON.parse costs far
  // less than a row each.
  const { rows } = await sql<{
    version: string;
    availability: string;
    shards: string;
    stock: Record<string, number> | null;
  }>`
    select v.version::text as version,
      (select version::text from catalog_availability) as availability,
      (select string_agg(version::text, ',' order by shard) from stock_versions) as shards,
      (select json_object_agg(id, count_in_stock) from products where id = any(${productIds as string[]}::text[]))
        as stock
    from catalog_version v`.execute(db);
  const first = rows[0];
  if (!first) throw new Error('catalog_version has no row');
  return {
    version: `${first.version}.${first.availability}`,
    catalog: first.version,
    availability: first.availability,
    shards: first.shards.split(','),
    stock: new Map(Object.entries(first.stock ?? {})),
  };
}

const INDEX_BATCH = 5_000;

/**
 * Every live product the catalogue index holds, handed to `add` in batches by id (a build never holds the whole
 * table's rows), with the catalogue and availability versions they are as of and the units sold per product in
 * the last 30 days: all read in one repeatable-read transaction, so they agree (docs/decisions/035).
 */
export async function readIndexSource(
  db: Db,
  add: (row: IndexRow) => void,
): Promise<{ catalog: string; availability: string; sold: Map<string, number> }> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const versions = await sql<{ catalog: string; availability: string }>`
        select (select version::text from catalog_version) as catalog,
          (select version::text from catalog_availability) as availability`.execute(trx);
      let after = '';
      for (;;) {
        const rows = await trx
          .selectFrom('products')
          .select([
            'id',
            'name',
            'description',
            'category',
            'sub_category as subCategory',
            'brand',
            'display_price as displayPrice',
            'original_price as originalPrice',
            'rating_total as ratingTotal',
            'num_reviews as numReviews',
            // Microseconds, as the database orders them: two products made within one millisecond keep their order.
            sql<number>`(extract(epoch from created_at) * 1000000)::bigint`.as('createdAt'),
            sql<boolean>`count_in_stock > 0`.as('inStock'),
          ])
          .where('archived_at', 'is', null)
          .where('id', '>', after)
          .orderBy('id')
          .limit(INDEX_BATCH)
          .execute();
        for (const row of rows) add(row);
        const last = rows.at(-1);
        if (!last || rows.length < INDEX_BATCH) break;
        after = last.id;
      }
      const first = versions.rows[0];
      if (!first) throw new Error('catalog_version has no row');
      return { ...first, sold: await unitsSold(trx) };
    });
}

/** Units sold per product on orders placed in the last 30 days and not cancelled: the popularity order. */
export async function unitsSold(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select((eb) => ['order_items.product_id as id', eb.fn.sum<string>('order_items.quantity').as('units')])
    .where('orders.created_at', '>', sql<Date>`now() - interval '30 days'`)
    .where('orders.order_status', '<>', 'cancelled')
    .groupBy('order_items.product_id')
    .execute();
  return new Map(rows.map((row) => [row.id, Number(row.units)]));
}

/** The live products out of stock now, and the availability version that is as of (migration 0029). */
export async function outOfStock(db: Db): Promise<{ version: string; ids: string[] }> {
  const { rows } = await sql<{ version: string; ids: string[] | null }>`
    select (select version::text from catalog_availability) as version,
      (select array_agg(id) from products where count_in_stock <= 0 and archived_at is null) as ids`.execute(
    db,
  );
  const first = rows[0];
  if (!first) throw new Error('catalog_availability has no row');
  return { version: first.version, ids: first.ids ?? [] };
}

/** The cards of the given live products, in the order asked (a product archived meanwhile is left out). */
export async function cardsByIds(db: Db, ids: readonly string[]): Promise<ProductCardRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('products')
    .select(PRODUCT_CARD_COLUMNS)
    .where('id', 'in', [...ids])
    .where('archived_at', 'is', null)
    .execute();
  return inAskedOrder(ids, rows);
}

/** The rows of `ids` in that order, leaving out those not found. */
function inAskedOrder<Row extends { id: string }>(ids: readonly string[], rows: readonly Row[]): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The given live products, whole, in the order asked. */
export async function productsByIds(db: Db, ids: readonly string[]): Promise<ProductRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('products')
    .select(PRODUCT_COLUMNS)
    .where('id', 'in', [...ids])
    .where('archived_at', 'is', null)
    .execute();
  return inAskedOrder(ids, rows);
}
