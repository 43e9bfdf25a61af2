// The admin's products (docs/decisions/013-shop-admin.md): list, read, create, edit, delete. A product that appears
// in an order is archived instead of deleted; every change is audited in its own transaction.
import {
  ADMIN_MESSAGES,
  type AdminDeleteResponse,
  type AdminProduct,
  type AdminProductList,
  type AdminProductListQuery,
  type AdminProductResponse,
  MAX_STOCK,
  type ProductInput,
  type ProductUpdate,
} from '@shop/shared/admin.schemas';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { pageFigures, pageOffset } from '../../lib/paging.ts';
import { removeImages } from '../reviews/review-files.lib.ts';
import type { AdminDeps } from './admin.deps.ts';
import { productChangesSince, recordAudit } from './audit.repository.ts';
import { describeChanges } from './product-changes.lib.ts';
import * as repository from './products.repository.ts';
import { toAdminListItem, toAdminProduct, toProductRow } from './products.shapes.ts';

const entity = 'product';

export async function listProducts(db: Db, query: AdminProductListQuery): Promise<AdminProductList> {
  const { products, total } = await repository.listProducts(
    db,
    { q: query.q || undefined, category: query.category, status: query.status },
    pageOffset(query.page, query.limit),
    query.limit,
  );
  return {
    products: products.map(toAdminListItem),
    ...pageFigures(total, query.page, query.limit),
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

const units = (n: number) => `${n} ${n === 1 ? 'unit' : 'units'}`;
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** The 409 for an edit made from an older version: who changed what since (docs/decisions/019). */
async function staleEditMessage(db: Db, id: string, seen: number, current: number): Promise<string> {
  const then = 'Nothing was saved: reload to see the current values, then make your change again.';
  const changes = seen < current ? await productChangesSince(db, [{ id, version: seen }]) : undefined;
  const described = describeChanges(changes?.get(id) ?? []);
  return described
    ? `While you were editing, ${described.who} changed this product: ${described.fields}. ${then}`
    : `This product was changed since you opened it (version ${seen}, now ${current}). ${then}`;
}

/**
 * Replaces every field of the product (archived ones stay archived; ratings and creation date are kept), from the
 * version the admin loaded: a change since is a 409 naming it. Stock moves by the admin's change to the count they
 * saw, so units sold meanwhile stay sold (docs/decisions/019).
 */
export async function updateProduct(
  db: Db,
  actorId: string,
  id: string,
  input: ProductUpdate,
): Promise<AdminProductResponse> {
  return db.transaction().execute(async (trx) => {
    // Locked until the commit: an order taking stock waits, so the count read here is the one written over.
    const before = await loadOrThrow(trx, id, true);
    const { version, stockSeen, ...fields } = input;
    if (version !== before.version) {
      throw new AppError('CONFLICT', await staleEditMessage(trx, id, version, before.version));
    }
    const change = fields.countInStock - stockSeen;
    const countInStock = before.countInStock + change;
    const moved = `Stock went from ${stockSeen} to ${before.countInStock} while you edited`;
    const reload = 'Nothing was saved: reload to see the current stock.';
    if (countInStock < 0) {
      throw new AppError('CONFLICT', `${moved}, so ${units(-change)} cannot be removed. ${reload}`);
    }
    if (countInStock > MAX_STOCK) {
      throw new AppError(
        'CONFLICT',
        `${moved}, so adding ${units(change)} would pass ${MAX_STOCK}. ${reload}`,
      );
    }
    await repository.updateProduct(trx, id, toProductRow({ ...fields, countInStock }));
    const after = await loadOrThrow(trx, id);
    await recordAudit(trx, { actorId, action: 'product.update', entity, entityId: id, before, after });
    if (before.countInStock === stockSeen) return { message: ADMIN_MESSAGES.productSaved, product: after };
    const outcome =
      change === 0 ? ' and was kept' : `; your change of ${signed(change)} makes it ${countInStock}`;
    const message = `${ADMIN_MESSAGES.productSaved}. ${moved} (orders, cancellations or another admin)${outcome}.`;
    return { message, product: after };
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
