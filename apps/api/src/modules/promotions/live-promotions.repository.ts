// Reading promotions for a basket (docs/decisions/038-promotions.md): the automatic offers live now, the promotion
// a code names, how far their limits are used, and whether an account is on its first order. Functions take `db`
// or a transaction.
import type { PromotionAction, PromotionLimitState, PromotionRule } from '@shop/shared/promotions';
import { type Selectable, sql } from 'kysely';
import type { Db, PromotionsTable } from '../../db/database.ts';

export type PromotionRow = Selectable<PromotionsTable>;

function actionOf(row: PromotionRow): PromotionAction {
  switch (row.action) {
    case 'percent':
      return { kind: 'percent', percent: row.percent ?? 0, maxDiscount: row.max_discount };
    case 'amount':
      return { kind: 'amount', amount: row.amount ?? 0 };
    case 'free_shipping':
      return { kind: 'free_shipping' };
    case 'buy_x_get_y':
      return {
        kind: 'buy_x_get_y',
        buy: row.buy_quantity ?? 1,
        get: row.get_quantity ?? 1,
        percent: row.percent ?? 100,
        sameProduct: row.same_product,
      };
  }
}

/** A stored promotion as the shared rule reads it (its limits are counted apart: `limitStates`). */
export function toRule(row: PromotionRow): PromotionRule {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    status: row.status,
    startsAt: row.starts_at?.toISOString() ?? null,
    endsAt: row.ends_at?.toISOString() ?? null,
    action: actionOf(row),
    target: { kind: row.target, values: row.target_values },
    minOrderValue: row.min_order_value,
    minQuantity: row.min_quantity,
    firstOrderOnly: row.first_order_only,
    combinable: row.combinable,
  };
}

/** The automatic offers active now (the rule checks the dates again against its own `now`). */
export function liveAutomaticOffers(db: Db, now: Date): Promise<PromotionRow[]> {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('code', 'is', null)
    .where('status', '=', 'active')
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * The promotion a code names, in any case: the one not ended, else the latest that used it (so an ended code
 * reads as ended, not as unknown, to a shopper who applied it).
 */
export function findByCode(db: Db, code: string): Promise<PromotionRow | undefined> {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('code', '=', code.trim().toUpperCase())
    .orderBy(sql`status = 'ended'`)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Which of `rows` the account cannot use now: the total limit used up (`redemptions_left` 0), or its own limit
 * reached by its orders. What the account's own open online checkout holds does not count against it: placing an
 * order or starting a payment ends that checkout first and gives its redemptions back (docs/decisions/038).
 */
export async function limitStates(
  db: Db,
  rows: readonly PromotionRow[],
  userId: string,
): Promise<Map<string, PromotionLimitState>> {
  const states = new Map<string, PromotionLimitState>();
  const counted = rows.filter((row) => row.redemptions_left === 0 || row.per_account_limit !== null);
  if (counted.length === 0) return states;
  const mine = await db
    .selectFrom('promotion_redemptions')
    .select((eb) => [
      'promotion_id as promotionId',
      eb.fn.count<number>('id').filterWhere('checkout_id', 'is', null).as('ordered'),
      eb.fn.count<number>('id').filterWhere('checkout_id', 'is not', null).as('held'),
    ])
    .where('user_id', '=', userId)
    .where(
      'promotion_id',
      'in',
      counted.map((row) => row.id),
    )
    .groupBy('promotion_id')
    .execute();
  const byId = new Map(mine.map((row) => [row.promotionId, row]));
  for (const row of counted) {
    const { ordered = 0, held = 0 } = byId.get(row.id) ?? {};
    if (row.redemptions_left === 0 && held === 0) states.set(row.id, 'used_up');
    else if (row.per_account_limit !== null && ordered >= row.per_account_limit)
      states.set(row.id, 'used_by_account');
  }
  return states;
}

/** True when the account has no order that is not cancelled (a "first order" promotion's condition). */
export async function isFirstOrder(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('order_status', '<>', 'cancelled')
    .limit(1)
    .executeTakeFirst();
  return row === undefined;
}

/** The code kept on the account's cart, if any. */
export async function cartCoupon(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('cart_coupons')
    .select('code')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.code ?? null;
}
