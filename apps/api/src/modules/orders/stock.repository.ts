// SQL of product stock as orders move it: taken and given back in conditional statements, so stock never goes
// below zero whatever runs alongside (docs/product.md#catalogue-stock). Checkout takes it; a cancelled or
// returned order and a released hold give it back.
import type { Db } from '../../db/database.ts';

export interface StockChange {
  productId: string;
  quantity: number;
}

/**
 * Takes `quantity` units off a product in one conditional statement, so stock never goes below zero whatever
 * runs alongside (docs/product.md#catalogue-stock). False when there were not that many (nothing changed).
 */
export async function takeStock(db: Db, change: StockChange): Promise<boolean> {
  const row = await db
    .updateTable('products')
    .set((eb) => ({ count_in_stock: eb('count_in_stock', '-', change.quantity) }))
    .where('id', '=', change.productId)
    .where('count_in_stock', '>=', change.quantity)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Puts units back (a released hold). A product that has left the catalogue simply gets nothing. */
export async function returnStock(db: Db, change: StockChange): Promise<void> {
  await db
    .updateTable('products')
    .set((eb) => ({ count_in_stock: eb('count_in_stock', '+', change.quantity) }))
    .where('id', '=', change.productId)
    .execute();
}

export async function stockOf(db: Db, productId: string): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select('count_in_stock')
    .where('id', '=', productId)
    .executeTakeFirst();
  return row?.count_in_stock ?? 0;
}
