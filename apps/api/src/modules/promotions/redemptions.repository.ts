// Redemptions of promotions (docs/decisions/038-promotions.md): taken in the transaction of the order, or of the
// online checkout's stock hold until its order exists, by a conditional update of `promotions.redemptions_left`
// (the stock pattern), and given back when the hold ends or the order is cancelled before dispatch. Promotion rows
// are always locked in id order and before any product's stock, so two orders never deadlock. Functions take a
// transaction.
import { sql } from 'kysely';
import type { Db, StoredPromotion } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';

/** Who holds a redemption: an order, or an online checkout whose order does not exist yet. */
export type RedemptionHolder = { orderId: string } | { checkoutId: string };

/**
 * Why a promotion could not be taken: its total limit is used up, the account's own is, it is for a first order and
 * the account has another order (or another checkout holding a first-order promotion), or it is not live any more
 * (ended, paused, or past its end since the basket was priced: the late payment of a lapsed checkout).
 */
export interface RedemptionRefusal {
  kind: 'used_up' | 'used_by_account' | 'first_order' | 'ended';
  promotion: StoredPromotion;
}

/** Whether the promotion may be used at `now`: active, started and not past its end. */
function isLiveAt(row: { status: string; starts_at: Date | null; ends_at: Date | null }, now: Date): boolean {
  return (
    row.status === 'active' &&
    (row.starts_at === null || row.starts_at <= now) &&
    (row.ends_at === null || row.ends_at > now)
  );
}

function byId(a: { id: string }, b: { id: string }): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Whether the account has something that makes `holder` not its first order: an order that is not cancelled, or a
 * checkout still holding a first-order promotion, other than the holder itself (a COD order is written before its
 * redemptions are taken). Read at redemption, not only when the basket was priced: two orders of one account priced
 * at once, or the late payment of a checkout whose hold ended before the account ordered again, are not both first.
 */
async function hasEarlierOrder(trx: Db, userId: string, holder: RedemptionHolder): Promise<boolean> {
  const ownOrder = 'orderId' in holder ? holder.orderId : null;
  const ownCheckout = 'checkoutId' in holder ? holder.checkoutId : null;
  let orders = trx
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('order_status', '<>', 'cancelled');
  if (ownOrder !== null) orders = orders.where('id', '<>', ownOrder);
  if (await orders.limit(1).executeTakeFirst()) return true;
  let holds = trx
    .selectFrom('promotion_redemptions as r')
    .innerJoin('promotions as p', 'p.id', 'r.promotion_id')
    .select('r.id')
    .where('r.user_id', '=', userId)
    .where('r.checkout_id', 'is not', null)
    .where('p.first_order_only', '=', true);
  if (ownCheckout !== null) holds = holds.where('r.checkout_id', '<>', ownCheckout);
  return (await holds.limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Takes one redemption of each promotion for `userId`'s order or checkout, in promotion id order. Each promotion's
 * row is locked by the conditional decrement (a limit used up refuses it); then, under that lock, the account's
 * redemptions are counted against its own limit, so two orders of one account cannot both take its last use, and a
 * first-order promotion is refused when the account has another order (`hasEarlierOrder`). A promotion that is not
 * live now is refused too: the basket was priced while it was, but a checkout paid after its hold ended (and the
 * promotion with it) is placed only on the promotions the shop runs now, else refunded. On a
 * refusal, what this call took is given back before it answers, so a caller that goes on in the same transaction
 * (a late payment that is then refunded) keeps nothing of it; a caller that throws rolls it back anyway.
 */
export async function takeRedemptions(
  trx: Db,
  userId: string,
  promotions: readonly StoredPromotion[],
  holder: RedemptionHolder,
): Promise<RedemptionRefusal | null> {
  const taken: string[] = [];
  const inserted: string[] = [];
  const refuse = async (refusal: RedemptionRefusal) => {
    if (inserted.length > 0)
      await trx.deleteFrom('promotion_redemptions').where('id', 'in', inserted).execute();
    await recountLimits(trx, taken);
    return refusal;
  };
  for (const promotion of [...promotions].sort(byId)) {
    const row = await trx
      .updateTable('promotions')
      .set((eb) => ({ redemptions_left: eb('redemptions_left', '-', 1) }))
      .where('id', '=', promotion.id)
      .where((eb) => eb.or([eb('redemptions_left', 'is', null), eb('redemptions_left', '>', 0)]))
      .returning(['per_account_limit', 'first_order_only', 'status', 'starts_at', 'ends_at'])
      .executeTakeFirst();
    if (!row) return refuse({ kind: 'used_up', promotion });
    taken.push(promotion.id);
    if (!isLiveAt(row, new Date())) return refuse({ kind: 'ended', promotion });
    if (row.first_order_only && (await hasEarlierOrder(trx, userId, holder))) {
      return refuse({ kind: 'first_order', promotion });
    }
    if (row.per_account_limit !== null) {
      const { used } = await trx
        .selectFrom('promotion_redemptions')
        .select((eb) => eb.fn.countAll<string>().as('used'))
        .where('promotion_id', '=', promotion.id)
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      if (Number(used) >= row.per_account_limit) return refuse({ kind: 'used_by_account', promotion });
    }
    const id = newId();
    await trx
      .insertInto('promotion_redemptions')
      .values({
        id,
        promotion_id: promotion.id,
        user_id: userId,
        checkout_id: 'checkoutId' in holder ? holder.checkoutId : null,
        order_id: 'orderId' in holder ? holder.orderId : null,
        discount: promotion.discount + promotion.shippingDiscount,
      })
      .execute();
    inserted.push(id);
  }
  return null;
}

/**
 * Counts the limits of these promotions again after their redemptions were deleted: what is left is the total limit
 * less the redemptions that remain, never below 0. Counted from the rows, not added back, so a limit the admin
 * lowered below what was used stays used up however many orders are cancelled. The rows are locked (in id order)
 * by one statement and counted by the next: under READ COMMITTED the count's snapshot then includes every order
 * that took one of them before the lock was granted. A promotion without a total limit has nothing to count.
 */
async function recountLimits(trx: Db, promotionIds: readonly string[]): Promise<void> {
  const ids = [...new Set(promotionIds)].sort();
  if (ids.length === 0) return;
  await trx
    .selectFrom('promotions')
    .select('id')
    .where('id', 'in', ids)
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
  await trx
    .updateTable('promotions')
    .set({
      redemptions_left: sql<number>`greatest(0, usage_limit - (
        select count(*) from promotion_redemptions where promotion_redemptions.promotion_id = promotions.id))`,
    })
    .where('id', 'in', ids)
    .where('usage_limit', 'is not', null)
    .execute();
}

/** Deletes the redemptions of a checkout or order and counts their promotions' limits again. */
async function release(
  trx: Db,
  holder: { checkoutIds: readonly string[] } | { orderId: string },
): Promise<void> {
  let rows = trx.deleteFrom('promotion_redemptions');
  rows =
    'orderId' in holder
      ? rows.where('order_id', '=', holder.orderId)
      : rows.where('checkout_id', 'in', [...holder.checkoutIds]);
  const deleted = await rows.returning('promotion_id').execute();
  await recountLimits(
    trx,
    deleted.map((row) => row.promotion_id),
  );
}

/**
 * Gives back every redemption of these checkouts (their holds ended: expired, failed or replaced): the rows are
 * deleted and the limits count them again. Once: a second call finds no rows.
 */
export async function releaseCheckoutRedemptions(trx: Db, checkoutIds: readonly string[]): Promise<void> {
  if (checkoutIds.length > 0) await release(trx, { checkoutIds });
}

/** Gives back every redemption of an order cancelled before dispatch, once (the rows are deleted). */
export async function releaseOrderRedemptions(trx: Db, orderId: string): Promise<void> {
  await release(trx, { orderId });
}

/**
 * Locks, in id order, the promotions these checkouts redeemed and those of `alsoIds`: a transaction that gives back
 * one set and then takes another (a new checkout replacing the shopper's held one) locks them all at once first, so
 * it never holds a later promotion while waiting for an earlier one.
 */
export async function lockPromotions(
  trx: Db,
  checkoutIds: readonly string[],
  alsoIds: readonly string[],
): Promise<void> {
  if (checkoutIds.length === 0 && alsoIds.length === 0) return;
  await trx
    .selectFrom('promotions')
    .select('id')
    .where((eb) =>
      eb.or([
        ...(alsoIds.length ? [eb('id', 'in', [...alsoIds])] : []),
        ...(checkoutIds.length
          ? [
              eb(
                'id',
                'in',
                eb
                  .selectFrom('promotion_redemptions')
                  .select('promotion_id')
                  .where('checkout_id', 'in', [...checkoutIds]),
              ),
            ]
          : []),
      ]),
    )
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
}

/**
 * The checkout's redemptions become its order's: `order_id` set, and the checkout's id let go, so nothing that ends
 * a checkout's hold can ever give back what an order used.
 */
export async function moveToOrder(trx: Db, checkoutId: string, orderId: string): Promise<void> {
  await trx
    .updateTable('promotion_redemptions')
    .set({ order_id: orderId, checkout_id: null })
    .where('checkout_id', '=', checkoutId)
    .execute();
}

/** The code kept on the account's cart is let go once an order used it (the cart_coupons row, migration 0037). */
export async function forgetUsedCartCoupon(trx: Db, userId: string, code: string): Promise<void> {
  await trx
    .deleteFrom('cart_coupons')
    .where('user_id', '=', userId)
    .where(sql<string>`upper(code)`, '=', code.toUpperCase())
    .execute();
}
