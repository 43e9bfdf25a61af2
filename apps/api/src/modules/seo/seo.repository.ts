// SQL of the sitemap: products read in primary-key order with keyset pagination, so a catalogue of any
// size is read a batch at a time and never held in one array. Archived products are not listed (the partial
// index products_live_id keeps these reads index-only). And the pictures of the home and category pages' heads.
import type { Category } from '@shop/shared/categories';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface SitemapProductRecord {
  id: string;
  category: string;
  createdAt: Date;
}

export async function countProducts(db: Db): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('archived_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.total;
}

/** The id at a position (0-based) of the id order: where a sitemap chunk starts. An index-only scan. */
export async function productIdAt(db: Db, position: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('products')
    .select('id')
    .where('archived_at', 'is', null)
    .orderBy('id')
    .offset(position)
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/** Up to `limit` products after `afterId` (from the first when undefined), in id order. */
export async function productsAfter(
  db: Db,
  afterId: string | undefined,
  limit: number,
): Promise<SitemapProductRecord[]> {
  let query = db
    .selectFrom('products')
    .select(['id', 'category', 'created_at as createdAt'])
    .where('archived_at', 'is', null)
    .orderBy('id')
    .limit(limit);
  if (afterId !== undefined) query = query.where('id', '>', afterId);
  return query.execute();
}

/** The homepage's first banner picture (its largest element on load), as the storefront lists banners. */
export async function firstBannerImage(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom('banners')
    .innerJoin('products', 'products.id', 'banners.product_id')
    .select('banners.image')
    .where('products.archived_at', 'is', null)
    .orderBy('banners.position')
    .limit(1)
    .executeTakeFirst();
  return row?.image;
}

/**
 * The first picture of a category page's first product (newest first, as the page lists them): the picture of a
 * shared link to the category. One read of the live partial index products_category_recent.
 */
export async function firstCategoryImage(db: Db, category: Category): Promise<string | undefined> {
  const row = await db
    .selectFrom('products')
    .select(sql<string>`images[1]`.as('image'))
    .where('category', '=', category)
    .where('archived_at', 'is', null)
    .where(sql<boolean>`cardinality(images) > 0`)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.image;
}
