// The admin's products (issue 10, docs/decisions/013): list, read, create, edit, delete. A product that appears
// in an order is archived instead of deleted; every change is audited in its own transaction.
import {
  ADMIN_MESSAGES,
  type AdminDeleteResponse,
  type AdminProduct,
  type AdminProductList,
  type AdminProductListQuery,
  type ProductInput,
} from '@shop/shared/admin.schemas';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { removeImages } from '../reviews/review-files.ts';
import type { AdminDeps } from './admin-deps.ts';
import { recordAudit } from './audit.ts';
import { toAdminListItem, toAdminProduct, toProductRow } from './product-shapes.ts';
import * as repository from './products.repository.ts';

const entity = 'product';

export async function listProducts(db: Db, query: AdminProductListQuery): Promise<AdminProductList> {
  const { products, total } = await repository.listProducts(
    db,
    { q: query.q || undefined, category: query.category, status: query.status },
    (query.page - 1) * query.limit,
    query.limit,
  );
  return {
    products: products.map(toAdminListItem),
    total,
    page: query.page,
    pages: Math.ceil(total / query.limit),
  };
}

async function loadOrThrow(db: Db, id: string, lock = false): Promise<AdminProduct> {
  const record = await repository.findProduct(db, id, { lock });
  if (!record) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.productNotFound);
  return toAdminProduct(record);
}

export function getProduct(db: Db, id: string): Promise<AdminProduct> {
  return loadOrThrow(db, id);
}

export async function createProduct(db: Db, actorId: string, input: ProductInput): Promise<AdminProduct> {
  const id = newId();
  return db.transaction().execute(async (trx) => {
    await repository.insertProducts(trx, [{ id, ...toProductRow(input) }]);
    const after = await loadOrThrow(trx, id);
    await recordAudit(trx, { actorId, action: 'product.create', entity, entityId: id, before: null, after });
    return after;
  });
}

/** Replaces every field of the product (archived ones stay archived); ratings and creation date are kept. */
export async function updateProduct(
  db: Db,
  actorId: string,
  id: string,
  input: ProductInput,
): Promise<AdminProduct> {
  return db.transaction().execute(async (trx) => {
    const before = await loadOrThrow(trx, id, true);
    await repository.updateProduct(trx, id, toProductRow(input));
    const after = await loadOrThrow(trx, id);
    await recordAudit(trx, { actorId, action: 'product.update', entity, entityId: id, before, after });
    return after;
  });
}

/**
 * Deletes a product no order names; archives one that an order (or a checkout being paid) names, so the order
 * keeps its lines and the shop its history. Either way it leaves the storefront, carts and wishlists at once.
 */
export async function deleteProduct(
  deps: AdminDeps,
  actorId: string,
  id: string,
): Promise<AdminDeleteResponse> {
  const result = await deps.db.transaction().execute(async (trx) => {
    const before = await loadOrThrow(trx, id, true);
    if (await repository.isOrdered(trx, id)) {
      if (!before.archived) await repository.setArchived(trx, id, true);
      await repository.removeShopperLines(trx, id);
      const after = await loadOrThrow(trx, id);
      await recordAudit(trx, { actorId, action: 'product.archive', entity, entityId: id, before, after });
      return { outcome: 'archived' as const, reviewImages: [] };
    }
    const reviewImages = await repository.deleteProduct(trx, id);
    await recordAudit(trx, { actorId, action: 'product.delete', entity, entityId: id, before, after: null });
    return { outcome: 'deleted' as const, reviewImages };
  });
  // Only after the commit: a failed transaction must not lose photos that rows still name.
  await removeImages(deps.storage, deps.log, result.reviewImages);
  return {
    outcome: result.outcome,
    message: result.outcome === 'deleted' ? ADMIN_MESSAGES.productDeleted : ADMIN_MESSAGES.productArchived,
  };
}

/** Puts an archived product back on the storefront. */
export async function restoreProduct(db: Db, actorId: string, id: string): Promise<AdminProduct> {
  return db.transaction().execute(async (trx) => {
    const before = await loadOrThrow(trx, id, true);
    if (!before.archived) return before;
    await repository.setArchived(trx, id, false);
    const after = await loadOrThrow(trx, id);
    await recordAudit(trx, { actorId, action: 'product.restore', entity, entityId: id, before, after });
    return after;
  });
}
