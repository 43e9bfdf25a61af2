// "Recently viewed" (docs/decisions/039-phone-shopper-second-walk.md, docs/product.md#pages-home): the browser keeps
// a visitor's list and asks for its cards; a signed-in shopper's list is kept on the account as well, written when a
// product page is viewed (at most once a minute per product), merged with the browser's at sign-in, and never longer
// than RECENTLY_VIEWED_MAX: every write trims it in its own transaction.
import {
  RECENTLY_VIEWED_MAX,
  RECENTLY_VIEWED_REWRITE_SECONDS,
  type RecentlyViewedItem,
  type RecentlyViewedProducts,
  type RecentlyViewedRecorded,
} from '@shop/shared/recently-viewed.schemas';
import type { Db } from '../../db/database.ts';
import { cardsByIds } from '../catalog/catalog.repository.ts';
import { findProductOrThrow } from '../catalog/catalog.service.ts';
import { toProductCard } from '../catalog/catalog.shapes.ts';
import * as repository from './recently-viewed.repository.ts';

/** The account's list as cards, newest first; products no longer on sale are left out. */
export async function getRecentlyViewed(db: Db, userId: string): Promise<RecentlyViewedProducts> {
  const records = await repository.listRecentlyViewed(db, userId, RECENTLY_VIEWED_MAX);
  return { products: records.map(toProductCard) };
}

/** Notes that the shopper is looking at the product's page: 400 for a malformed id, 404 for one not on sale. */
export async function recordView(db: Db, userId: string, productId: string): Promise<RecentlyViewedRecorded> {
  const product = await findProductOrThrow(db, productId);
  const recorded = await db.transaction().execute(async (trx) => {
    await repository.lockAccount(trx, userId);
    const written = await repository.recordView(trx, userId, product.id, RECENTLY_VIEWED_REWRITE_SECONDS);
    if (written) await repository.trimToNewest(trx, userId, RECENTLY_VIEWED_MAX);
    return written;
  });
  return { recorded };
}

/**
 * Hands the browser's list to the account (at sign-in): each product once, at the latest time the browser names
 * for it; products no longer on sale are skipped. Answers the account's list as it is then.
 */
export async function mergeViews(
  db: Db,
  userId: string,
  items: readonly RecentlyViewedItem[],
): Promise<RecentlyViewedProducts> {
  const latest = new Map<string, Date>();
  for (const item of items) {
    const at = new Date(item.viewedAt);
    const known = latest.get(item.productId);
    if (!known || at > known) latest.set(item.productId, at);
  }
  const views = [...latest].map(([productId, viewedAt]) => ({ productId, viewedAt }));
  await db.transaction().execute(async (trx) => {
    await repository.lockAccount(trx, userId);
    await repository.mergeViews(trx, userId, views);
    await repository.trimToNewest(trx, userId, RECENTLY_VIEWED_MAX);
  });
  return getRecentlyViewed(db, userId);
}

/** A visitor's list (the ids the browser keeps, newest first) as cards in that order, skipping those not on sale. */
export async function productsByIds(db: Db, ids: readonly string[]): Promise<RecentlyViewedProducts> {
  const records = await cardsByIds(db, ids.slice(0, RECENTLY_VIEWED_MAX));
  return { products: records.map(toProductCard) };
}
