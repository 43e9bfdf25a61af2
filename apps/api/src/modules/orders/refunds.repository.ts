// SQL of refunding paid online orders (docs/product.md#payment-settle, docs/decisions/012, 025): the pending mark set in the status
// change's transaction, the lease one attempt of the refund job takes, and the record of a refund the provider
// made.
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
 * The conditional update is atomic, so two runs of the refund job (one thought dead by the queue, and its
 * retry) never both call the provider. A failed attempt gives the lease back (`releaseRefundLease`); one cut off
 * by a crash holds it for 30 seconds, three times the gateway's own timeout. The queue spaces the attempts.
 */
export async function claimRefund(db: Db, id: string): Promise<RefundClaim | undefined> {
  const row = await db
    .updateTable('orders')
    .set((eb) => ({
      refund_attempts: eb('refund_attempts', '+', 1),
      refund_retry_at: sql<Date>`now() + interval '30 seconds'`,
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

/** Ends a failed attempt's lease, so the job's next try may start at once. */
export async function releaseRefundLease(db: Db, id: string): Promise<void> {
  await db
    .updateTable('orders')
    .set({ refund_retry_at: null })
    .where('id', '=', id)
    .where('payment_status', '=', 'refund_pending')
    .execute();
}

/** True while the order's money is owed back and not recorded as refunded. */
export async function refundOwed(db: Db, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('id', '=', id)
    .where('payment_status', '=', 'refund_pending')
    .executeTakeFirst();
  return row !== undefined;
}

/** Records the refund once, with the provider's refund id; false when it was already recorded. */
export async function recordRefund(db: Db, id: string, refundId: string): Promise<boolean> {
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

/**
 * Orders whose refund is owed, oldest first: the periodic work enqueues their refund job again, which is a new
 * job only when none exists (one owed from before jobs, or one whose failed job the queue has deleted).
 */
export async function owedRefunds(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('payment_status', '=', 'refund_pending')
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
