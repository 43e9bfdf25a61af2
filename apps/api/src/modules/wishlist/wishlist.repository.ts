// SQL of the wishlist: one row per saved product, always keyed by the token's user.
import type { Db } from '../../db/database.ts';
import { PRODUCT_CARD_COLUMNS } from '../../db/product-columns.ts';
import type { ProductCardRecord } from '../catalog/catalog.repository.ts';

export interface WishlistRecord {
  product: ProductCardRecord;
  addedAt: Date;
}

export async function listWishlist(db: Db, userId: string): Promise<WishlistRecord[]> {
  const rows = await db
    .selectFrom('wishlist_items as w')
    .innerJoin('products', 'products.id', 'w.product_id')
    // Every picture, the main one first: the entry's product carries the spec's `images` list (docs/product.md#api-shapes).
    .select([...PRODUCT_CARD_COLUMNS, 'w.added_at as addedAt'])
    .where('w.user_id', '=', userId)
    .where('products.archived_at', 'is', null)
    .orderBy('w.added_at', 'desc')
    .orderBy('w.product_id', 'desc')
    .execute();
  return rows.map(({ addedAt, ...product }) => ({ product, addedAt }));
}

/** Saving twice keeps the first save (and its date). */
export async function addToWishlist(db: Db, userId: string, productId: string): Promise<void> {
  await db
    .insertInto('wishlist_items')
    .values({ user_id: userId, product_id: productId })
    .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
    .execute();
}

export async function removeFromWishlist(db: Db, userId: string, productId: string): Promise<void> {
  await db
    .deleteFrom('wishlist_items')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .execute();
}
