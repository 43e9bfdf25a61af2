// The admin's products (docs/decisions/013-shop-admin.md): list, read, create, edit, delete. A product that appears
// in an order is archived instead of deleted; every change is audited in its own transaction.
import {
  ADMIN_MESSAGES,
  type AdminDeleteResponse,
  type AdminProduct,
  type AdminProductList,
  type AdminProductListQuery,
  type AdminProductResponse,
  type ProductInput,
  type ProductUpdate,
} from '@shop/shared/admin.schemas';
import { canonicalSelection } from '@shop/shared/pricing';
import { variantKey } from '@shop/shared/variants';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { pageFigures, pageOffset } from '../../lib/paging.ts';
import { removeImages } from '../reviews/review-files.lib.ts';
import type { AdminDeps } from './admin.deps.ts';
import { productChangesSince, recordAudit } from './audit.repository.ts';
import { describeChanges } from './product-changes.lib.ts';
import { planStock, savedMessage } from './product-grid.lib.ts';
import * as variants from './product-variants.repository.ts';
import * as repository from './products.repository.ts';
import { toAdminListItem, toAdminProduct, toProductRow } from './products.shapes.ts';

const entity = 'product';

/** Which of these ids are products the shop has, live or archived: for other modules naming products by id. */
export function existingProductIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  return repository.existingIds(db, ids);
}

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

/** The product and its variants; `lock` takes the product's row, then its variants' (docs/decisions/037). */
async function loadOrThrow(db: Db, id: string, lock = false): Promise<AdminProduct> {
  const record = await repository.findProduct(db, id, { lock });
  if (!record) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.productNotFound);
  const grid = await variants.variantsOf(db, [id], { lock });
  return toAdminProduct(record, grid.get(id) ?? []);
}

export function getProduct(db: Db, id: string): Promise<AdminProduct> {
  return loadOrThrow(db, id);
}

export async function createProduct(db: Db, actorId: string, input: ProductInput): Promise<AdminProduct> {
  const id = newId();
  const grid = (input.variants ?? []).map((row) => {
    const options = canonicalSelection(input.filters, row.options);
    return { ...row, key: variantKey(options), options };
  });
  return db.transaction().execute(async (trx) => {
    // With a grid, the product's count starts at 0 and the trigger adds its rows up (docs/decisions/037).
    const countInStock = grid.length > 0 ? 0 : input.countInStock;
    await repository.insertProducts(trx, [{ id, ...toProductRow({ ...input, countInStock }) }]);
    await variants.replaceVariants(trx, id, grid, []);
    const after = await loadOrThrow(trx, id);
    await recordAudit(trx, { actorId, action: 'product.create', entity, entityId: id, before: null, after });
    return after;
  });
}

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
 * saw, so units sold meanwhile stay sold (docs/decisions/019); with a stock grid, each row's does
 * (docs/decisions/037).
 */
export async function updateProduct(
  db: Db,
  actorId: string,
  id: string,
  input: ProductUpdate,
): Promise<AdminProductResponse> {
  return db.transaction().execute(async (trx) => {
    // Locked until the commit, the product's row and then its variants': an order taking stock waits, so the counts
    // read here are the ones written over.
    const before = await loadOrThrow(trx, id, true);
    const { version, stockSeen: _seen, variants: _grid, ...fields } = input;
    if (version !== before.version) {
      throw new AppError('CONFLICT', await staleEditMessage(trx, id, version, before.version));
    }
    const { plan, gridEdited, moved } = planStock(before, input);
    const { count_in_stock: _count, ...row } = toProductRow({ ...fields, countInStock: before.countInStock });
    await repository.updateProduct(trx, id, row);
    if (plan.kind === 'one') {
      if (plan.dropGrid) await variants.replaceVariants(trx, id, [], before.variants);
      if (plan.dropGrid || plan.count !== before.countInStock)
        await variants.setProductStock(trx, id, plan.count);
    } else if (plan.kind === 'grid') {
      if (plan.firstGrid) await variants.setProductStock(trx, id, 0);
      await variants.replaceVariants(trx, id, plan.rows, before.variants);
    }
    if (gridEdited) await variants.bumpVersion(trx, id);
    const after = await loadOrThrow(trx, id);
    await recordAudit(trx, { actorId, action: 'product.update', entity, entityId: id, before, after });
    return { message: savedMessage(moved), product: after };
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
