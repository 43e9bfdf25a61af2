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
 * Takes `quantity` units off a product, or off its variant, conditionally, so stock never goes below zero whatever
 * runs alongside (docs/product.md#catalogue-stock). False when there were not that many, or when the product keeps
 * variants and this combination has none (nothing changed).
 *
 * One call of `take_stock` (migration 0036), which locks the product's row FOR NO KEY UPDATE (what the variant
 * trigger's update of the sum takes anyway, and which leaves order and cart lines free to reference the product),
 * and only then asks whether it keeps variants, in a statement of its own: the lock may have waited for an admin's
 * save that gave the product its first variants or removed its last, and a statement sees what was committed when
 * it began. Asked with the lock, a waiting order would take a unit off the own count of a product that now keeps
 * variants, and a cancel would put units back into rows that are gone.
 */
export async function takeStock(db: Db, change: StockChange): Promise<boolean> {
  const { rows } = await sql<{ taken: boolean }>`
    select take_stock(${change.productId}, ${change.variantKey}::text, ${change.quantity}::int) as taken
  `.execute(db);
  return rows[0]?.taken === true;
}

/**
 * Puts units back (a released hold, a cancel, a return) where they were taken: the variant's, else the product's,
 * locked and asked as takeStock does (`return_stock`, migration 0036). A product that has left the catalogue, or a
 * combination its variants do not have (an order placed before the product got variants, or one the shop has since
 * removed), simply gets nothing.
 */
export async function returnStock(db: Db, change: StockChange): Promise<void> {
  await sql`select return_stock(${change.productId}, ${change.variantKey}::text, ${change.quantity}::int)`.execute(
    db,
  );
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
