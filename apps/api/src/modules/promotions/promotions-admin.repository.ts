// SQL of the admin's promotions (docs/decisions/038-promotions.md): the list with each one's redemptions, writes
// checked by the table's constraints, and the report's sums over the orders that used one. Money in paise.
// Functions take `db` or a transaction.
import { UNCOUNTED_STATUSES } from '@shop/shared/order-status';
import { type Insertable, sql } from 'kysely';
import type { Db, PromotionsTable } from '../../db/database.ts';
import type { PromotionRow } from './live-promotions.repository.ts';

export interface PromotionRecord extends PromotionRow {
  /** Redemptions that belong to an order (not a checkout still being paid). */
  redemptions: number;
}

/** The columns the admin's form writes. */
export type PromotionFields = Omit<
  Insertable<PromotionsTable>,
  'id' | 'redemptions_left' | 'version' | 'created_at' | 'updated_at'
>;

function selectPromotions(db: Db) {
  return db
    .selectFrom('promotions as p')
    .selectAll('p')
    .select((eb) =>
      eb
        .selectFrom('promotion_redemptions as r')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('r.promotion_id', '=', 'p.id')
        .where('r.order_id', 'is not', null)
        .as('redemptions'),
    );
}

function withCount(row: PromotionRow & { redemptions: number | string | null }): PromotionRecord {
  return { ...row, redemptions: Number(row.redemptions ?? 0) };
}

/** Newest first, at most `limit`. */
export async function listPromotions(db: Db, limit: number): Promise<PromotionRecord[]> {
  const rows = await selectPromotions(db)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(withCount);
}

/** `lock`: the row stays locked until the transaction ends (an order taking a redemption waits). */
export async function findPromotion(db: Db, id: string, lock = false): Promise<PromotionRecord | undefined> {
  let query = selectPromotions(db).where('p.id', '=', id);
  if (lock) query = query.forUpdate('p');
  const row = await query.executeTakeFirst();
  return row && withCount(row);
}

export async function insertPromotion(db: Db, id: string, fields: PromotionFields): Promise<void> {
  await db
    .insertInto('promotions')
    .values({ id, ...fields, redemptions_left: fields.usage_limit ?? null })
    .execute();
}

/**
 * Writes the form's fields and bumps the version. A new total limit keeps the redemptions already used, in this one
 * statement so an order taking one meanwhile is counted: used = old limit − left, or, when there was no limit (no
 * counter), the promotion's redemption rows; left = max(0, new limit − used).
 */
export async function updatePromotion(db: Db, id: string, fields: PromotionFields): Promise<void> {
  const newLimit = fields.usage_limit ?? null;
  const left =
    newLimit === null
      ? sql<null>`null`
      : sql<number>`greatest(0, ${newLimit}::int - coalesce(usage_limit - redemptions_left,
          (select count(*) from promotion_redemptions r where r.promotion_id = promotions.id)::int))`;
  await db
    .updateTable('promotions')
    .set({ ...fields, redemptions_left: left, version: sql<number>`version + 1`, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** True when `error` is the unique index of codes among promotions that have not ended. */
export function isCodeTaken(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint === 'promotions_open_code';
}

export interface ReportSums {
  orders: number;
  /** Σ price × quantity − discount of those orders' lines. */
  revenue: number;
  /** Σ of this promotion's redemptions' discounts. */
  discount: number;
  /** Σ cost_price × quantity over the lines that have one. */
  cost: number;
  /** Lines without a cost price: the cost is then unknown. */
  uncostedLines: number;
}

/**
 * The orders that used the promotion and still count as sales, by the admin dashboard's rule (cancelled orders and
 * the return path left out, docs/decisions/028-delivery-estimates-and-margins.md), and their lines' sums.
 */
export async function reportSums(db: Db, promotionId: string): Promise<ReportSums> {
  const { rows } = await sql<{
    orders: number;
    discount: string | number;
    revenue: string | number;
    cost: string | number;
    uncosted_lines: number;
  }>`
    with used as (
      select r.order_id, r.discount
      from promotion_redemptions r join orders o on o.id = r.order_id
      where r.promotion_id = ${promotionId} and o.order_status not in (${sql.join(UNCOUNTED_STATUSES)})
    )
    select
      (select count(*) from used) as orders,
      (select coalesce(sum(discount), 0) from used) as discount,
      coalesce(sum(oi.price::bigint * oi.quantity - oi.discount), 0) as revenue,
      coalesce(sum(oi.cost_price::bigint * oi.quantity), 0) as cost,
      count(*) filter (where oi.cost_price is null) as uncosted_lines
    from order_items oi
    where oi.order_id in (select order_id from used)`.execute(db);
  const row = rows[0];
  return {
    orders: Number(row?.orders ?? 0),
    revenue: Number(row?.revenue ?? 0),
    discount: Number(row?.discount ?? 0),
    cost: Number(row?.cost ?? 0),
    uncostedLines: Number(row?.uncosted_lines ?? 0),
  };
}
