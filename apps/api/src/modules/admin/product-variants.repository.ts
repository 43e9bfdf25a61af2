// SQL of the admin's stock grid (docs/decisions/037-variants.md): a product's variants, read (and locked, in key
// order, after the caller locked the product's row: the lock order every writer keeps) and replaced. The
// product's own count_in_stock follows its variants by the migration 0034 trigger; only the moments a product
// gains its first variants or loses its last set it here.
import type { Db } from '../../db/database.ts';

/** A stored variant as the admin reads it. */
export interface VariantRecord {
  productId: string;
  key: string;
  options: Record<string, string>;
  sku: string | null;
  supplierSku: string | null;
  countInStock: number;
}

/** What a save writes for one variant: its key (variantKey of its full selection) and fields. */
export type VariantWrite = Omit<VariantRecord, 'productId'>;

/** The products' variants by product id (in key order); `lock` holds their rows until the transaction ends. */
export async function variantsOf(
  db: Db,
  productIds: readonly string[],
  { lock = false } = {},
): Promise<Map<string, VariantRecord[]>> {
  const byProduct = new Map<string, VariantRecord[]>();
  if (productIds.length === 0) return byProduct;
  let query = db
    .selectFrom('product_variants')
    .select([
      'product_id as productId',
      'key',
      'options',
      'sku',
      'supplier_sku as supplierSku',
      'count_in_stock as countInStock',
    ])
    .where('product_id', 'in', [...productIds])
    .orderBy('product_id')
    .orderBy('key');
  if (lock) query = query.forUpdate();
  for (const row of await query.execute()) {
    const list = byProduct.get(row.productId) ?? [];
    list.push(row);
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

/**
 * Makes the product's variants exactly `rows` (its rows locked by the caller, `live` as read under that lock):
 * deletes the combinations no longer listed, updates the changed ones and inserts the new ones. The trigger moves
 * the product's count by each difference.
 */
export async function replaceVariants(
  db: Db,
  productId: string,
  rows: readonly VariantWrite[],
  live: readonly VariantWrite[],
): Promise<void> {
  const wanted = new Map(rows.map((row) => [row.key, row]));
  const stored = new Map(live.map((row) => [row.key, row]));
  const gone = live.filter((row) => !wanted.has(row.key)).map((row) => row.key);
  if (gone.length > 0) {
    await db
      .deleteFrom('product_variants')
      .where('product_id', '=', productId)
      .where('key', 'in', gone)
      .execute();
  }
  for (const row of rows) {
    const before = stored.get(row.key);
    if (!before) continue;
    if (
      before.sku === row.sku &&
      before.supplierSku === row.supplierSku &&
      before.countInStock === row.countInStock
    ) {
      continue;
    }
    await db
      .updateTable('product_variants')
      .set({ sku: row.sku, supplier_sku: row.supplierSku, count_in_stock: row.countInStock })
      .where('product_id', '=', productId)
      .where('key', '=', row.key)
      .execute();
  }
  const added = rows.filter((row) => !stored.has(row.key));
  if (added.length > 0) {
    await db
      .insertInto('product_variants')
      .values(
        added.map((row) => ({
          product_id: productId,
          key: row.key,
          options: JSON.stringify(row.options),
          sku: row.sku,
          supplier_sku: row.supplierSku,
          count_in_stock: row.countInStock,
        })),
      )
      .execute();
  }
}

/**
 * Sets the product's own count: to 0 just before its first variants go in (the trigger then adds them up), or to
 * its one stock once its last variant is gone. Never while it has variants.
 */
export async function setProductStock(db: Db, productId: string, count: number): Promise<void> {
  await db.updateTable('products').set({ count_in_stock: count }).where('id', '=', productId).execute();
}

/**
 * Moves the product's version (docs/decisions/019): the grid's combinations and SKUs are fields the admin edits,
 * kept in their own table, so no trigger on `products` sees them change. Stock alone never moves it.
 */
export async function bumpVersion(db: Db, productId: string): Promise<void> {
  await db
    .updateTable('products')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', productId)
    .execute();
}
