// The signed-in shopper's wishlist (docs/product.md#wishlist): saving is idempotent, and so is removing.
import { idSchema } from '@shop/shared/common.schemas';
import { MESSAGES } from '@shop/shared/messages';
import type { Wishlist, WishlistChange } from '@shop/shared/wishlist.schemas';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { findProductOrThrow } from '../catalog/catalog.service.ts';
import { toProductCard } from '../catalog/catalog.shapes.ts';
import * as repository from './wishlist.repository.ts';

/** The entries themselves, newest first (docs/product.md#wishlist: GET /api/wishlist → entries with product). */
export async function getWishlist(db: Db, userId: string): Promise<Wishlist> {
  const rows = await repository.listWishlist(db, userId);
  return rows.map((row) => ({ product: toProductCard(row.product), addedAt: row.addedAt.toISOString() }));
}

/** 400 for a malformed id, 404 for a product the shop does not sell. */
export async function addToWishlist(db: Db, userId: string, productId: string): Promise<WishlistChange> {
  const product = await findProductOrThrow(db, productId);
  await repository.addToWishlist(db, userId, product.id);
  return { message: MESSAGES.addedToWishlist, items: await getWishlist(db, userId) };
}

/**
 * Removing is idempotent: a product that is not saved, or no longer exists (its rows went with it), is
 * simply not there afterwards. Only a malformed id is refused.
 */
export async function removeFromWishlist(db: Db, userId: string, productId: string): Promise<WishlistChange> {
  if (!idSchema.safeParse(productId).success) throw new AppError('INVALID', MESSAGES.invalidProductId);
  await repository.removeFromWishlist(db, userId, productId);
  return { message: MESSAGES.removedFromWishlist, items: await getWishlist(db, userId) };
}
