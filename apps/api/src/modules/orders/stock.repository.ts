// SQL of product stock as orders move it: taken and given back in conditional statements, so stock never goes
// below zero whatever runs alongside (docs/product.md#catalogue-stock). Checkout takes it; a cancelled or
// returned order and a released hold give it back.
//
// A product with variant rows keeps its stock in them, per combination of its options; `products.count_in_stock`
// is then their sum, kept by a trigger, and never written here (docs/decisions/037-variants.md). Every change to
// such a product takes the product's row first, then the variant: two orders of different sizes of one product
// queue on the product instead of deadlocking on each other's rows.
import { variantKey } from '@shop/shared/variants';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface StockChange {
  productId: string;
  /**
   * The line's combination (`variantKey` of its canonical selection), or null for a line without options. A
   * product without variant rows ignores it and moves its own stock; one with rows moves only that variant's.
   */
  variantKey: string | null;
  quantity: number;
}

/**
 * Units per (product, combination) of `lines`, sorted by product id, then key (the one order stock is locked in,
 * so two orders never deadlock).
 */
export function stockChanges(
  lines: readonly { productId: string; quantity: number; filters: Record<string, string> }[],
): StockChange[] {
  const changes = new Map<string, StockChange>();
  for (const line of lines) {
    const key = Object.keys(line.filters).length === 0 ? null : variantKey(line.filters);
    const id = `${line.productId}\u0000${key ?? ''}`;
    const change = changes.get(id);
    if (change) change.quantity += line.quantity;
    else changes.set(id, { productId: line.productId, variantKey: key, quantity: line.quantity });
  }
  return [...changes.values()].sort(
    (a, b) => compare(a.productId, b.productId) || compare(a.variantKey ?? '', b.variantKey ?? ''),
  );
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Locks the product's row (FOR NO KEY UPDATE: what the variant trigger's update of the sum takes anyway, and which
 * leaves order lines and cart lines free to reference the product) and tells whether it keeps its stock in
 * variants. Undefined for a product that no longer exists.
 *
 * Two statements: the lock may wait for an admin's save that gives the product its first variants or removes its
 * last, and a statement sees other tables as of its own start (READ COMMITTED), so the variants are read by a new
 * statement once the row is held. Read with the lock, a waiting order would take a unit off the product's own count
 * of a product that now keeps variants (its count no longer their sum), and a cancel would put units back into
 * rows that are gone.
 */
async function lockProduct(db: Db, productId: string): Promise<{ hasVariants: boolean } | undefined> {
  const locked = await sql`select id from products where id = ${productId} for no key update`.execute(db);
  if (locked.rows.length === 0) return undefined;
  const { rows } = await sql<{ hasVariants: boolean }>`
    select exists (select 1 from product_variants v where v.product_id = ${productId}) as "hasVariants"
  `.execute(db);
  return rows[0];
}

/**
 * Takes `quantity` units off a product, or off its variant, in one conditional statement, so stock never goes
 * below zero whatever runs alongside (docs/product.md#catalogue-stock). False when there were not that many, or
 * when the product keeps variants and this combination has none (nothing changed). The product's row is locked
 * first in either case: whether it keeps variants cannot change under the caller until it commits.
 */
export async function takeStock(db: Db, change: StockChange): Promise<boolean> {
  const product = await lockProduct(db, change.productId);
  if (!product) return false;
  if (product.hasVariants) {
    if (change.variantKey === null) return false;
    const row = await db
      .updateTable('product_variants')
      .set((eb) => ({ count_in_stock: eb('count_in_stock', '-', change.quantity) }))
      .where('product_id', '=', change.productId)
      .where('key', '=', change.variantKey)
      .where('count_in_stock', '>=', change.quantity)
      .returning('key')
      .executeTakeFirst();
    return row !== undefined;
  }
  const row = await db
    .updateTable('products')
    .set((eb) => ({ count_in_stock: eb('count_in_stock', '-', change.quantity) }))
    .where('id', '=', change.productId)
    .where('count_in_stock', '>=', change.quantity)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Puts units back (a released hold, a cancel, a return) where they were taken: the variant's, else the product's.
 * A product that has left the catalogue, or a combination its variants do not have (an order placed before the
 * product got variants, or one the shop has since removed), simply gets nothing.
 */
export async function returnStock(db: Db, change: StockChange): Promise<void> {
  const product = await lockProduct(db, change.productId);
  if (!product) return;
  if (product.hasVariants) {
    if (change.variantKey === null) return;
    await db
      .updateTable('product_variants')
      .set((eb) => ({ count_in_stock: eb('count_in_stock', '+', change.quantity) }))
      .where('product_id', '=', change.productId)
      .where('key', '=', change.variantKey)
      .execute();
    return;
  }
  await db
    .updateTable('products')
    .set((eb) => ({ count_in_stock: eb('count_in_stock', '+', change.quantity) }))
    .where('id', '=', change.productId)
    .execute();
}

/** What can be bought of a line now, and whether that is a variant's stock (else the product's own). */
export interface StockLevel {
  available: number;
  ofVariant: boolean;
}

/**
 * The stock a line of this product and combination can take: its variant's (0 for a combination without a row)
 * when the product keeps variants, else the product's. 0 for an unknown product.
 */
export async function stockOf(db: Db, line: Omit<StockChange, 'quantity'>): Promise<StockLevel> {
  const { rows } = await sql<StockLevel>`
    select ${variantStock(sql.ref('p.id'), sql`${line.variantKey}::text`)} as available,
      exists (select 1 from product_variants v where v.product_id = p.id) as "ofVariant"
    from products p where p.id = ${line.productId}`.execute(db);
  return rows[0] ?? { available: 0, ofVariant: false };
}

/**
 * SQL for the stock a line can take, to read inside another statement (the cart's conditional insert): the
 * variant's count when the product has variants (0 without a row for `key`), else the product's own count.
 */
export function variantStock(productId: RawBuilder<unknown>, key: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`(case
    when exists (select 1 from product_variants v where v.product_id = ${productId})
      then coalesce((select v.count_in_stock from product_variants v
                     where v.product_id = ${productId} and v.key = ${key}), 0)
    else (select p2.count_in_stock from products p2 where p2.id = ${productId})
  end)`;
}

/** The variants' counts of the products that keep variants, by product id then key (others are absent). */
export async function variantCounts(
  db: Db,
  productIds: readonly string[],
): Promise<Map<string, Map<string, number>>> {
  const counts = new Map<string, Map<string, number>>();
  if (productIds.length === 0) return counts;
  const rows = await db
    .selectFrom('product_variants')
    .select(['product_id as productId', 'key', 'count_in_stock as countInStock'])
    .where('product_id', 'in', [...productIds])
    .execute();
  for (const row of rows) {
    const perKey = counts.get(row.productId) ?? new Map<string, number>();
    perKey.set(row.key, row.countInStock);
    counts.set(row.productId, perKey);
  }
  return counts;
}
