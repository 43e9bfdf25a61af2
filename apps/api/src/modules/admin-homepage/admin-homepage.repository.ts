// SQL of the homepage's curated places: banners, featured products and today's offers, each replaced as a whole
// ordered list (position = index). Functions take a transaction from the service.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export type HomepageList = 'featured_products' | 'today_offers';
type HomepageTable = HomepageList | 'banners';

export interface BannerRow {
  id: string;
  title: string;
  description: string;
  image: string;
  productId: string;
}

export interface CuratedProduct {
  id: string;
  name: string;
  archived: boolean;
}

/**
 * Makes two saves of one list queue up: each deletes and re-inserts the whole list, and two interleaved would
 * insert the same keys twice. Exclusive mode still lets the storefront read the list meanwhile.
 */
export async function lockList(trx: Db, table: HomepageTable): Promise<void> {
  await sql`lock table ${sql.table(table)} in exclusive mode`.execute(trx);
}

/**
 * The named products, live or archived. `for share` keeps them from being archived or deleted until the list
 * that places them is saved.
 */
export async function productsByIds(trx: Db, ids: readonly string[]): Promise<CuratedProduct[]> {
  if (ids.length === 0) return [];
  const rows = await trx
    .selectFrom('products')
    .select(['id', 'name', 'archived_at as archivedAt'])
    .where('id', 'in', [...ids])
    .orderBy('id')
    .forShare()
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, archived: row.archivedAt !== null }));
}

export async function banners(trx: Db): Promise<BannerRow[]> {
  return trx
    .selectFrom('banners')
    .select(['id', 'title', 'description', 'image', 'product_id as productId'])
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function replaceBanners(trx: Db, rows: readonly BannerRow[]): Promise<void> {
  await trx.deleteFrom('banners').execute();
  if (rows.length === 0) return;
  await trx
    .insertInto('banners')
    .values(
      rows.map((row, position) => ({
        id: row.id,
        title: row.title,
        description: row.description,
        image: row.image,
        product_id: row.productId,
        position,
      })),
    )
    .execute();
}

export async function listProductIds(trx: Db, list: HomepageList): Promise<string[]> {
  const rows = await trx
    .selectFrom(list)
    .select('product_id')
    .orderBy('position')
    .orderBy('product_id')
    .execute();
  return rows.map((row) => row.product_id);
}

export async function replaceList(trx: Db, list: HomepageList, productIds: readonly string[]): Promise<void> {
  await trx.deleteFrom(list).execute();
  if (productIds.length === 0) return;
  await trx
    .insertInto(list)
    .values(productIds.map((productId, position) => ({ product_id: productId, position })))
    .execute();
}
