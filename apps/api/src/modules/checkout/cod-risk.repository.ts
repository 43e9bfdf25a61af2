// SQL of the cash-on-delivery rules (docs/decisions/030-cash-on-delivery-risk.md): what one account has open in
// cash on delivery, whether it ever had an order delivered, and how many of its parcels came back undelivered.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface CodHistory {
  /** Units and value (paise) of the account's cash-on-delivery orders still on their way. */
  openUnits: number;
  openTotal: number;
  /** Orders of the account ever delivered; those paid in cash on delivery. */
  deliveredOrders: number;
  deliveredCodOrders: number;
  /** Parcels of the account that came back undelivered. */
  returnedToOrigin: number;
}

/**
 * Locks the account's row for the rest of the transaction: two cash-on-delivery orders of one account are checked
 * against its caps one after the other, so both cannot pass together. `for no key update`: rows that merely refer
 * to the user (a payment confirmed meanwhile, a cart line) are not blocked by it.
 */
export async function lockAccount(trx: Db, userId: string): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
}

export async function codHistory(db: Db, userId: string): Promise<CodHistory> {
  const { rows } = await sql<{
    openUnits: number;
    openTotal: number;
    deliveredOrders: number;
    deliveredCodOrders: number;
    returnedToOrigin: number;
  }>`
    select
      coalesce((
        select sum(item.quantity) from order_items item join orders o on o.id = item.order_id
        where o.user_id = ${userId} and o.payment_method = 'cod'
          and o.order_status in ('processing', 'shipped', 'out of delivery')
      ), 0)::int as "openUnits",
      coalesce(sum(total) filter (
        where payment_method = 'cod' and order_status in ('processing', 'shipped', 'out of delivery')
      ), 0)::float8 as "openTotal",
      count(*) filter (where delivered_at is not null)::int as "deliveredOrders",
      count(*) filter (where delivered_at is not null and payment_method = 'cod')::int as "deliveredCodOrders",
      count(*) filter (where returned_to_origin_at is not null)::int as "returnedToOrigin"
    from orders where user_id = ${userId}`.execute(db);
  const row = rows[0];
  return {
    openUnits: row?.openUnits ?? 0,
    openTotal: row?.openTotal ?? 0,
    deliveredOrders: row?.deliveredOrders ?? 0,
    deliveredCodOrders: row?.deliveredCodOrders ?? 0,
    returnedToOrigin: row?.returnedToOrigin ?? 0,
  };
}
