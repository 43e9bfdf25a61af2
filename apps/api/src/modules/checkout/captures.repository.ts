// SQL of capturing authorized payments (docs/decisions/020-capturing-authorized-payments.md): the lease one
// capture attempt takes, the record of a capture (the moment an online order becomes paid), and the record of a
// payment that was never taken.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface CaptureClaim {
  orderId: string;
  paymentId: string;
  /** Paise: the order's total, which the provider authorized (checked at confirmation). */
  amount: number;
  orderStatus: string;
  /** 1 for the first attempt. */
  attempt: number;
}

/**
 * Takes the lease of one capture attempt, or nothing when another attempt holds it or the payment is no longer
 * waiting for its capture. The conditional update is atomic, so of every confirmation, the sweep and a second
 * server process only one calls the provider at a time; the lease doubles with each attempt (1, 2, 4… minutes,
 * at most an hour), as refunds' do.
 */
export async function claimCapture(db: Db, id: string): Promise<CaptureClaim | undefined> {
  const row = await db
    .updateTable('orders')
    .set((eb) => ({
      capture_attempts: eb('capture_attempts', '+', 1),
      // From the clock, not the transaction's start: taken inside a confirmation, the lease starts when taken.
      capture_retry_at: sql<Date>`clock_timestamp() + least(interval '1 minute' * power(2, capture_attempts), interval '1 hour')`,
    }))
    .where('id', '=', id)
    .where('payment_status', '=', 'authorized')
    .where('provider_payment_id', 'is not', null)
    .where((eb) =>
      eb.or([eb('capture_retry_at', 'is', null), eb('capture_retry_at', '<=', sql<Date>`now()`)]),
    )
    .returning(['id', 'provider_payment_id', 'total', 'order_status', 'capture_attempts'])
    .executeTakeFirst();
  if (!row?.provider_payment_id) return undefined;
  return {
    orderId: row.id,
    paymentId: row.provider_payment_id,
    amount: Number(row.total),
    orderStatus: row.order_status,
    attempt: row.capture_attempts,
  };
}

/**
 * Records the capture once: the order is paid from now on. An order cancelled while its capture was under way
 * got no refund mark (it was not paid then), so the money now owed back is marked `refund_pending` here, in the
 * same statement. Answers the payment status written, or undefined when the capture was already recorded.
 */
export async function recordCapture(db: Db, id: string): Promise<string | undefined> {
  const row = await db
    .updateTable('orders')
    .set({
      is_paid: true,
      paid_at: sql<Date>`now()`,
      capture_retry_at: null,
      payment_status: sql<string>`case when order_status = 'cancelled' then 'refund_pending' else 'captured' end`,
    })
    .where('id', '=', id)
    .where('payment_status', '=', 'authorized')
    .returning('payment_status')
    .executeTakeFirst();
  return row?.payment_status;
}

/** Records that the authorized payment will never be taken (the provider gives the authorization back). */
export async function markUncaptured(db: Db, id: string): Promise<boolean> {
  const row = await db
    .updateTable('orders')
    .set({ payment_status: 'uncaptured', capture_retry_at: null })
    .where('id', '=', id)
    .where('payment_status', '=', 'authorized')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Orders whose payment waits for its capture and whose last attempt's lease has passed, oldest lease first. */
export async function dueCaptures(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('payment_status', '=', 'authorized')
    .where((eb) =>
      eb.or([eb('capture_retry_at', 'is', null), eb('capture_retry_at', '<=', sql<Date>`now()`)]),
    )
    .orderBy('capture_retry_at', (ob) => ob.asc().nullsFirst())
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
