// Variants for tests (docs/decisions/037-variants.md): a product given stock per combination of its options, as
// the admin's grid or the demo seed would, and its counts read back.
import { variantKey } from '@shop/shared/variants';
import type { StoredFilter } from '../src/db/database.ts';
import type { TestApp } from './test-app.ts';

/**
 * Gives the product these variants, `counts` keyed by `variantKey` of a full selection (`{"Color":"Black",
 * "Size":"L"}`), as a product first getting variants does: in one transaction its old variants go, its own count
 * becomes 0 and the rows go in, so the trigger makes the product's count their sum. `{}` leaves a product that
 * keeps one stock, of 0.
 */
export async function giveVariants(
  t: TestApp,
  productId: string,
  counts: Readonly<Record<string, number>>,
): Promise<void> {
  await t.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('product_variants').where('product_id', '=', productId).execute();
    await trx.updateTable('products').set({ count_in_stock: 0 }).where('id', '=', productId).execute();
    const rows = Object.entries(counts).map(([key, count]) => ({
      product_id: productId,
      key,
      options: key,
      sku: null,
      supplier_sku: null,
      count_in_stock: count,
    }));
    if (rows.length > 0) await trx.insertInto('product_variants').values(rows).execute();
  });
}

/** Sets the product's options (and so its variant dimensions), e.g. Size × Color without price adjustments. */
export async function setOptions(
  t: TestApp,
  productId: string,
  filters: readonly StoredFilter[],
): Promise<void> {
  await t.db
    .updateTable('products')
    .set({ filters: JSON.stringify(filters) })
    .where('id', '=', productId)
    .execute();
}

/** The units of one combination (`selection`, every option named), or undefined when it has no variant row. */
export async function variantStockOf(
  t: TestApp,
  productId: string,
  selection: Readonly<Record<string, string>>,
): Promise<number | undefined> {
  const row = await t.db
    .selectFrom('product_variants')
    .select('count_in_stock')
    .where('product_id', '=', productId)
    .where('key', '=', variantKey(selection))
    .executeTakeFirst();
  return row?.count_in_stock;
}

/** Every variant's units of the product, by key. */
export async function variantCountsOf(t: TestApp, productId: string): Promise<Record<string, number>> {
  const rows = await t.db
    .selectFrom('product_variants')
    .select(['key', 'count_in_stock'])
    .where('product_id', '=', productId)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.key, row.count_in_stock]));
}
