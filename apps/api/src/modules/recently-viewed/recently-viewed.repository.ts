// SQL of a signed-in shopper's "recently viewed" list (docs/decisions/039-phone-shopper-second-walk.md): one row
// per product with when it was last viewed, always keyed by the token's user.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { PRODUCT_CARD_COLUMNS } from '../../db/product-columns.ts';
import type { ProductCardRecord } from '../catalog/catalog.repository.ts';

/**
 * Takes the account's row (FOR NO KEY UPDATE: other tables' rows naming the account can still be written): two
 * writes of one shopper's list at once run one after the other, so the trim below always sees the other's row.
 */
export async function lockAccount(trx: Db, userId: string): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().executeTakeFirst();
}

/** The account's products still on sale, newest view first, at most `limit`. */
export async function listRecentlyViewed(
  db: Db,
  userId: string,
  limit: number,
): Promise<ProductCardRecord[]> {
  return db
    .selectFrom('recently_viewed as r')
    .innerJoin('products', 'products.id', 'r.product_id')
    .select(PRODUCT_CARD_COLUMNS)
    .where('r.user_id', '=', userId)
    .where('products.archived_at', 'is', null)
    .orderBy('r.viewed_at', 'desc')
    .orderBy('r.product_id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Notes a view of the product now, unless it was noted less than `rewriteSeconds` ago (then nothing is written).
 * True when a row was written.
 */
export async function recordView(
  trx: Db,
  userId: string,
  productId: string,
  rewriteSeconds: number,
): Promise<boolean> {
  const written = await trx
    .insertInto('recently_viewed')
    .values({ user_id: userId, product_id: productId, viewed_at: sql`now()` })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'product_id'])
        .doUpdateSet({ viewed_at: sql`now()` })
        .where(
          'recently_viewed.viewed_at',
          '<=',
          sql<Date>`now() - make_interval(secs => ${rewriteSeconds})`,
        ),
    )
    .returning('product_id')
    .executeTakeFirst();
  return written !== undefined;
}

/**
 * Adds views of products still on sale, each at its own time (a time in the future counts as now); a product
 * already on the list keeps the later of its two times. `views` names each product once.
 */
export async function mergeViews(
  trx: Db,
  userId: string,
  views: readonly { productId: string; viewedAt: Date }[],
): Promise<void> {
  if (views.length === 0) return;
  const live = await trx
    .selectFrom('products')
    .select('id')
    .where(
      'id',
      'in',
      views.map((view) => view.productId),
    )
    .where('archived_at', 'is', null)
    .execute();
  const onSale = new Set(live.map((row) => row.id));
  const rows = views
    .filter((view) => onSale.has(view.productId))
    .map((view) => ({
      user_id: userId,
      product_id: view.productId,
      viewed_at: sql<Date>`least(${view.viewedAt.toISOString()}::timestamptz, now())`,
    }));
  if (rows.length === 0) return;
  await trx
    .insertInto('recently_viewed')
    .values(rows)
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'product_id'])
        .doUpdateSet({ viewed_at: sql`greatest(recently_viewed.viewed_at, excluded.viewed_at)` }),
    )
    .execute();
}

/**
 * Keeps the account's `keep` newest views of products still on sale and deletes the rest: the older ones, and
 * those of products the shop has archived (they are never shown, so they would only take a place).
 */
export async function trimToNewest(trx: Db, userId: string, keep: number): Promise<void> {
  await trx
    .deleteFrom('recently_viewed')
    .where('user_id', '=', userId)
    .where('product_id', 'not in', (eb) =>
      eb
        .selectFrom('recently_viewed as r')
        .innerJoin('products as p', 'p.id', 'r.product_id')
        .select('r.product_id')
        .where('r.user_id', '=', userId)
        .where('p.archived_at', 'is', null)
        .orderBy('r.viewed_at', 'desc')
        .orderBy('r.product_id', 'desc')
        .limit(keep),
    )
    .execute();
}
