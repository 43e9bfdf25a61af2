// SQL of refunding paid online orders (decisions §6, docs/decisions/012): the pending mark set in the status
// change's transaction, the lease one attempt takes, and the record of a refund the provider made.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Marks the payment as owed back; the caller's transaction commits it with the status change. */
export async function markRefundPending(db: Db, id: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ payment_status: 'refund_pending', refund_retry_at: null })
    .where('id', '=', id)
    .execute();
}

export interface RefundClaim {
  orderId: string;
  paymentId: string;
  /** 1 for the first attempt. */
  attempt: number;
}

/**
 * Takes the lease of one refund attempt, or nothing when another attempt holds it or the refund is recorded.
 * The conditional update is atomic, so the request and the sweeper never both call the provider; the lease
 * doubles with each attempt (1, 2, 4… minutes, at most an hour) so a provider that keeps refusing is not
 * hammered.
 */
export async function claimRefund(db: Db, id: string): Promise<RefundClaim | undefined> {
  const row = await db
    .updateTable('orders')
    .set((eb) => ({
      refund_attempts: eb('refund_attempts', '+', 1),
      refund_retry_at: sql<Date>`now() + least(interval '1 minute' * power(2, refund_attempts), interval '1 hour')`,
    }))
    .where('id', '=', id)
    .where('payment_status', '=', 'refund_pending')
    .where('provider_payment_id', 'is not', null)
    .where((eb) => eb.or([eb('refund_retry_at', 'is', null), eb('refund_retry_at', '<=', sql<Date>`now()`)]))
    .returning(['id', 'provider_payment_id', 'refund_attempts'])
    .executeTakeFirst();
  if (!row?.provider_payment_id) return undefined;
  return { orderId: row.id, paymentId: row.provider_payment_id, attempt: row.refund_attempts };
}

/** Records the refund once; false when it was already recorded. `refundId` is null when only the provider knows it. */
export async function recordRefund(db: Db, id: string, refundId: string | null): Promise<boolean> {
  const row = await db
    .updateTable('orders')
    .set({
      payment_status: 'refunded',
      refund_id: refundId,
      payment_refunded_at: sql<Date>`now()`,
      refund_retry_at: null,
    })
    .where('id', '=', id)
    .where('payment_status', '=', 'refund_pending')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Orders whose refund is owed and whose last attempt's lease has passed, oldest lease first. */
export async function dueRefunds(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('payment_status', '=', 'refund_pending')
    .where((eb) => eb.or([eb('refund_retry_at', 'is', null), eb('refund_retry_at', '<=', sql<Date>`now()`)]))
    .orderBy('refund_retry_at', (ob) => ob.asc().nullsFirst())
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
