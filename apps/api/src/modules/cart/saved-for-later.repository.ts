// SQL of Saved for later (docs/decisions/039-phone-shopper-second-walk.md): cart lines a shopper moved aside, keyed
// as the cart's lines are (product and canonical selection's text), always by the token's user. Only lines of
// products on sale are read or counted; an archived product's rows stay but are not shown.
import { variantKey } from '@shop/shared/variants';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { variantStock } from '../orders/stock.repository.ts';
import type { CartLineRecord, LineKey, TakenLine } from './cart.repository.ts';

export type SavedLineRecord = CartLineRecord & { savedAt: Date };

/** The account's saved lines of products on sale, newest first, with what pricing reads of each product. */
export async function listSaved(db: Db, userId: string): Promise<SavedLineRecord[]> {
  return db
    .selectFrom('saved_for_later as s')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .select([
      's.product_id as productId',
      's.quantity',
      's.filters',
      's.saved_at as savedAt',
      'p.name',
      sql<string | null>`p.images[1]`.as('image'),
      'p.category',
      'p.count_in_stock as countInStock',
      'p.shipping_cost as shippingCost',
      'p.base_price as basePrice',
      'p.discount_price as discountPrice',
      'p.filters as productFilters',
      variantStock(sql.ref('p.id'), sql.ref('s.filters_key')).as('lineStock'),
    ])
    .where('s.user_id', '=', userId)
    .where('p.archived_at', 'is', null)
    .orderBy('s.saved_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
}

/**
 * Takes the account's row lock: two saves of one shopper at once are counted against the cap one after the other
 * (as "notify me" requests are, docs/decisions/017).
 */
export async function lockAccount(trx: Db, userId: string): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
}

/** The saved lines that count against the cap: those of products on sale, the ones the shopper sees. */
export async function countSaved(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('saved_for_later as s')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('s.user_id', '=', userId)
    .where('p.archived_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Whether the account has this line saved (by its selection's text). */
export async function hasSaved(db: Db, line: LineKey): Promise<boolean> {
  const row = await db
    .selectFrom('saved_for_later')
    .select('id')
    .where('user_id', '=', line.userId)
    .where('product_id', '=', line.productId)
    .where('filters_key', '=', variantKey(line.filters))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Saves a line taken from the cart. Saved again, the line takes the cart's quantity (the shopper's latest) and
 * moves to the top of the list.
 */
export async function putSaved(db: Db, userId: string, productId: string, taken: TakenLine): Promise<void> {
  await db
    .insertInto('saved_for_later')
    .values({
      user_id: userId,
      product_id: productId,
      filters: JSON.stringify(taken.filters),
      filters_key: variantKey(taken.filters),
      quantity: taken.quantity,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'product_id', 'filters_key']).doUpdateSet((eb) => ({
        quantity: eb.ref('excluded.quantity'),
        saved_at: sql<Date>`now()`,
      })),
    )
    .execute();
}

/**
 * Deletes one saved line and answers what it held, or undefined when there was none: the one stored under
 * `asSent` (the selection the page showed) first, else the one of the canonical selection.
 */
export async function takeSaved(
  db: Db,
  line: LineKey,
  asSent: Record<string, string>,
): Promise<TakenLine | undefined> {
  for (const key of new Set([variantKey(asSent), variantKey(line.filters)])) {
    const taken = await db
      .deleteFrom('saved_for_later')
      .where('user_id', '=', line.userId)
      .where('product_id', '=', line.productId)
      .where('filters_key', '=', key)
      .returning(['filters', 'quantity'])
      .executeTakeFirst();
    if (taken) return taken;
  }
  return undefined;
}
