// SQL of the cart. Every statement is keyed by the token's user; quantities change in one conditional statement
// each, so concurrent changes to a line never lose an update and never pass the stock (docs/product.md#catalogue-stock).
import { variantKey } from '@shop/shared/variants';
import { sql } from 'kysely';
import type { Db, StoredFilter } from '../../db/database.ts';
import type { ProductPricingRow } from '../../db/product-columns.ts';
import { variantStock } from '../orders/stock.repository.ts';

export interface LineKey {
  userId: string;
  productId: string;
  /** The canonical selection (every filter filled in, keys sorted). */
  filters: Record<string, string>;
}

/** A cart line with what pricing reads of its product (the product's own options are `productFilters`). */
export type CartLineRecord = Omit<ProductPricingRow, 'id' | 'filters'> & {
  productId: string;
  quantity: number;
  filters: Record<string, string>;
  productFilters: StoredFilter[];
  /**
   * The units of this line's own combination: its variant's when the product keeps stock per variant (0 for a
   * combination without one), else the product's (docs/decisions/037-variants.md).
   */
  lineStock: number;
};

/** The unique key's text: JSON of the canonical selection, the key of its variant too (docs/decisions/037). */
const filtersKey = variantKey;

export async function listLines(db: Db, userId: string): Promise<CartLineRecord[]> {
  return db
    .selectFrom('cart_items as c')
    .innerJoin('products as p', 'p.id', 'c.product_id')
    .select([
      'c.product_id as productId',
      'c.quantity',
      'c.filters',
      'p.name',
      sql<string | null>`p.images[1]`.as('image'),
      'p.category',
      'p.count_in_stock as countInStock',
      'p.shipping_cost as shippingCost',
      'p.base_price as basePrice',
      'p.discount_price as discountPrice',
      'p.filters as productFilters',
      sql<number>`case
        when exists (select 1 from product_variants v where v.product_id = p.id)
        then coalesce(
          (select v.count_in_stock from product_variants v where v.product_id = p.id and v.key = c.filters_key), 0)
        else p.count_in_stock end`.as('lineStock'),
    ])
    .where('c.user_id', '=', userId)
    .where('p.archived_at', 'is', null)
    .orderBy('c.added_at')
    .orderBy('c.id')
    .execute();
}

/**
 * Adds `delta` (> 0) units to a line, creating it when missing, in one statement that reads the stock itself:
 * the variant's when the product keeps its stock in variants (0 for a combination without one), else the
 * product's (docs/decisions/037-variants.md). A new line is written only when `delta` fits the stock and
 * `maxUnits`; an existing one only when its new total does. The
 * unique key makes racing first adds queue on one row, and ON CONFLICT re-reads the row's latest quantity.
 * Returns the line's new quantity, or undefined when the stock would be passed (nothing changed).
 */
export async function increaseLine(
  db: Db,
  line: LineKey,
  delta: number,
  maxUnits: number,
): Promise<number | undefined> {
  const { rows } = await sql<{ quantity: number }>`
    insert into cart_items (user_id, product_id, filters, filters_key, quantity)
    select ${line.userId}::text, p.id, ${JSON.stringify(line.filters)}::jsonb, ${filtersKey(line.filters)}::text,
           ${delta}::int
    from products p
    where p.id = ${line.productId} and p.archived_at is null
      and least(${variantStock(sql.ref('p.id'), sql`${filtersKey(line.filters)}::text`)}, ${maxUnits}::int)
          >= ${delta}::int
    on conflict (user_id, product_id, filters_key) do update
      set quantity = cart_items.quantity + excluded.quantity
      where cart_items.quantity + excluded.quantity
            <= least(${variantStock(sql.ref('excluded.product_id'), sql.ref('excluded.filters_key'))}, ${maxUnits}::int)
    returning quantity`.execute(db);
  return rows[0]?.quantity;
}

/**
 * Takes `-delta` units (delta < 0) off an existing line when at least one stays; the row lock of the UPDATE
 * serialises racing changes. Returns the new quantity, or undefined when there is no such line or it would
 * drop below 1. A decrease is allowed above the stock: it only moves the line towards what can be bought.
 */
export async function decreaseLine(db: Db, line: LineKey, delta: number): Promise<number | undefined> {
  const row = await db
    .updateTable('cart_items')
    .set((eb) => ({ quantity: eb('quantity', '+', delta) }))
    .where('user_id', '=', line.userId)
    .where('product_id', '=', line.productId)
    .where('filters_key', '=', filtersKey(line.filters))
    .where((eb) => eb(eb('quantity', '+', delta), '>=', 1))
    .returning('quantity')
    .executeTakeFirst();
  return row?.quantity;
}

/**
 * Deletes the line with this canonical selection, or whose stored selection equals `asSent` (so a line whose
 * product has since gained an option can still be removed with the filters the cart showed).
 */
export async function removeLine(db: Db, line: LineKey, asSent: Record<string, string>): Promise<void> {
  await db
    .deleteFrom('cart_items')
    .where('user_id', '=', line.userId)
    .where('product_id', '=', line.productId)
    .where((eb) =>
      eb.or([
        eb('filters_key', '=', filtersKey(line.filters)),
        eb('filters', '=', sql<Record<string, string>>`${JSON.stringify(asSent)}::jsonb`),
      ]),
    )
    .execute();
}

/** A line taken out of a list: its stored selection and quantity, to be written to the other list. */
export interface TakenLine {
  filters: Record<string, string>;
  quantity: number;
}

/**
 * Deletes one cart line and answers what it held, or undefined when there was none; for moving a line to Saved
 * for later in the caller's transaction (docs/decisions/039-phone-shopper-second-walk.md). The line stored under
 * `asSent` (the selection the cart showed) first, else the one of the canonical selection, as `removeLine` finds
 * them; one line only, so two lines of one product are never merged into one.
 */
export async function takeLine(
  db: Db,
  line: LineKey,
  asSent: Record<string, string>,
): Promise<TakenLine | undefined> {
  for (const key of new Set([filtersKey(asSent), filtersKey(line.filters)])) {
    const taken = await db
      .deleteFrom('cart_items')
      .where('user_id', '=', line.userId)
      .where('product_id', '=', line.productId)
      .where('filters_key', '=', key)
      .returning(['filters', 'quantity'])
      .executeTakeFirst();
    if (taken) return taken;
  }
  return undefined;
}
